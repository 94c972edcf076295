import {
  casosOperacoes,
  CHAVE_ALTERACOES_NO_CASO,
  formatarData,
  formatarInscricao,
  lerAlteracoesCadastrais,
  lerDadosApp,
  mascaraTelefone,
  padCota,
  padGrupo,
  rotuloDaFase,
  ROTULOS_TIPO_CASO,
  situacaoLegivel,
  TIPOS_CASO,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, FileSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { DescriptionList } from '@/components/description-list';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { StatusCasoBadge } from '@/components/status-caso-badge';
import { ApiError } from '@/lib/api';
import { consulta } from '@/lib/operacoes';
import { useSessaoOperador } from '@/lib/sessao-operador';
import { META_OPERADOR } from '../chaves';
import { formatarDataHora, useTituloOperador } from '../components/aparencia';
import { Crivo } from '../components/crivo';
import { FormCaso } from '../components/form-caso';
import { valoresDe } from '../components/form-caso-valores';
import { RevisaoCadastral } from '../components/revisao-cadastral';
import { usePode } from '../use-pode';
import { FaturamentoNovoDoCaso } from '../components/faturamento-novo';
import { FaturamentoSeminovoDoCaso } from '../components/faturamento-seminovo';
import { HistoricoCaso } from '../components/historico-caso';
import type { DetalheCaso } from '../components/tipos';
import { caminhosOperador } from '../paths';

function Lateral({ titulo, children, acao }: { titulo: string; children: ReactNode; acao?: ReactNode }) {
  const id = `lateral-${titulo.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card as="section" aria-labelledby={id} padding="sm" className="sm:p-5">
      <div className="mb-1 flex items-center justify-between gap-3">
        <h2 id={id} className="text-base font-semibold text-tinta">
          {titulo}
        </h2>
        {acao}
      </div>
      {children}
    </Card>
  );
}

function Linhas({ itens }: { itens: [string, ReactNode][] }) {
  return (
    <dl className="divide-y divide-borda/70 text-sm">
      {itens.map(([termo, valor]) => (
        <div key={termo} className="flex justify-between gap-4 py-2.5">
          <dt className="text-tinta-suave">{termo}</dt>
          <dd className="min-w-0 text-right font-semibold break-words text-tinta">{valor}</dd>
        </div>
      ))}
    </dl>
  );
}

function DadosDoApp({ dados }: { dados: string | null }) {
  if (!dados) return null;
  const lido = lerDadosApp(dados);
  if (lido && typeof lido === 'object' && !Array.isArray(lido)) {
    // The registration change has its own review (old → new) above; the rest shows as it came.
    const entradas = Object.entries(lido as Record<string, unknown>).filter(
      ([k]) => k !== CHAVE_ALTERACOES_NO_CASO,
    );
    if (!entradas.length) return null;
    return (
      <DescriptionList
        className="mt-3 rounded-xl bg-fundo px-3 sm:grid-cols-1"
        itens={entradas.map(([k, v]) => ({
          termo: k,
          descricao:
            v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v),
        }))}
      />
    );
  }
  return <pre className="mt-3 overflow-x-auto rounded-xl bg-fundo p-3 text-xs">{dados}</pre>;
}

function Detalhe({ detalhe }: { detalhe: DetalheCaso }) {
  const { caso, cliente, cota } = detalhe;
  const meuId = useSessaoOperador()?.operador.id;
  const podeCrivo = usePode(casosOperacoes.definirCrivo);
  const contemplada = cota.dataContemplacao && !cota.dataContemplacao.startsWith('1900');
  const pedidoCadastral =
    caso.RecordTypeDeveloperName === TIPOS_CASO.atualizacaoCadastral
      ? lerAlteracoesCadastrais(caso.DadosApp__c)
      : null;

  return (
    <>
      <header className="mb-6 sm:mb-8">
        <Link
          to={caminhosOperador.fila}
          className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1 rounded-full pr-3 pl-1 text-sm font-semibold text-primaria-texto hover:bg-primaria/8"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
          Fila de casos
        </Link>
        <p className="text-sm font-semibold text-tinta-suave">
          {ROTULOS_TIPO_CASO[caso.RecordTypeDeveloperName]}
        </p>
        <h1 className="tabular mt-0.5 text-2xl font-bold tracking-tight text-tinta sm:text-[1.75rem]">
          Caso {caso.CaseNumber}
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <StatusCasoBadge status={caso.Status} />
          <Badge tone="marca">{rotuloDaFase(caso.Fase__c) || 'Sem fase'}</Badge>
          <span className="text-sm text-tinta-suave">
            Aberto em {formatarDataHora(caso.CreatedDate)}
            {caso.Origin && <> · Origem: {caso.Origin}</>}
          </span>
        </div>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_21rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {pedidoCadastral && <RevisaoCadastral detalhe={detalhe} pedido={pedidoCadastral} />}
          {caso.RecordTypeDeveloperName === TIPOS_CASO.faturamentoBem && (
            <>
              <FaturamentoNovoDoCaso numero={caso.CaseNumber} />
              <FaturamentoSeminovoDoCaso numero={caso.CaseNumber} />
            </>
          )}
          {/* Keyed by what it shows: a decision taken elsewhere on the page (the review) refreshes it. */}
          <FormCaso key={`${caso.CaseNumber}:${JSON.stringify(valoresDe(detalhe))}`} detalhe={detalhe} />
          <HistoricoCaso historico={detalhe.historico} meuId={meuId} />
        </div>
        <div className="flex flex-col gap-4">
          <Lateral
            titulo="Cliente"
            acao={
              <Link
                to={caminhosOperador.cliente(cliente.inscricaoNacional)}
                className="inline-flex min-h-11 items-center gap-0.5 rounded-full px-2 text-sm font-semibold text-primaria-texto hover:bg-primaria/8"
              >
                Ver cliente
                <ChevronRight className="size-4" aria-hidden="true" />
              </Link>
            }
          >
            <p className="mt-1 font-semibold text-tinta">{cliente.nome}</p>
            <Linhas
              itens={[
                [
                  cliente.inscricaoNacional.length > 11 ? 'CNPJ' : 'CPF',
                  <span className="tabular">{formatarInscricao(cliente.inscricaoNacional)}</span>,
                ],
                ['E-mail', cliente.email ? <span className="break-all">{cliente.email}</span> : '—'],
                [
                  'Celular',
                  cliente.telefoneCelular ? (
                    <span className="tabular">{mascaraTelefone(cliente.telefoneCelular)}</span>
                  ) : (
                    '—'
                  ),
                ],
              ]}
            />
          </Lateral>
          <Lateral titulo="Cota">
            <Linhas
              itens={[
                [
                  'Grupo/cota',
                  <span className="tabular">
                    {padGrupo(cota.grupo)}/{padCota(cota.cota)}
                  </span>,
                ],
                ['Situação', situacaoLegivel(cota.situacaoCota)],
                ['Contemplação', contemplada ? formatarData(cota.dataContemplacao) : 'Não contemplada'],
              ]}
            />
          </Lateral>
          {(caso.Description || (caso.DadosApp__c && !pedidoCadastral) || caso.Observacao__c) && (
            <Lateral titulo="Pedido">
              {caso.Description && (
                <p className="text-sm leading-relaxed text-tinta-suave">{caso.Description}</p>
              )}
              {caso.Observacao__c && (
                <p className="mt-2 text-sm leading-relaxed text-tinta-suave">
                  <span className="font-semibold text-tinta">Observação: </span>
                  {caso.Observacao__c}
                </p>
              )}
              <DadosDoApp dados={caso.DadosApp__c} />
            </Lateral>
          )}
          {podeCrivo && caso.RecordTypeDeveloperName === TIPOS_CASO.consultoriaAnalise && (
            <Crivo idCota={cota.idCota} />
          )}
        </div>
      </div>
    </>
  );
}

/** /operador/casos/:numero: the case with its customer, quota, request, history and the analyst's form. */
export default function CasoOperador() {
  const { numero = '' } = useParams();
  useTituloOperador(`Caso ${numero}`);
  const caso = useQuery({
    ...consulta(casosOperacoes.detalheOperador, { params: { caseNumber: numero } }),
    staleTime: 0,
    meta: META_OPERADOR,
  });

  if (caso.isPending) {
    return (
      <CarregandoRegiao rotulo="Carregando o caso…" className="flex flex-col gap-6">
        <Skeleton className="h-24 w-2/3 rounded-2xl" />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_21rem]">
          <Skeleton className="h-[28rem] rounded-2xl" />
          <Skeleton className="h-72 rounded-2xl" />
        </div>
      </CarregandoRegiao>
    );
  }
  if (caso.isError) {
    const naoExiste =
      caso.error instanceof ApiError && (caso.error.status === 404 || caso.error.status === 400);
    return naoExiste ? (
      <EmptyState
        icon={<FileSearch />}
        titulo="Caso não encontrado"
        descricao={`Não há caso com o número ${numero}. Confira o número ou volte para a fila.`}
        acao={
          <Link to={caminhosOperador.fila} className="font-semibold text-primaria-texto underline">
            Voltar para a fila
          </Link>
        }
      />
    ) : (
      <ErrorState mensagem={caso.error.message} onRetry={() => void caso.refetch()} />
    );
  }
  return <Detalhe detalhe={caso.data} />;
}
