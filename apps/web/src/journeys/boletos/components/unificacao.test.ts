import { describe, expect, it } from 'vitest';
import { exigeConfirmacaoDeUnificacao } from './unificacao';

const cota = (idCota: number) => ({ idCota, quantidade: 1, valorTotal: 1 });

describe('unificação de parcelas de várias cotas', () => {
  it('pede confirmação só quando a seleção junta mais de uma cota', () => {
    expect(exigeConfirmacaoDeUnificacao({ porCota: [] })).toBe(false);
    expect(exigeConfirmacaoDeUnificacao({ porCota: [cota(1)] })).toBe(false);
    expect(exigeConfirmacaoDeUnificacao({ porCota: [cota(1), cota(2)] })).toBe(true);
  });
});
