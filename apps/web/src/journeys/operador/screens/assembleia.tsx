import { assembleiasOperacoes, formatarData, padGrupo, type ApuracaoOperador } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { CalendarSearch } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { ApiError } from '@/lib/api';
import { consulta } from '@/lib/operacoes';
import { useTituloOperador } from '../components/aparencia';
import { ConjuntoElegivelApuracao } from '../components/conjunto-elegivel-apuracao';
import { EventosPublicados } from '../components/eventos-publicados';
import { FormLoteria } from '../components/form-loteria';
import { PainelApuracao } from '../components/painel-apuracao';
import { ResumoApuracao } from '../components/resumo-apuracao';
import { contemplacoesPrevistas, SituacaoAssembleiaBadge } from '../components/situacao-assembleia';
import { caminhosOperador } from '../paths';
import { usePode } from '../use-pode';

/**
 * What the operator can do now: start it (Loteria result), publish the next step, or read what was held. Only
 * a supervisor runs an assembly (ADR 0014): an analyst reads it.
 */
function Acao({
  apuracao,
  onAtualizar,
  atualizando,
}: {
  apuracao: ApuracaoOperador;
  onAtualizar: () => void;
  atualizando: boolean;
}) {
  const { assembleia } = apuracao;
  const podeIniciar = usePode(assembleiasOperacoes.iniciarApuracao);
  const podePublicar = usePode(assembleiasOperacoes.proximoEvento);
  if (assembleia.situacao === 'realizada') return null;
  if (assembleia.situacao === 'em-andamento') {
    if (podePublicar)
      return <PainelApuracao apuracao={apuracao} onAtualizar={onAtualizar} atualizando={atualizando} />;
    return (
      <Alert tone="info" titulo="Apuração em andamento">
        Um supervisor está publicando os passos desta assembleia; o que já foi publicado aparece abaixo.
      </Alert>
    );
  }
  if (assembleia.podeIniciar && podeIniciar) return <FormLoteria assembleia={assembleia} />;
  if (assembleia.podeIniciar) {
    return (
      <Alert tone="info" titulo="Aguardando o supervisor">
        Esta é a próxima assembleia do grupo. Só um supervisor inicia a apuração, com o resultado da Loteria
        Federal.
      </Alert>
    );
  }
  return (
    <Alert tone="info" titulo="Ainda não é a vez desta assembleia">
      Só a próxima assembleia agendada do grupo pode ser iniciada. Encerre antes a assembleia anterior.
    </Alert>
  );
}

function Apuracao({
  apuracao,
  onAtualizar,
  atualizando,
}: {
  apuracao: ApuracaoOperador;
  onAtualizar: () => void;
  atualizando: boolean;
}) {
  const { assembleia, publicados, resultado } = apuracao;
  return (
    <>
      <PageHeader
        titulo={`Assembleia nº ${assembleia.numeroTotalAssembleia} · Grupo ${padGrupo(assembleia.grupo)}`}
        descricao={`${assembleia.descricaoBem} · ${formatarData(assembleia.dataSorteio)} · ${contemplacoesPrevistas(assembleia)}`}
        voltar={{ para: caminhosOperador.assembleias, rotulo: 'Assembleias' }}
        acoes={<SituacaoAssembleiaBadge situacao={assembleia.situacao} />}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Acao apuracao={apuracao} onAtualizar={onAtualizar} atualizando={atualizando} />
          <ConjuntoElegivelApuracao apuracao={apuracao} />
          {/* The whole result is known from the start; it is shown once published to everyone. */}
          {resultado && assembleia.situacao === 'realizada' && <ResumoApuracao resultado={resultado} />}
        </div>
        <Card as="section" aria-labelledby="titulo-publicados" className="flex flex-col gap-3 sm:p-5">
          <h2 id="titulo-publicados" className="text-base font-semibold text-tinta">
            Publicado para os clientes
          </h2>
          <p className="text-sm text-tinta-suave">
            Lances até {formatarData(assembleia.dataLimiteLance)} · {assembleia.lancesAtivos} lance
            {assembleia.lancesAtivos === 1 ? '' : 's'} ativo{assembleia.lancesAtivos === 1 ? '' : 's'}
          </p>
          <EventosPublicados publicados={publicados} />
        </Card>
      </div>
    </>
  );
}

/** /operador/assembleias/:id: start an assembly with the Loteria Federal result and publish it step by step. */
export default function AssembleiaOperador() {
  const { id = '' } = useParams();
  const idAssembleia = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  // What is already public and what the next click publishes: never from a stale copy.
  const apuracao = useQuery({
    ...consulta(assembleiasOperacoes.apuracaoOperador, { params: { id: idAssembleia } }),
    staleTime: 0,
    // Back-office screens show their own error states, never /indisponivel.
    meta: { semIndisponivel: true },
  });
  useTituloOperador(
    apuracao.data ? `Assembleia nº ${apuracao.data.assembleia.numeroTotalAssembleia}` : 'Assembleia',
  );

  if (apuracao.isPending) {
    return (
      <CarregandoRegiao rotulo="Carregando a assembleia…" className="flex flex-col gap-6">
        <Skeleton className="h-20 w-2/3 rounded-2xl" />
        <Skeleton className="h-80 rounded-2xl" />
      </CarregandoRegiao>
    );
  }
  if (apuracao.isError) {
    const naoExiste =
      apuracao.error instanceof ApiError && (apuracao.error.status === 404 || apuracao.error.status === 400);
    return naoExiste ? (
      <EmptyState
        icon={<CalendarSearch />}
        titulo="Assembleia não encontrada"
        descricao="Confira o endereço ou volte para a lista de assembleias."
        acao={
          <Link to={caminhosOperador.assembleias} className="font-semibold text-primaria-texto underline">
            Voltar para as assembleias
          </Link>
        }
      />
    ) : (
      <ErrorState mensagem={apuracao.error.message} onRetry={() => void apuracao.refetch()} />
    );
  }
  return (
    <Apuracao
      apuracao={apuracao.data}
      onAtualizar={() => void apuracao.refetch()}
      atualizando={apuracao.isFetching}
    />
  );
}
