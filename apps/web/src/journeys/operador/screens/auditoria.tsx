import { operadorOperacoes, rotuloAcaoAuditoria } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { consulta } from '@/lib/operacoes';
import { META_OPERADOR } from '../chaves';
import { formatarDataHora, useTituloOperador } from '../components/aparencia';
import { Paginacao } from '../components/paginacao';
import { Alvo, Detalhes } from '../components/registro-auditoria';

const TAMANHO_PAGINA_AUDITORIA = 25;

/** /operador/auditoria: every operator action, newest first. Read-only: no route changes it. */
export default function Auditoria() {
  useTituloOperador('Auditoria');
  const [params, setParams] = useSearchParams();
  const pagina = Math.max(1, Number(params.get('page')) || 1);
  // The answer carries no total: a full page means there may be another.
  const registros = useQuery({
    ...consulta(operadorOperacoes.auditoria, {
      query: { page: pagina, page_size: TAMANHO_PAGINA_AUDITORIA },
    }),
    staleTime: 0,
    meta: META_OPERADOR,
    placeholderData: keepPreviousData,
  });
  const itens = registros.data ?? [];

  return (
    <>
      <PageHeader
        titulo="Auditoria"
        descricao="Tudo o que a equipe fez no back-office, do mais recente ao mais antigo. O registro não pode ser alterado."
      />
      {registros.isPending ? (
        <CarregandoRegiao rotulo="Carregando a auditoria…" className="flex flex-col gap-2">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-14 rounded-2xl" />
          ))}
        </CarregandoRegiao>
      ) : registros.isError ? (
        <ErrorState mensagem={registros.error.message} onRetry={() => void registros.refetch()} />
      ) : itens.length === 0 ? (
        <Card>
          <EmptyState icon={<ScrollText />} titulo="Nenhum registro nesta página" />
        </Card>
      ) : (
        <div className={registros.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <ul className="flex flex-col gap-3 md:hidden" aria-label="Registro de auditoria">
            {itens.map((r) => (
              <Card as="li" key={r.id} padding="sm" className="flex flex-col gap-1.5 text-sm">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-semibold text-tinta">{rotuloAcaoAuditoria(r.acao)}</span>
                  <span className="tabular text-xs text-tinta-fraca">{formatarDataHora(r.criadoEm)}</span>
                </p>
                <p className="text-tinta-suave">
                  {r.operador ?? 'Integração'} · <Alvo alvo={r.alvo} />
                </p>
                <div className="text-tinta-suave">
                  <Detalhes acao={r.acao} detalhes={r.detalhes} />
                </div>
              </Card>
            ))}
          </ul>
          <Card padding="none" className="hidden overflow-x-auto md:block">
            <table className="w-full min-w-[48rem] text-left text-sm">
              <caption className="sr-only">Registro de auditoria</caption>
              <thead className="border-b border-borda text-xs tracking-wide text-tinta-suave uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Quando
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Quem
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Ação
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Sobre
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Detalhes
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-borda/70">
                {itens.map((r) => (
                  <tr key={r.id} className="align-top">
                    <td className="tabular px-4 py-3 whitespace-nowrap text-tinta-suave">
                      {formatarDataHora(r.criadoEm)}
                    </td>
                    <td className="px-4 py-3 font-semibold text-tinta">
                      {r.operador ?? <Badge tone="neutro">Integração</Badge>}
                    </td>
                    <td className="px-4 py-3 text-tinta">{rotuloAcaoAuditoria(r.acao)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      <Alvo alvo={r.alvo} />
                    </td>
                    <td className="px-4 py-3 text-tinta-suave">
                      <Detalhes acao={r.acao} detalhes={r.detalhes} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <Paginacao
            pagina={pagina}
            temProxima={itens.length === TAMANHO_PAGINA_AUDITORIA}
            onChange={(page) => setParams(page > 1 ? { page: String(page) } : {})}
          />
        </div>
      )}
    </>
  );
}
