import { readFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hojeEmSaoPaulo, MENSAGENS_VEICULOS } from '@portal/domain';
import { CABECALHOS, MARIA, PREFIX, createTestApp, type TestApp } from '../../test/test-app.ts';
import { CatalogoIndisponivel, createCatalogoFipe } from './catalogo-veiculos.ts';

/**
 * The FIPE adapter's contract, on real HTTP: a tiny FIPE-compatible service on 127.0.0.1 replays the recorded
 * answers of fipe-gravacoes/ (one JSON per path: /carros/marcas/59/modelos → carros-marcas-59-modelos.json; an
 * unknown path answers 404 as the public service does). The first segment of the URL picks how it behaves:
 * /ok replays, /lento answers after the adapter's timeout, /erro answers 500, /lixo answers HTML,
 * /redireciona answers 302, /forma answers JSON of another shape.
 */
const GRAVACOES = path.join(import.meta.dirname, 'fipe-gravacoes');

let servidor: Server;
let base: string;
const pedidos: string[] = [];

beforeAll(async () => {
  servidor = createServer((req, res) => {
    const url = req.url ?? '';
    pedidos.push(url);
    const [, modo, ...resto] = url.split('/');
    const arquivo = path.join(GRAVACOES, `${resto.map(decodeURIComponent).join('-')}.json`);
    const json = { 'content-type': 'application/json; charset=utf-8' };
    if (modo === 'erro') return void res.writeHead(500, json).end('{"error":"Internal"}');
    if (modo === 'lixo')
      return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>manutenção</html>');
    if (modo === 'redireciona') return void res.writeHead(302, { location: 'http://127.0.0.1:1/' }).end();
    if (modo === 'forma') return void res.writeHead(200, json).end('[{"id":1,"label":"Fiat"}]');
    if (modo === 'lento')
      return void setTimeout(() => !res.destroyed && res.writeHead(200, json).end('[]'), 1500);
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

const catalogo = (modo: string, falhas: { motivo: string; status?: number }[] = []) =>
  createCatalogoFipe({
    url: `${base}/${modo}/`,
    // Only /lento must outlast the timeout; the others get room for a loaded machine.
    timeoutMs: modo === 'lento' ? 300 : 10_000,
    anoZeroKm: () => 2027,
    aoFalhar: (d) => falhas.push(d),
  });

describe('the FIPE-compatible adapter, on the recorded answers', () => {
  it('lists the brands of the three tables, filtered by every word typed, accents and case ignored', async () => {
    const fipe = catalogo('ok');
    expect(await fipe.fabricantes({ busca: 'volks' })).toEqual([
      { codFabricante: 'carros-59', nomeFabricante: 'VW - VolksWagen', tipos: ['LEVE'] },
      { codFabricante: 'caminhoes-114', nomeFabricante: 'VOLKSWAGEN', tipos: ['PESADO'] },
    ]);
    expect(await fipe.fabricantes({ busca: 'CITROEN' })).toEqual([
      { codFabricante: 'carros-13', nomeFabricante: 'Citroën', tipos: ['LEVE'] },
    ]);
    // A type asks one table only, and its models take that type.
    pedidos.length = 0;
    expect(await fipe.fabricantes({ busca: 'honda', tipo: 'MOTOCICLETA' })).toEqual([
      { codFabricante: 'motos-80', nomeFabricante: 'HONDA', tipos: ['MOTOCICLETA'] },
    ]);
    expect(pedidos).toEqual(['/ok/motos/marcas']);
  });

  it("lists a brand's models and answers null for a brand it does not have", async () => {
    const fipe = catalogo('ok');
    const modelos = await fipe.modelos({
      codFabricante: 'carros-59',
      busca: 't-cross',
      tipo: 'SUV_CAMIONETE',
    });
    expect(modelos).toEqual([
      {
        codBem: 'carros-59-8734',
        nomeBem: 'T-Cross Sense 1.0 TSI Flex 5p Aut.',
        codFabricante: 'carros-59',
        nomeFabricante: 'VW - VolksWagen',
        tipoVeiculo: 'SUV_CAMIONETE',
      },
    ]);
    expect(await fipe.modelos({ codFabricante: 'carros-59' })).toHaveLength(5);
    expect(await fipe.modelos({ codFabricante: 'carros-999' })).toBeNull();
    expect(await fipe.modelos({ codFabricante: '59' })).toBeNull();
  });

  it("prices a model's years: centavos from the FIPE text, Zero KM as the newest year", async () => {
    const anos = await catalogo('ok').anos('carros-59-5585');
    expect(anos).toEqual([
      {
        ano: '2027/2027',
        anoFabricacao: 2027,
        anoModelo: 2027,
        valor: 32_999_000,
        combustivel: 'Diesel',
        codigoFipe: '005340-6',
        mesReferencia: 'novembro de 2026',
      },
      expect.objectContaining({ ano: '2022/2022', valor: 19_851_700 }),
      expect.objectContaining({ ano: '2021/2021', valor: 18_290_400 }),
    ]);
    expect(await catalogo('ok').anos('carros-59-1')).toBeNull();
    expect(await catalogo('ok').anos('carros-59')).toBeNull();
  });

  it.each([
    ['lento', 'tempo esgotado', undefined],
    ['erro', 'resposta de erro', 500],
    ['lixo', 'resposta inválida', undefined],
    ['redireciona', 'redirecionamento recusado', undefined],
    ['forma', 'resposta inválida', undefined],
  ])('%s: throws CatalogoIndisponivel and logs the reason only (%s)', async (modo, motivo, status) => {
    const falhas: { motivo: string; status?: number }[] = [];
    const erro = await catalogo(modo, falhas)
      .fabricantes({ tipo: 'LEVE' })
      .catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(CatalogoIndisponivel);
    expect(falhas).toEqual([{ motivo, ...(status !== undefined && { status }) }]);
    expect(JSON.stringify(falhas)).not.toContain('127.0.0.1');
  });
});

describe('the API with FIPE_URL', () => {
  let t: TestApp;
  let maria: { access_token: string; idCota: number };
  afterAll(() => t?.close());
  /** The catalogue serves asset invoicing, which is for phones (ADR 0044): a GET from one. */
  const doCelular = (url: string, token: string) =>
    t.app.inject({
      method: 'GET',
      url: PREFIX + url,
      headers: {
        ...CABECALHOS,
        access_token: token,
        'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36',
      },
    });

  it('answers the look-ups from the service, and a failing service with a sentence, never a stack', async () => {
    t = await createTestApp({ fipeUrl: `${base}/ok` });
    maria = await t.login(MARIA);
    const marcas = await doCelular('/core/faturamento/auto/marcas?marca=vw&tipo=LEVE', maria.access_token);
    expect(marcas.statusCode, marcas.body).toBe(200);
    expect(marcas.json().data).toEqual([
      { codFabricante: 'carros-59', nomeFabricante: 'VW - VolksWagen', tipos: ['LEVE'] },
    ]);
    const anos = await doCelular(
      `/cotas/${maria.idCota}/modelosbens/carros-59-5585/anos`,
      maria.access_token,
    );
    // Zero KM is this year's 0 km, by the app's clock.
    const ano = Number(hojeEmSaoPaulo(new Date()).slice(0, 4));
    expect(anos.json().data[0]).toMatchObject({ ano: `${ano}/${ano}`, valor: 32_999_000 });
    await t.close();

    t = await createTestApp({ fipeUrl: `${base}/erro` });
    maria = await t.login(MARIA);
    const res = await doCelular(`/cotas/${maria.idCota}/fabricantes?nomefabricante=fiat`, maria.access_token);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ mensagem: MENSAGENS_VEICULOS.catalogoIndisponivel });
  }, 180_000);
});
