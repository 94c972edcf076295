import { describe, expect, it } from 'vitest';
import {
  avaliacaoBodySchema,
  preferenciasCotaBodySchema,
  preferenciasUsuarioBodySchema,
} from './perfil.schemas.ts';

const FOTO = '/app-cliente/v1/arquivos/0b7c1a2e-3f4d-4a5b-8c6d-7e8f9a0b1c2d';
const mensagem = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

describe('PUT /cotas/{id}/preferencias body', () => {
  it.each([
    [{}, 'Informe o apelido ou a foto da cota.'],
    [{ nickname: 'x'.repeat(41) }, 'O apelido deve ter no máximo 40 caracteres.'],
    [{ nickname: '<script>' }, 'O apelido tem caracteres não permitidos.'],
    [{ photo_url: 'https://evil.example/x.png' }, 'A foto informada não é válida. Envie a imagem novamente.'],
    [{ nickname: 'Carro da família' }, null],
    [{ photo_url: FOTO }, null],
    [{ photo_url: null }, null],
  ])('%j → %s', (corpo, esperado) => {
    expect(mensagem(preferenciasCotaBodySchema.safeParse(corpo))).toBe(esperado);
  });

  it('trims the nickname and turns an empty one into null (removes it)', () => {
    expect(preferenciasCotaBodySchema.parse({ nickname: '  Casa  ' }).nickname).toBe('Casa');
    expect(preferenciasCotaBodySchema.parse({ nickname: '   ' }).nickname).toBeNull();
  });
});

describe('PUT /usuarios/{id}/preferencias body', () => {
  it.each([
    [{}, 'Informe ao menos uma preferência.'],
    [{ font_size: 9 }, 'O tamanho da letra deve ser um número inteiro de 10 a 48.'],
    [{ font_size: 49 }, 'O tamanho da letra deve ser um número inteiro de 10 a 48.'],
    [{ font_size: 18.5 }, 'O tamanho da letra deve ser um número inteiro de 10 a 48.'],
    [{ font_size: 48 }, null],
    [{ font_size: null }, null],
    [{ block_push_notification: true }, null],
    [{ assessmentUser: { assessmented: true, liked: true, nextAppearance: '2026-06-01' } }, null],
    [
      { assessmentUser: { assessmented: true, liked: true, nextAppearance: '01/06/2026' } },
      expect.any(String),
    ],
  ])('%j → %s', (corpo, esperado) => {
    expect(mensagem(preferenciasUsuarioBodySchema.safeParse(corpo))).toEqual(esperado);
  });
});

describe('POST /usuarios/avaliacoes body', () => {
  const valido = { name: 'boletos', answer: 'Gostei', partner: 1, group_quota: '001010/0023' };
  it.each([
    [valido, null],
    [{ ...valido, group_quota: null }, null],
    [{ ...valido, name: 'outro' }, 'Fluxo avaliado desconhecido.'],
    [{ ...valido, answer: '  ' }, 'Informe sua resposta.'],
    [{ ...valido, group_quota: '1010-23' }, 'Grupo e cota inválidos.'],
  ])('%j → %s', (corpo, esperado) => {
    expect(mensagem(avaliacaoBodySchema.safeParse(corpo))).toBe(esperado);
  });
});
