import { describe, expect, it } from 'vitest';
import { coberturaDoSeguro, motivoSemSeguro, telaDoSeguro, type TelaDoSeguro } from './seguro.rules.ts';
import { solicitarSeguroBodySchema } from './seguro.schemas.ts';

describe('coberturaDoSeguro (03 §9: up to 6 months of instalments)', () => {
  it.each([
    [123_456, 740_736],
    [1, 6],
    [0, 0],
  ])('instalment %i centavos covers %i centavos', (parcela, maximo) => {
    expect(coberturaDoSeguro(parcela)).toEqual({
      valorParcelaCentavos: parcela,
      meses: 6,
      valorMaximoCentavos: maximo,
    });
  });

  it('refuses amounts that are not integer centavos', () => {
    expect(() => coberturaDoSeguro(10.5)).toThrow(RangeError);
    expect(() => coberturaDoSeguro(-1)).toThrow(RangeError);
  });
});

describe('motivoSemSeguro', () => {
  const base = { cancelada: false, quitada: false, possuiSeguro: false, solicitacaoAberta: false };
  it.each([
    [{}, null],
    [{ cancelada: true }, 'cancelada'],
    [{ quitada: true }, 'quitada'],
    [{ possuiSeguro: true }, 'jaPossui'],
    [{ solicitacaoAberta: true }, 'solicitacaoAberta'],
    [{ cancelada: true, possuiSeguro: true }, 'cancelada'],
  ] as const)('%o → %s', (c, motivo) => {
    expect(motivoSemSeguro({ ...base, ...c })).toBe(motivo);
  });
});

describe('telaDoSeguro (the screen the offer opens on)', () => {
  it.each<[Parameters<typeof telaDoSeguro>[0], TelaDoSeguro]>([
    [{ possui_seguro: 'S', solicitacaoAberta: false, ofertaDisponivel: false }, 'adquirido'],
    [{ possui_seguro: 'S', solicitacaoAberta: true, ofertaDisponivel: false }, 'adquirido'],
    [{ possui_seguro: 'N', solicitacaoAberta: true, ofertaDisponivel: false }, 'aguarde'],
    [{ possui_seguro: 'N', solicitacaoAberta: false, ofertaDisponivel: false }, 'indisponivel'],
    [{ possui_seguro: 'N', solicitacaoAberta: false, ofertaDisponivel: true }, 'introducao'],
  ])('%o → %s', (d, tela) => {
    expect(telaDoSeguro(d)).toBe(tela);
  });
});

describe('solicitarSeguroBodySchema (telefone, email, melhor-horario)', () => {
  const valido = { telefone: '(11) 98765-4321', email: 'ana@example.com', 'melhor-horario': 'manha' };
  it('keeps the phone digits only', () => {
    expect(solicitarSeguroBodySchema.parse(valido).telefone).toBe('11987654321');
  });
  it.each([
    [{ telefone: '98765-4321' }, 'Telefone inválido'],
    [{ telefone: '(00) 98765-4321' }, 'Telefone inválido'],
    [{ email: 'ana@' }, 'E-mail inválido'],
    [{ 'melhor-horario': 'noite' }, 'Escolha o melhor horário para o contato.'],
  ])('%o → %s', (troca, mensagem) => {
    const r = solicitarSeguroBodySchema.safeParse({ ...valido, ...troca });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(mensagem);
  });
});
