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
import type { HomeRepository } from './home.repository.ts';

/**
 * /home in one answer (spec 01 §2): the quota cards, the selected quota and its cases (the case-check sequence),
 * the pending-boleto summary, the assembly card and the latest news and notifications. It owns no table: what is
 * the caller's comes in one statement made of each module's fragment (home.repository.ts, ADR 0059) and each
 * module's service shapes its part, exactly as that module answers its own call; assemblies and news come from
 * the shared caches (ADR 0021).
 */
export function createHomeService(deps: {
  repo: HomeRepository;
  cotas: CotasService;
  casos: CasosService;
  boletos: BoletosService;
  assembleias: AssembleiasService;
  notificacoes: NotificacoesService;
}) {
  const { repo, cotas, casos, boletos, assembleias, notificacoes } = deps;
  const paginaDeInformativos = { page: 1, page_size: TAMANHO_PAGINA_INFORMATIVOS };
  return {
    /**
     * The quota's own read is the ownership check (null: the 404), in the same statement as the rest: cases and
     * notifications take the quota from it instead of checking it again.
     */
    async resumo(sessao: Sessao, idCota: number): Promise<ResumoHome> {
      const parametros = await cotas.parametrosJson(sessao, idCota);
      const consulta = parametros && {
        ...parametros,
        parceiroId: sessao.parceiroId,
        limite: COTAS_NA_HOME,
        deslocamento: 0,
        tiposDeCaso: [...TIPOS_CASO_DA_HOME],
        limiteDoLeitor: paginaDeInformativos.page * paginaDeInformativos.page_size,
      };
      // Kept per customer until a write changes their quotas, instalments, cases or notifications (ADR 0061);
      // the key holds every parameter, the day included.
      const j = consulta
        ? await cotas.doCliente(sessao.clienteId, `home|${JSON.stringify(consulta)}`, () =>
            repo.resumo(consulta),
          )
        : undefined;
      // daHome throws the 404 when there is no answer or no quota: past it, `j` is the caller's.
      const { cota, detalhe, abertas } = cotas.daHome(j?.cota);
      const [assembleia, informativos] = await Promise.all([
        assembleias.dashboard(cota),
        notificacoes.paginaDaCotaConferida(sessao, paginaDeInformativos, j!.leitor),
      ]);
      return {
        cotas: cotas.primeiraPagina(j!.cotas),
        cota: detalhe,
        casos: casos.daCotaConferida(cota, j!.casos),
        boletoPendente: boletos.pendenciaDasAbertas(cota, abertas),
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
