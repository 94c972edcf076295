import {
  unidadesNegocio,
  type AvisoManutencao,
  type ParceiroConfiguracao,
  type ParceiroConteudo,
} from '@portal/domain';
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

/** Partner configuration rarely changes and is read on every page load: cache it per process for a minute. */
const CACHE_MS = 60_000;

export function createParceirosService(repo: ParceirosRepository, now: () => number) {
  const cache = new Map<string, { ate: number; parceiro: ParceiroRow | undefined }>();

  async function emCache(chave: string, buscar: () => Promise<ParceiroRow | undefined>) {
    const hit = cache.get(chave);
    if (hit && hit.ate > now()) return hit.parceiro;
    const parceiro = await buscar();
    // The key comes from the Host header, which anyone can vary: the cache must not grow with it.
    if (cache.size >= 1_000) cache.clear();
    cache.set(chave, { ate: now() + CACHE_MS, parceiro });
    return parceiro;
  }

  const porDominio = (dominio: string) =>
    emCache(`d:${dominio.toLowerCase()}`, () => repo.porDominio(dominio.toLowerCase()));

  /** Every protected call needs the caller's partner (its business units): cached like the look. */
  async function exigir(id: number): Promise<ParceiroRow> {
    const parceiro = await emCache(`i:${id}`, () => repo.porId(id));
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
      const todos = await repo.todos();
      return todos.map((p) => ({ id: p.id, name: p.nome, logo_url: p.logoUrl, domain: p.dominioPrincipal }));
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
      const avisos = await repo.avisos(id);
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
