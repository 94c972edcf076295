import {
  unidadesNegocio,
  type AvisoManutencao,
  type ParceiroConfiguracao,
  type ParceiroConteudo,
} from '@portal/domain';
import type { CacheCompartilhado } from '../../core/cache-compartilhado.ts';
import { naoEncontrado } from '../../core/erros.ts';
import type { ParceiroRow, ParceirosRepository } from './parceiros.repository.ts';

const HORARIO_ATENDIMENTO = 'Segunda a sexta, das 08h às 19h';
const PARCEIRO_NAO_ENCONTRADO = 'Parceiro não encontrado.';

function configuracao(p: ParceiroRow, transparente: boolean): ParceiroConfiguracao {
  return {
    id: p.id,
    name: p.nome,
    icon_url: p.iconUrl,
    logo_url: p.logoUrl,
    colors: p.cores,
    features: transparente ? p.featuresTransparente : p.features,
    whatsapp_url: p.whatsappUrl,
    link_atendimento_whatsapp: p.linkAtendimentoWhatsapp,
    prazo_geral_faturamento_bem: p.prazoGeralFaturamentoBem,
    business_unit_id: p.businessUnitId,
    company_id: p.companyId,
    domain: p.dominioPrincipal,
    transparente,
  };
}

/** The partners' configuration, in the shared read cache (ADR 0021). */
export const TOPICO_PARCEIROS = 'parceiros';
/** The maintenance warnings of one partner. */
export const topicoDosAvisos = (parceiroId: number) => `parceiros:${parceiroId}:avisos`;
/**
 * No API route writes a partner's configuration (the seed and administrators do, in SQL): besides the
 * notification such a write may send (ADR 0021), an entry is read again after a minute.
 */
const VALIDADE_DA_CONFIGURACAO_MS = 60_000;

export function createParceirosService(repo: ParceirosRepository, cache: CacheCompartilhado) {
  /**
   * Every partner and every domain in one entry: there are a handful, and a lookup by the Host header (which
   * anyone can vary) then never adds an entry.
   */
  const todos = () =>
    cache.ler(
      TOPICO_PARCEIROS,
      'todos',
      async () => {
        const [linhas, dominios] = await Promise.all([repo.todos(), repo.dominios()]);
        const porId = new Map(linhas.map((p) => [p.id, p]));
        const porDominio = new Map(dominios.map((d) => [d.dominio, porId.get(d.parceiroId)]));
        return { linhas, porId, porDominio };
      },
      { validadeMs: VALIDADE_DA_CONFIGURACAO_MS },
    );

  const porDominio = async (dominio: string): Promise<ParceiroRow | undefined> =>
    (await todos()).porDominio.get(dominio.toLowerCase());

  /** Every protected call needs the caller's partner (its business units). */
  async function exigir(id: number): Promise<ParceiroRow> {
    const parceiro = (await todos()).porId.get(id);
    if (!parceiro) throw naoEncontrado(PARCEIRO_NAO_ENCONTRADO);
    return parceiro;
  }

  return {
    porDominio,
    exigir,
    async configuracao(dominio: string, transparente: boolean): Promise<ParceiroConfiguracao> {
      const parceiro = await porDominio(dominio);
      if (!parceiro) throw naoEncontrado('Não há parceiro configurado para este endereço.');
      return configuracao(parceiro, transparente);
    },
    async lista() {
      return (await todos()).linhas.map((p) => ({
        id: p.id,
        name: p.nome,
        logo_url: p.logoUrl,
        domain: p.dominioPrincipal,
      }));
    },
    async conteudo(id: number): Promise<ParceiroConteudo> {
      const p = await exigir(id);
      return {
        id: p.id,
        name: p.nome,
        atendimento: { telefone: p.conteudo.telefone, email: p.conteudo.email, horario: HORARIO_ATENDIMENTO },
        sobre: p.conteudo.sobre,
      };
    },
    async avisos(id: number): Promise<AvisoManutencao[]> {
      await exigir(id);
      const avisos = await cache.ler(topicoDosAvisos(id), 'lista', () => repo.avisos(id));
      return avisos.map((a) => ({
        id: a.id,
        startDate: a.dataInicio,
        startHour: a.horaInicio,
        endDate: a.dataFim,
        endHour: a.horaFim,
        active: a.ativo,
        text: a.texto,
      }));
    },
    /** Business units whose quotas this partner's portal shows. */
    unidades: (p: ParceiroRow) => unidadesNegocio(p.businessUnitId),
  };
}
export type ParceirosService = ReturnType<typeof createParceirosService>;
