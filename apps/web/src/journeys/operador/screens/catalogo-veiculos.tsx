import {
  formatarCnpj,
  padCota,
  padGrupo,
  ROTULOS_TIPO_VEICULO,
  type SolicitacaoOperador,
} from '@portal/domain';
import { Building2, CarFront } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/badge';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { formatarDataHora, useTituloOperador } from '../components/aparencia';
import { Paginacao } from '../components/paginacao';
import { RespostaInclusao } from '../components/resposta-inclusao';
import { useSolicitacoesInclusao } from '../use-catalogo-veiculos';

function Pedido({ s }: { s: SolicitacaoOperador }) {
  const concessionaria = s.tipo === 'CONCESSIONARIA';
  return (
    <li className="flex flex-col gap-4 rounded-2xl bg-superficie p-4 shadow-cartao ring-1 ring-borda/70 sm:p-5 lg:flex-row lg:items-start lg:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <Badge
            tone={concessionaria ? 'info' : 'marca'}
            icon={
              concessionaria ? (
                <Building2 className="size-3.5" aria-hidden="true" />
              ) : (
                <CarFront className="size-3.5" aria-hidden="true" />
              )
            }
          >
            {concessionaria ? 'Concessionária' : 'Marca e modelo'}
          </Badge>
          <span className="tabular text-xs text-tinta-fraca">Pedido em {formatarDataHora(s.criadoEm)}</span>
        </div>
        {concessionaria ? (
          <>
            <h2 className="mt-2 text-base font-semibold break-words text-tinta">{s.razaoSocial}</h2>
            <p className="tabular text-sm text-tinta-suave">
              CNPJ {formatarCnpj(s.cnpj ?? '')} · {s.cidade}/{s.uf}
            </p>
          </>
        ) : (
          <>
            <h2 className="mt-2 text-base font-semibold break-words text-tinta">
              {s.nomeFabricante} {s.nomeBem}
            </h2>
            <p className="text-sm text-tinta-suave">{s.tipoVeiculo && ROTULOS_TIPO_VEICULO[s.tipoVeiculo]}</p>
          </>
        )}
        <p className="mt-2 text-sm text-tinta">
          {s.cliente.nome}
          <span className="tabular text-tinta-suave">
            {' '}
            · cota {padGrupo(s.cota.grupo)}/{padCota(s.cota.cota)}
          </span>
          {s.parceiro && <span className="text-tinta-suave"> · {s.parceiro}</span>}
        </p>
      </div>
      <div className="shrink-0">
        <RespostaInclusao solicitacao={s} />
      </div>
    </li>
  );
}

/**
 * /operador/catalogo-veiculos: the customers' inclusion requests (a dealer not found by its CNPJ, a brand or
 * model not in the catalogue), the oldest first; the analyst includes what was asked, or refuses with a reason,
 * within 48 hours (02 §9).
 */
export default function CatalogoVeiculos() {
  useTituloOperador('Catálogo de veículos');
  const [pagina, setPagina] = useState(1);
  const lista = useSolicitacoesInclusao(pagina);
  return (
    <>
      <PageHeader
        titulo="Catálogo de veículos"
        descricao="Pedidos de inclusão de concessionária, marca ou modelo feitos por clientes no faturamento do bem. Responda em até 48 horas: a inclusão vale para todos os clientes."
      />
      {lista.isPending ? (
        <CarregandoRegiao rotulo="Carregando os pedidos…" className="flex flex-col gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28 rounded-2xl" />
          ))}
        </CarregandoRegiao>
      ) : lista.isError ? (
        <ErrorState mensagem={lista.error.message} onRetry={() => void lista.refetch()} />
      ) : lista.data.data.length === 0 ? (
        <div className="rounded-2xl bg-superficie shadow-cartao ring-1 ring-borda/70">
          <EmptyState
            icon={<CarFront />}
            titulo="Nenhum pedido de inclusão aguardando"
            descricao="Quando um cliente não encontrar a concessionária, a marca ou o modelo, o pedido aparece aqui."
          />
        </div>
      ) : (
        <>
          <p className="mb-4 text-sm text-tinta-suave" role="status">
            {lista.data.total} {lista.data.total === 1 ? 'pedido aguardando' : 'pedidos aguardando'}
          </p>
          <ul className="flex flex-col gap-3" aria-label="Pedidos de inclusão aguardando">
            {lista.data.data.map((s) => (
              <Pedido key={s.idSolicitacao} s={s} />
            ))}
          </ul>
          <Paginacao
            pagina={pagina}
            totalPaginas={lista.data.total_pages}
            temProxima={pagina < lista.data.total_pages}
            onChange={setPagina}
          />
        </>
      )}
    </>
  );
}
