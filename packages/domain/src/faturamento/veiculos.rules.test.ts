import { describe, expect, it } from 'vitest';
import {
  anoFabricacaoModelo,
  anoModeloDoCodigoFipe,
  centavosDoPrecoFipe,
  chaveDeBuscaVeiculo,
  cnpjDaConcessionaria,
  lerAnoFabricacaoModelo,
  nomeCorrespondeABusca,
  TABELA_FIPE_DO_TIPO,
  TIPOS_VEICULO,
} from './veiculos.rules.ts';
import { atenderSolicitacaoBodySchema, solicitarFornecedorBodySchema } from './veiculos.schemas.ts';

describe('chaveDeBuscaVeiculo', () => {
  it.each([
    ['Citroën', 'citroen'],
    ['CITROEN', 'citroen'],
    ['T-Cross Sense 1.0 TSI', 't cross sense 1 0 tsi'],
    ['  Mercedes-Benz  ', 'mercedes benz'],
    ['Ônibus Volare', 'onibus volare'],
    ['Lynk & Co', 'lynk co'],
    ['', ''],
  ])('%j → %j', (texto, chave) => expect(chaveDeBuscaVeiculo(texto)).toBe(chave));
});

describe('nomeCorrespondeABusca', () => {
  it.each([
    ['Onix Plus Premier 1.0 Turbo', 'onix plus', true],
    ['Onix Plus Premier 1.0 Turbo', 'PLUS onix', true],
    ['Onix Plus Premier 1.0 Turbo', 'ônix', true],
    ['Onix Plus Premier 1.0 Turbo', 'tracker', false],
    ['Citroën', 'citro', true],
    ['Qualquer', undefined, true],
    ['Qualquer', '   ', true],
  ])('%j with %j → %j', (nome, busca, esperado) => expect(nomeCorrespondeABusca(nome, busca)).toBe(esperado));
});

describe("the 'manufacture/model' year (02 §5)", () => {
  it('writes and reads it', () => {
    expect(anoFabricacaoModelo(2025, 2026)).toBe('2025/2026');
    expect(lerAnoFabricacaoModelo('2025/2026')).toEqual({ anoFabricacao: 2025, anoModelo: 2026 });
    expect(lerAnoFabricacaoModelo(' 2026 / 2026 ')).toEqual({ anoFabricacao: 2026, anoModelo: 2026 });
  });
  it.each(['2026/2025', '2024/2026', '2026', '26/27', 'abcd/efgh'])('refuses %j', (texto) =>
    expect(lerAnoFabricacaoModelo(texto)).toBeNull(),
  );
});

describe('centavosDoPrecoFipe (digits and comma kept)', () => {
  it.each([
    ['R$ 87.432,00', 8_743_200],
    ['R$ 1.234.567,89', 123_456_789],
    ['R$ 9.990,5', 999_050],
    ['52316', 5_231_600],
    ['R$ ', null],
    ['R$ 1,2,3', null],
  ])('%j → %j', (texto, centavos) => expect(centavosDoPrecoFipe(texto)).toBe(centavos));
});

describe('anoModeloDoCodigoFipe', () => {
  it.each([
    ['2022-3', 2022],
    ['2014-1', 2014],
    ['32000-1', 2027],
    ['1800-1', null],
    ['x-1', null],
  ])('%j → %j', (codigo, ano) => expect(anoModeloDoCodigoFipe(codigo, 2027)).toBe(ano));
});

describe('vehicle types', () => {
  it('are the six of 02 §3, each in one of the three FIPE tables', () => {
    expect(TIPOS_VEICULO).toEqual(['LEVE', 'MOTOCICLETA', 'UTILITARIO', 'PESADO', 'SUV_CAMIONETE', 'ONIBUS']);
    expect(TIPOS_VEICULO.map((t) => TABELA_FIPE_DO_TIPO[t])).toEqual([
      'carros',
      'motos',
      'carros',
      'caminhoes',
      'carros',
      'caminhoes',
    ]);
  });
});

describe("the dealer's CNPJ", () => {
  it.each([
    ['12.345.678/0001-95', '12345678000195'],
    ['12345678000195', '12345678000195'],
    ['12.abc.345/0001-88', '12ABC345000188'],
    ['12ABC345000188', '12ABC345000188'],
    ['12345678000196', null],
    ['11.111.111/1111-11', null],
    ['529.982.247-25', null],
    ['', null],
  ])('%j → %j', (texto, cnpj) => expect(cnpjDaConcessionaria(texto)).toBe(cnpj));

  it('is refused in a request with a clear message', () => {
    const r = solicitarFornecedorBodySchema.safeParse({
      idCota: 1,
      cnpj: '12.345.678/0001-00',
      razaoSocial: 'X Ltda.',
      cidade: 'Recife',
      uf: 'PE',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/^CNPJ da concessionária inválido/);
  });
});

describe("the analyst's answer", () => {
  it('needs the model year to be the manufacture year or the next', () => {
    const corpo = (anoModelo: number) => ({
      decisao: 'INCLUIR_MODELO',
      nomeFabricante: 'Lynk & Co',
      nomeBem: '01',
      tipoVeiculo: 'SUV_CAMIONETE',
      anos: [{ anoFabricacao: 2025, anoModelo, valor: 100_000_00 }],
    });
    expect(atenderSolicitacaoBodySchema.safeParse(corpo(2026)).success).toBe(true);
    const r = atenderSolicitacaoBodySchema.safeParse(corpo(2027));
    expect(r.error?.issues[0]?.message).toBe('O ano do modelo deve ser o de fabricação ou o seguinte.');
  });
});
