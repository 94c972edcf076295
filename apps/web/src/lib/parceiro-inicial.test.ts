// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { dadosDaPagina, parceiroDaPagina } from './parceiro-inicial';

/** A page as the server writes it (apps/api/src/plugins/web.ts): the block before </head>, or none. */
function pagina(bloco?: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${bloco === undefined ? '' : `<script id="parceiro-do-dominio" type="application/json">${bloco}</script>`}</head><body></body></html>`,
    'text/html',
  );
}

describe('the partner configuration the page came with', () => {
  it('is read from the block, with an escaped </script> inside a value', () => {
    const parceiro = { id: 2, name: 'Vértice </script>', colors: ['#1D4ED8'], domain: '127.0.0.1' };
    const avisos = [{ id: 1, text: 'Manutenção às 22h', active: true }];
    const json = JSON.stringify({ parceiro, avisos }).replaceAll('<', '\\u003c');
    expect(dadosDaPagina(pagina(json))).toEqual({ parceiro, avisos });
    expect(parceiroDaPagina(pagina(json))).toEqual(parceiro);
  });

  it.each([
    ['no block (dev server, unknown host, offline shell)', undefined],
    ['an empty block', ''],
    ['junk', '{nao é json'],
    ['JSON of another shape', '{"nome":"x"}'],
    ['a partner without its colours', '{"parceiro":{"id":1},"avisos":[]}'],
    ['null', 'null'],
  ])('is undefined with %s, so the app asks the API', (_, bloco) => {
    expect(parceiroDaPagina(pagina(bloco))).toBeUndefined();
  });
});
