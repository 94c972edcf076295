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
     * The quota with its details and open instalments (the pending-boleto card) is the ownership check (one
     * statement; 404 when not the caller's) and runs with the quota list, which needs nothing of it; the parts
     * that take the quota's row then run at once on the pool. Assemblies and news come from the shared caches
     * (ADR 0021). Cases and notifications still check the quota themselves (their services take an id): both
     * checks start together and share one read (cotas.service.ts, exigirDoCliente).
     */
    async resumo(sessao: Sessao, idCota: number): Promise<ResumoHome> {
      const [{ cota, detalhe, abertas }, lista] = await Promise.all([
        cotas.homeDoCliente(sessao, idCota),
        cotas.listar(sessao, { page: 1, page_size: COTAS_NA_HOME }),
      ]);
      const boletoPendente = boletos.pendenciaDasAbertas(cota, abertas);
      const [consulta, assembleia, informativos] = await Promise.all([
        casos.consultar(sessao, {
          CPF_CNPJ: cota.cdInscricaoNacional,
          RecordTypeDeveloperName: [...TIPOS_CASO_DA_HOME],
          IdExternoCota: String(cota.idCota),
        }),
        assembleias.dashboard(cota),
        notificacoes.listar(sessao, {
          page: 1,
          page_size: TAMANHO_PAGINA_INFORMATIVOS,
          partner_id: sessao.parceiroId,
          id_cota: cota.idCota,
        }),
      ]);
      return {
        cotas: { data: lista.data, total: lista.total },
        cota: detalhe,
        casos: consulta.compositeResponse.map((item) => item.body),
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
