import {
  formatarInscricao,
  padCota,
  padGrupo,
  type AnaliseContemplacao,
  type ResultadoDocumento,
} from '@portal/domain';
import { FileSearch } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { ApiError } from '@/lib/api';
import { formatarDataHora, useTituloOperador } from '../components/aparencia';
import { CrivoAnalise, type ParecerCrivo } from '../components/crivo-analise';
import { DecisaoAnaliseContemplacao } from '../components/decisao-analise';
import { PrazoAnalise } from '../components/prazo-analise';
import { RevisaoDocumentosAnalise, type Veredictos } from '../components/revisao-documentos-analise';
import { caminhosOperador } from '../paths';
import { useAnaliseContemplacao } from '../use-analises-contemplacao';

function Resumo({ analise }: { analise: AnaliseContemplacao }) {
  const itens: [string, ReactNode][] = [
    [
      'Cliente',
      <Link
        key="cliente"
        to={caminhosOperador.cliente(analise.cliente.inscricaoNacional)}
        className="rounded font-semibold text-primaria-texto underline-offset-4 hover:underline"
      >
        {analise.cliente.nome}
      </Link>,
    ],
    ['CPF/CNPJ', formatarInscricao(analise.cliente.inscricaoNacional)],
    ['Grupo/cota', `${padGrupo(analise.cota.grupo)}/${padCota(analise.cota.cota)}`],
    ['Parceiro', analise.parceiro ?? '—'],
    ['Fase', analise.Fase__c],
    ['Documentos enviados em', analise.enviadoEm ? formatarDataHora(analise.enviadoEm) : '—'],
  ];
  return (
    <Card as="section" aria-labelledby="titulo-resumo-analise" padding="sm" className="sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="titulo-resumo-analise" className="text-base font-semibold text-tinta">
          Resumo
        </h2>
        {analise.sla && <PrazoAnalise sla={analise.sla} />}
      </div>
      <dl className="mt-2 grid gap-x-6 text-sm sm:grid-cols-2">
        {itens.map(([termo, valor]) => (
          <div key={termo} className="flex justify-between gap-4 border-b border-borda/70 py-2.5">
            <dt className="text-tinta-suave">{termo}</dt>
            <dd className="min-w-0 text-right font-semibold break-words text-tinta">{valor}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** What the customer reads (or last read): the lists of documents with problems and the reason. */
function OQueOClienteLe({ analise }: { analise: AnaliseContemplacao }) {
  const listas: [string, string | null][] = [
    ['Ilegíveis', analise.DocumentosIlegiveis__c],
    ['Incompletos', analise.DocumentosIncompletos__c],
    ['Incorretos', analise.DocumentosIncorretos__c],
  ];
  const preenchidas = listas.filter(([, l]) => l);
  if (!preenchidas.length && !analise.ExpliqueMotivo__c) return null;
  return (
    // Back in analysis, the lists are what the last send-back told the customer (the new files answer them).
    <Alert
      tone="info"
      role="status"
      titulo={analise.aguardaDecisao ? 'Última devolução ao cliente' : 'O que o cliente vê'}
    >
      <ul className="mt-1 flex flex-col gap-0.5">
        {preenchidas.map(([rotulo, lista]) => (
          <li key={rotulo}>
            <span className="font-semibold">{rotulo}:</span> {lista!.split(';').join(', ')}
          </li>
        ))}
        {analise.ExpliqueMotivo__c && (
          <li>
            <span className="font-semibold">Motivo:</span> {analise.ExpliqueMotivo__c}
          </li>
        )}
      </ul>
    </Alert>
  );
}

function Revisao({ analise }: { analise: AnaliseContemplacao }) {
  const [veredictos, setVeredictos] = useState<Veredictos>(() =>
    Object.fromEntries(analise.documentos.map((d) => [d.id, d.resultado ?? ''])),
  );
  const [parecer, setParecer] = useState<ParecerCrivo>({ resultado: '', justificativa: '' });
  const [motivo, setMotivo] = useState(analise.ExpliqueMotivo__c ?? '');
  const editavel = analise.aguardaDecisao;
  const mudar = (id: string, resultado: ResultadoDocumento) =>
    setVeredictos((v) => ({ ...v, [id]: resultado }));

  return (
    <div className="flex flex-col gap-5">
      <Resumo analise={analise} />
      {!editavel && (
        <Alert tone="alerta" titulo="Esta análise não aguarda decisão">
          A fase atual é {analise.Fase__c}. Ela volta para esta fila quando o cliente enviar documentos.
        </Alert>
      )}
      <OQueOClienteLe analise={analise} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <RevisaoDocumentosAnalise
          analise={analise}
          veredictos={veredictos}
          onChange={mudar}
          editavel={editavel}
        />
        <div className="flex flex-col gap-5 lg:sticky lg:top-4">
          <CrivoAnalise crivo={analise.crivo} parecer={parecer} onChange={setParecer} editavel={editavel} />
          {editavel && (
            <DecisaoAnaliseContemplacao
              analise={analise}
              veredictos={veredictos}
              parecer={parecer}
              motivo={motivo}
              setMotivo={setMotivo}
            />
          )}
        </div>
      </div>
    </div>
  );
}

/** /operador/analises/:numero: one contemplation analysis — documents inline, credit screening, decision. */
export default function Analise() {
  const { numero = '' } = useParams();
  useTituloOperador(`Análise ${numero}`);
  const analise = useAnaliseContemplacao(numero);
  const naoEncontrada = analise.error instanceof ApiError && analise.error.status === 404;

  return (
    <>
      <PageHeader
        titulo={`Análise de contemplação ${numero}`}
        descricao="Revise cada documento, registre o crivo de crédito e decida."
        voltar={{ para: caminhosOperador.analises, rotulo: 'Análises de contemplação' }}
      />
      {analise.isPending ? (
        <CarregandoRegiao rotulo="Carregando a análise…" className="flex flex-col gap-4">
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-96 rounded-2xl" />
        </CarregandoRegiao>
      ) : naoEncontrada ? (
        <div className="rounded-2xl bg-superficie shadow-cartao ring-1 ring-borda/70">
          <EmptyState
            icon={<FileSearch />}
            titulo="Análise não encontrada"
            descricao="Confira o número do caso. Você vê apenas as análises dos clientes que atende."
          />
        </div>
      ) : analise.isError ? (
        <ErrorState mensagem={analise.error.message} onRetry={() => void analise.refetch()} />
      ) : (
        // A new answer (after a decision) starts the review again from what the server holds.
        <Revisao key={`${analise.data.Fase__c}-${analise.data.documentos.length}`} analise={analise.data} />
      )}
    </>
  );
}
