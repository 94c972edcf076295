import { notificacoesOperacoes } from '@portal/domain';
import { chamar } from '@/lib/operacoes';

/**
 * Web Push on this device: the browser's side (permission, the service worker's PushManager) and the API's
 * (the subscription it pushes to). The service worker shows what arrives (apps/web/public/sw-push.js).
 */

export type EstadoPush = 'sem-suporte' | 'negada' | 'ligada' | 'desligada';

/**
 * The service worker registers once the page has loaded (pwa-atualizacao); without one in a few seconds, push
 * cannot work.
 */
const ESPERA_SERVICE_WORKER_MS = 10_000;

const pushSuportado = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** What the switch shows when the screen opens: nothing is asked of the customer yet. */
export async function estadoInicialPush(): Promise<EstadoPush> {
  if (!pushSuportado()) return 'sem-suporte';
  if (Notification.permission === 'denied') return 'negada';
  if (Notification.permission !== 'granted') return 'desligada';
  const registro = await navigator.serviceWorker.getRegistration();
  return (await registro?.pushManager.getSubscription()) ? 'ligada' : 'desligada';
}

function registroPronto(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, rejeitar) =>
      setTimeout(() => rejeitar(new Error('Service worker indisponível.')), ESPERA_SERVICE_WORKER_MS),
    ),
  ]);
}

function bytesDeBase64url(texto: string): Uint8Array<ArrayBuffer> {
  const base64 = texto.replace(/-/g, '+').replace(/_/g, '/');
  const binario = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binario, (c) => c.charCodeAt(0));
}

const mesmaChave = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

/**
 * Asks the permission (the browser's own prompt), subscribes with the server's VAPID key and hands the
 * subscription to the API. A subscription made with another key (the server's keys changed) is replaced.
 */
export async function ligarPush(): Promise<EstadoPush> {
  const permissao = await Notification.requestPermission();
  if (permissao === 'denied') return 'negada';
  if (permissao !== 'granted') return 'desligada';
  const registro = await registroPronto();
  const { chavePublica } = await chamar(notificacoesOperacoes.chavePush);
  const chave = bytesDeBase64url(chavePublica);
  let assinatura = await registro.pushManager.getSubscription();
  if (assinatura && !mesmaChave(assinatura.options.applicationServerKey, chave)) {
    await assinatura.unsubscribe();
    assinatura = null;
  }
  assinatura ??= await registro.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: chave });
  const json = assinatura.toJSON();
  await chamar(notificacoesOperacoes.assinarPush, {
    body: {
      endpoint: assinatura.endpoint,
      expirationTime: assinatura.expirationTime,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  });
  return 'ligada';
}

/** The API forgets the device first: a push that still arrives would find no subscription to show it. */
export async function desligarPush(): Promise<EstadoPush> {
  const registro = await navigator.serviceWorker.getRegistration();
  const assinatura = await registro?.pushManager.getSubscription();
  if (assinatura) {
    await chamar(notificacoesOperacoes.cancelarPush, { body: { endpoint: assinatura.endpoint } });
    await assinatura.unsubscribe();
  }
  return 'desligada';
}
