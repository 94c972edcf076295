import {
  DECISOES_IDENTIFICACAO,
  MOTIVOS_RECUSA_IDENTIFICACAO,
  padCota,
  padGrupo,
  type DecisaoIdentificacao,
  type ItemFilaIdentificacao,
  type MotivoRecusaIdentificacao,
} from '@portal/domain';
import { Car } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { PageHeader } from '@/components/page-header';
import { useTituloOperador } from '../components/aparencia';
import { FilaEspecie } from '../components/fila-especie';
import { caminhosOperador } from '../paths';
import { useDecidirIdentificacao, useFilaIdentificacoes } from '../use-identificacoes-faturamento';
import { EnviarDecisao, ListaDaFila } from '../components/lista-da-fila';

const ROTULOS_DECISAO: Record<DecisaoIdentificacao, string> = {
  aprovar: 'Aprovar a identificação',
  reprovar: 'Recusar: o cliente envia de novo',
  filial: 'Encaminhar à filial',
};

/** One identification: who, which quota, the documents sent (opened on the case page), and the decision. */
function Identificacao({ item }: { item: ItemFilaIdentificacao }) {
  const [decisao, setDecisao] = useState<DecisaoIdentificacao>('aprovar');
  const [motivos, setMotivos] = useState<MotivoRecusaIdentificacao[]>([]);
  const [observacao, setObservacao] = useState('');
  const decidir = useDecidirIdentificacao(item.CaseNumber);
  const id = useId();
  const titulo = `${item.cliente.nome} · cota ${padGrupo(item.grupo)}/${padCota(item.cota)}`;
  return (
    <li className="rounded-2xl bg-superficie p-5 shadow-cartao ring-1 ring-borda/70">
      <h3 id={`${id}-t`} className="font-semibold text-tinta">
        {titulo}
      </h3>
      <p className="text-sm text-tinta-suave">
        Caso{' '}
        <Link
          className="font-semibold text-primaria-texto underline"
          to={caminhosOperador.caso(item.CaseNumber)}
        >
          {item.CaseNumber}
        </Link>{' '}
        · {item.Fase__c} · {item.tipoFaturamento === 'FATURAMENTO_SEMINOVO_AUTO' ? 'Seminovo' : 'Novo (0 km)'}
        {item.parceiro ? ` · ${item.parceiro}` : ''}
      </p>
      <p className="mt-1 text-sm text-tinta-suave">
        Documentos: {item.documentos.map((d) => d.descricao).join(', ') || 'nenhum'}
      </p>
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
            decidir.mutate({
              decisao,
              motivos: decisao === 'reprovar' ? motivos : [],
              observacao: observacao || null,
            });
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-tinta">Decisão</legend>
            {DECISOES_IDENTIFICACAO.map((d) => (
              <label key={d} className="flex min-h-11 items-center gap-2 text-sm text-tinta">
                <input type="radio" name={`${id}-d`} checked={decisao === d} onChange={() => setDecisao(d)} />
                {ROTULOS_DECISAO[d]}
              </label>
            ))}
          </fieldset>
          {decisao === 'reprovar' && (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-semibold text-tinta">Motivos da recusa</legend>
              {(Object.keys(MOTIVOS_RECUSA_IDENTIFICACAO) as MotivoRecusaIdentificacao[]).map((m) => (
                <label key={m} className="flex min-h-11 items-center gap-2 text-sm text-tinta">
                  <input
                    type="checkbox"
                    checked={motivos.includes(m)}
                    onChange={(e) =>
                      setMotivos((a) => (e.target.checked ? [...a, m] : a.filter((x) => x !== m)))
                    }
                  />
                  {MOTIVOS_RECUSA_IDENTIFICACAO[m]}
                </label>
              ))}
            </fieldset>
          )}
          <label className="flex flex-col gap-1 text-sm font-semibold text-tinta">
            Observação ao cliente (opcional)
            <textarea
              className="min-h-20 rounded-xl p-3 font-normal ring-1 ring-borda-forte"
              maxLength={1000}
              value={observacao}
              onChange={(e) => setObservacao(e.target.value)}
            />
          </label>
          <EnviarDecisao erro={decidir.error} enviando={decidir.isPending} />
        </form>
      )}
    </li>
  );
}

/**
 * /operador/faturamentos: the goods billing's identifications waiting for an analyst (issue 19), and the cash
 * billing cases (ADR 0045).
 */
export default function Faturamentos() {
  useTituloOperador('Faturamentos');
  const fila = useFilaIdentificacoes();
  return (
    <>
      <PageHeader
        titulo="Faturamentos"
        descricao="Identificações de quem fatura o bem e pedidos de crédito em espécie aguardando a análise."
      />
      <h2 className="mb-3 text-xl font-semibold text-tinta">Identificações do faturamento do bem</h2>
      <ListaDaFila
        fila={fila}
        carregando="Carregando as identificações…"
        rotulo="Identificações aguardando"
        vazia={{
          icone: <Car />,
          titulo: 'Nenhuma identificação aguardando',
          descricao: 'Quando um cliente enviar o documento e a selfie do faturamento, ela aparece aqui.',
        }}
      >
        {(item) => <Identificacao key={item.CaseNumber} item={item} />}
      </ListaDaFila>
      <FilaEspecie />
    </>
  );
}
