import {
  formatarData,
  formatarInscricao,
  formatarMoeda,
  MOTIVOS_RECUSA_DEVOLUCAO,
  padCota,
  padGrupo,
  type MotivoRecusaDevolucao,
} from '@portal/domain';
import { Banknote } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { DescriptionList } from '@/components/description-list';
import { PageHeader } from '@/components/page-header';
import { useTituloOperador } from '../components/aparencia';
import { caminhosOperador } from '../paths';
import { useDecidirDevolucao, useFilaDevolucoes } from '../use-devolucoes';
import { CampoDeNota, EnviarDecisao, ListaDaFila } from '../components/lista-da-fila';

type Item = NonNullable<ReturnType<typeof useFilaDevolucoes>['data']>['data'][number];
type Decisao = 'aprovar' | 'recusar';

function Prazo({ dias }: { dias: number }) {
  if (dias < 0) return <Badge tone="perigo">Prazo vencido</Badge>;
  if (dias <= 2) return <Badge tone="alerta">{dias === 1 ? '1 dia útil' : `${dias} dias úteis`}</Badge>;
  return <Badge tone="neutro">{`${dias} dias úteis`}</Badge>;
}

/** One request: holder, quota, value, documents (opened on the case page), the account, and the decision. */
function Devolucao({ item }: { item: Item }) {
  const [decisao, setDecisao] = useState<Decisao>('aprovar');
  const [motivos, setMotivos] = useState<MotivoRecusaDevolucao[]>([]);
  const [reenvio, setReenvio] = useState<'problema-documentos' | 'reenviar-documentos'>(
    'problema-documentos',
  );
  const [observacao, setObservacao] = useState('');
  const decidir = useDecidirDevolucao(item.CaseNumber);
  const id = useId();
  return (
    <li className="rounded-2xl bg-superficie p-5 shadow-cartao ring-1 ring-borda/70">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`${id}-t`} className="font-semibold text-tinta">
            {item.cliente.nome} · cota {padGrupo(item.grupo)}/{padCota(item.cota)}
          </h2>
          <p className="text-sm text-tinta-suave">
            Caso{' '}
            <Link
              className="font-semibold text-primaria-texto underline"
              to={caminhosOperador.caso(item.CaseNumber)}
            >
              {item.CaseNumber}
            </Link>{' '}
            · {item.Fase__c} · pedido em {formatarData(item.solicitadoEm)} · responder até{' '}
            {formatarData(item.prazoResposta)}
          </p>
        </div>
        <Prazo dias={item.diasUteisRestantes} />
      </div>
      <DescriptionList
        className="mt-3"
        itens={[
          { termo: 'Valor', descricao: formatarMoeda(item.valorCentavos) },
          { termo: 'Titular', descricao: formatarInscricao(item.cliente.inscricaoNacional) },
          { termo: 'Favorecido', descricao: item.conta.favorecido },
          { termo: 'CPF/CNPJ da conta', descricao: formatarInscricao(item.conta.cpfCnpj) },
          { termo: 'Banco', descricao: item.conta.banco },
          {
            termo: 'Agência e conta',
            descricao: `${item.conta.agencia} · ${item.conta.conta} (${item.conta.tipoConta})`,
          },
        ]}
      />
      <p className="mt-2 text-sm text-tinta-suave">
        Documentos: {item.documentos.map((d) => d.descricao).join(', ') || 'nenhum'} (abra-os na página do
        caso)
      </p>
      {decidir.isSuccess ? (
        <Alert tone="sucesso" role="status" className="mt-3">
          Decisão registrada: {decidir.data.Fase__c}
          {decidir.data.dataPrevista ? ` · pagamento até ${formatarData(decidir.data.dataPrevista)}` : ''}.
        </Alert>
      ) : (
        <form
          className="mt-4 flex flex-col gap-3"
          aria-labelledby={`${id}-t`}
          onSubmit={(e) => {
            e.preventDefault();
            decidir.mutate(
              decisao === 'aprovar'
                ? { decisao, observacao: observacao || undefined }
                : { decisao, motivos, reenvio, observacao: observacao || undefined },
            );
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-tinta">Decisão</legend>
            <label className="flex min-h-11 items-center gap-2 text-sm text-tinta">
              <input
                type="radio"
                name={`${id}-d`}
                checked={decisao === 'aprovar'}
                onChange={() => setDecisao('aprovar')}
              />
              Aprovar e programar o pagamento
            </label>
            <label className="flex min-h-11 items-center gap-2 text-sm text-tinta">
              <input
                type="radio"
                name={`${id}-d`}
                checked={decisao === 'recusar'}
                onChange={() => setDecisao('recusar')}
              />
              Recusar: o cliente envia de novo
            </label>
          </fieldset>
          {decisao === 'recusar' && (
            <>
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-semibold text-tinta">Motivos da recusa</legend>
                {(Object.keys(MOTIVOS_RECUSA_DEVOLUCAO) as MotivoRecusaDevolucao[]).map((m) => (
                  <label key={m} className="flex min-h-11 items-center gap-2 text-sm text-tinta">
                    <input
                      type="checkbox"
                      checked={motivos.includes(m)}
                      onChange={(e) =>
                        setMotivos((a) => (e.target.checked ? [...a, m] : a.filter((x) => x !== m)))
                      }
                    />
                    {MOTIVOS_RECUSA_DEVOLUCAO[m]}
                  </label>
                ))}
              </fieldset>
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-semibold text-tinta">O que o cliente reenvia</legend>
                <label className="flex min-h-11 items-center gap-2 text-sm text-tinta">
                  <input
                    type="radio"
                    name={`${id}-r`}
                    checked={reenvio === 'problema-documentos'}
                    onChange={() => setReenvio('problema-documentos')}
                  />
                  Corrigir documentos ou conta
                </label>
                <label className="flex min-h-11 items-center gap-2 text-sm text-tinta">
                  <input
                    type="radio"
                    name={`${id}-r`}
                    checked={reenvio === 'reenviar-documentos'}
                    onChange={() => setReenvio('reenviar-documentos')}
                  />
                  Enviar documentos adicionais
                </label>
              </fieldset>
            </>
          )}
          <CampoDeNota
            rotulo="Observação ao cliente (opcional)"
            valor={observacao}
            onChange={setObservacao}
          />
          <EnviarDecisao erro={decidir.error} enviando={decidir.isPending} />
        </form>
      )}
    </li>
  );
}

/** /operador/devolucoes: refund requests by business-day deadline (02 §9: answered within 10 business days). */
export default function Devolucoes() {
  useTituloOperador('Devoluções de valores');
  const fila = useFilaDevolucoes();
  return (
    <>
      <PageHeader
        titulo="Devoluções de valores"
        descricao="Pedidos de devolução pelo prazo de resposta (10 dias úteis). Confira documentos e conta; aprove para programar o pagamento ou recuse com os motivos."
      />
      <ListaDaFila
        fila={fila}
        carregando="Carregando as devoluções…"
        rotulo="Devoluções aguardando"
        vazia={{
          icone: <Banknote />,
          titulo: 'Nenhuma devolução aguardando',
          descricao: 'Quando um cliente pedir a devolução de valores, o pedido aparece aqui.',
        }}
      >
        {(item) => <Devolucao key={item.CaseNumber} item={item} />}
      </ListaDaFila>
    </>
  );
}
