import { boletosOperacoes, formatarData, hojeEmSaoPaulo, type Quitacao } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, CalendarClock, Receipt } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Money } from '@/components/money';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { ApiError } from '@/lib/api';
import { consulta } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';
import { CotaSelecionada, PaginaBoletos } from '../components/pagina-boletos';
import { VistaDoBoleto } from '../components/vista-do-boleto';
import { caminhosBoletos } from '../paths';
import { MENSAGEM_ERRO_GERAR_BOLETO } from '../use-gerar-boleto';
import { useGerarBoletoDeQuitacao } from '../use-gerar-boleto-de-quitacao';

const PARAM_BOLETO = 'boleto';

/** A 404 is an answer ("no balance to settle"), not a failure to load. */
function semSaldoParaQuitar(erro: unknown): erro is ApiError {
  return erro instanceof ApiError && erro.status === 404;
}

/** The server's own refusal (400, or 404 when the balance went away meanwhile), else the spec's message. */
function mensagemErro(erro: unknown): string {
  return erro instanceof ApiError && (erro.status === 400 || erro.status === 404)
    ? erro.mensagem
    : MENSAGEM_ERRO_GERAR_BOLETO;
}

function Linha({ rotulo, detalhe, centavos }: { rotulo: string; detalhe?: string; centavos: number }) {
  return (
    <div className="flex items-start justify-between gap-4 py-3.5">
      <dt className="min-w-0 text-[0.9375rem] text-tinta">
        {rotulo}
        {detalhe && <span className="block text-sm text-tinta-suave">{detalhe}</span>}
      </dt>
      <dd className="text-[0.9375rem] font-semibold text-tinta">
        <Money centavos={centavos} />
      </dd>
    </div>
  );
}

function Valores({ idCota, q }: { idCota: number; q: Quitacao }) {
  const [, setParams] = useSearchParams();
  const gerar = useGerarBoletoDeQuitacao(idCota);
  const hoje = q.dataVencimento === hojeEmSaoPaulo();
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <Card as="section" aria-labelledby="titulo-quitacao" className="flex flex-col gap-2">
        <h2 id="titulo-quitacao" className="text-base font-semibold text-tinta">
          Quanto falta para quitar
        </h2>
        <dl className="divide-y divide-borda/70">
          <Linha
            rotulo="Saldo a vencer"
            detalhe="As parcelas que ainda vão vencer, sem desconto"
            centavos={q.valorSaldoAVencer}
          />
          <Linha rotulo="Parcelas vencidas" centavos={q.valorParcelasVencidas} />
          <Linha
            rotulo="Encargos"
            detalhe="Multa e juros das parcelas vencidas, calculados até hoje"
            centavos={q.valorEncargos}
          />
          <div className="flex items-end justify-between gap-4 border-t-2 border-tinta/80 pt-4 pb-1">
            <dt className="text-base font-bold text-tinta">Total para quitar</dt>
            <dd className="text-2xl font-bold tracking-tight text-tinta" data-testid="total-quitacao">
              <Money centavos={q.valorTotal} />
            </dd>
          </div>
        </dl>
        <p className="tabular flex items-center gap-2 text-sm text-tinta-suave">
          <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
          Vencimento {hoje ? 'hoje, ' : ''}
          {formatarData(q.dataVencimento)}
        </p>
      </Card>

      <Card as="section" aria-labelledby="titulo-gerar-quitacao" className="flex flex-col gap-4">
        <h2 id="titulo-gerar-quitacao" className="text-base font-semibold text-tinta">
          Quitar a cota de uma vez
        </h2>
        <p className="text-sm leading-relaxed text-tinta-suave">
          O boleto de quitação paga tudo o que falta na cota e{' '}
          <strong className="text-tinta">vence hoje</strong>, porque os encargos mudam a cada dia. Se não
          pagar hoje, gere outro amanhã.
        </p>
        {gerar.isError && (
          <Alert tone="perigo" role="alert" titulo="Boleto não gerado">
            {mensagemErro(gerar.error)}
          </Alert>
        )}
        <Button
          fullWidth
          icon={<Receipt className="size-5" aria-hidden="true" />}
          loading={gerar.isPending}
          onClick={() =>
            gerar.mutate(undefined, {
              onSuccess: ({ boleto }) => setParams({ [PARAM_BOLETO]: boleto.nossoNumero }),
            })
          }
        >
          Gerar boleto de quitação
        </Button>
      </Card>
    </div>
  );
}

function Carregando() {
  return (
    <CarregandoRegiao rotulo="Calculando o valor de quitação…">
      <Card className="flex flex-col gap-4">
        <Skeleton className="h-5 w-48" />
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex justify-between gap-4">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-5 w-24" />
          </div>
        ))}
        <Skeleton className="h-8 w-full" />
      </Card>
    </CarregandoRegiao>
  );
}

/** /boletos/quitacao: what settles the quota today and the settlement boleto (spec §5: due today). */
export default function QuitacaoScreen() {
  const sessao = useSessao();
  const idCota = sessao?.idCotaPadrao;
  const [params] = useSearchParams();
  const nossoNumero = params.get(PARAM_BOLETO);
  const quitacao = useQuery({
    ...consulta(boletosOperacoes.quitacao, { params: { id: idCota ?? 0 } }),
    enabled: !nossoNumero && idCota !== undefined,
    // The figure carries today's charges: worth re-asking whenever the screen opens.
    staleTime: 0,
  });

  if (nossoNumero && idCota !== undefined)
    return (
      <PaginaBoletos
        titulo="Boleto de quitação"
        descricao="Pague hoje pelo código de barras, pelo PIX ou pelo PDF."
        voltar={{ para: caminhosBoletos.quitacao, rotulo: 'Quitação' }}
      >
        <VistaDoBoleto
          idCota={idCota}
          nossoNumero={nossoNumero}
          titulo="Boleto de quitação"
          aviso={
            <Alert tone="alerta" titulo="Vence hoje">
              Os encargos são calculados até hoje. Se não pagar hoje, volte amanhã e gere um novo boleto.
            </Alert>
          }
        />
      </PaginaBoletos>
    );

  return (
    <PaginaBoletos
      titulo="Quitação"
      descricao={
        sessao?.cotaPadrao ? (
          <>
            Pague de uma vez o saldo da <CotaSelecionada />.
          </>
        ) : (
          'Pague de uma vez o saldo da sua cota.'
        )
      }
    >
      {quitacao.isPending ? (
        <Carregando />
      ) : semSaldoParaQuitar(quitacao.error) ? (
        <Card>
          <EmptyState icon={<BadgeCheck />} titulo="Nada a quitar" descricao={quitacao.error.mensagem} />
        </Card>
      ) : quitacao.error ? (
        <Card>
          <ErrorState mensagem={quitacao.error.message} onRetry={() => void quitacao.refetch()} />
        </Card>
      ) : (
        idCota !== undefined && <Valores idCota={idCota} q={quitacao.data} />
      )}
    </PaginaBoletos>
  );
}
