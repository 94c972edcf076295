import { formatarData, formatarInscricao, formatarMoeda, padCota, padGrupo } from '@portal/domain';
import { ArrowRightLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { DescriptionList } from '@/components/description-list';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useTituloOperador } from '../components/aparencia';
import { useDecidirTransferencia, useFilaTransferencias } from '../use-transferencias';

type Item = NonNullable<ReturnType<typeof useFilaTransferencias>['data']>['data'][number];
type Decisao = 'concluir' | 'recusar';

/** One request: the quota, holder and assignee, the fee, and the decision. */
function Transferencia({ item, aoDecidir }: { item: Item; aoDecidir: (aviso: string) => void }) {
  const [decisao, setDecisao] = useState<Decisao>('concluir');
  const [motivo, setMotivo] = useState('');
  const decidir = useDecidirTransferencia(item.id);
  const id = useId();
  return (
    <li className="rounded-2xl bg-superficie p-5 shadow-cartao ring-1 ring-borda/70">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`${id}-t`} className="font-semibold text-tinta">
            Cota {padGrupo(item.grupo)}/{padCota(item.cota)} · {item.titular.nome} → {item.cessionario.nome}
          </h2>
          <p className="text-sm text-tinta-suave">
            Protocolo {item.protocolo} · pedido em {formatarData(item.solicitadaEm)}
          </p>
        </div>
        {item.cessionario.jaECliente ? (
          <Badge tone="neutro">Cessionário já é cliente</Badge>
        ) : (
          <Badge tone="alerta">Novo cliente (primeiro acesso)</Badge>
        )}
      </div>
      <DescriptionList
        className="mt-3"
        itens={[
          { termo: 'Titular', descricao: formatarInscricao(item.titular.inscricaoNacional) },
          { termo: 'Novo titular', descricao: formatarInscricao(item.cessionario.inscricaoNacional) },
          { termo: 'E-mail do novo titular', descricao: item.cessionario.email },
          { termo: 'Crédito', descricao: formatarMoeda(item.valorCreditoCentavos) },
          { termo: 'Taxa (1% do crédito)', descricao: formatarMoeda(item.taxaCentavos) },
        ]}
      />
      {decidir.isSuccess ? (
        <Alert tone="sucesso" role="status" className="mt-3">
          Decisão registrada.
        </Alert>
      ) : (
        <form
          className="mt-4 flex flex-col gap-3"
          aria-labelledby={`${id}-t`}
          onSubmit={(e) => {
            e.preventDefault();
            decidir.mutate(decisao === 'concluir' ? { decisao } : { decisao, motivo }, {
              // The decided request leaves the queue: the page keeps the outcome in words.
              onSuccess: (r) =>
                aoDecidir(
                  r.situacao === 'concluida'
                    ? `Transferência ${item.protocolo} concluída: a cota ${padGrupo(item.grupo)}/${padCota(item.cota)} passou a ${item.cessionario.nome}${r.clienteNovo ? ', que recebeu o primeiro acesso por e-mail' : ''}.`
                    : `Transferência ${item.protocolo} recusada: o titular recebeu o motivo por e-mail.`,
                ),
            });
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-tinta">Decisão</legend>
            <label className="flex min-h-11 items-center gap-2 text-sm text-tinta">
              <input
                type="radio"
                name={`${id}-d`}
                checked={decisao === 'concluir'}
                onChange={() => setDecisao('concluir')}
              />
              Concluir: a cota passa ao novo titular
            </label>
            <label className="flex min-h-11 items-center gap-2 text-sm text-tinta">
              <input
                type="radio"
                name={`${id}-d`}
                checked={decisao === 'recusar'}
                onChange={() => setDecisao('recusar')}
              />
              Recusar com o motivo
            </label>
          </fieldset>
          {decisao === 'recusar' && (
            <label className="flex flex-col gap-1 text-sm font-semibold text-tinta">
              Motivo da recusa (enviado ao titular)
              <textarea
                className="min-h-20 rounded-xl p-3 font-normal ring-1 ring-borda-forte"
                maxLength={500}
                required
                value={motivo}
                onChange={(e) => setMotivo(e.target.value)}
              />
            </label>
          )}
          {decidir.isError && (
            <Alert tone="perigo" role="alert">
              {decidir.error.message}
            </Alert>
          )}
          <div>
            <Button type="submit" loading={decidir.isPending}>
              Registrar decisão
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}

/** /operador/transferencias: quota transfers to complete or refuse (issue 22), the oldest first. */
export default function Transferencias() {
  useTituloOperador('Transferências de cota');
  const fila = useFilaTransferencias();
  const [aviso, setAviso] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        titulo="Transferências de cota"
        descricao="Pedidos de transferência, os mais antigos primeiro. Ao concluir, a cota passa ao novo titular (criado com primeiro acesso quando ainda não é cliente); ao recusar, o titular recebe o motivo."
      />
      <div role="status" className="empty:hidden">
        {aviso && (
          <Alert tone="sucesso" className="mb-4">
            {aviso}
          </Alert>
        )}
      </div>
      {fila.isPending ? (
        <CarregandoRegiao rotulo="Carregando as transferências…" className="flex flex-col gap-2">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-24 rounded-2xl" />
          ))}
        </CarregandoRegiao>
      ) : fila.isError ? (
        <ErrorState mensagem={fila.error.message} onRetry={() => void fila.refetch()} />
      ) : fila.data.data.length === 0 ? (
        <div className="rounded-2xl bg-superficie shadow-cartao ring-1 ring-borda/70">
          <EmptyState
            icon={<ArrowRightLeft />}
            titulo="Nenhuma transferência aguardando"
            descricao="Quando um cliente pedir a transferência de uma cota, o pedido aparece aqui."
          />
        </div>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Transferências aguardando">
          {fila.data.data.map((item) => (
            <Transferencia key={item.id} item={item} aoDecidir={setAviso} />
          ))}
        </ul>
      )}
    </>
  );
}
