import {
  OPCOES_LEMBRETE_GARANTIA,
  proximoLembreteGarantia,
  type OpcaoLembreteGarantia,
  type Prazo,
} from '@portal/domain';
import { CalendarClock } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { dataDoLembrete, gravarLembrete, useDatasDosLembretes } from '../lembretes-do-dia';

const TEXTO_ITEM = {
  fgts: 'assinar o termo de uso do FGTS',
  chaves: 'assinar o termo da troca de chaves',
  boleto: 'pagar o boleto do lance',
} as const;

/**
 * 02 §4.10: the guarantee deadline, a date {dias} business days after the assembly, with its reminder options:
 * 'Ver próximos passos' opens the flow, 'Lembrar amanhã' hides it until tomorrow, 'Entendi' until the last day.
 */
export function LembreteGarantia({
  idCota,
  prazo,
  hoje,
  itemGarantia,
  proximosPassos,
}: {
  idCota: number;
  prazo: Prazo;
  hoje: string;
  itemGarantia: keyof typeof TEXTO_ITEM | null;
  proximosPassos: string | null;
}) {
  const navigate = useNavigate();
  const datas = useDatasDosLembretes();
  const volta = dataDoLembrete(datas, idCota, 'garantia');
  if (prazo.vencido || (volta !== null && volta > hoje)) return null;

  const escolher = (opcao: OpcaoLembreteGarantia) => {
    gravarLembrete(idCota, 'garantia', proximoLembreteGarantia(opcao, hoje, prazo.data));
    if (opcao === 'proximos-passos' && proximosPassos) void navigate(proximosPassos);
  };
  const tarefa = itemGarantia
    ? `${TEXTO_ITEM[itemGarantia]} e enviar seus documentos`
    : 'aceitar os termos e enviar seus documentos';

  return (
    <Card as="section" aria-labelledby="titulo-prazo-garantia" className="border-l-4 border-alerta">
      <div className="flex gap-4">
        <span
          className="grid size-11 shrink-0 place-items-center rounded-2xl bg-alerta-fundo text-alerta"
          aria-hidden="true"
        >
          <CalendarClock className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="titulo-prazo-garantia" className="text-lg font-bold tracking-tight text-tinta">
            Seu prazo vai até <span className="tabular">{prazo.dataFormatada}</span>
          </h2>
          <p className="mt-1 text-[0.9375rem] leading-relaxed text-tinta-suave">
            Até essa data você precisa {tarefa}. Sem os documentos no prazo, a cota é descontemplada e volta a
            participar das assembleias.
          </p>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {proximosPassos && (
              <Button size="sm" onClick={() => escolher('proximos-passos')}>
                {OPCOES_LEMBRETE_GARANTIA['proximos-passos']}
              </Button>
            )}
            <Button size="sm" variant="secondary" onClick={() => escolher('lembrar-amanha')}>
              {OPCOES_LEMBRETE_GARANTIA['lembrar-amanha']}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => escolher('entendi')}>
              {OPCOES_LEMBRETE_GARANTIA.entendi}
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}
