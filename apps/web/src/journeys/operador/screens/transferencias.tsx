import { formatarData, formatarInscricao, formatarMoeda, padCota, padGrupo } from '@portal/domain';
import { ArrowRightLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { DescriptionList } from '@/components/description-list';
import { PageHeader } from '@/components/page-header';
import { useTituloOperador } from '../components/aparencia';
import { useDecidirTransferencia, useFilaTransferencias } from '../use-transferencias';
import { AvisoDaFila, CampoDeNota, EnviarDecisao, ListaDaFila } from '../components/lista-da-fila';

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
            <CampoDeNota
              rotulo="Motivo da recusa (enviado ao titular)"
              valor={motivo}
              onChange={setMotivo}
              obrigatorio
            />
          )}
          <EnviarDecisao erro={decidir.error} enviando={decidir.isPending} />
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
      <AvisoDaFila aviso={aviso} />
      <ListaDaFila
        fila={fila}
        carregando="Carregando as transferências…"
        rotulo="Transferências aguardando"
        vazia={{
          icone: <ArrowRightLeft />,
          titulo: 'Nenhuma transferência aguardando',
          descricao: 'Quando um cliente pedir a transferência de uma cota, o pedido aparece aqui.',
        }}
      >
        {(item) => <Transferencia key={item.id} item={item} aoDecidir={setAviso} />}
      </ListaDaFila>
    </>
  );
}
