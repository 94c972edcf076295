import { describe, expect, it } from 'vitest';
import { telaDoFaturamentoSeminovo } from './seminovo-fluxo.rules.ts';
import {
  FASE_FOTOS_VISTORIA_ENVIADAS,
  FASES_FOTOS_VISTORIA_DIGITAL,
  FOTOS_VISTORIA_DIGITAL,
  MENSAGENS_VISTORIA_DIGITAL,
  smsVistoriaDigital,
} from './vistoria-digital.rules.ts';

describe('the digital inspection (ADR 0058)', () => {
  it('asks one photo per position, each with its own code and words', () => {
    const codigos = FOTOS_VISTORIA_DIGITAL.map((f) => f.codigo);
    expect(new Set(codigos).size).toBe(codigos.length);
    expect(codigos).toEqual([
      'frente',
      'traseira',
      'lateralEsquerda',
      'lateralDireita',
      'painel',
      'chassi',
      'motor',
    ]);
    expect(MENSAGENS_VISTORIA_DIGITAL.faltaFoto('Número do chassi')).toBe('Falta a foto: número do chassi.');
  });

  it('keeps the customer on the link-sent screen while photos are awaited and after they are sent', () => {
    const digital = { tipoVistoria: 'VISTORIA_DIGITAL' as const, tipoVendedor: null };
    for (const fase of [...FASES_FOTOS_VISTORIA_DIGITAL, FASE_FOTOS_VISTORIA_ENVIADAS])
      expect(telaDoFaturamentoSeminovo(fase, digital)).toBe('vistoriadigital/linkenviado');
  });

  it('sends the portal’s own screen, no token, with the last day in São Paulo', () => {
    // 30 days from a request at 22:30 in São Paulo end at 01:30 UTC: still the 26th there.
    const texto = smsVistoriaDigital({
      parceiro: 'Vértice Consórcios',
      dominio: 'portal.vertice.example',
      veiculo: 'Toyota Corolla',
      expiraEm: '2026-12-27T01:30:00.000Z',
    });
    expect(texto).toBe(
      'Vértice Consórcios: fotografe o Toyota Corolla para a vistoria digital em ' +
        'https://portal.vertice.example/faturamentoseminovo/vistoriadigital/linkenviado (entre com o seu CPF/CNPJ). ' +
        'O link vale até 26/12/2026.',
    );
    expect(MENSAGENS_VISTORIA_DIGITAL.linkExpirado('2026-12-27T01:30:00.000Z')).toContain(
      'expirou em 26/12/2026',
    );
  });
});
