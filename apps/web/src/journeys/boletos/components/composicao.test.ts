import type { ComposicaoParcela } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  CAMPOS_COMPOSICAO,
  decomporParcela,
  fatiaPercentual,
  formatarPercentualMensal,
  rotuloDoPeriodo,
  situacaoDoDemonstrativo,
  valorDoCampo,
} from './composicao';

const composicao: ComposicaoParcela = {
  dataEmissao: '2026-03-01',
  valor: 153_497,
  dataProximaAssembleia: '2026-03-20',
  valorParcela: 150_000,
  dataProximoReajuste: null,
  numeroParcela: 12,
  parcelasPagas: 11,
  parcelasEmAtraso: 0,
  prazoGrupoMeses: 60,
  valorCreditoOriginal: 7_500_000,
  valorTaxaAdministracao: 20_000,
  valorFundoReserva: 5_000,
  valorFundoComum: 125_000,
  valorDiferencaParcela: 1_000,
  percentualSeguroVida: 0.035,
  valorSeguroVida: 2_497,
};

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('composição da parcela', () => {
  it('lista todos os campos, na ordem da especificação', () => {
    expect(CAMPOS_COMPOSICAO.map((c) => c.chave).sort()).toEqual(Object.keys(composicao).sort());
    expect(CAMPOS_COMPOSICAO.slice(0, 4).map((c) => c.rotulo)).toEqual([
      'Data de emissão',
      'Valor do boleto',
      'Próxima assembleia',
      'Valor da parcela',
    ]);
  });

  it('formata cada campo', () => {
    const valor = (chave: string) =>
      nbsp(
        valorDoCampo(
          composicao,
          CAMPOS_COMPOSICAO.find((c) => c.chave === chave)!,
        ),
      );
    expect(valor('dataEmissao')).toBe('01/03/2026');
    expect(valor('valor')).toBe('R$ 1.534,97');
    expect(valor('dataProximoReajuste')).toBe('Não previsto');
    expect(valor('prazoGrupoMeses')).toBe('60 meses');
    expect(valor('numeroParcela')).toBe('12');
    expect(valor('percentualSeguroVida')).toBe('0,035%');
    expect(formatarPercentualMensal(1)).toBe('1,00%');
  });

  it('decompõe o boleto em parcela + seguro + diferença, e confere a soma', () => {
    const d = decomporParcela(composicao);
    expect(d.parcela.map((p) => p.valor)).toEqual([125_000, 20_000, 5_000]);
    expect(d.adicionais.map((p) => p.chave)).toEqual(['seguroVida', 'diferenca']);
    expect(d.adicionais[0]?.explicacao).toBe('0,035% ao mês sobre o saldo devedor.');
    expect(d.confere).toBe(true);
    expect(decomporParcela({ ...composicao, valor: 1 }).confere).toBe(false);
  });

  it('sem seguro nem diferença, só as três partes da parcela', () => {
    const d = decomporParcela({
      ...composicao,
      valorSeguroVida: 0,
      valorDiferencaParcela: 0,
      valor: 150_000,
    });
    expect(d.adicionais).toEqual([]);
    expect(d.confere).toBe(true);
  });

  it('fatias da barra e nome do mês', () => {
    expect(fatiaPercentual(125_000, 150_000)).toBe(83);
    expect(fatiaPercentual(10, 150_000)).toBe(1);
    expect(fatiaPercentual(0, 150_000)).toBe(0);
    expect(fatiaPercentual(10, 0)).toBe(0);
    expect(rotuloDoPeriodo('2026-03')).toBe('março de 2026');
    expect(rotuloDoPeriodo('2026-13')).toBe('2026-13');
  });
});

describe('situação do demonstrativo', () => {
  const hoje = '2026-03-15';
  it.each([
    [{ dataVencimento: '2026-03-10', dataPagamento: null }, 'vencida', 'Vencida'],
    [{ dataVencimento: '2026-03-14', dataPagamento: null }, 'vencida', 'Vencida'],
    // Due today is still on time.
    [{ dataVencimento: '2026-03-15', dataPagamento: null }, 'aberta', 'Em aberto'],
    [{ dataVencimento: '2026-04-10', dataPagamento: null }, 'aberta', 'Em aberto'],
    [{ dataVencimento: '2026-03-10', dataPagamento: '2026-03-12' }, 'paga', 'Paga em 12/03/2026'],
  ])('%j → %s', (d, tipo, rotulo) => {
    expect(situacaoDoDemonstrativo(d, hoje)).toEqual({ tipo, rotulo });
  });
});
