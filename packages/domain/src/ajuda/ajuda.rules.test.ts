import { describe, expect, it } from 'vitest';
import {
  consultaComPrefixo,
  normalizarBusca,
  offsetDaPagina,
  paginaDoEndereco,
  paginaDoOffset,
  palavrasDaBusca,
  paragrafosDaResposta,
  partesDoTrecho,
  totalDePaginas,
  trechoComReticencias,
} from './ajuda.rules.ts';

describe('normalizarBusca', () => {
  it.each([
    ['  boleto   vencido ', 'boleto vencido'],
    ['\tFGTS\n', 'FGTS'],
    ['   ', ''],
    ['contemplação', 'contemplação'],
  ])('%j → %j', (entrada, esperado) => expect(normalizarBusca(entrada)).toBe(esperado));
});

describe('paging, 10 per page', () => {
  it.each([
    [1, 0],
    [2, 10],
    [5, 40],
    [0, 0],
    [-3, 0],
    [2.7, 10],
  ])('page %d starts at offset %d', (pagina, offset) => expect(offsetDaPagina(pagina)).toBe(offset));

  it.each([
    [0, 1],
    [9, 1],
    [10, 2],
    [25, 3],
    [-10, 1],
  ])('offset %d is on page %d', (offset, pagina) => expect(paginaDoOffset(offset)).toBe(pagina));

  it.each([
    [0, 0],
    [1, 1],
    [10, 1],
    [11, 2],
    [40, 4],
  ])('%d results make %d pages', (total, paginas) => expect(totalDePaginas(total)).toBe(paginas));

  it.each([
    [null, 1],
    ['', 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['abc', 1],
  ])('?pagina=%j reads as page %d', (valor, pagina) => expect(paginaDoEndereco(valor)).toBe(pagina));
});

describe('palavrasDaBusca', () => {
  it.each([
    ['2ª via do boleto', ['2ª', 'via', 'do', 'boleto']],
    ["boleto & !fgts | 'x':*", ['boleto', 'fgts', 'x']],
    ['contemplação', ['contemplação']],
    ['(((', []],
  ])('%j → %j', (texto, palavras) => expect(palavrasDaBusca(texto)).toEqual(palavras));
});

describe('consultaComPrefixo', () => {
  it.each([
    ['contempl', 'todas', 'contempl:*'],
    ['segunda via bol', 'todas', 'segunda & via & bol:*'],
    ['segunda via bol', 'qualquer', 'segunda | via | bol:*'],
    ["x' | (drop", 'todas', 'x & drop:*'],
    ['  !!! ', 'todas', null],
  ] as const)('%j (%s) → %j', (texto, juncao, esperado) =>
    expect(consultaComPrefixo(texto, juncao)).toBe(esperado),
  );
});

describe('partesDoTrecho', () => {
  it.each([
    ['sem destaque', [{ texto: 'sem destaque', destaque: false }]],
    [
      'o [[boleto]] vence',
      [
        { texto: 'o ', destaque: false },
        { texto: 'boleto', destaque: true },
        { texto: ' vence', destaque: false },
      ],
    ],
    [
      '[[lance]][[livre]] e fixo',
      [
        { texto: 'lancelivre', destaque: true },
        { texto: ' e fixo', destaque: false },
      ],
    ],
    ['marca [[aberta', [{ texto: 'marca [[aberta', destaque: false }]],
    ['vazio [[]] aqui', [{ texto: 'vazio  aqui', destaque: false }]],
    ['', []],
  ])('%j', (trecho, partes) => expect(partesDoTrecho(trecho)).toEqual(partes));
});

describe('paragrafosDaResposta', () => {
  it.each([
    ['Um.\n\nDois.', ['Um.', 'Dois.']],
    ['Linha\nquebrada.\n\n\n  Outro.  ', ['Linha quebrada.', 'Outro.']],
    ['', []],
  ])('%j', (resposta, paragrafos) => expect(paragrafosDaResposta(resposta)).toEqual(paragrafos));
});

describe('trechoComReticencias', () => {
  const resposta = 'Primeira frase.\n\nSegunda frase com o boleto. Terceira frase.';
  it.each([
    [
      'Primeira frase. Segunda frase com o [[boleto]]. Terceira frase.',
      'Primeira frase. Segunda frase com o [[boleto]]. Terceira frase.',
    ],
    ['Primeira frase.\n\nSegunda frase', 'Primeira frase. Segunda frase …'],
    ['com o [[boleto]]. Terceira frase.', '… com o [[boleto]]. Terceira frase.'],
    ['frase com o [[boleto]]', '… frase com o [[boleto]] …'],
    ['', ''],
  ])('%j', (trecho, esperado) => expect(trechoComReticencias(trecho, resposta)).toBe(esperado));
});
