/**
 * The SMS port. By default the outbox table is the adapter: the message stays in `caixa_de_saida`, where the
 * developer page (/dev/caixa-de-saida) shows it. With SMS_WEBHOOK_URL, the background job of the outbox delivers
 * each message to that HTTP endpoint, retrying with backoff until it answers 2xx (adapters/notificacoes.ts).
 */
export interface EntregaDeSms {
  entregar: (mensagem: { id: number; para: string; texto: string }) => Promise<void>;
}

const TEMPO_MAXIMO_MS = 10_000;

/**
 * POST `{ id, para, texto }` as JSON to the webhook. `id` (also the `Idempotency-Key` header) is the same on every
 * attempt of a message: a provider that answered 2xx to a delivery whose success we never recorded (a crash in
 * between) can recognise the repeat. Credentials in the URL (`https://user:pass@…`) travel as Basic auth.
 */
export function createSmsPorWebhook(webhookUrl: string): EntregaDeSms {
  let url: URL;
  try {
    url = new URL(webhookUrl);
  } catch {
    throw new Error('SMS_WEBHOOK_URL inválida: use uma URL http(s).');
  }
  if (!['http:', 'https:'].includes(url.protocol))
    throw new Error('SMS_WEBHOOK_URL inválida: use uma URL http(s).');
  const autorizacao = url.username
    ? `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`
    : undefined;
  url.username = '';
  url.password = '';
  const destino = url.toString();

  return {
    async entregar({ id, para, texto }) {
      const idDaMensagem = `caixa-de-saida-${id}`;
      let resposta: Response;
      try {
        resposta = await fetch(destino, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': idDaMensagem,
            ...(autorizacao && { authorization: autorizacao }),
          },
          body: JSON.stringify({ id: idDaMensagem, para, texto }),
          signal: AbortSignal.timeout(TEMPO_MAXIMO_MS),
          redirect: 'error',
        });
      } catch (erro) {
        // Why, without the endpoint's address: the job logs it and retries.
        const causa = (erro as { cause?: { code?: string } }).cause?.code ?? (erro as Error).name;
        throw new Error(`O webhook de SMS não respondeu (${causa}).`);
      }
      await resposta.body?.cancel();
      if (!resposta.ok) throw new Error(`O webhook de SMS respondeu ${resposta.status}.`);
    },
  };
}

/** The SMS adapter the settings choose: the webhook, or none (null: messages stay in the outbox). */
export const createSms = (webhookUrl: string | undefined): EntregaDeSms | null =>
  webhookUrl ? createSmsPorWebhook(webhookUrl) : null;
