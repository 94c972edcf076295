import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { segredos, type Db } from '@portal/db';
import { tipoDeEndpointPush, type MensagemPush } from '@portal/domain';

/** The VAPID key pair (RFC 8292), base64url as the browsers and web-push take it. */
export interface ChavesVapid {
  publicKey: string;
  privateKey: string;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when given (both or neither); otherwise a pair generated on the first
 * start and kept in the database, so every process and every restart signs with the same key — a new key
 * would silently orphan every browser subscription made with the old one.
 */
export async function resolverChavesVapid(
  db: Db,
  doAmbiente: { publica?: string; privada?: string },
): Promise<ChavesVapid> {
  if (doAmbiente.publica || doAmbiente.privada) {
    if (!doAmbiente.publica || !doAmbiente.privada)
      throw new Error('VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY vão juntas: informe as duas ou nenhuma.');
    return { publicKey: doAmbiente.publica, privateKey: doAmbiente.privada };
  }
  const nova = webpush.generateVAPIDKeys();
  // One statement: processes starting together keep whichever pair was written first.
  await db
    .insert(segredos)
    .values({ chave: 'vapid', valor: JSON.stringify(nova) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ valor: segredos.valor })
    .from(segredos)
    .where(sql`${segredos.chave} = 'vapid'`);
  return JSON.parse(row!.valor) as ChavesVapid;
}

interface DestinoPush {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `expirada`: the push service answered 404 or 410, the subscription is gone for good (RFC 8030 §7.3). */
type ResultadoPush = 'entregue' | 'expirada' | 'falhou';

/** The Web Push port: the VAPID public key the browsers subscribe with, and one send per subscription. */
export interface EnviadorPush {
  chavePublica: string;
  enviar: (destino: DestinoPush, mensagem: MensagemPush) => Promise<ResultadoPush>;
}

/** A push not delivered in a day is no longer news. */
const VALIDADE_S = 24 * 60 * 60;
const ESPERA_MS = 10_000;

/**
 * Encrypts (RFC 8291, aes128gcm) and signs (VAPID) with web-push, and posts with fetch. Only to the browsers'
 * push services over HTTPS; a plain-HTTP loopback endpoint only when `permitirEnderecoLocal` (the tests' local
 * push service). Redirects are not followed: the request goes to the endpoint checked, nowhere else.
 */
export function createEnviadorPush(opcoes: {
  chaves: ChavesVapid;
  assunto: string;
  permitirEnderecoLocal: boolean;
  aoFalhar: (detalhes: { status?: number; erro?: unknown; servico: string }) => void;
}): EnviadorPush {
  const { chaves, assunto, permitirEnderecoLocal, aoFalhar } = opcoes;
  // Refuses at start a key of the wrong size or a subject that is not mailto:/https:, not at the first push.
  webpush.setVapidDetails(assunto, chaves.publicKey, chaves.privateKey);
  return {
    chavePublica: chaves.publicKey,
    async enviar(destino, mensagem) {
      const tipo = tipoDeEndpointPush(destino.endpoint);
      // Logs name only the push service's host: the endpoint's path is the subscription's secret capability.
      const servico = URL.canParse(destino.endpoint) ? new URL(destino.endpoint).host : '?';
      if (tipo === 'recusado' || (tipo === 'local' && !permitirEnderecoLocal)) {
        aoFalhar({ servico, erro: new Error('endereço de push não permitido') });
        return 'falhou';
      }
      try {
        const pedido = webpush.generateRequestDetails(
          { endpoint: destino.endpoint, keys: { p256dh: destino.p256dh, auth: destino.auth } },
          JSON.stringify(mensagem),
          {
            vapidDetails: { subject: assunto, publicKey: chaves.publicKey, privateKey: chaves.privateKey },
            contentEncoding: 'aes128gcm',
            TTL: VALIDADE_S,
            urgency: 'normal',
          },
        );
        const headers = Object.fromEntries(Object.entries(pedido.headers).map(([k, v]) => [k, String(v)]));
        const resposta = await fetch(pedido.endpoint, {
          method: 'POST',
          headers,
          body: new Uint8Array(pedido.body),
          redirect: 'manual',
          signal: AbortSignal.timeout(ESPERA_MS),
        });
        await resposta.body?.cancel();
        if (resposta.ok) return 'entregue';
        if (resposta.status === 404 || resposta.status === 410) return 'expirada';
        aoFalhar({ servico, status: resposta.status });
        return 'falhou';
      } catch (erro) {
        aoFalhar({ servico, erro });
        return 'falhou';
      }
    },
  };
}
