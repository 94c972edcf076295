import { describe, expect, it } from 'vitest';
import { assinaturaPushBodySchema } from './notificacoes.schemas.ts';
import { chavePublicaPushValida, mensagemPush, segredoPushValido, tipoDeEndpointPush } from './push.rules.ts';

const P256DH = `B${'A'.repeat(86)}`;
const AUTH = 'A'.repeat(22);

describe('tipoDeEndpointPush', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc:def', 'servico'],
    ['https://updates.push.services.mozilla.com/wpush/v2/gAAA', 'servico'],
    ['https://wns2-by3p.notify.windows.com/w/?token=x', 'servico'],
    ['https://web.push.apple.com/QGx', 'servico'],
    ['http://127.0.0.1:4567/push/1', 'local'],
    ['http://localhost:4567/push/1', 'local'],
    ['http://[::1]:4567/push/1', 'local'],
    // Plain HTTP to a push service, or HTTPS to anything else: the server would be calling an arbitrary host.
    ['http://fcm.googleapis.com/fcm/send/abc', 'recusado'],
    ['https://127.0.0.1/push', 'recusado'],
    ['https://intranet.example/admin', 'recusado'],
    ['https://fcm.googleapis.com.evil.example/x', 'recusado'],
    ['http://10.0.0.1/push', 'recusado'],
    ['https://user:senha@fcm.googleapis.com/x', 'recusado'],
    ['file:///etc/passwd', 'recusado'],
    ['não é url', 'recusado'],
    [`https://fcm.googleapis.com/${'a'.repeat(1024)}`, 'recusado'],
  ])('%s → %s', (endpoint, tipo) => {
    expect(tipoDeEndpointPush(endpoint)).toBe(tipo);
  });
});

describe('subscription keys', () => {
  it.each([
    [P256DH, true],
    [`B${'A'.repeat(85)}`, false],
    [`B${'A'.repeat(87)}`, false],
    [`A${'A'.repeat(86)}`, false],
    [`B${'A'.repeat(85)}=`, false],
    [`B${'+'.repeat(86)}`, false],
  ])('p256dh %s → %s', (chave, valida) => {
    expect(chavePublicaPushValida(chave)).toBe(valida);
  });

  it.each([
    [AUTH, true],
    ['A'.repeat(21), false],
    ['A'.repeat(24), false],
    [`${'A'.repeat(21)}/`, false],
  ])('auth %s → %s', (segredo, valido) => {
    expect(segredoPushValido(segredo)).toBe(valido);
  });
});

describe('assinaturaPushBodySchema', () => {
  const valido = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/x',
    expirationTime: null,
    keys: { p256dh: P256DH, auth: AUTH },
  };

  it('accepts what PushSubscription.toJSON() gives', () => {
    expect(assinaturaPushBodySchema.safeParse(valido).success).toBe(true);
  });

  it.each([
    [
      { ...valido, endpoint: 'https://intranet.example/x' },
      'O endereço de notificações deve ser de um serviço de push do navegador, com HTTPS.',
    ],
    [{ ...valido, keys: undefined }, 'Informe as chaves da assinatura (keys).'],
    [
      { ...valido, keys: { ...valido.keys, p256dh: 'curta' } },
      'A chave pública do aparelho (p256dh) é inválida.',
    ],
    [{ ...valido, keys: { ...valido.keys, auth: 'x' } }, 'O segredo do aparelho (auth) é inválido.'],
  ])('refuses %j in Portuguese', (corpo, mensagem) => {
    const r = assinaturaPushBodySchema.safeParse(corpo);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(mensagem);
  });
});

describe('mensagemPush', () => {
  it.each([
    ['/boletos/historico', '/boletos/historico'],
    [null, '/notifications/7'],
  ])('link %s opens %s', (link, url) => {
    expect(mensagemPush({ id: 7, titulo: 'Boleto gerado', resumo: 'R$ 10,00', link }, 'Vértice')).toEqual({
      titulo: 'Boleto gerado',
      corpo: 'R$ 10,00',
      url,
      parceiro: 'Vértice',
      icone: '/pwa/icone-192.png',
      tag: 'informativo-7',
    });
  });
});
