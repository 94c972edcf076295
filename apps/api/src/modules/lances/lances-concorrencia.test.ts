import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MENSAGENS_LANCE,
  montarConfirmacaoLance,
  montarPayloadLance,
  type OfertaLance,
  type RegrasLance,
} from '@portal/domain';
import { createTestApp, MARIA, PREFIX, CABECALHOS, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let token: string;
let idCota: number;
beforeEach(async () => {
  t = await createTestApp();
  token = (await t.login(MARIA)).access_token;
  const cotas = (await t.get('/cotas', token)).json().data as {
    idCota: number;
    grupo: number;
    cota: number;
  }[];
  idCota = cotas.find((c) => c.grupo === 1010 && c.cota === 23)!.idCota;
});
afterEach(() => t.close());

const pedir = (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: PREFIX + url,
    payload,
    headers: { ...CABECALHOS, access_token: token },
  });
const oferta = (percentual: number): OfertaLance => ({
  type: { modalidade: 'PE', percentual, valor: null },
  builtin: { usa: false, valor: null },
  fgts: { usa: false, valor: null },
  keys: false,
  reduction: 'PC',
});

/** A simulated bid's confirmation body, ready to be sent. */
async function confirmacao(percentual: number) {
  const r = (await t.get(`/cotas/${idCota}/credenciamento-lance`, token)).json() as RegrasLance;
  const payload = montarPayloadLance(r, oferta(percentual));
  const sim = (await pedir(`/cotas/${idCota}/credenciamento-lance/simulacao`, payload)).json();
  return montarConfirmacaoLance(payload, sim.identificador as string);
}

const lancesDaCota = async () =>
  (
    await t.database.pool.query<{ protocolo: string; situacao: string }>(
      'select protocolo, situacao from lances where cota_id = $1 order by id',
      [idCota],
    )
  ).rows;

describe('one active bid per quota and assembly (issue 13)', () => {
  it('20 different bids at once: one active bid at the end, every answer 200 or 409 with a message', async () => {
    const corpos = [];
    for (let i = 0; i < 20; i++) corpos.push(await confirmacao(5 + i));
    const respostas = await Promise.all(corpos.map((c) => pedir(`/cotas/${idCota}/credenciamento-lance`, c)));

    for (const r of respostas) {
      expect([200, 409]).toContain(r.statusCode);
      if (r.statusCode === 409) expect(r.json()).toEqual({ mensagem: MENSAGENS_LANCE.lanceConcorrente });
    }
    const registrados = respostas.filter((r) => r.statusCode === 200).map((r) => r.json());
    expect(registrados.every((r) => typeof r.protocolo === 'string')).toBe(true);
    const linhas = await lancesDaCota();
    expect(linhas.filter((l) => l.situacao === 'ativo')).toHaveLength(1);
    expect(linhas.filter((l) => l.situacao === 'substituido')).toHaveLength(linhas.length - 1);
    // Every answered protocol is a stored bid, and each replaced exactly the one active before it.
    expect(new Set(linhas.map((l) => l.protocolo))).toEqual(new Set(registrados.map((r) => r.protocolo)));
    const substituidos = registrados.map((r) => r.summary.substituiProtocolo).filter(Boolean);
    expect(new Set(substituidos).size).toBe(substituidos.length);
    expect(substituidos).toHaveLength(linhas.length - 1);
  });

  it('the same confirmation 20 times at once is one bid, answered with the same protocol', async () => {
    const corpo = await confirmacao(12);
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () => pedir(`/cotas/${idCota}/credenciamento-lance`, corpo)),
    );
    expect(respostas.map((r) => r.statusCode)).toEqual(Array<number>(20).fill(200));
    const protocolos = new Set(respostas.map((r) => r.json().protocolo));
    expect(protocolos.size).toBe(1);
    expect(await lancesDaCota()).toEqual([{ protocolo: [...protocolos][0], situacao: 'ativo' }]);
  });
});
