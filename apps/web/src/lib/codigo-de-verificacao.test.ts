import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { mensagemDoErroDeCodigo } from './codigo-de-verificacao';

describe('verification code errors (spec §8)', () => {
  it.each([
    [new ApiError(400, 'x', 'INVALID_VALIDATION_CODE'), 'Código inválido, tente novamente'],
    [new ApiError(400, 'x', 'VALIDATION_CODE_EXPIRED'), 'Esse código expirou, tente novamente'],
    [
      new ApiError(400, 'x', 'VALIDATION_CODE_ALREADY_VERIFIED'),
      'Esse código já foi validado, tente novamente',
    ],
    [new ApiError(400, 'x', 'RESOURCE_NOT_FOUND'), 'Erro no sistema, tente novamente mais tarde'],
    [new ApiError(400, 'Código inválido, tente novamente'), 'Código inválido, tente novamente'],
    [new ApiError(500, 'falhou'), 'Erro no sistema, tente novamente mais tarde'],
    [new Error('?'), 'Erro no sistema, tente novamente mais tarde'],
  ])('%o → %s', (erro, mensagem) => {
    expect(mensagemDoErroDeCodigo(erro)).toBe(mensagem);
  });
});
