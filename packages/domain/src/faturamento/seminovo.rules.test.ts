import { describe, expect, it } from 'vitest';
import {
  creditoAposTaxas,
  expiracaoDoLinkVistoria,
  formatarPlaca,
  grupoSeminovoDaUnidade,
  idadeDoVeiculo,
  linkVistoriaValido,
  MENSAGENS_SEMINOVO,
  normalizarPlaca,
  placaEncontrada,
  primeiroHorarioVistoriaTecnica,
  regrasDeAceite,
  taxasDeVistoria,
  tipoDaPlaca,
  validarHorarioVistoriaTecnica,
  valorFipeEmCentavos,
  valorMinimoDoVeiculo,
  type GrupoSeminovo,
  type VeiculoParaAceite,
} from './seminovo.rules.ts';
import {
  agendarVistoriaTecnicaBodySchema,
  placaSchema,
  selecionarVeiculoBodySchema,
  simularSeminovoBodySchema,
} from './seminovo.schemas.ts';
import type { TipoVeiculo } from './veiculos.rules.ts';

const HOJE = '2026-11-27';
const SALDO = 5_000_000; // R$ 50.000,00

/**
 * 02 §9, restated band by band: [age, % above the balance] or [age, null] for a refusal by age. Each band's
 * first and last year and the first year past the last band.
 */
const BANDAS_02_S9: [GrupoSeminovo, TipoVeiculo[], [number, number | null][]][] = [
  [
    'MONTADORA',
    ['LEVE', 'SUV_CAMIONETE'],
    [
      [0, 0],
      [5, 0],
      [6, 20],
      [7, 20],
      [8, 30],
      [10, 30],
      [11, null],
    ],
  ],
  [
    'MONTADORA',
    ['UTILITARIO', 'ONIBUS', 'PESADO'],
    [
      [0, 0],
      [5, 0],
      [6, 20],
      [7, 20],
      [8, null],
    ],
  ],
  [
    'MONTADORA',
    ['MOTOCICLETA'],
    [
      [0, 0],
      [3, 0],
      [4, null],
    ],
  ],
  [
    'COOPERATIVA',
    ['LEVE', 'SUV_CAMIONETE'],
    [
      [0, 0],
      [5, 0],
      [6, 25],
      [10, 25],
      [11, null],
    ],
  ],
  [
    'COOPERATIVA',
    ['UTILITARIO'],
    [
      [0, 0],
      [5, 0],
      [6, null],
    ],
  ],
  [
    'COOPERATIVA',
    ['ONIBUS', 'PESADO'],
    [
      [0, 0],
      [5, 0],
      [6, 10],
      [7, 10],
      [8, 30],
      [10, 30],
      [11, null],
    ],
  ],
  [
    'COOPERATIVA',
    ['MOTOCICLETA'],
    [
      [0, 0],
      [5, 0],
      [6, null],
    ],
  ],
  [
    'OUTRO',
    ['LEVE', 'SUV_CAMIONETE', 'UTILITARIO', 'ONIBUS', 'PESADO'],
    [
      [0, 0],
      [10, 0],
      [11, null],
    ],
  ],
  [
    'OUTRO',
    ['MOTOCICLETA'],
    [
      [0, 0],
      [3, 0],
      [4, null],
    ],
  ],
];

const LINHAS = BANDAS_02_S9.flatMap(([grupo, tipos, faixas]) =>
  tipos.flatMap((tipo) => faixas.map(([idade, acima]) => [grupo, tipo, idade, acima] as const)),
);

const veiculo = (v: Partial<VeiculoParaAceite>): VeiculoParaAceite => ({
  grupo: 'MONTADORA',
  tipo: 'LEVE',
  anoModelo: 2024,
  valorFipe: SALDO,
  saldoDevedor: SALDO,
  leilao: false,
  chassiRecuperado: false,
  ...v,
});

describe('02 §9 acceptance rules (regrasdeaceite)', () => {
  it.each(LINHAS)('%s %s, %i years → %s %% above the balance', (grupo, tipo, idade, acima) => {
    const anoModelo = 2026 - idade;
    if (acima === null) {
      const r = regrasDeAceite(veiculo({ grupo, tipo, anoModelo, valorFipe: 100 * SALDO }), HOJE);
      expect(r).toMatchObject({ aprovado: false, motivo: 'IDADE' });
      return;
    }
    const minimo = (SALDO * (100 + acima)) / 100;
    expect(regrasDeAceite(veiculo({ grupo, tipo, anoModelo, valorFipe: minimo }), HOJE)).toEqual({
      aprovado: true,
      idade,
      acimaDoSaldo: acima,
      valorMinimo: minimo,
    });
    expect(regrasDeAceite(veiculo({ grupo, tipo, anoModelo, valorFipe: minimo - 1 }), HOJE)).toMatchObject({
      aprovado: false,
      motivo: 'VALOR',
    });
  });

  it.each<[Partial<VeiculoParaAceite>, string]>([
    [{ leilao: true }, 'LEILAO'],
    [{ chassiRecuperado: true }, 'CHASSI_RECUPERADO'],
    [{ leilao: true, chassiRecuperado: true }, 'LEILAO'],
    [{ grupo: 'OUTRO', anoModelo: 2026, valorFipe: 100 * SALDO, leilao: true }, 'LEILAO'],
    [{ grupo: 'COOPERATIVA', tipo: 'MOTOCICLETA', chassiRecuperado: true }, 'CHASSI_RECUPERADO'],
  ])('never accepts auction or recovered-chassis vehicles: %o → %s', (v, motivo) => {
    expect(regrasDeAceite(veiculo(v), HOJE)).toMatchObject({ aprovado: false, motivo });
  });

  it('says why, in Portuguese', () => {
    const msg = (v: Partial<VeiculoParaAceite>) => {
      const r = regrasDeAceite(veiculo(v), HOJE);
      return r.aprovado ? null : r.mensagem;
    };
    expect(msg({ leilao: true })).toBe('Veículos de leilão não são aceitos.');
    expect(msg({ chassiRecuperado: true })).toBe(
      'Veículos com chassi remarcado ou recuperado não são aceitos.',
    );
    expect(msg({ tipo: 'MOTOCICLETA', anoModelo: 2022 })).toBe(
      'Este grupo aceita motocicletas com até 3 anos de uso; este veículo tem 4 anos.',
    );
    expect(msg({ valorFipe: SALDO - 1 })).toBe(
      'O valor FIPE do veículo deve ser de no mínimo R$\u00a050.000,00, o saldo devedor da cota.',
    );
    expect(msg({ anoModelo: 2018, valorFipe: 6_499_999 })).toBe(
      'Para um veículo com 8 anos de uso, o valor FIPE deve ser de no mínimo R$\u00a065.000,00 (30% acima do saldo devedor).',
    );
    expect(msg({ anoModelo: 2028 })).toBe(MENSAGENS_SEMINOVO.anoModeloInvalido);
  });

  it('counts the age from the model year by the São Paulo year; a next-year model is 0 years old', () => {
    expect(idadeDoVeiculo(2027, HOJE)).toBe(0);
    expect(idadeDoVeiculo(2026, HOJE)).toBe(0);
    expect(idadeDoVeiculo(2020, HOJE)).toBe(6);
    expect(regrasDeAceite(veiculo({ anoModelo: 2027 }), HOJE)).toMatchObject({ aprovado: true, idade: 0 });
  });

  it.each([
    [5_000_000, 0, 5_000_000],
    [5_000_000, 25, 6_250_000],
    [333, 20, 400], // 399,6 centavos: rounded up, so 399 does not pass
    [0, 30, 0],
  ])('minimum value: balance %i + %i %% = %i', (saldo, acima, minimo) => {
    expect(valorMinimoDoVeiculo(saldo, acima)).toBe(minimo);
  });
});

describe('02 §5 plate', () => {
  it.each([
    ['ABC1D23', 'ABC1D23', 'MERCOSUL', 'ABC1D23'],
    ['abc1d23', 'ABC1D23', 'MERCOSUL', 'ABC1D23'],
    [' abc 1d23 ', 'ABC1D23', 'MERCOSUL', 'ABC1D23'],
    ['ABC-1D23', 'ABC1D23', 'MERCOSUL', 'ABC1D23'],
    ['ABC-1234', 'ABC1234', 'ANTIGA', 'ABC-1234'],
    ['ABC1234', 'ABC1234', 'ANTIGA', 'ABC-1234'],
    ['abc-1234', 'ABC1234', 'ANTIGA', 'ABC-1234'],
    ['ABC - 1234', 'ABC1234', 'ANTIGA', 'ABC-1234'],
  ])('%j → %s (%s, shown %s)', (texto, placa, tipo, exibida) => {
    expect(normalizarPlaca(texto)).toBe(placa);
    expect(tipoDaPlaca(texto)).toBe(tipo);
    expect(formatarPlaca(texto)).toBe(exibida);
  });

  it.each([
    '',
    'AB1234',
    'ABCD123',
    'ABC12345',
    'ABC123',
    '1BC1234',
    'ABC1DD3',
    'ABC12D3',
    'AB-C1234',
    'ABC--1234',
    'ABC_1234',
    'ÁBC1234',
    'ABC1D2É',
  ])('refuses %j', (texto) => {
    expect(normalizarPlaca(texto)).toBeNull();
    expect(tipoDaPlaca(texto)).toBeNull();
    expect(formatarPlaca(texto)).toBeNull();
    const r = placaSchema.safeParse(texto);
    expect(r.error?.issues[0]?.message).toBe(
      'Placa inválida. Informe no formato ABC1D23 (Mercosul) ou ABC-1234.',
    );
  });

  it('normalises through the schema', () => {
    expect(placaSchema.parse(' abc-1234 ')).toBe('ABC1234');
  });

  it.each([
    [{ marca: 'Fiat', placa: 'ABC1D23' }, true],
    [{ marca: 'Fiat', placa: '' }, false],
    [{ marca: ' ', placa: 'ABC1D23' }, false],
    [{ placa: 'ABC1D23' }, false],
    [null, false],
  ])('lookup %o found: %s (brand and plate both returned)', (resposta, encontrada) => {
    expect(placaEncontrada(resposta)).toBe(encontrada);
  });
});

describe('02 §5 FIPE value (digits and comma kept)', () => {
  it.each([
    ['R$ 45.678,90', 4_567_890],
    ['R$\u00a045.678,90', 4_567_890],
    ['r$45.678,90', 4_567_890],
    ['45678,90', 4_567_890],
    ['45.678', 4_567_800],
    ['45678', 4_567_800],
    ['R$ 9.990,5', 999_050],
    ['R$ 1.234.567,89', 123_456_789],
    ['  R$ 100,00  ', 10_000],
  ])('%j → %i centavos', (texto, centavos) => expect(valorFipeEmCentavos(texto)).toBe(centavos));

  it.each([
    '',
    'R$',
    'abc',
    '12abc34',
    'R$ 1,2,3',
    '45.67,89',
    '4.5678,90',
    '45678,901',
    '-R$ 100,00',
    'R$ 0,00',
    '0',
    'US$ 100,00',
    '100 reais',
  ])('refuses %j', (texto) => {
    expect(valorFipeEmCentavos(texto)).toBeNull();
  });

  it('reads the text or takes centavos through the simulation schema', () => {
    expect(simularSeminovoBodySchema.parse({ tipo: 'LEVE', anoModelo: 2022, valor: 'R$ 45.678,90' })).toEqual(
      {
        tipo: 'LEVE',
        anoModelo: 2022,
        valor: 4_567_890,
      },
    );
    expect(simularSeminovoBodySchema.parse({ tipo: 'LEVE', anoModelo: 2022, valor: 4_567_890 }).valor).toBe(
      4_567_890,
    );
    const r = simularSeminovoBodySchema.safeParse({ tipo: 'LEVE', anoModelo: 2022, valor: '12abc' });
    expect(r.error?.issues[0]?.message).toBe(MENSAGENS_SEMINOVO.valorFipeInvalido);
  });
});

describe('02 §9 inspection fees', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 15_000],
    [0, 1, 7_500],
    [1, 1, 22_500],
    [2, 1, 37_500], // a refused vehicle redone pays the inspection again (02 §4.10)
  ])('%i inspections and %i re-inspections cost %i centavos', (vistorias, revistorias, taxas) => {
    expect(taxasDeVistoria({ vistorias, revistorias })).toBe(taxas);
    expect(creditoAposTaxas(5_000_000, { vistorias, revistorias })).toBe(5_000_000 - taxas);
  });

  it('never leaves a negative credit', () => {
    expect(creditoAposTaxas(10_000, { vistorias: 1, revistorias: 0 })).toBe(0);
  });

  it.each([
    [{ vistorias: -1, revistorias: 0 }],
    [{ vistorias: 1.5, revistorias: 0 }],
    [{ vistorias: 0, revistorias: -1 }],
  ])('refuses %o as a caller bug', (cobradas) => {
    expect(() => taxasDeVistoria(cobradas)).toThrow(RangeError);
  });
});

describe('02 §9 inspection windows', () => {
  // 27/11/2026 10:00 in São Paulo.
  const AGORA = new Date('2026-11-27T13:00:00Z');

  it.each([
    ['2026-11-29', '10:00', null],
    ['2026-11-29', '10:01', null],
    ['2026-12-10', '08:00', null],
    [
      '2026-11-29',
      '09:59',
      'Agende a vistoria com pelo menos 48 horas de antecedência: a partir de 29/11/2026 às 10:00.',
    ],
    [
      '2026-11-28',
      '15:00',
      'Agende a vistoria com pelo menos 48 horas de antecedência: a partir de 29/11/2026 às 10:00.',
    ],
    [
      '2026-11-26',
      '15:00',
      'Agende a vistoria com pelo menos 48 horas de antecedência: a partir de 29/11/2026 às 10:00.',
    ],
    ['2026-02-30', '10:00', MENSAGENS_SEMINOVO.horarioVistoriaInvalido],
    ['29/11/2026', '10:00', MENSAGENS_SEMINOVO.horarioVistoriaInvalido],
    ['2026-11-30', '24:00', MENSAGENS_SEMINOVO.horarioVistoriaInvalido],
    ['2026-11-30', '9:00', MENSAGENS_SEMINOVO.horarioVistoriaInvalido],
  ])('technical visit on %s at %s (São Paulo) → %j', (data, hora, mensagem) => {
    expect(validarHorarioVistoriaTecnica(data, hora, AGORA)).toBe(mensagem);
  });

  it('offers the first minute 48 h ahead by the São Paulo clock, rounded up', () => {
    expect(primeiroHorarioVistoriaTecnica(AGORA)).toEqual({ data: '2026-11-29', hora: '10:00' });
    expect(primeiroHorarioVistoriaTecnica(new Date('2026-11-27T13:00:30Z'))).toEqual({
      data: '2026-11-29',
      hora: '10:01',
    });
    // 22:30 in São Paulo is already the next day in UTC: the date is São Paulo's.
    expect(primeiroHorarioVistoriaTecnica(new Date('2026-11-28T01:30:00Z'))).toEqual({
      data: '2026-11-29',
      hora: '22:30',
    });
  });

  it('keeps the digital inspection link valid for 30 days', () => {
    const enviado = '2026-11-01T12:00:00.000Z';
    expect(expiracaoDoLinkVistoria(enviado)).toBe('2026-12-01T12:00:00.000Z');
    expect(linkVistoriaValido(enviado, new Date('2026-12-01T11:59:59.999Z'))).toBe(true);
    expect(linkVistoriaValido(enviado, new Date('2026-12-01T12:00:00.000Z'))).toBe(false);
    expect(linkVistoriaValido(enviado, new Date('2026-11-01T12:00:00.000Z'))).toBe(true);
    expect(expiracaoDoLinkVistoria('ontem')).toBeNull();
    expect(linkVistoriaValido('ontem', AGORA)).toBe(false);
  });
});

describe('used-vehicle bodies', () => {
  const vistoria = {
    acompanhanteVistoria: {
      nome: 'Ana Souza',
      telefone: '(11) 98765-4321',
      horarioVisita: '2026-11-30T10:00',
    },
    endereco: {
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'sp',
    },
  };

  it('requires the companion, the visit time and the address; the number defaults to 0 (02 §5)', () => {
    const r = agendarVistoriaTecnicaBodySchema.parse(vistoria);
    expect(r.endereco).toMatchObject({ numero: '0', complemento: null, estado: 'SP', cep: '01310100' });
    for (const campo of ['nome', 'telefone', 'horarioVisita'] as const) {
      const { [campo]: _, ...sem } = vistoria.acompanhanteVistoria;
      expect(
        agendarVistoriaTecnicaBodySchema.safeParse({ ...vistoria, acompanhanteVistoria: sem }).success,
      ).toBe(false);
    }
    for (const campo of ['cep', 'logradouro', 'bairro', 'cidade', 'estado'] as const) {
      const { [campo]: _, ...sem } = vistoria.endereco;
      expect(agendarVistoriaTecnicaBodySchema.safeParse({ ...vistoria, endereco: sem }).success).toBe(false);
    }
  });

  it('normalises the chosen vehicle', () => {
    const r = selecionarVeiculoBodySchema.parse({
      tipo: 'LEVE',
      marca: 'Fiat',
      modelo: 'Argo Drive 1.0',
      anoFabricacao: 2021,
      anoModelo: 2022,
      placa: 'abc-1d23',
      uf: 'sp',
      cor: ' Prata ',
      chassi: '9bd 358a4n nyk12345',
      renavam: '123456789',
      valor: 'R$ 65.000,00',
    });
    expect(r).toMatchObject({
      placa: 'ABC1D23',
      uf: 'SP',
      cor: 'Prata',
      chassi: '9BD358A4NNYK12345',
      renavam: '00123456789',
      valor: 6_500_000,
    });
  });
});

describe('ADR 0047 group kind by business unit', () => {
  it.each([
    [4, 'MONTADORA'],
    ['5', 'MONTADORA'],
    [' 91 ', 'MONTADORA'],
    [3, 'COOPERATIVA'],
    ['3', 'COOPERATIVA'],
    [1, 'OUTRO'],
    ['2', 'OUTRO'],
    [910, 'OUTRO'],
    ['04', 'MONTADORA'],
    ['', 'OUTRO'],
    [null, 'OUTRO'],
    [undefined, 'OUTRO'],
    ['4a', 'OUTRO'],
  ] as const)('unit %j → %s', (unidade, grupo) => {
    expect(grupoSeminovoDaUnidade(unidade)).toBe(grupo);
  });

  it('the kind picks the §9 rules: a 7-year-old car needs 20 % above the balance in a brand group, 25 % in a cooperative one and is refused by no other', () => {
    const carro = (unidade: number): VeiculoParaAceite => ({
      grupo: grupoSeminovoDaUnidade(unidade),
      tipo: 'LEVE',
      anoModelo: 2019,
      valorFipe: 12_000_000,
      saldoDevedor: 10_000_000,
      leilao: false,
      chassiRecuperado: false,
    });
    expect(regrasDeAceite(carro(4), '2026-11-27')).toMatchObject({ aprovado: true, acimaDoSaldo: 20 });
    expect(regrasDeAceite(carro(3), '2026-11-27')).toMatchObject({ aprovado: false, motivo: 'VALOR' });
    expect(regrasDeAceite(carro(1), '2026-11-27')).toMatchObject({ aprovado: true, acimaDoSaldo: 0 });
  });
});
