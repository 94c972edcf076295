import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizarPlaca, valorFipeEmCentavos } from '@portal/domain';
import { createPlacaDemonstracao, createPlacaHttp, PLACAS_DEMONSTRACAO } from './placa.ts';

/**
 * The plate adapter's contract, on real HTTP: a tiny service on 127.0.0.1 replays the recorded answers of
 * placa-gravacoes/ (GET /ok/BRA2E19 → BRA2E19.json; an unknown plate answers 404). The first segment picks
 * how it behaves: /ok replays, /lento answers after the timeout, /erro 500, /lixo HTML, /redireciona 302,
 * /forma JSON of another shape, /outra another plate's answer.
 */
const GRAVACOES = path.join(import.meta.dirname, 'placa-gravacoes');

let servidor: Server;
let base: string;
const pedidos: string[] = [];

beforeAll(async () => {
  servidor = createServer((req, res) => {
    const url = req.url ?? '';
    pedidos.push(url);
    const [, modo, placa = ''] = url.split('/');
    const arquivo = path.join(GRAVACOES, `${decodeURIComponent(placa)}.json`);
    const json = { 'content-type': 'application/json; charset=utf-8' };
    if (modo === 'erro') return void res.writeHead(500, json).end('{"error":"Internal"}');
    if (modo === 'lixo') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    if (modo === 'redireciona') return void res.writeHead(302, { location: 'http://127.0.0.1:1/' }).end();
    if (modo === 'forma') return void res.writeHead(200, json).end('{"placa":"BRA2E19","marca":"X","ano":1}');
    if (modo === 'outra')
      return void res.writeHead(200, json).end(readFileSync(path.join(GRAVACOES, 'LEI1L22.json')));
    if (modo === 'lento')
      return void setTimeout(() => !res.destroyed && res.writeHead(200, json).end('{}'), 3000);
    if (modo !== 'ok' || !existsSync(arquivo))
      return void res.writeHead(404, json).end('{"error":"Not found"}');
    res.writeHead(200, json).end(readFileSync(arquivo));
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
});
afterAll(async () => {
  servidor.closeAllConnections();
  await new Promise((ok) => servidor.close(ok));
});

const http = (modo: string, falhas: { motivo: string; status?: number }[] = []) =>
  createPlacaHttp({
    url: `${base}/${modo}/`,
    // Only /lento must outlast the timeout; the others get room for a loaded machine.
    timeoutMs: modo === 'lento' ? 1000 : 10_000,
    aoFalhar: (d) => falhas.push(d),
  });

describe('the HTTP plate adapter, on the recorded answers', () => {
  it('reads a Mercosul plate: years and codes as text or numbers, upper-case chassis and state', async () => {
    const falhas: { motivo: string }[] = [];
    expect(await http('ok', falhas).consultar('BRA2E19'), JSON.stringify(falhas)).toEqual({
      placa: 'BRA2E19',
      tipo: 'LEVE',
      marca: 'TOYOTA',
      codigoFabricante: '56',
      modelo: 'COROLLA XEi 2.0 Flex 16V Aut.',
      anoFabricacao: 2023,
      anoModelo: 2024,
      uf: 'PR',
      cor: 'Prata',
      valorFipe: 'R$ 142.380,00',
      chassi: '9BRBDWHE5R0123456',
      renavam: '01234567890',
      leilao: false,
      chassiRecuperado: false,
    });
    expect(pedidos.at(-1)).toBe('/ok/BRA2E19');
  });

  it('reads an old-format plate answered with its hyphen; missing flags are false and the type a car', async () => {
    const v = await http('ok').consultar(normalizarPlaca('abc-1234')!);
    expect(v).toMatchObject({ placa: 'ABC1234', tipo: 'LEVE', leilao: false, chassiRecuperado: false });
    expect(valorFipeEmCentavos(v!.valorFipe)).toBe(2_195_000);
  });

  it('keeps the auction flag', async () => {
    expect(await http('ok').consultar('LEI1L22')).toMatchObject({ leilao: true, valorFipe: 'R$ 68.900,00' });
  });

  it('answers not found for 404 and for an answer without brand (02 §5)', async () => {
    const falhas: { motivo: string }[] = [];
    expect(await http('ok', falhas).consultar('ZZZ9Z99')).toBeNull();
    expect(await http('ok', falhas).consultar('SEM0M00')).toBeNull();
    expect(falhas).toEqual([]);
  });

  it.each([
    ['lento', 'tempo esgotado', undefined],
    ['erro', 'resposta de erro', 500],
    ['lixo', 'resposta inválida', undefined],
    ['redireciona', 'redirecionamento recusado', undefined],
    ['forma', 'resposta inválida', undefined],
    ['outra', 'placa diferente', undefined],
  ])('%s: not found (02 §7), the reason logged only', async (modo, motivo, status) => {
    const falhas: { motivo: string; status?: number }[] = [];
    expect(await http(modo, falhas).consultar('BRA2E19')).toBeNull();
    expect(falhas).toEqual([{ motivo, ...(status !== undefined && { status }) }]);
    expect(JSON.stringify(falhas)).not.toContain('127.0.0.1');
  });
});

describe('the demo plates', () => {
  it('cover found, too old, auction, recovered chassis; other plates are not found', async () => {
    const demo = createPlacaDemonstracao();
    expect(await demo.consultar('BRA2E19')).toMatchObject({ marca: 'Toyota', anoModelo: 2024 });
    expect(await demo.consultar('ABC1234')).toMatchObject({ anoModelo: 2009 });
    expect(await demo.consultar('LEI1L22')).toMatchObject({ leilao: true });
    expect(await demo.consultar('RCP3C45')).toMatchObject({ chassiRecuperado: true });
    expect(await demo.consultar('ZZZ9Z99')).toBeNull();
    for (const v of Object.values(PLACAS_DEMONSTRACAO)) {
      expect(normalizarPlaca(v.placa)).toBe(v.placa);
      expect(v.chassi).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(valorFipeEmCentavos(v.valorFipe)).toBeGreaterThan(0);
    }
  });
});
