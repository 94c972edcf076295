import { CalendarClock, RefreshCw } from 'lucide-react';
import { Button } from '@/components/button';
import { TelaNovo } from '../components/tela-novo';
import { useFaturamentoNovo } from '../use-faturamento-novo';

/** /faturamentonovo/analise-documentos: the documents (and the order's data) under analysis, up to 48 business hours. */
export default function AnaliseDocumentos() {
  const { refetch, isFetching } = useFaturamentoNovo();
  return (
    <TelaNovo
      titulo="Estamos analisando os documentos"
      descricao="A análise leva até 48 horas úteis. Avisamos você assim que terminar."
      etapa={2}
      acao={() => (
        <Button
          variant="secondary"
          loading={isFetching}
          onClick={() => void refetch()}
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
        >
          Atualizar
        </Button>
      )}
    >
      {(s) => (
        <div className="flex flex-col items-center gap-3 text-center" aria-live="polite">
          <span className="grid size-14 place-items-center rounded-full bg-primaria/10 text-primaria-texto">
            <CalendarClock className="size-7" aria-hidden="true" />
          </span>
          <p className="text-base text-tinta">
            Depois da aprovação emitimos o pedido de compra para a concessionária faturar o veículo em seu
            nome.
          </p>
          {s.respostaAnalista && (
            <p className="rounded-xl bg-fundo px-4 py-2 text-sm text-tinta-suave">
              Analista: {s.respostaAnalista}
            </p>
          )}
        </div>
      )}
    </TelaNovo>
  );
}
