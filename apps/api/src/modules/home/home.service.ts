import {
  COTAS_NA_HOME,
  NOTIFICACOES_NA_HOME,
  NOVIDADES_NA_HOME,
  TAMANHO_PAGINA_INFORMATIVOS,
  TIPOS_CASO_DA_HOME,
  type ResumoHome,
} from '@portal/domain';
import type { Sessao } from '../../core/sessao.ts';
import type { AssembleiasService } from '../assembleias/assembleias.service.ts';
import type { BoletosService } from '../boletos/boletos.service.ts';
import type { CasosService } from '../casos/casos.service.ts';
import type { CotasService } from '../cotas/cotas.service.ts';
import type { NotificacoesService } from '../notificacoes/notificacoes.service.ts';

/**
 * /home in one answer (spec 01 §2): the quota cards, the selected quota and its cases (the case-check sequence),
 * the pending-boleto summary, the assembly card and the latest news and notifications. It owns no table: each
 * part comes from its module's service, exactly as that module answers its own call, all at once.
 */
export function createHomeService(deps: {
  cotas: CotasService;
  casos: CasosService;
  boletos: BoletosService;
  assembleias: AssembleiasService;
  notificacoes: NotificacoesService;
}) {
  const { cotas, casos, boletos, assembleias, notificacoes } = deps;
  return {
    /**
     * Every read at once, in one round trip to the pool (ADR 0040): the quota with its details and open
     * instalments (the pending-boleto card), which is the ownership check (one statement; 404 when not the
     * caller's), the quota list, and the quota's cases and notifications, read for the id of the path while the
     * check runs and answered only once it passed. Assemblies and news come from the shared caches (ADR 0021).
     * Four statements, no re-check of the quota by the cases' and notifications' own services.
     */
    async resumo(sessao: Sessao, idCota: number): Promise<ResumoHome> {
      const [{ cota, detalhe, abertas }, lista, casosDaCota, informativos] = await Promise.all([
        cotas.homeDoCliente(sessao, idCota),
        cotas.listar(sessao, { page: 1, page_size: COTAS_NA_HOME }),
        casos.daCotaConferida(idCota, TIPOS_CASO_DA_HOME),
        notificacoes.listarDaCotaConferida(sessao, idCota, {
          page: 1,
          page_size: TAMANHO_PAGINA_INFORMATIVOS,
        }),
      ]);
      const boletoPendente = boletos.pendenciaDasAbertas(cota, abertas);
      const assembleia = await assembleias.dashboard(cota);
      return {
        cotas: { data: lista.data, total: lista.total },
        cota: detalhe,
        casos: casosDaCota(cota),
        boletoPendente,
        assembleia,
        informativos: {
          naoLidas: informativos.naoLidas,
          notificacoes: informativos.data
            .filter((i) => i.tipo === 'notificacao')
            .slice(0, NOTIFICACOES_NA_HOME),
          novidades: informativos.data.filter((i) => i.tipo === 'noticia').slice(0, NOVIDADES_NA_HOME),
        },
      };
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
