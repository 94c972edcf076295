import type { FastifyInstance } from 'fastify';
import { BASE_DA_API } from '@portal/domain';

/**
 * Powerful browser features the portal never uses, turned off for the page and anything injected into it.
 * Kept for our own origin: passkeys (`navigator.credentials` get/create). The camera is denied too: photos
 * (profile picture, documents) come through `<input type="file">`, whose capture opens the device's own camera
 * app and needs no permission from the page; an in-page camera (getUserMedia) would have to change this to
 * `camera=(self)`. Only features Chromium recognises, so the console stays free of policy warnings.
 */
const POLITICA_DE_PERMISSOES = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'publickey-credentials-get=(self)',
  'publickey-credentials-create=(self)',
].join(', ');

/** helmet's own value, sent here only over HTTPS (helmet is told `hsts: false`). */
const HSTS = 'max-age=31536000; includeSubDomains';

const PREFIXOS_DA_API = [BASE_DA_API.cliente, BASE_DA_API.operador].map((base) => `${base}/`);
const eDaApi = (url: string) => PREFIXOS_DA_API.some((prefixo) => url.startsWith(prefixo));

/** JSON (`application/json`, `application/problem+json`…): data a browser never renders as a document. */
const JSON_OU_VAZIA = (tipo: string | undefined) => !tipo || /^application\/([\w.-]+\+)?json\b/.test(tipo);

/**
 * Headers every answer gets, errors and 404s included (onSend runs for them all; a hijacked stream sets its own):
 * - API answers carry tokens, personal data and codes: `no-store`, unless the route chose its own policy
 *   (the versions' `no-cache`, a partner's public look, an immutable photo, the PDFs' `private, no-store`);
 * - Permissions-Policy, on the API and the web app alike;
 * - HSTS only when the request really came over HTTPS (`request.protocol` honours X-Forwarded-Proto only with
 *   TRUST_PROXY): over plain HTTP it is meaningless (browsers ignore it) and misleads whoever audits the answer;
 * - helmet's set (CSP, frame and opener policies…) on what a browser may render — pages, scripts, styles,
 *   images, PDFs; a JSON or empty answer gets only `nosniff`, which is all of it that applies to data (≈ 900
 *   bytes less on every API answer). A route's own value of any of them wins (the photos' CSP).
 */
export function registrarCabecalhos(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (eDaApi(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    reply.header('permissions-policy', POLITICA_DE_PERMISSOES);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const tipo = reply.getHeader('content-type');
    if (JSON_OU_VAZIA(typeof tipo === 'string' ? tipo : undefined)) {
      if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
    } else {
      // Set in helmet's onRequest hook, which a request refused by an earlier one (plugins/borda.ts) never ran.
      reply.helmet?.();
    }
    done(null, payload);
  });
}
