import {
  DECISOES_ESPECIE,
  formatarData,
  formatarInscricao,
  formatarMoeda,
  padCota,
  padGrupo,
  type DecisaoEspecie,
  type ItemFilaEspecie,
} from '@portal/domain';
import { Banknote } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { caminhosOperador } from '../paths';
import { useDecidirEspecie, useFilaEspecie } from '../use-faturamentos-especie';
import { EnviarDecisao, ListaDaFila } from './lista-da-fila';

/** One cash case: who, the credit, the account and the term, the documents (opened on the case page), the decision. */
function CasoEspecie({ item, aoDecidir }: { item: ItemFilaEspecie; aoDecidir: (texto: string) => void }) {
  const [decisao, setDecisao] = useState<DecisaoEspecie>('aprovar');
  const [documentos, setDocumentos] = useState('');
  const [motivo, setMotivo] = useState('');
  const decidir = useDecidirEspecie(item.CaseNumber);
  const id = useId();
  const conta = item.dadosBancarios;
  return (
    <li className="rounded-2xl bg-superficie p-5 shadow-cartao ring-1 ring-borda/70">
      <h3 id={`${id}-t`} className="font-semibold text-tinta">
        {item.cliente.nome} · cota {padGrupo(item.grupo)}/{padCota(item.cota)}
      </h3>
      <p className="text-sm text-tinta-suave">
        Caso{' '}
        <Link
          className="font-semibold text-primaria-texto underline"
          to={caminhosOperador.caso(item.CaseNumber)}
        >
          {item.CaseNumber}
        </Link>{' '}
        · {item.Fase__c} ·{' '}
        {item.origem === 'faturamento_credito' ? 'Crédito em espécie (serviço)' : 'Faturamento em espécie'}
        {item.parceiro ? ` · ${item.parceiro}` : ''}
      </p>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-tinta-suave">Crédito a pagar: </dt>
          <dd className="tabular inline font-semibold text-tinta">{formatarMoeda(item.valorCredito)}</dd>
        </div>
        <div>
          <dt className="inline text-tinta-suave">Termo de autorização: </dt>
          <dd className="inline font-semibold text-tinta">
            {item.termoAutorizacaoEm
              ? `aceito em ${formatarData(item.termoAutorizacaoEm.slice(0, 10))}`
              : 'pendente'}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline text-tinta-suave">Conta: </dt>
          <dd className="inline font-semibold text-tinta">
            {conta
              ? `${conta.banco} · ag. ${conta.agencia}${conta.digitoAgencia ? `-${conta.digitoAgencia}` : ''} · ${conta.tipoConta} ${conta.conta}-${conta.digitoConta} · ${conta.favorecido} (${formatarInscricao(conta.cpfCnpj)})`
              : 'não informada'}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline text-tinta-suave">Documentos: </dt>
          <dd className="inline text-tinta">
            {item.documentos.map((d) => d.descricao).join(', ') || 'nenhum'}
          </dd>
        </div>
      </dl>
      {decidir.isSuccess ? (
        <Alert tone="sucesso" role="status" className="mt-3">
          Decisão registrada: {decidir.data.Fase__c}.
        </Alert>
      ) : (
        <form
          className="mt-4 flex flex-col gap-3"
          aria-labelledby={`${id}-t`}
          onSubmit={(e) => {
            e.preventDefault();
            decidir.mutate(
              {
                decisao,
                documentos:
                  decisao === 'aprovar'
                    ? []
                    : documentos
                        .split(/[;\n]/)
                        .map((d) => d.trim())
                        .filter(Boolean),
                motivo: decisao === 'aprovar' ? null : motivo,
              },
              {
                onSuccess: (r) => aoDecidir(`Decisão registrada no caso ${r.CaseNumber}: ${r.Fase__c}.`),
              },
            );
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-tinta">Decisão</legend>
            {(Object.keys(DECISOES_ESPECIE) as DecisaoEspecie[]).map((d) => (
              <label key={d} className="flex min-h-11 items-center gap-2 text-sm text-tinta">
                <input type="radio" name={`${id}-d`} checked={decisao === d} onChange={() => setDecisao(d)} />
                {DECISOES_ESPECIE[d]}
              </label>
            ))}
          </fieldset>
          {decisao !== 'aprovar' && (
            <>
              <label className="flex flex-col gap-1 text-sm font-semibold text-tinta">
                Documentos (um por linha, como o cliente vai ler)
                <textarea
                  className="min-h-16 rounded-xl p-3 font-normal ring-1 ring-borda-forte"
                  maxLength={600}
                  value={documentos}
                  onChange={(e) => setDocumentos(e.target.value)}
                />
              </label>
              <label className="flex flex-col gap-1 text-sm font-semibold text-tinta">
                Motivo, para o cliente
                <textarea
                  className="min-h-16 rounded-xl p-3 font-normal ring-1 ring-borda-forte"
                  maxLength={1000}
                  value={motivo}
                  onChange={(e) => setMotivo(e.target.value)}
                />
              </label>
            </>
          )}
          <EnviarDecisao erro={decidir.error} enviando={decidir.isPending} />
        </form>
      )}
    </li>
  );
}

/** The cash billing cases waiting for the analyst (ADR 0045): approve schedules the payout (ADR 0041). */
export function FilaEspecie() {
  const fila = useFilaEspecie();
  // The decided case leaves the queue when it is read again: the confirmation stays above it.
  const [decidido, setDecidido] = useState<string | null>(null);
  return (
    <section aria-labelledby="fila-especie" className="mt-8 flex flex-col gap-4">
      <h2 id="fila-especie" className="text-xl font-semibold text-tinta">
        Faturamentos em espécie
      </h2>
      <p className="text-sm text-tinta-suave">
        Confira os documentos e a conta. Aprovar programa o pagamento do crédito; recusar devolve ao cliente
        os documentos a corrigir.
      </p>
      {decidido && (
        <Alert tone="sucesso" role="status">
          {decidido}
        </Alert>
      )}
      <ListaDaFila
        fila={fila}
        carregando="Carregando os faturamentos em espécie…"
        rotulo="Faturamentos em espécie aguardando"
        vazia={{
          icone: <Banknote />,
          titulo: 'Nenhum faturamento em espécie aguardando',
          descricao: 'Quando um cliente enviar os documentos do crédito em espécie, ele aparece aqui.',
        }}
      >
        {(item) => <CasoEspecie key={item.CaseNumber} item={item} aoDecidir={setDecidido} />}
      </ListaDaFila>
    </section>
  );
}
