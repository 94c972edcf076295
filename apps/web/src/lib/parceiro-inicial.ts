import type { AvisoManutencao, ParceiroConfiguracao } from '@portal/domain';

/** The block the server writes into the page (apps/api/src/plugins/web.ts, ID_DO_PARCEIRO_INICIAL). */
const ID_DO_BLOCO = 'parceiro-do-dominio';

interface DadosDaPagina {
  parceiro: ParceiroConfiguracao;
  avisos: AvisoManutencao[];
}

/** Read once: the block never changes while the page lives. */
let lidos: DadosDaPagina | undefined | null = null;

/**
 * What the page came with for its host's partner: the server reads it for the host the browser reached, so a
 * first visit draws the brand and the maintenance banner before any request. Undefined when the page has none
 * (dev server, unknown host, the offline shell of the service worker) or it cannot be read: the app then asks
 * the API as before.
 */
export function dadosDaPagina(doc: Document = document): DadosDaPagina | undefined {
  if (doc !== document) return ler(doc);
  if (lidos === null) lidos = ler(doc);
  return lidos;
}

function ler(doc: Document): DadosDaPagina | undefined {
  const texto = doc.getElementById(ID_DO_BLOCO)?.textContent;
  if (!texto) return undefined;
  try {
    const dados = JSON.parse(texto) as Partial<DadosDaPagina> | null;
    const parceiro = dados?.parceiro;
    if (!parceiro || typeof parceiro.id !== 'number' || !Array.isArray(parceiro.colors)) return undefined;
    return { parceiro, avisos: Array.isArray(dados.avisos) ? dados.avisos : [] };
  } catch {
    return undefined;
  }
}

export const parceiroDaPagina = (doc?: Document) => dadosDaPagina(doc)?.parceiro;
