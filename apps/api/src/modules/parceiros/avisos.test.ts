import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Wednesday 2026-07-15 12:00 in São Paulo. */
const MEIO_DIA = Date.parse('2026-07-15T15:00:00Z');

let t: TestApp;
let supervisor: string;
let analista: string;

const entrar = async (email: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/operador/v1/login',
      payload: { email, senha: 'Operador#2026' },
    })
  ).json().access_token as string;

beforeAll(async () => {
  t = await createTestApp();
  t.avancar(MEIO_DIA - Date.now());
  supervisor = await entrar('supervisor@portal.example');
  analista = await entrar('analista@portal.example');
});
afterAll(() => t.close());

const op = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/operador/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

const AVISO = {
  parceiroId: 2,
  inicio: '2026-07-15T11:00',
  fim: '2026-07-15T23:00',
  texto: 'Manutenção programada: o portal pode ficar lento até as 23h.',
};

const avisosDoPortal = async (parceiro: number) =>
  (await t.get(`/parceiros/${parceiro}/warnings`)).json() as { id: number; text: string; active: boolean }[];

describe('maintenance warnings in the back-office', () => {
  it('a supervisor publishes one: only that partner’s customers see it, and the audit log has it', async () => {
    const res = await op(supervisor, 'POST', '/avisos-manutencao', AVISO);
    expect(res.statusCode).toBe(201);
    const aviso = res.json();
    expect(aviso).toMatchObject({
      parceiroId: 2,
      parceiro: 'Vértice Consórcios',
      startDate: '2026-07-15',
      startHour: '11:00',
      endDate: '2026-07-15',
      endHour: '23:00',
      active: true,
      vigente: true,
      text: AVISO.texto,
    });
    expect((await avisosDoPortal(2)).find((a) => a.id === aviso.id)).toMatchObject({ active: true });
    expect((await avisosDoPortal(1)).some((a) => a.id === aviso.id)).toBe(false);
    const [registro] = (await op(supervisor, 'GET', '/auditoria')).json();
    expect(registro).toMatchObject({
      acao: 'aviso-manutencao.publicado',
      alvo: `aviso-manutencao:${aviso.id}`,
      detalhes: { parceiroId: 2, inicio: AVISO.inicio, fim: AVISO.fim, texto: AVISO.texto },
    });
    expect((await op(supervisor, 'GET', '/avisos-manutencao')).json()[0]).toMatchObject({ id: aviso.id });
  });

  it('ending it early hides it from customers, is audited, and a second end answers 409', async () => {
    const aviso = (await op(supervisor, 'POST', '/avisos-manutencao', AVISO)).json();
    const fim = await op(supervisor, 'PATCH', `/avisos-manutencao/${aviso.id}/encerrar`);
    expect(fim.statusCode).toBe(200);
    expect(fim.json()).toMatchObject({ id: aviso.id, active: false, vigente: false });
    expect((await avisosDoPortal(2)).find((a) => a.id === aviso.id)).toMatchObject({ active: false });
    const [registro] = (await op(supervisor, 'GET', '/auditoria')).json();
    expect(registro).toMatchObject({
      acao: 'aviso-manutencao.encerrado',
      alvo: `aviso-manutencao:${aviso.id}`,
    });

    const outra = await op(supervisor, 'PATCH', `/avisos-manutencao/${aviso.id}/encerrar`);
    expect(outra.statusCode).toBe(409);
    expect(outra.json()).toEqual({ mensagem: 'Este aviso já foi encerrado.' });
    expect((await op(supervisor, 'PATCH', '/avisos-manutencao/999999/encerrar')).statusCode).toBe(404);
  });

  it('of 20 parallel ends of one warning, one ends it and 19 are told it already was', async () => {
    const aviso = (await op(supervisor, 'POST', '/avisos-manutencao', AVISO)).json();
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () => op(supervisor, 'PATCH', `/avisos-manutencao/${aviso.id}/encerrar`)),
    );
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const registros = (await op(supervisor, 'GET', '/auditoria')).json() as { acao: string; alvo: string }[];
    expect(
      registros.filter(
        (r) => r.acao === 'aviso-manutencao.encerrado' && r.alvo === `aviso-manutencao:${aviso.id}`,
      ),
    ).toHaveLength(1);
  });

  it.each([
    [{ fim: '2026-07-15T10:00' }, 'O fim do aviso deve ser depois do início.'],
    [{ fim: AVISO.inicio }, 'O fim do aviso deve ser depois do início.'],
    [
      { inicio: '2026-07-14T08:00', fim: '2026-07-15T11:59' },
      'O fim do aviso já passou: escolha um horário futuro.',
    ],
    [{ texto: '   ' }, 'Escreva o texto do aviso.'],
    [{ texto: 'x'.repeat(281) }, 'O aviso pode ter no máximo 280 caracteres.'],
    [{ inicio: '15/07/2026' }, 'Informe o início com data e hora.'],
    [{ parceiroId: undefined }, 'Escolha o parceiro.'],
  ])('refuses %j in Portuguese and publishes nothing', async (troca, mensagem) => {
    const antes = (await op(supervisor, 'GET', '/avisos-manutencao')).json().length;
    const res = await op(supervisor, 'POST', '/avisos-manutencao', { ...AVISO, ...troca });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem });
    expect((await op(supervisor, 'GET', '/avisos-manutencao')).json()).toHaveLength(antes);
  });

  it('accepts exactly 280 characters, and answers 404 for a partner that does not exist', async () => {
    expect(
      (await op(supervisor, 'POST', '/avisos-manutencao', { ...AVISO, texto: 'y'.repeat(280) })).statusCode,
    ).toBe(201);
    const res = await op(supervisor, 'POST', '/avisos-manutencao', { ...AVISO, parceiroId: 99 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ mensagem: 'Parceiro não encontrado.' });
  });

  it('an analyst may neither list, publish nor end warnings', async () => {
    const aviso = (await op(supervisor, 'POST', '/avisos-manutencao', AVISO)).json();
    for (const res of [
      await op(analista, 'GET', '/avisos-manutencao'),
      await op(analista, 'POST', '/avisos-manutencao', AVISO),
      await op(analista, 'PATCH', `/avisos-manutencao/${aviso.id}/encerrar`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ mensagem: 'Seu perfil não permite esta ação.' });
    }
    expect((await avisosDoPortal(2)).find((a) => a.id === aviso.id)).toMatchObject({ active: true });
  });

  it('without an operator session: 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/operador/v1/avisos-manutencao', payload: AVISO });
    expect(res.statusCode).toBe(401);
  });
});
