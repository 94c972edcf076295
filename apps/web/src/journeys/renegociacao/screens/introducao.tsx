import {
  MAXIMO_PARCELAS_POR_RENEGOCIACAO,
  MINIMO_PARCELAS_PAGAS_PARA_RENEGOCIAR,
  ROTULOS_SITUACAO_RENEGOCIACAO,
  formatarData,
} from '@portal/domain';
import { CalendarCheck, ChevronRight, Layers, ListChecks, Scale } from 'lucide-react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Money } from '@/components/money';
import { Carregando, Falhou, TelaRenegociacao, Texto } from '../components/tela';
import { caminhosRenegociacao as c } from '../paths';
import { useValidacaoRenegociacao } from '../use-renegociacao';

const PASSOS = [
  {
    icone: ListChecks,
    texto: `Escolha até ${MAXIMO_PARCELAS_POR_RENEGOCIACAO} parcelas em atraso.`,
  },
  {
    icone: Layers,
    texto: 'O valor delas, com multa e juros de hoje, é dividido entre as parcelas a vencer.',
  },
  {
    icone: CalendarCheck,
    texto: 'Pague a próxima parcela até o vencimento para concluir a renegociação.',
  },
];

/** /boletos/renegociar/introducao (03 §2): how the renegotiation works, whether the quota may, and the latest one. */
export default function Introducao() {
  const validacao = useValidacaoRenegociacao();
  if (validacao.isPending) return <Carregando />;
  if (validacao.isError) return <Falhou onRetry={() => void validacao.refetch()} />;
  const v = validacao.data;
  const ultima = v.ultimaRenegociacao;
  return (
    <TelaRenegociacao
      titulo="Renegociar parcelas em atraso"
      descricao="Coloque a cota em dia de novo, sem pagar agora as parcelas atrasadas."
      icone={Scale}
      voltar={{ para: caminhos.boletos.lista, rotulo: 'Boletos' }}
      acao={
        v.podeRenegociar ? (
          <Button asChild>
            <Link to={c.parcelasDisponiveis}>
              Escolher parcelas
              <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
            </Link>
          </Button>
        ) : undefined
      }
    >
      {ultima && (
        <section aria-labelledby="ultima-renegociacao" className="flex flex-col gap-2">
          <h2 id="ultima-renegociacao" className="text-base font-semibold text-tinta">
            Sua última renegociação
          </h2>
          <Alert
            tone={
              ultima.situacao === 'desfeita' ? 'perigo' : ultima.situacao === 'efetivada' ? 'sucesso' : 'info'
            }
            titulo={ROTULOS_SITUACAO_RENEGOCIACAO[ultima.situacao]}
          >
            {ultima.numeroParcelas.length === 1 ? 'Parcela ' : 'Parcelas '}
            {ultima.numeroParcelas.join(' e ')}, <Money centavos={ultima.valorRenegociadoCentavos} />{' '}
            diluídos.{' '}
            {ultima.situacao === 'pendente' &&
              `Pague a parcela ${ultima.numeroProximaParcela} até ${formatarData(ultima.dataLimite)} para concluir.`}
            {ultima.situacao === 'efetivada' && 'A cota voltou a participar das assembleias.'}
            {ultima.situacao === 'desfeita' &&
              `A parcela ${ultima.numeroProximaParcela} não foi paga até ${formatarData(ultima.dataLimite)}.`}
          </Alert>
        </section>
      )}
      <ol className="flex flex-col gap-4">
        {PASSOS.map(({ icone: Icone, texto }, i) => (
          <li key={texto} className="flex items-center gap-4">
            <span
              className="grid size-10 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto"
              aria-hidden="true"
            >
              <Icone className="size-5" />
            </span>
            <span className="text-[0.9375rem] text-tinta">
              <span className="sr-only">Passo {i + 1}: </span>
              {texto}
            </span>
          </li>
        ))}
      </ol>
      {v.motivo && (
        <Alert tone="alerta" titulo="Renegociação indisponível agora">
          {v.motivo}
        </Alert>
      )}
      <Texto>
        Disponível depois das {MINIMO_PARCELAS_PAGAS_PARA_RENEGOCIAR} primeiras parcelas pagas, para cotas não
        contempladas, até 3 vezes no plano (restam {v.renegociacoesRestantes}). Se a próxima parcela não for
        paga até o vencimento, a renegociação é desfeita e a cota pode ser cancelada.
      </Texto>
    </TelaRenegociacao>
  );
}
