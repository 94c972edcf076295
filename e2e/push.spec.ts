import type { BrowserContext, Page } from '@playwright/test';
import { CLIENTES, expect, semViolacoesGraves, test } from './fixtures.ts';

/**
 * Web Push on /preferencias ("Notificações neste aparelho") and in the service worker. Headless Chromium has
 * no push service (PushManager.subscribe fails with "Registration failed - permission denied" even with the
 * permission granted), so the page's PushManager is replaced by one that makes a subscription as a browser
 * does — a real P-256 key pair and auth secret, an FCM endpoint — and the API's answer is checked. The service
 * worker's side is real: a push is delivered to it through the DevTools protocol, as a push service would.
 */
test.use({ parceiro: 'vertice' });

const LARGURAS = [
  [360, 800],
  [1280, 800],
] as const;

/** A browser's PushManager, minus the push service: subscribe makes a subscription the API accepts. */
function pushManagerSemServico() {
  const b64 = (u: Uint8Array) =>
    btoa(String.fromCharCode(...u))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  let atual: PushSubscription | null = null;
  PushManager.prototype.getSubscription = () => Promise.resolve(atual);
  PushManager.prototype.subscribe = async (opcoes?: PushSubscriptionOptionsInit) => {
    const par = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const publica = new Uint8Array(await crypto.subtle.exportKey('raw', par.publicKey));
    const auth = crypto.getRandomValues(new Uint8Array(16));
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${b64(crypto.getRandomValues(new Uint8Array(12)))}`;
    const chave = opcoes?.applicationServerKey as Uint8Array;
    atual = {
      endpoint,
      expirationTime: null,
      options: { applicationServerKey: chave.slice().buffer, userVisibleOnly: true },
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: b64(publica), auth: b64(auth) } }),
      unsubscribe: () => {
        atual = null;
        return Promise.resolve(true);
      },
      getKey: () => null,
    } as unknown as PushSubscription;
    return atual;
  };
}

const verInterruptor = (pagina: Page) =>
  pagina.getByRole('heading', { name: 'Notificações', exact: true }).scrollIntoViewIfNeeded();

async function abrirPreferencias(page: Page, login: (documento: string) => Promise<void>, documento: string) {
  await login(documento);
  await expect(page).toHaveURL(/\/home$/);
  await page
    .getByRole('navigation', { name: 'Sua conta' })
    .getByRole('link', { name: 'Preferências' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preferências' })).toBeVisible();
}

/** The push service's part: hands the service worker an (already decrypted) push, through the DevTools protocol. */
async function entregarPush(context: BrowserContext, page: Page, origem: string, dados: object) {
  const cdp = await context.newCDPSession(page);
  const registros: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registros.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registros.find((r) => r.scopeURL.startsWith(origem) && !r.isDeleted)).toBeTruthy();
  const { registrationId } = registros.find((r) => r.scopeURL.startsWith(origem) && !r.isDeleted)!;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: origem,
    registrationId,
    data: JSON.stringify(dados),
  });
}

test('o interruptor inscreve este aparelho na API e o desinscreve ao desligar', async ({
  page,
  context,
  login,
  fabrica,
  base,
  fotografar,
}) => {
  await context.grantPermissions(['notifications'], { origin: base });
  await page.addInitScript(pushManagerSemServico);
  const ana = await fabrica.cliente(CLIENTES.ana.documento);
  await abrirPreferencias(page, login, ana.documento);

  const interruptor = page.getByRole('switch', { name: 'Notificações neste aparelho' });
  await expect(interruptor).not.toBeChecked();
  await expect(interruptor).toBeEnabled();
  await semViolacoesGraves(page);

  const assinou = page.waitForResponse(
    (r) => r.url().endsWith('/notificacoes-push/assinaturas') && r.request().method() === 'POST',
  );
  await interruptor.click();
  const resposta = await assinou;
  expect(resposta.status()).toBe(201);
  const enviado = resposta.request().postDataJSON() as {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
  expect(enviado.endpoint).toMatch(/^https:\/\/fcm\.googleapis\.com\/fcm\/send\/e2e-/);
  expect(enviado.keys.p256dh).toMatch(/^B[\w-]{86}$/);
  expect(enviado.keys.auth).toMatch(/^[\w-]{22}$/);
  expect(await resposta.json()).toEqual({ endpoint: enviado.endpoint });
  await expect(interruptor).toBeChecked();
  await expect(page.getByText('Pronto: este aparelho vai receber as notificações.')).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('push-ligado', { larguras: LARGURAS, inteira: false, aCadaLargura: verInterruptor });

  const cancelou = page.waitForResponse(
    (r) => r.url().endsWith('/notificacoes-push/assinaturas') && r.request().method() === 'DELETE',
  );
  await interruptor.click();
  expect((await cancelou).status()).toBe(204);
  expect((await cancelou).request().postDataJSON()).toEqual({ endpoint: enviado.endpoint });
  await expect(interruptor).not.toBeChecked();
  await expect(page.getByText('Este aparelho não vai mais receber notificações.')).toBeVisible();
});

test('sem suporte no navegador e com a permissão negada, o interruptor explica e fica desligado', async ({
  page,
  login,
  fabrica,
  fotografar,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
  });
  const ana = await fabrica.cliente(CLIENTES.ana.documento);
  await abrirPreferencias(page, login, ana.documento);
  const interruptor = page.getByRole('switch', { name: 'Notificações neste aparelho' });
  await expect(page.getByText(/As notificações deste portal estão bloqueadas no navegador/)).toBeVisible();
  await expect(interruptor).toBeDisabled();
  await expect(interruptor).not.toBeChecked();
  await semViolacoesGraves(page);
  await fotografar('push-negado', { larguras: LARGURAS, inteira: false, aCadaLargura: verInterruptor });

  const outra = await page.context().newPage();
  await outra.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await outra.goto(page.url());
  await expect(outra.getByText(/Este navegador não recebe notificações/)).toBeVisible();
  await expect(outra.getByRole('switch', { name: 'Notificações neste aparelho' })).toBeDisabled();
});

test('o service worker mostra o push com o nome e o ícone do parceiro', async ({
  page,
  context,
  login,
  fabrica,
  base,
}) => {
  await context.grantPermissions(['notifications'], { origin: base });
  const ana = await fabrica.cliente(CLIENTES.ana.documento);
  await login(ana.documento);
  await expect(page).toHaveURL(/\/home$/);
  await page.evaluate(() => navigator.serviceWorker.ready);

  await entregarPush(context, page, base, {
    titulo: 'Boleto gerado',
    corpo: 'Boleto de R$ 10,00 da cota 001010 / 0023.',
    url: '/boletos/historico',
    parceiro: 'Vértice Consórcios',
    icone: '/pwa/icone-192.png',
    tag: 'informativo-1',
  });
  const mostradas = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        titulo: n.title,
        corpo: n.body,
        icone: n.icon,
        url: (n.data as { url: string }).url,
      })),
    );
  await expect.poll(mostradas).toEqual([
    {
      titulo: 'Vértice Consórcios: Boleto gerado',
      corpo: 'Boleto de R$ 10,00 da cota 001010 / 0023.',
      icone: `${base}/pwa/icone-192.png`,
      url: '/boletos/historico',
    },
  ]);

  // A push whose link leaves the portal opens the notifications list instead.
  await entregarPush(context, page, base, {
    titulo: 'Golpe',
    corpo: 'x',
    url: 'https://golpe.example/pix',
    parceiro: 'Vértice Consórcios',
    icone: '/pwa/icone-192.png',
    tag: 'informativo-2',
  });
  await expect
    .poll(async () => (await mostradas()).map((n) => n.url))
    .toEqual(['/boletos/historico', '/notifications']);
});
