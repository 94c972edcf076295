/**
 * Web Push (RFC 8030, with RFC 8291 encryption and RFC 8292 VAPID): what a browser's subscription must look like,
 * which push services the API will call, and what a push carries to the service worker.
 */

/** An uncompressed P-256 point (0x04‖X‖Y) and the 16-byte auth secret, as PushSubscription.toJSON() gives them. */
const BYTES_P256DH = 65;
const BYTES_AUTH = 16;
/** Endpoints of the browsers' push services are a few hundred characters; anything longer is not one. */
export const TAMANHO_MAXIMO_ENDPOINT = 1024;

export const MENSAGENS_PUSH = {
  endpoint: 'O endereço de notificações do navegador é inválido.',
  endpointHttps: 'O endereço de notificações deve ser de um serviço de push do navegador, com HTTPS.',
  chaves: 'Informe as chaves da assinatura (keys).',
  p256dh: 'A chave pública do aparelho (p256dh) é inválida.',
  auth: 'O segredo do aparelho (auth) é inválido.',
} as const;

/** Unpadded base64url of exactly `bytes` bytes (the alphabet and the length a browser produces). */
function base64urlDeBytes(texto: string, bytes: number): boolean {
  return texto.length === Math.ceil((bytes * 4) / 3) && /^[A-Za-z0-9_-]+$/.test(texto);
}

/** p256dh: 65 bytes starting with 0x04 (an uncompressed point), so its base64url starts with 'B'. */
export const chavePublicaPushValida = (texto: string): boolean =>
  base64urlDeBytes(texto, BYTES_P256DH) && texto.startsWith('B');

export const segredoPushValido = (texto: string): boolean => base64urlDeBytes(texto, BYTES_AUTH);

/**
 * The push services of the browsers that support Web Push: Chrome, Edge, Opera, Samsung (FCM), Firefox (Mozilla
 * autopush), Edge on Windows (WNS) and Safari (Apple). The API posts only to these, so a subscription cannot
 * make the server call an arbitrary (internal) address.
 */
const SERVICOS_DE_PUSH = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^[a-z0-9-]+\.push\.services\.mozilla\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
  /^web\.push\.apple\.com$/,
  /^[a-z0-9-]+\.push\.apple\.com$/,
];

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

function lerUrl(texto: string): URL | undefined {
  try {
    return new URL(texto);
  } catch {
    return undefined;
  }
}

/**
 * How an endpoint is classified: a known push service over HTTPS (`servico`), a plain-HTTP loopback address
 * (`local`, which only a test server may use, by an explicit setting of the API), or anything else (`recusado`).
 */
export function tipoDeEndpointPush(endpoint: string): 'servico' | 'local' | 'recusado' {
  const url = lerUrl(endpoint);
  if (!url || endpoint.length > TAMANHO_MAXIMO_ENDPOINT || url.username || url.password) return 'recusado';
  if (url.protocol === 'https:' && SERVICOS_DE_PUSH.some((s) => s.test(url.hostname))) return 'servico';
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return 'local';
  return 'recusado';
}

/** What a push carries (JSON, encrypted): the service worker shows it with the partner's name and icon. */
export interface MensagemPush {
  titulo: string;
  corpo: string;
  /** The in-app path a click opens ('/boletos/historico'); '/notifications' when the item has none. */
  url: string;
  /** The partner's name, shown as the notification's origin, and its icon's path. */
  parceiro: string;
  icone: string;
  /** Repeats of the same item replace each other instead of piling up. */
  tag: string;
}

/** The partner's installed-app icon, drawn per host by the API (GET /pwa/icone-192.png). */
const ICONE_PUSH = '/pwa/icone-192.png';

/** The push of one notification: its title and summary; a click opens its screen, or the item itself. */
export function mensagemPush(
  item: { id: number; titulo: string; resumo: string; link: string | null },
  parceiro: string,
): MensagemPush {
  return {
    titulo: item.titulo,
    corpo: item.resumo,
    url: item.link ?? `/notifications/${item.id}`,
    parceiro,
    icone: ICONE_PUSH,
    tag: `informativo-${item.id}`,
  };
}
