import { hojeEmSaoPaulo } from '../comum/datas.ts';
import { formatarData, formatarGrupoCota, formatarMoeda } from '../formatacao/formatacao.rules.ts';

export const MENSAGEM_NAO_ENCONTRADO_INFORMATIVO = 'Informativo não encontrado.';

/**
 * The customer's list, 20 a page. The navbar badge, the home cards and /notifications ask the same first page,
 * so they share one request and one cache entry.
 */
export const TAMANHO_PAGINA_INFORMATIVOS = 20;

/** The journeys that produce items (the `origem` column); 'operador' is news an analyst published. */
export const ORIGENS_INFORMATIVO = ['boletos', 'lances', 'assembleias', 'casos', 'operador'] as const;
export type OrigemInformativo = (typeof ORIGENS_INFORMATIVO)[number];

export const ROTULOS_ORIGEM: Record<OrigemInformativo, string> = {
  boletos: 'Boletos',
  lances: 'Lances',
  assembleias: 'Assembleias',
  casos: 'Solicitações',
  operador: 'Novidades',
};

/**
 * A link an item may carry: a path inside the portal ('/boletos?x=1'). Never another site ('//evil', 'https:'),
 * so a notification cannot be turned into a phishing link, even one an analyst typed.
 */
export function linkInternoValido(link: string): boolean {
  return /^\/(?![/\\])[A-Za-z0-9\-._~/?=&%#]*$/.test(link) && link.length <= 200;
}

/** The navbar badge: nothing at 0, the number up to 99, then '99+' (the badge stays at most two digits wide). */
export function rotuloContador(naoLidas: number): string {
  if (naoLidas <= 0) return '';
  return naoLidas > 99 ? '99+' : String(naoLidas);
}

/** When an item was published, as a list shows it: 'Hoje', 'Ontem' or DD/MM/YYYY (São Paulo calendar days). */
export function quandoPublicado(criadoEm: string, agora: Date): string {
  const dia = hojeEmSaoPaulo(new Date(criadoEm));
  const hoje = hojeEmSaoPaulo(agora);
  if (dia === hoje) return 'Hoje';
  const ontem = hojeEmSaoPaulo(new Date(agora.getTime() - 86_400_000));
  return dia === ontem ? 'Ontem' : formatarData(dia);
}

/**
 * What a screen reader hears for the bell. It contains the badge's own text ('99+'), so the visible label is
 * part of the accessible name (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
export function descricaoNaoLidas(naoLidas: number): string {
  if (naoLidas <= 0) return 'nenhuma não lida';
  if (naoLidas > 99) return '99+ não lidas';
  return naoLidas === 1 ? '1 não lida' : `${naoLidas} não lidas`;
}

/** One notification's texts, as the journeys hand them to `notificar`. */
export interface TextoNotificacao {
  titulo: string;
  resumo: string;
  conteudo: string;
  link: string | null;
}

interface CotaRef {
  grupo: number;
  cota: number;
}

export function textoBoletoGerado(
  b: CotaRef & { valorCentavos: number; dataVencimento: string },
): TextoNotificacao {
  const cota = formatarGrupoCota(b.grupo, b.cota);
  const valor = formatarMoeda(b.valorCentavos);
  const vencimento = formatarData(b.dataVencimento);
  return {
    titulo: 'Boleto gerado',
    resumo: `Boleto de ${valor} da cota ${cota}, com vencimento em ${vencimento}.`,
    conteudo:
      `Geramos o boleto de ${valor} da cota ${cota}, com vencimento em ${vencimento}. ` +
      'Você pode pagar pela linha digitável ou pelo PIX copia e cola até o vencimento; ' +
      'ele fica disponível no histórico de boletos.',
    link: '/boletos/historico',
  };
}

export function textoLanceRegistrado(
  l: CotaRef & { protocolo: string; dataSorteio: string },
): TextoNotificacao {
  const cota = formatarGrupoCota(l.grupo, l.cota);
  return {
    titulo: 'Lance registrado',
    resumo: `Lance da cota ${cota} registrado, protocolo ${l.protocolo}.`,
    conteudo:
      `Recebemos o seu lance da cota ${cota} para a assembleia de ${formatarData(l.dataSorteio)}, ` +
      `com o protocolo ${l.protocolo}. Até a véspera da assembleia você pode repeti-lo ou cancelá-lo ` +
      'no histórico de lances.',
    link: '/bid_history',
  };
}

export function textoContemplacao(
  c: CotaRef & { numeroAssembleia: number; dataSorteio: string; forma: 'sorteio' | 'lance' },
): TextoNotificacao {
  const cota = formatarGrupoCota(c.grupo, c.cota);
  const como = c.forma === 'lance' ? 'por lance' : 'por sorteio';
  return {
    titulo: 'Sua cota foi contemplada!',
    resumo: `A cota ${cota} foi contemplada ${como} na assembleia ${c.numeroAssembleia}.`,
    conteudo:
      `Parabéns! A cota ${cota} foi contemplada ${como} na assembleia ${c.numeroAssembleia}, ` +
      `de ${formatarData(c.dataSorteio)}. Confira o resultado e acompanhe os próximos passos para usar ` +
      'o seu crédito.',
    link: '/assemblies/details',
  };
}

/**
 * A case moved to another phase. `link` is where the case is followed: /requests unless its journey has its own
 * screen for the phase (a registration update: `rotaDoCasoCadastral`).
 */
export function textoFaseDoCaso(c: {
  numero: string;
  tipo: string;
  fase: string;
  link?: string;
}): TextoNotificacao {
  return {
    titulo: 'Sua solicitação avançou',
    resumo: `A solicitação ${c.numero} (${c.tipo}) está agora em: ${c.fase}.`,
    conteudo:
      `A solicitação ${c.numero}, de ${c.tipo.toLowerCase()}, mudou de fase e agora está em ` +
      `"${c.fase}". Acompanhe os detalhes e, se houver alguma pendência, responda pela tela de solicitações.`,
    link: c.link ?? '/requests',
  };
}
