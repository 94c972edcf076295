import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CABECALHOS, createTestApp, MARIA, PREFIX, type TestApp } from '../../../test/test-app.ts';

/**
 * The security notice to the OLD contact (issue 17): when the principal e-mail or the mobile of record changes,
 * the previous one is told through the outbox, in the change's transaction, with the new contact masked; the new
 * one is told nothing; nothing is sent when nothing changed or when the change failed.
 */

const CELULAR_MARIA = '11987654321';
const EMAIL_MARIA = 'maria.santos@example.com';
const EMAIL_NOVO = 'maria.almeida@exemplo.com.br';
const CELULAR_NOVO = '11977771234';

let t: TestApp;
let maria: { access_token: string; idCota: number };
beforeEach(async () => {
  t = await createTestApp({ rateLimitPorMinuto: 1_000_000_000 });
  maria = await t.login(MARIA);
});
afterEach(() => t.close());

const base = () => `/cotas/${maria.idCota}/dados-cadastrais`;
const chamar = (metodo: 'GET' | 'POST' | 'PUT' | 'PATCH', caminho: string, body?: object) =>
  t.app.inject({
    method: metodo,
    url: PREFIX + caminho,
    headers: { ...CABECALHOS, access_token: maria.access_token },
    ...(body ? { payload: body } : {}),
  });

/** The SMS code flow on the mobile of record; answers the auth_token. */
async function autorizar(celular = CELULAR_MARIA): Promise<string> {
  expect((await chamar('POST', `/cotas/${maria.idCota}/verificacao`, {})).statusCode).toBe(200);
  const [sms] = await t.caixaDeSaida(celular);
  const codigo = /código: ([A-Z0-9]{4})/.exec(sms!.texto)![1]!;
  const validado = await chamar('PATCH', `/cotas/${maria.idCota}/verificacao`, { codigo });
  expect(validado.statusCode, validado.body).toBe(200);
  t.avancar(40_001);
  return validado.json().auth_token as string;
}

/** What the outbox holds for an address besides the SMS codes. */
const avisos = async (para: string) =>
  (await t.caixaDeSaida(para)).filter((m) => !m.texto.includes('código:'));

describe('notice to the previous contact', () => {
  it('e-mails the old principal e-mail when it is changed, masking the new one; the new one gets nothing', async () => {
    const [principal] = (await chamar('GET', `${base()}/emails`)).json() as { idEmail: number }[];
    const res = await chamar('PUT', `${base()}/emails/${principal!.idEmail}`, {
      email: EMAIL_NOVO,
      principal: true,
      auth_token: await autorizar(),
    });
    expect(res.statusCode, res.body).toBe(200);

    const [aviso, ...outros] = await avisos(EMAIL_MARIA);
    expect(outros).toEqual([]);
    expect(aviso).toMatchObject({
      canal: 'email',
      assunto: 'Consórcio Horizonte: o e-mail da sua conta foi alterado',
    });
    expect(aviso!.texto).toContain('Olá, Maria!');
    expect(aviso!.texto).toContain('foi alterado para m•••@e•••.com.br em ');
    expect(aviso!.texto).toContain('(horário de Brasília)');
    expect(aviso!.texto).toContain('Se não foi você, altere sua senha');
    expect(aviso!.texto).not.toContain(EMAIL_NOVO);
    expect(aviso!.texto).not.toContain('almeida');
    expect(await t.caixaDeSaida(EMAIL_NOVO)).toEqual([]);
  });

  it('e-mails the old one when another e-mail becomes the principal (new or existing)', async () => {
    const incluido = await chamar('POST', `${base()}/email`, {
      email: EMAIL_NOVO,
      principal: false,
      auth_token: await autorizar(),
    });
    expect(incluido.statusCode, incluido.body).toBe(201);
    // A second, non-principal e-mail changes no contact of record: no notice.
    expect(await avisos(EMAIL_MARIA)).toEqual([]);

    const principal = await chamar('PUT', `${base()}/emails/${incluido.json().idEmail}`, {
      email: EMAIL_NOVO,
      principalTodas: true,
    });
    expect(principal.statusCode, principal.body).toBe(200);
    expect(await avisos(EMAIL_MARIA)).toHaveLength(1);
    expect(await t.caixaDeSaida(EMAIL_NOVO)).toEqual([]);
  });

  it('texts the old mobile when a new principal mobile is added, masking the new number; the new one gets nothing', async () => {
    const res = await chamar('POST', `${base()}/phone`, {
      telefone: '(11) 97777-1234',
      principal: true,
      auth_token: await autorizar(),
    });
    expect(res.statusCode, res.body).toBe(201);

    const [aviso, ...outros] = await avisos(CELULAR_MARIA);
    expect(outros).toEqual([]);
    expect(aviso).toMatchObject({ canal: 'sms', assunto: 'Celular da conta alterado' });
    expect(aviso!.texto).toMatch(
      /^Consórcio Horizonte: o celular da sua conta foi alterado para \(11\) •••••-1234 em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(horário de Brasília\)\. Se não foi você/,
    );
    expect(aviso!.texto).not.toContain(CELULAR_NOVO);
    expect(aviso!.texto).not.toContain('97777');
    expect(await t.caixaDeSaida(CELULAR_NOVO)).toEqual([]);
    // No e-mail notice: the e-mail did not change.
    expect(await avisos(EMAIL_MARIA)).toEqual([]);
  });

  it('texts the old mobile when the principal mobile number is edited', async () => {
    const telefones = (await chamar('GET', `${base()}/telefones`)).json() as {
      idTelefone: number;
      telefone: string;
    }[];
    const celular = telefones.find((x) => x.telefone === CELULAR_MARIA)!;
    const res = await chamar('PUT', `${base()}/telefones/${celular.idTelefone}`, {
      telefone: CELULAR_NOVO,
      idCidade: null,
      principal: true,
      auth_token: await autorizar(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await avisos(CELULAR_MARIA)).toHaveLength(1);
    expect(await t.caixaDeSaida(CELULAR_NOVO)).toEqual([]);
  });

  it('sends nothing when nothing changed, nor when the change is refused', async () => {
    const [principal] = (await chamar('GET', `${base()}/emails`)).json() as {
      idEmail: number;
      email: string;
    }[];
    // The same e-mail again, principal: nothing moves.
    const mesmo = await chamar('PUT', `${base()}/emails/${principal!.idEmail}`, {
      email: EMAIL_MARIA,
      principal: true,
    });
    expect(mesmo.statusCode, mesmo.body).toBe(200);
    // A non-principal landline: the mobile of record stays.
    const fixo = await chamar('POST', `${base()}/telefones`, {
      telefone: '(11) 3030-4040',
      auth_token: await autorizar(),
    });
    expect(fixo.statusCode, fixo.body).toBe(201);
    // A change refused (no SMS authorisation): rolled back, so no notice either.
    const recusado = await chamar('PUT', `${base()}/emails/${principal!.idEmail}`, {
      email: EMAIL_NOVO,
      principal: true,
    });
    expect(recusado.statusCode).toBe(403);
    expect(await avisos(EMAIL_MARIA)).toEqual([]);
    expect(await avisos(CELULAR_MARIA)).toEqual([]);
  });
});
