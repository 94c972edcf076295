import { describe, expect, it } from 'vitest';
import {
  bytesDoBase64,
  dimensoesReduzidas,
  idDoArquivoNaUrl,
  MENSAGENS_FOTO,
  recusaDaFoto,
  tamanhoDoBase64,
  TAMANHO_MAXIMO_FOTO_BYTES,
  urlDoArquivo,
} from './arquivos.rules.ts';
import { avaliacaoDepoisDe, deveMostrarAvaliacao, grupoCota, lerGrupoCota } from './avaliacao.rules.ts';
import {
  passoTamanhoFonte,
  tamanhoFonteEfetivo,
  tamanhoFonteValido,
  tamanhoTituloPrincipal,
} from './fonte.rules.ts';

describe('font size', () => {
  it.each([
    [10, true],
    [16, true],
    [48, true],
    [9, false],
    [49, false],
    [16.5, false],
    ['16', false],
    [null, false],
  ])('%j is valid: %s', (valor, valido) => {
    expect(tamanhoFonteValido(valor)).toBe(valido);
  });

  it.each([
    [20, 20],
    [null, 16],
    [100, 16],
    [undefined, 16],
  ])('effective size of %j is %d', (valor, efetivo) => {
    expect(tamanhoFonteEfetivo(valor)).toBe(efetivo);
  });

  it.each([
    [16, 1, 17],
    [16, -1, 15],
    [48, 1, 48],
    [10, -1, 10],
  ] as const)('%d one step %d is %d', (atual, direcao, esperado) => {
    expect(passoTamanhoFonte(atual, direcao)).toBe(esperado);
  });

  it('puts the main headline at 48 px on the default size', () => {
    expect(tamanhoTituloPrincipal(16)).toBe(48);
    expect(tamanhoTituloPrincipal(20)).toBe(60);
  });
});

describe('flow evaluation', () => {
  const nunca = { assessmented: false, liked: null, nextAppearance: null };
  it.each([
    [nunca, '2026-03-10', true],
    [{ ...nunca, nextAppearance: '2026-03-10' }, '2026-03-10', true],
    [{ ...nunca, nextAppearance: '2026-03-09' }, '2026-03-10', true],
    [{ ...nunca, nextAppearance: '2026-03-11' }, '2026-03-10', false],
    [{ assessmented: true, liked: true, nextAppearance: '2026-06-08' }, '2026-03-10', false],
  ])('%j on %s shows the modal: %s', (avaliacao, hoje, mostra) => {
    expect(deveMostrarAvaliacao(avaliacao, hoje)).toBe(mostra);
  });

  it.each([
    [
      { tipo: 'respondeu', gostou: true } as const,
      { assessmented: true, liked: true, nextAppearance: '2026-06-08' },
    ],
    [
      { tipo: 'respondeu', gostou: false } as const,
      { assessmented: true, liked: false, nextAppearance: '2026-06-08' },
    ],
    [{ tipo: 'dispensou' } as const, { assessmented: false, liked: null, nextAppearance: '2026-04-09' }],
  ])('%j sets %j', (acao, esperado) => {
    expect(avaliacaoDepoisDe(acao, nunca, '2026-03-10')).toEqual(esperado);
  });

  it.each([
    ['001010/0023', { grupo: 1010, cota: 23 }],
    ['6060/7', { grupo: 6060, cota: 7 }],
    ['1010-23', null],
    ['abc/0023', null],
    ['0010100/0023', null],
  ])('reads group_quota %s', (valor, esperado) => {
    expect(lerGrupoCota(valor)).toEqual(esperado);
  });

  it('writes group_quota padded', () => {
    expect(grupoCota(1010, 23)).toBe('001010/0023');
  });
});

describe('photo uploads', () => {
  it.each([
    [0, 'image/png', MENSAGENS_FOTO.vazia],
    [TAMANHO_MAXIMO_FOTO_BYTES + 1, 'image/png', MENSAGENS_FOTO.grande],
    [1000, undefined, MENSAGENS_FOTO.tipo],
    [1000, 'application/x-msdownload', MENSAGENS_FOTO.tipo],
    [1000, 'image/gif', MENSAGENS_FOTO.tipo],
    [1000, 'image/jpeg', null],
    [TAMANHO_MAXIMO_FOTO_BYTES, 'image/webp', null],
    [1000, 'image/png', null],
  ])('%d bytes of %s → %s', (tamanho, tipo, recusa) => {
    expect(recusaDaFoto(tamanho, tipo)).toBe(recusa);
  });

  it.each([
    [4000, 3000, { largura: 1024, altura: 768 }],
    [3000, 4000, { largura: 768, altura: 1024 }],
    [800, 600, { largura: 800, altura: 600 }],
    [5000, 2, { largura: 1024, altura: 1 }],
  ])('%d×%d fits in %j', (largura, altura, esperado) => {
    expect(dimensoesReduzidas(largura, altura)).toEqual(esperado);
  });

  it.each([
    ['aGVsbG8=', 'hello'],
    ['data:image/png;base64,aGVsbG8=', 'hello'],
    ['aGVs\nbG8=', 'hello'],
    ['não é base64', null],
    ['aGVsbG8===', null],
  ])('decodes %j', (valor, texto) => {
    const bytes = bytesDoBase64(valor);
    expect(bytes && new TextDecoder().decode(bytes)).toBe(texto);
  });

  it.each([
    ['aGVsbG8=', 5],
    ['data:image/png;base64,aGVsbG8h', 6],
    ['aGVsbA==', 4],
  ])('size of %s is %d', (valor, tamanho) => {
    expect(tamanhoDoBase64(valor)).toBe(tamanho);
  });

  it.each([
    [urlDoArquivo('0b7c1a2e-3f4d-4a5b-8c6d-7e8f9a0b1c2d'), '0b7c1a2e-3f4d-4a5b-8c6d-7e8f9a0b1c2d'],
    ['https://evil.example/x.png', null],
    ['/app-cliente/v1/arquivos/../../etc/passwd', null],
    ['/app-cliente/v1/arquivos/0b7c1a2e-3f4d-4a5b-8c6d-7e8f9a0b1c2d?x=1', null],
  ])('photo url %s names file %s', (url, id) => {
    expect(idDoArquivoNaUrl(url)).toBe(id);
  });
});
