import { casos, repasses, type Db } from '@portal/db';
import { clonarCliente, repasseAgendado } from '@portal/db/test/fabricas';
import {
  gerarRetornoDaRemessa,
  MENSAGEM_NADA_A_REMETER,
  MENSAGEM_NAO_E_RETORNO_PAGAMENTOS,
  validarDadosBancarios,
  type FilaRepasses,
  type RemessaPagamento,
  type ResultadoRetornoPagamentos,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';
import { agendarRepasse } from './repasses.service.ts';

let t: TestApp;
let supervisor: string;
let analista: string;

async function entrar(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/operador/v1/login',
    payload: { email, senha: 'Operador#2026' },
  });
  return res.json<{ access_token: string }>().access_token;
}

beforeAll(async () => {
  t = await createTestApp();
  supervisor = await entrar('supervisor@portal.example');
  analista = await entrar('analista@portal.example');
});
afterAll(() => t.close());

const op = (method: 'GET' | 'POST', url: string, payload?: object, token = supervisor) =>
  t.app.inject({
    method,
    url: `/operador/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

const db = (): Db => t.database.db;
const contar = async (sql: string, valores: unknown[] = []) =>
  Number((await t.database.pool.query(sql, valores)).rows[0].count);

/** A payout on a fresh refund case of a fresh copy of Maria's quota 1010/23 (partner 1). */
async function novoRepasse(valorCentavos: number) {
  const copia = await clonarCliente(t.database.url, MARIA.replace(/\D/g, ''));
  return { ...(await repasseAgendado(t.database.url, copia.documento, 1010, 23, valorCentavos)), copia };
}

async function exportar(parceiroId: number) {
  const res = await op('POST', '/repasses/remessas', { parceiroId });
  return res;
}

async function baixar(id: number) {
  const res = await op('GET', `/repasses/remessas/${id}/arquivo`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

const caso = async (numero: string) => (await db().select().from(casos).where(eq(casos.numero, numero)))[0]!;
const repasse = async (id: number) => (await db().select().from(repasses).where(eq(repasses.id, id)))[0]!;

describe('roles and bad input', () => {
  it('answers 401 without a token and 403 to the analyst, for every payouts operation', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/operador/v1/repasses' })).statusCode).toBe(401);
    for (const [m, url, body] of [
      ['GET', '/repasses', undefined],
      ['POST', '/repasses/remessas', { parceiroId: 1 }],
      ['GET', '/repasses/remessas/1/arquivo', undefined],
      ['POST', '/repasses/retornos', { nomeArquivo: 'a.ret', conteudo: 'x'.repeat(240) }],
      ['POST', '/repasses/1/cancelar', { motivo: 'motivo qualquer' }],
    ] as const) {
      const res = await op(m, url, body, analista);
      expect(res.statusCode, `${m} ${url}`).toBe(403);
    }
  });

  it.each([
    ['a partner that is not a number', '/repasses/remessas', { parceiroId: 'x' }, 'Escolha o parceiro.'],
    ['a too short reason', '/repasses/1/cancelar', { motivo: 'ok' }, 'ao menos 5 caracteres'],
    [
      'an empty return',
      '/repasses/retornos',
      { nomeArquivo: 'r.ret', conteudo: '' },
      'O arquivo está vazio ou não é um retorno CNAB 240.',
    ],
    [
      'a file that is not a payment return',
      '/repasses/retornos',
      { nomeArquivo: 'r.ret', conteudo: 'nome;valor\n'.repeat(30) },
      MENSAGEM_NAO_E_RETORNO_PAGAMENTOS,
    ],
  ])('refuses %s with a Portuguese message', async (_, url, body, mensagem) => {
    const res = await op('POST', url, body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(mensagem);
  });

  it('answers 404 for an unknown remittance, partner or payout', async () => {
    expect((await op('GET', '/repasses/remessas/999999/arquivo')).statusCode).toBe(404);
    expect((await exportar(999999)).statusCode).toBe(404);
    expect((await op('POST', '/repasses/999999/cancelar', { motivo: 'cliente desistiu' })).statusCode).toBe(
      404,
    );
  });
});

describe('export, return and the case that follows its payout', () => {
  it('exports every scheduled payout of the partner, and nothing twice', async () => {
    const a = await novoRepasse(1_500_00);
    const b = await novoRepasse(2_345_67);
    const auditoriaAntes = await contar(
      `select count(*) from auditoria where acao = 'remessa-pagamento.gerada'`,
    );

    const res = await exportar(a.parceiroId);
    expect(res.statusCode, res.body).toBe(200);
    const remessa = res.json<RemessaPagamento>();
    expect(remessa.nomeArquivo).toBe(`PAG001_${String(remessa.nsa).padStart(6, '0')}.REM`);
    expect(remessa.quantidade).toBeGreaterThanOrEqual(2);

    const arquivo = await baixar(remessa.id);
    expect(arquivo).toContain('000000000150000');
    expect(arquivo).toContain('000000000234567');
    for (const l of arquivo.replace(/\r\n$/, '').split('\r\n')) expect(l).toHaveLength(240);

    for (const r of [a, b]) {
      expect(await repasse(r.repasseId)).toMatchObject({ situacao: 'remetido', remessaId: remessa.id });
      expect(await caso(r.numeroCaso)).toMatchObject({ fase: 'Pagamento Enviado', status: 'Em Andamento' });
    }
    expect(
      await contar(
        `select count(*) from casos_historico h join casos c on c.id = h.caso_id
          where c.numero = $1 and h.fase_para = 'Pagamento Enviado'`,
        [a.numeroCaso],
      ),
    ).toBe(1);
    expect(await contar(`select count(*) from auditoria where acao = 'remessa-pagamento.gerada'`)).toBe(
      auditoriaAntes + 1,
    );

    // Nothing left: a clear message, no file, no NSA spent.
    const remessasAntes = await contar('select count(*) from remessas_pagamento');
    const vazio = await exportar(a.parceiroId);
    expect(vazio.statusCode).toBe(422);
    expect(vazio.json()).toMatchObject({ mensagem: MENSAGEM_NADA_A_REMETER });
    expect(await contar('select count(*) from remessas_pagamento')).toBe(remessasAntes);
    const proximo = await novoRepasse(100);
    const seguinte = (await exportar(proximo.parceiroId)).json<RemessaPagamento>();
    expect(seguinte.nsa).toBe(remessa.nsa + 1);

    // The queue shows it, masked; the list of remittances has both.
    const fila = (await op('GET', '/repasses?situacao=remetido')).json<FilaRepasses>();
    const naFila = fila.repasses.find((r) => r.id === a.repasseId)!;
    expect(naFila).toMatchObject({ situacao: 'remetido', numeroCaso: a.numeroCaso, banco: 341 });
    expect(naFila.conta).toBe('•••345-6');
    expect(naFila.cpfCnpj).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
    expect(fila.remessas.map((r) => r.id)).toEqual(expect.arrayContaining([remessa.id, seguinte.id]));
  });

  it('20 exports at once put each payout in exactly one file', async () => {
    // The factory clones one at a time (each copy takes the next version of the quota).
    const novos: Awaited<ReturnType<typeof novoRepasse>>[] = [];
    for (let i = 0; i < 5; i++) novos.push(await novoRepasse(10_00 + i));
    const respostas = await Promise.all(Array.from({ length: 20 }, () => exportar(novos[0]!.parceiroId)));
    const feitas = respostas.filter((r) => r.statusCode === 200).map((r) => r.json<RemessaPagamento>());
    expect(respostas.every((r) => r.statusCode === 200 || r.statusCode === 422)).toBe(true);
    expect(feitas).toHaveLength(1);
    const arquivo = await baixar(feitas[0]!.id);
    for (const n of novos) {
      expect(await repasse(n.repasseId)).toMatchObject({ situacao: 'remetido', remessaId: feitas[0]!.id });
      const seuNumero = String(n.repasseId).padEnd(20, ' ');
      expect(
        arquivo.split('\r\n').filter((l) => l.charAt(13) === 'A' && l.slice(73, 93) === seuNumero),
      ).toHaveLength(1);
    }
  });

  it('imports the return: paid closes the case, rejected closes it with the reason; the same file twice does nothing', async () => {
    const pago = await novoRepasse(3_000_00);
    const rejeitado = await novoRepasse(4_000_00);
    const remessa = (await exportar(pago.parceiroId)).json<RemessaPagamento>();
    const arquivo = await baixar(remessa.id);
    const retorno = gerarRetornoDaRemessa(arquivo, { [rejeitado.repasseId]: 'AN' });

    const res = await op('POST', '/repasses/retornos', { nomeArquivo: 'RET1.RET', conteudo: retorno });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json<ResultadoRetornoPagamentos>();
    expect(r).toMatchObject({ jaImportado: false, aplicado: true, erros: [] });
    expect(r.linhas.find((l) => l.repasseId === pago.repasseId)).toMatchObject({
      efeito: 'pago',
      numeroCaso: pago.numeroCaso,
    });
    expect(r.linhas.find((l) => l.repasseId === rejeitado.repasseId)).toMatchObject({
      efeito: 'rejeitado',
      motivo: 'Conta corrente/DV do favorecido inválido.',
    });

    const rp = await repasse(pago.repasseId);
    expect(rp.situacao).toBe('pago');
    expect(rp.liquidadoEm).not.toBeNull();
    expect(await caso(pago.numeroCaso)).toMatchObject({ fase: 'Pagamento Enviado', status: 'Fechado' });
    expect(await repasse(rejeitado.repasseId)).toMatchObject({
      situacao: 'rejeitado',
      motivoRejeicao: 'Conta corrente/DV do favorecido inválido.',
    });
    expect(await caso(rejeitado.numeroCaso)).toMatchObject({
      fase: 'Pagamento Enviado',
      status: 'Fechado',
      respostaAnalista: 'Conta corrente/DV do favorecido inválido.',
    });

    const historico = await contar('select count(*) from casos_historico');
    const outra = await op('POST', '/repasses/retornos', {
      nomeArquivo: 'RET1-copia.RET',
      conteudo: retorno,
    });
    expect(outra.json()).toEqual({ ...r, jaImportado: true });
    expect(await contar('select count(*) from casos_historico')).toBe(historico);

    // The customer hears of both (the in-app notification of each quota).
    for (const [r, titulo] of [
      [rp, 'Pagamento realizado'],
      [await repasse(rejeitado.repasseId), 'Pagamento estornado'],
    ] as const) {
      expect(
        await contar(`select count(*) from informativos where cota_id = $1 and titulo = $2`, [
          r.cotaId,
          titulo,
        ]),
      ).toBe(1);
    }

    // The bank's rejection lets the approval schedule the case's payment again.
    const c = await caso(rejeitado.numeroCaso);
    const conta = validarDadosBancarios(
      {
        favorecido: 'Maria',
        cpfCnpj: rejeitado.copia.documento,
        idBanco: 1,
        agencia: '1234',
        conta: '98765-4',
        tipoConta: 'corrente',
      },
      rejeitado.copia.documento,
    );
    if (!conta.valido) throw new Error('conta inválida');
    const novo = await db().transaction((tx) =>
      agendarRepasse(tx, {
        casoId: c.id,
        cotaId: c.cotaId,
        parceiroId: rejeitado.parceiroId,
        origem: 'devolucao',
        valorCentavos: 4_000_00,
        conta: conta.dados,
        dataPrevista: '2026-12-20',
        agendadoPor: 'operador:1',
      }),
    );
    expect((await repasse(novo.id)).situacao).toBe('agendado');
    // Cancelled again, so the next tests' remittances carry only their own payouts.
    const cancelado = await op('POST', `/repasses/${novo.id}/cancelar`, { motivo: 'Nova conta a confirmar' });
    expect(cancelado.statusCode).toBe(204);
  });

  it('reports an unknown payout, a payout not remitted and a different amount, and changes nothing for them', async () => {
    const remetido = await novoRepasse(5_000_00);
    const remessa = (await exportar(remetido.parceiroId)).json<RemessaPagamento>();
    const arquivo = await baixar(remessa.id);
    const agendado = await novoRepasse(6_000_00);
    // The same file, its only payout swapped for an unknown id, for one still scheduled, and a wrong amount.
    const trocar = (id: string, valor?: string) =>
      arquivo
        .split('\r\n')
        .map((l) =>
          l.charAt(13) === 'A'
            ? l.slice(0, 73) +
              id.padEnd(20, ' ') +
              l.slice(93, 119) +
              (valor ?? l.slice(119, 134)) +
              l.slice(134)
            : l,
        )
        .join('\r\n');
    const casos = [
      [trocar('999999'), 'Repasse não encontrado'],
      [trocar(String(agendado.repasseId), '000000000600000'), 'não está remetido'],
      [trocar(String(remetido.repasseId), '000000000000001'), 'difere do repasse'],
    ] as const;
    for (const [conteudo, motivo] of casos) {
      const res = await op('POST', '/repasses/retornos', {
        nomeArquivo: 'R.RET',
        conteudo: gerarRetornoDaRemessa(conteudo),
      });
      const r = res.json<ResultadoRetornoPagamentos>();
      expect(r.linhas).toHaveLength(1);
      expect(r.linhas[0]).toMatchObject({ efeito: 'recusado' });
      expect(r.linhas[0]!.motivo).toContain(motivo);
    }
    expect((await repasse(remetido.repasseId)).situacao).toBe('remetido');
    expect((await repasse(agendado.repasseId)).situacao).toBe('agendado');
  });

  it('applies nothing from a malformed return, with a Portuguese error per line', async () => {
    const r = await novoRepasse(7_000_00);
    const remessa = (await exportar(r.parceiroId)).json<RemessaPagamento>();
    const linhas = gerarRetornoDaRemessa(await baixar(remessa.id))
      .trimEnd()
      .split('\r\n');
    const estragado = linhas.map((l, i) => (i === 2 ? l.slice(0, 200) : l)).join('\r\n') + '\r\n';
    const res = await op('POST', '/repasses/retornos', { nomeArquivo: 'X.RET', conteudo: estragado });
    expect(res.statusCode).toBe(200);
    const resultado = res.json<ResultadoRetornoPagamentos>();
    expect(resultado.aplicado).toBe(false);
    expect(resultado.erros[0]!.motivo).toMatch(/^Linha 3: o registro tem 200 posições/);
    expect((await repasse(r.repasseId)).situacao).toBe('remetido');
    expect(await contar('select count(*) from retornos_pagamento where nome_arquivo = $1', ['X.RET'])).toBe(
      0,
    );
  });

  it('cancels a scheduled payout with a reason, back to analysis; a remitted one cannot be', async () => {
    const r = await novoRepasse(8_000_00);
    const res = await op('POST', `/repasses/${r.repasseId}/cancelar`, { motivo: 'Conta informada errada' });
    expect(res.statusCode, res.body).toBe(204);
    expect((await repasse(r.repasseId)).situacao).toBe('cancelado');
    expect(await caso(r.numeroCaso)).toMatchObject({ status: 'Em Andamento' });
    expect((await caso(r.numeroCaso)).fase).not.toBe('Aguardando Pagamento');
    expect(await contar(`select count(*) from auditoria where acao = 'repasse.cancelado'`)).toBe(2);
    const outra = await op('POST', `/repasses/${r.repasseId}/cancelar`, { motivo: 'Conta informada errada' });
    expect(outra.statusCode).toBe(409);
  });
});
