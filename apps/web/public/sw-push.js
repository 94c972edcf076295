/* global self -- a service worker script: `self` is its global scope. */
// Web Push in the portal's service worker (imported by the sw.js vite-plugin-pwa generates). The API sends,
// encrypted (RFC 8291), { titulo, corpo, url, parceiro, icone, tag } (packages/domain: MensagemPush).

/** Only a path of this portal: a push can never open another site. */
const caminhoDoPortal = (url) =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')
    ? url
    : '/notifications';

self.addEventListener('push', (event) => {
  let mensagem;
  try {
    mensagem = event.data ? event.data.json() : undefined;
  } catch {
    mensagem = undefined;
  }
  if (!mensagem || typeof mensagem.titulo !== 'string') return;
  const titulo = mensagem.parceiro ? `${mensagem.parceiro}: ${mensagem.titulo}` : mensagem.titulo;
  event.waitUntil(
    self.registration.showNotification(titulo, {
      body: mensagem.corpo,
      icon: mensagem.icone,
      badge: mensagem.icone,
      tag: mensagem.tag,
      lang: 'pt-BR',
      data: { url: caminhoDoPortal(mensagem.url) },
    }),
  );
});

/** Opens the notification's screen: in a tab of the portal already open (focused), or in a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const destino = new URL(caminhoDoPortal(event.notification.data?.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const abertas = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const aba = abertas.find((c) => new URL(c.url).origin === self.location.origin);
      if (aba) {
        const focada = await aba.focus();
        try {
          if (new URL(focada.url).href !== destino) await focada.navigate(destino);
          return;
        } catch {
          // A tab this worker does not control cannot be navigated by it: open the screen in a new one.
        }
      }
      await self.clients.openWindow(destino);
    })(),
  );
});
