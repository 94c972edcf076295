import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCepOffline, createCepViaHttp } from './cep.ts';

/**
 * A tiny ViaCEP of our own on 127.0.0.1: each CEP of the table below answers one way (an address, "unknown",
 * an error status, garbage, a redirect, silence), so every branch of the HTTP adapter runs against real HTTP.
 */
const RESPOSTAS: Record<string, { status?: number; corpo?: string; atraso?: number; local?: string }> = {
  '01310100': {
    corpo: JSON.stringify({
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      complemento: 'de 612 a 1510 - lado par',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
      ibge: '3550308',
      ddd: '11',
    }),
  },
  // No IBGE code: the city is matched by name within the state.
  '24230100': {
    corpo: JSON.stringify({
      logradouro: 'Rua Gavião Peixoto',
      bairro: 'Icaraí',
      localidade: 'Niteroi',
      uf: 'RJ',
    }),
  },
  // A whole-city CEP: no street, no district.
  '78890000': {
    corpo: JSON.stringify({ logradouro: '', bairro: '', localidade: 'Sorriso', uf: 'MT', ibge: '5107925' }),
  },
  '99999999': { corpo: JSON.stringify({ erro: 'true' }) },
  '99999998': { corpo: JSON.stringify({ erro: true }) },
  '20040901': { status: 500, corpo: 'Internal Server Error' },
  '30130151': { corpo: '<html>not json</html>' },
  '80020310': { corpo: JSON.stringify({ logradouro: 'Rua XV de Novembro', uf: 'ZZ' }) },
  '41820020': { atraso: 2000, corpo: '{}' },
  '90570080': { status: 302, local: 'http://127.0.0.1:1/' },
  '88015200': { corpo: 'x'.repeat(70 * 1024) },
};

let servidor: Server;
let url: string;
const pedidos: string[] = [];
beforeAll(async () => {
  servidor = createServer((req, res) => {
    pedidos.push(req.url ?? '');
    const cep = /^\/ws\/(\d{8})\/json\/$/.exec(req.url ?? '')?.[1];
    const r = cep ? RESPOSTAS[cep] : undefined;
    if (!r) {
      res.writeHead(404).end();
      return;
    }
    setTimeout(() => {
      if (res.destroyed) return;
      res.writeHead(r.status ?? 200, {
        'content-type': 'application/json; charset=utf-8',
        ...(r.local && { location: r.local }),
      });
      res.end(r.corpo);
    }, r.atraso ?? 0);
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}/ws/`;
});
afterAll(async () => {
  servidor.closeAllConnections();
  await new Promise((ok) => servidor.close(ok));
});

const paulista = {
  cep: '01310-100',
  tipoLogradouro: 'Avenida',
  logradouro: 'Paulista',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  idCidade: 3550308,
  uf: 'SP',
};

describe('offline CEP look-up', () => {
  const offline = createCepOffline();

  it('knows the streets of the demo addresses', async () => {
    expect(await offline.buscar('01310100')).toEqual(paulista);
    expect(await offline.buscar('70302000')).toEqual({
      cep: '70302-000',
      tipoLogradouro: null,
      logradouro: 'SCS Quadra 2',
      bairro: 'Asa Sul',
      localidade: 'Brasília',
      idCidade: 5300108,
      uf: 'DF',
    });
  });

  it('answers the state alone for any other CEP of a state, and nothing outside the ranges', async () => {
    expect(await offline.buscar('69900123')).toEqual({
      cep: '69900-123',
      tipoLogradouro: null,
      logradouro: null,
      bairro: null,
      localidade: null,
      idCidade: null,
      uf: 'AC',
    });
    expect(await offline.buscar('00000000')).toBeNull();
  });
});

describe('ViaCEP-compatible look-up (CEP_URL)', () => {
  const falhas: { motivo: string; status?: number }[] = [];
  const via = (timeoutMs = 500) =>
    createCepViaHttp({ url, timeoutMs, aoFalhar: (detalhes) => falhas.push(detalhes) });

  it("maps the service's answer, the street split into type and name, the city to its IBGE code", async () => {
    expect(await via().buscar('01310100')).toEqual(paulista);
    expect(pedidos).toContain('/ws/01310100/json/');
    expect(await via().buscar('24230100')).toEqual({
      cep: '24230-100',
      tipoLogradouro: 'Rua',
      logradouro: 'Gavião Peixoto',
      bairro: 'Icaraí',
      localidade: 'Niterói',
      idCidade: 3303302,
      uf: 'RJ',
    });
    expect(await via().buscar('78890000')).toEqual({
      cep: '78890-000',
      tipoLogradouro: null,
      logradouro: null,
      bairro: null,
      localidade: 'Sorriso',
      idCidade: 5107925,
      uf: 'MT',
    });
  });

  it('answers null when the service says the CEP does not exist', async () => {
    expect(await via().buscar('99999999')).toBeNull();
    expect(await via().buscar('99999998')).toBeNull();
  });

  it.each([
    ['an error status', '20040901', { motivo: 'resposta de erro', status: 500 }],
    ['an answer that is not JSON', '30130151', { motivo: 'resposta inválida' }],
    ['an answer with an unknown state', '80020310', { motivo: 'resposta inválida' }],
    ['a redirect', '90570080', { motivo: 'redirecionamento recusado' }],
    ['an answer too large', '88015200', { motivo: 'resposta grande demais' }],
    ['a service too slow', '41820020', { motivo: 'tempo esgotado' }],
  ])('on %s falls back to the offline answer and reports only the reason', async (_, cep, falha) => {
    falhas.length = 0;
    expect(await via(300).buscar(cep)).toEqual(await createCepOffline().buscar(cep));
    expect(falhas).toEqual([falha]);
    expect(JSON.stringify(falhas)).not.toContain(cep);
  });

  it('falls back when nothing listens there', async () => {
    falhas.length = 0;
    const ninguem = createCepViaHttp({ url: 'http://127.0.0.1:1/ws', aoFalhar: (d) => falhas.push(d) });
    expect(await ninguem.buscar('01310100')).toEqual(paulista);
    expect(falhas).toEqual([{ motivo: 'sem conexão' }]);
  });
});
