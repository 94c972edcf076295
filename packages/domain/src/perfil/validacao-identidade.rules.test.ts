import { describe, expect, it } from 'vitest';
import {
  ENVIOS_VAZIOS,
  MENSAGENS_VALIDACAO_IDENTIDADE as M,
  juntarEnvios,
  pecasQueFaltam,
  recusaDaValidacaoDeIdentidade,
  type EnviosDeIdentidade,
} from './validacao-identidade.rules.ts';

const envios = (e: Partial<EnviosDeIdentidade>): EnviosDeIdentidade => ({ ...ENVIOS_VAZIOS, ...e });

describe('identity validation (03 §5 "selfie needs the personal document first")', () => {
  it.each<[string, 'F' | 'J', Partial<EnviosDeIdentidade>, string[]]>([
    ['a person with nothing', 'F', {}, ['documento', 'selfie']],
    ['a person with the document', 'F', { documentos: ['d'] }, ['selfie']],
    ['a person with both', 'F', { documentos: ['d'], selfies: ['s'] }, []],
    ['a company with nothing', 'J', {}, ['documentoSocio', 'documento', 'selfie']],
    ['a company without the partner', 'J', { documentos: ['d'], selfies: ['s'] }, ['documentoSocio']],
    ['a company with all', 'J', { documentos: ['d'], selfies: ['s'], documentosSocio: ['p'] }, []],
  ])('%s misses %j', (_, tipo, e, faltam) => {
    expect(pecasQueFaltam(tipo, envios(e))).toEqual(faltam);
  });

  it.each<[string, 'F' | 'J', Partial<EnviosDeIdentidade>, Partial<EnviosDeIdentidade>, string | null]>([
    ['nothing sent', 'F', {}, {}, M.nenhumArquivo],
    ['the document alone', 'F', {}, { documentos: ['d'] }, null],
    ['a selfie alone', 'F', {}, { selfies: ['s'] }, M.selfieSemDocumento],
    ['a selfie after the document', 'F', { documentos: ['d'] }, { selfies: ['s'] }, null],
    ['document and selfie at once', 'F', {}, { documentos: ['d'], selfies: ['s'] }, null],
    ['one file in two roles', 'F', {}, { documentos: ['x'], selfies: ['x'] }, M.papelTrocado],
    ['a document sent again as selfie', 'F', { documentos: ['d'] }, { selfies: ['d'] }, M.papelTrocado],
    [
      'the same request again',
      'F',
      { documentos: ['d'], selfies: ['s'] },
      { documentos: ['d'], selfies: ['s'] },
      null,
    ],
    ['a company selfie without partner', 'J', {}, { documentos: ['d'], selfies: ['s'] }, M.semDocumentoSocio],
    ['a company partner document alone', 'J', {}, { documentosSocio: ['p'] }, null],
    [
      'a company selfie after the partner',
      'J',
      { documentosSocio: ['p'] },
      { documentos: ['d'], selfies: ['s'] },
      null,
    ],
  ])('%s → %s', (_, tipo, noCaso, pedido, recusa) => {
    expect(recusaDaValidacaoDeIdentidade(tipo, envios(noCaso), envios(pedido))).toBe(recusa);
  });

  it('keeps earlier files first, without repeats', () => {
    expect(
      juntarEnvios(
        envios({ documentos: ['a'], selfies: ['s1'] }),
        envios({ documentos: ['a', 'b'], selfies: ['s2'] }),
      ),
    ).toEqual({ documentos: ['a', 'b'], selfies: ['s1', 's2'], documentosSocio: [] });
  });
});
