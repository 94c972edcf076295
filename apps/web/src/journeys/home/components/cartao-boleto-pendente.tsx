import { formatarData, hojeEmSaoPaulo, padCota, padGrupo } from '@portal/domain';
import { clsx } from 'clsx';
import { ChevronRight, Receipt, RefreshCw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Money } from '@/components/money';
import { useCaminhoLiberado } from '@/lib/sessao-da-rota';
import { useSessao } from '@/lib/session';
import { useParcelasPendentes } from '../api/get-segunda-via';
import { destinosHome } from '../paths';
import { pendenciaDeBoleto, quandoVence } from './boleto-pendente';

/**
 * Spec §2 home "pending boleto" card, for the selected quota: the overdue amount (first) or the next due date,
 * and the way to the boletos. Hidden while loading and when nothing is pending.
 */
export function CartaoBoletoPendente() {
  const sessao = useSessao();
  const liberado = useCaminhoLiberado();
  const idCota = sessao?.idCotaPadrao;
  const pendentes = useParcelasPendentes(idCota);
  const cota = sessao?.cotaPadrao;

  if (pendentes.isError)
    return (
      <Alert
        tone="alerta"
        titulo="Não foi possível consultar suas parcelas"
        acao={
          <Button
            variant="ghost"
            size="sm"
            icon={<RefreshCw className="size-4" aria-hidden="true" />}
            loading={pendentes.isFetching}
            onClick={() => void pendentes.refetch()}
          >
            Tentar novamente
          </Button>
        }
      >
        {pendentes.error.message}
      </Alert>
    );

  const pendencia = pendentes.data ? pendenciaDeBoleto(pendentes.data.parcelas) : null;
  if (!pendencia) return null;

  const { vencidas, proxima } = pendencia;
  const hoje = hojeEmSaoPaulo();
  // Transparent login cannot open /boletos (spec §2 rule 3): the card informs, without a dead end.
  const podeAbrir = liberado(destinosHome.boletos);
  const tituloId = 'cartao-boleto-pendente';

  return (
    <Card as="section" padding="none" aria-labelledby={tituloId} className="relative overflow-hidden">
      <span
        className={clsx('absolute inset-y-0 left-0 w-1.5', vencidas ? 'bg-perigo' : 'bg-primaria')}
        aria-hidden="true"
      />
      <div className="flex flex-col gap-4 p-5 pl-6 sm:flex-row sm:items-center sm:gap-5 sm:p-6 sm:pl-7">
        <span
          className={clsx(
            'grid size-12 shrink-0 place-items-center rounded-2xl [&_svg]:size-6',
            vencidas ? 'bg-perigo-fundo text-perigo' : 'bg-primaria/10 text-primaria-texto',
          )}
          aria-hidden="true"
        >
          {vencidas ? <TriangleAlert /> : <Receipt />}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-tinta-suave uppercase">
            {vencidas ? 'Parcelas vencidas' : 'Próximo boleto'}
            {cota && (
              <span className="tabular normal-case">
                {' · '}cota {padGrupo(cota.grupo)}/{padCota(cota.cota)}
              </span>
            )}
          </p>
          <h2 id={tituloId} className="mt-1 text-lg leading-snug font-bold tracking-tight text-tinta">
            {vencidas
              ? vencidas.quantidade === 1
                ? 'Você tem 1 parcela vencida'
                : `Você tem ${vencidas.quantidade} parcelas vencidas`
              : proxima &&
                `${proxima.numeroParcela ? `A parcela ${proxima.numeroParcela}` : 'Sua próxima parcela'} ${quandoVence(proxima.dataVencimento, hoje, formatarData)}`}
          </h2>
          <p className="mt-2 flex flex-wrap items-baseline gap-x-2 text-[0.9375rem] text-tinta-suave">
            <Money
              centavos={vencidas ? vencidas.total : (proxima?.valor ?? 0)}
              className="text-2xl font-bold tracking-tight text-tinta"
            />
            {vencidas ? (
              <span>com multa e juros até hoje</span>
            ) : (
              proxima && proxima.quantidade > 1 && <span>{proxima.quantidade} parcelas no mesmo dia</span>
            )}
          </p>
          {vencidas && proxima && (
            <p className="tabular mt-1 text-sm text-tinta-suave">
              Próxima parcela: <Money centavos={proxima.valor} /> em {formatarData(proxima.dataVencimento)}
            </p>
          )}
          {!podeAbrir && (
            <p className="mt-2 text-sm text-tinta-suave">
              Para gerar o boleto, entre no portal com o seu CPF ou CNPJ e a sua senha.
            </p>
          )}
        </div>
        {podeAbrir && (
          <Button asChild variant={vencidas ? 'primary' : 'secondary'} className="sm:shrink-0">
            <Link to={vencidas ? destinosHome.boletosVencidos : destinosHome.boletos}>
              {vencidas ? 'Regularizar agora' : 'Gerar boleto'}
              <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
            </Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
