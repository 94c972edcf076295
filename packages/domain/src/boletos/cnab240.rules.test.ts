import { describe, it, expect } from 'vitest';
import {
  MENSAGEM_NAO_E_RETORNO_CNAB240,
  descricaoMovimentoCnab240,
  gerarRetornoCnab240,
  lerRetornoCnab240,
  type DadosGeracaoRetorno,
  type TituloRetorno,
} from './cnab240.rules.ts';
import { BANCO_DO_BRASIL, nossoNumeroBancoDoBrasil } from './febraban.rules.ts';

const CONVENIO = '1234567';
const NN1 = nossoNumeroBancoDoBrasil({ convenio: CONVENIO, sequencial: 42 });
const NN2 = nossoNumeroBancoDoBrasil({ convenio: CONVENIO, sequencial: 43 });
const NN3 = nossoNumeroBancoDoBrasil({ convenio: CONVENIO, sequencial: 9_999_999_999 });

/** Lines of a generated file (CRLF, last line ended). */
const linhasDe = (arquivo: string): string[] => arquivo.split('\r\n').slice(0, -1);
const juntar = (linhas: string[], fim = '\r\n'): string => linhas.map((l) => l + fim).join('');
/** Overwrites a field at its 1-based position, keeping the record's width. */
const trocar = (linha: string, inicio: number, valor: string): string =>
  linha.slice(0, inicio - 1) + valor + linha.slice(inicio - 1 + valor.length);

/** A record written by hand: blanks, then each value at its manual position. */
function porPosicoes(campos: readonly (readonly [number, string])[]): string {
  const posicoes = Array<string>(240).fill(' ');
  for (const [inicio, valor] of campos) {
    [...valor].forEach((caractere, i) => (posicoes[inicio - 1 + i] = caractere));
  }
  return posicoes.join('');
}

const DADOS: DadosGeracaoRetorno = {
  convenio: CONVENIO,
  dataGeracao: '2026-03-16',
  titulos: [
    {
      nossoNumero: NN1,
      valorNominal: 123_456,
      valorPago: 124_690,
      valorEncargos: 1_234,
      dataVencimento: '2026-03-10',
      dataPagamento: '2026-03-12',
      dataCredito: '2026-03-13',
    },
    {
      nossoNumero: NN2,
      valorNominal: 50_000,
      valorPago: 49_000,
      valorDesconto: 1_000,
      dataVencimento: '2026-02-28',
      dataPagamento: '2026-02-27',
      codigoMovimento: '17',
    },
    {
      nossoNumero: NN3,
      valorNominal: 99_999_999_999,
      valorPago: 0,
      dataVencimento: '2026-12-31',
      dataPagamento: '2026-03-16',
      codigoMovimento: '02',
    },
  ],
};

const TITULOS_ESPERADOS: TituloRetorno[] = [
  {
    linha: 3,
    nossoNumero: NN1,
    codigoMovimento: '06',
    liquidacao: true,
    dataVencimento: '2026-03-10',
    valorNominal: 123_456,
    valorPago: 124_690,
    valorEncargos: 1_234,
    valorDesconto: 0,
    dataPagamento: '2026-03-12',
    dataCredito: '2026-03-13',
  },
  {
    linha: 5,
    nossoNumero: NN2,
    codigoMovimento: '17',
    liquidacao: true,
    dataVencimento: '2026-02-28',
    valorNominal: 50_000,
    valorPago: 49_000,
    valorEncargos: 0,
    valorDesconto: 1_000,
    dataPagamento: '2026-02-27',
    dataCredito: '2026-02-27',
  },
  {
    linha: 7,
    nossoNumero: NN3,
    codigoMovimento: '02',
    liquidacao: false,
    dataVencimento: '2026-12-31',
    valorNominal: 99_999_999_999,
    valorPago: 0,
    valorEncargos: 0,
    valorDesconto: 0,
    dataPagamento: '2026-03-16',
    dataCredito: '2026-03-16',
  },
];

const ARQUIVO = gerarRetornoCnab240(DADOS);
const LINHAS = linhasDe(ARQUIVO);

describe('gerarRetornoCnab240', () => {
  it('writes header, lote header, T+U per título and both trailers, 240 positions each, CRLF', () => {
    expect(ARQUIVO.endsWith('\r\n')).toBe(true);
    expect(ARQUIVO.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(LINHAS).toHaveLength(2 + 2 * 3 + 2);
    for (const linha of LINHAS) expect(linha).toHaveLength(240);
    expect(LINHAS.map((l) => l.charAt(7) + (l.charAt(7) === '3' ? l.charAt(13) : ''))).toEqual([
      '0',
      '1',
      '3T',
      '3U',
      '3T',
      '3U',
      '3T',
      '3U',
      '5',
      '9',
    ]);
    expect(LINHAS.map((l) => l.slice(8, 13)).slice(2, 8)).toEqual([
      '00001',
      '00002',
      '00003',
      '00004',
      '00005',
      '00006',
    ]);
  });

  it('counts records in the trailers and marks the header as a retorno', () => {
    const [header, , , , , , , , trailerLote, trailerArquivo] = LINHAS;
    expect(header?.slice(0, 8)).toBe('00100000');
    expect(header?.[142]).toBe('2');
    expect(header?.slice(143, 151)).toBe('16032026');
    expect(trailerLote?.slice(17, 23)).toBe('000008'); // header + 6 detalhes + trailer
    expect(trailerLote?.slice(23, 29)).toBe('000003');
    expect(trailerLote?.slice(29, 46)).toBe(String(123_456 + 50_000 + 99_999_999_999).padStart(17, '0'));
    expect(trailerArquivo?.slice(3, 8)).toBe('99999');
    expect(trailerArquivo?.slice(17, 23)).toBe('000001');
    expect(trailerArquivo?.slice(23, 29)).toBe('000010');
  });

  it('writes a valid file with no títulos', () => {
    const vazio = gerarRetornoCnab240({ ...DADOS, titulos: [] });
    expect(linhasDe(vazio)).toHaveLength(4);
    expect(lerRetornoCnab240(vazio)).toEqual({
      banco: '001',
      dataGeracao: '2026-03-16',
      titulos: [],
      erros: [],
    });
  });

  const titulo = DADOS.titulos[0]!;
  it.each<[string, DadosGeracaoRetorno]>([
    ['bank code', { ...DADOS, banco: '1' }],
    ['convênio too long', { ...DADOS, convenio: '1'.repeat(21) }],
    ['generation date', { ...DADOS, dataGeracao: '2026-02-30' }],
    ['nosso número too long', { ...DADOS, titulos: [{ ...titulo, nossoNumero: '1'.repeat(21) }] }],
    ['nosso número blank', { ...DADOS, titulos: [{ ...titulo, nossoNumero: '' }] }],
    ['negative amount', { ...DADOS, titulos: [{ ...titulo, valorPago: -1 }] }],
    ['fractional amount', { ...DADOS, titulos: [{ ...titulo, valorEncargos: 1.5 }] }],
    ['amount over 13+2 digits', { ...DADOS, titulos: [{ ...titulo, valorNominal: 10 ** 15 }] }],
    ['due date', { ...DADOS, titulos: [{ ...titulo, dataVencimento: '10/03/2026' }] }],
    ['movement code', { ...DADOS, titulos: [{ ...titulo, codigoMovimento: '6' }] }],
  ])('refuses an invalid %s', (_caso, dados) => {
    expect(() => gerarRetornoCnab240(dados)).toThrow(RangeError);
  });
});

describe('lerRetornoCnab240: round trip', () => {
  it('reads back every título with values and dates', () => {
    expect(lerRetornoCnab240(ARQUIVO)).toEqual({
      banco: BANCO_DO_BRASIL,
      dataGeracao: '2026-03-16',
      titulos: TITULOS_ESPERADOS,
      erros: [],
    });
  });

  const semFimDeLinha = juntar(LINHAS).slice(0, -2);
  it.each([
    ['CRLF', ARQUIVO],
    ['LF', juntar(LINHAS, '\n')],
    ['no line end after the last record', semFimDeLinha],
    ['trailing empty lines', ARQUIVO + '\r\n\r\n'],
    ['a final Ctrl-Z', ARQUIVO + '\x1A'],
    ['a Ctrl-Z right after the last record', semFimDeLinha + '\x1A'],
    ['LF with empty lines and Ctrl-Z', juntar(LINHAS, '\n') + '\n\x1A'],
    ['a byte-order mark', '\uFEFF' + ARQUIVO],
  ])('accepts %s', (_caso, conteudo) => {
    const leitura = lerRetornoCnab240(conteudo);
    expect(leitura.erros).toEqual([]);
    expect(leitura.titulos).toEqual(TITULOS_ESPERADOS);
  });

  it.each([
    ['02', false],
    ['03', false],
    ['06', true],
    ['09', false],
    ['17', true],
    ['28', false],
  ])('movimento %s → liquidação %s', (codigoMovimento, liquidacao) => {
    const conteudo = gerarRetornoCnab240({ ...DADOS, titulos: [{ ...DADOS.titulos[0]!, codigoMovimento }] });
    const [lido] = lerRetornoCnab240(conteudo).titulos;
    expect(lido).toMatchObject({ codigoMovimento, liquidacao });
  });

  it('reads zero dates as null', () => {
    // Título 3 (movimento 02, not a liquidação) on lines 7 (T) and 8 (U).
    const linhas = LINHAS.map((l, i) =>
      i === 6 ? trocar(l, 74, '00000000') : i === 7 ? trocar(trocar(l, 138, '00000000'), 146, '00000000') : l,
    );
    const leitura = lerRetornoCnab240(juntar(linhas));
    expect(leitura.erros).toEqual([]);
    expect(leitura.titulos[2]).toMatchObject({
      dataVencimento: null,
      dataPagamento: null,
      dataCredito: null,
    });
  });

  it('pairs T and U within each of several lotes', () => {
    const um = linhasDe(gerarRetornoCnab240({ ...DADOS, titulos: DADOS.titulos.slice(0, 1) }));
    const dois = linhasDe(gerarRetornoCnab240({ ...DADOS, titulos: DADOS.titulos.slice(1, 2) }))
      .slice(1, -1)
      .map((l) => trocar(l, 4, '0002'));
    const trailer = trocar(trocar(um.at(-1)!, 18, '000002'), 24, '000010');
    const leitura = lerRetornoCnab240(juntar([...um.slice(0, -1), ...dois, trailer]));
    expect(leitura.erros).toEqual([]);
    expect(leitura.titulos.map((t) => [t.linha, t.nossoNumero])).toEqual([
      [3, NN1],
      [7, NN2],
    ]);
  });
});

describe('lerRetornoCnab240: a record written position by position', () => {
  // Banco do Brasil, liquidação of nosso número 12345670000000042: due 10/03/2026, R$ 1.234,56, paid 12/03/2026
  // with R$ 12,34 of encargos and R$ 5,00 of desconto = R$ 1.241,90, credited 13/03/2026.
  const T: [number, string][] = [
    [1, '001'],
    [4, '0001'],
    [8, '3'],
    [9, '00001'],
    [14, 'T'],
    [16, '06'],
    [38, '12345670000000042'],
    [74, '10032026'],
    [82, '000000000123456'],
  ];
  const U: [number, string][] = [
    [1, '001'],
    [4, '0001'],
    [8, '3'],
    [9, '00002'],
    [14, 'U'],
    [16, '06'],
    [18, '000000000001234'],
    [33, '000000000000500'],
    [78, '000000000124190'],
    [138, '12032026'],
    [146, '13032026'],
  ];
  const FIXTURE = [
    porPosicoes([
      [1, '001'],
      [4, '0000'],
      [8, '0'],
      [143, '2'],
      [144, '16032026'],
    ]),
    porPosicoes([
      [1, '001'],
      [4, '0001'],
      [8, '1'],
      [9, 'T'],
      [10, '01'],
    ]),
    porPosicoes(T),
    porPosicoes(U),
    porPosicoes([
      [1, '001'],
      [4, '0001'],
      [8, '5'],
      [18, '000004'],
    ]),
    porPosicoes([
      [1, '001'],
      [4, '9999'],
      [8, '9'],
      [18, '000001'],
      [24, '000006'],
    ]),
  ];

  it('is read field by field', () => {
    expect(lerRetornoCnab240(juntar(FIXTURE))).toEqual({
      banco: '001',
      dataGeracao: '2026-03-16',
      titulos: [
        {
          linha: 3,
          nossoNumero: '12345670000000042',
          codigoMovimento: '06',
          liquidacao: true,
          dataVencimento: '2026-03-10',
          valorNominal: 123_456,
          valorPago: 124_190,
          valorEncargos: 1_234,
          valorDesconto: 500,
          dataPagamento: '2026-03-12',
          dataCredito: '2026-03-13',
        },
      ],
      erros: [],
    });
  });

  it('matches what the writer puts at the same positions', () => {
    const [, , t, u] = linhasDe(
      gerarRetornoCnab240({
        convenio: CONVENIO,
        dataGeracao: '2026-03-16',
        titulos: [
          {
            nossoNumero: '12345670000000042',
            valorNominal: 123_456,
            valorPago: 124_190,
            valorEncargos: 1_234,
            valorDesconto: 500,
            dataVencimento: '2026-03-10',
            dataPagamento: '2026-03-12',
            dataCredito: '2026-03-13',
          },
        ],
      }),
    ) as string[];
    for (const [inicio, valor] of T) expect(t!.slice(inicio - 1, inicio - 1 + valor.length)).toBe(valor);
    for (const [inicio, valor] of U) expect(u!.slice(inicio - 1, inicio - 1 + valor.length)).toBe(valor);
    expect(t!.slice(37, 57)).toBe('12345670000000042   ');
  });
});

describe('lerRetornoCnab240: errors', () => {
  const nenhumRetorno = {
    banco: null,
    dataGeracao: null,
    titulos: [],
    erros: [{ linha: 1, nossoNumero: null, motivo: MENSAGEM_NAO_E_RETORNO_CNAB240 }],
  };
  it.each([
    ['an empty file', ''],
    ['only empty lines', '\r\n\r\n'],
    ['only a Ctrl-Z', '\x1A'],
    ['a text file', 'nome;valor\r\nMaria;100,00\r\n'],
    ['a CNAB 400 retorno', '02RETORNO01COBRANCA'.padEnd(400, ' ') + '\r\n'],
    ['a remessa (code 1 at position 143)', juntar([trocar(LINHAS[0]!, 143, '1'), ...LINHAS.slice(1)])],
    ['a file starting with the lote header', juntar(LINHAS.slice(1))],
  ])('%s is not a retorno CNAB 240', (_caso, conteudo) => {
    expect(lerRetornoCnab240(conteudo)).toEqual(nenhumRetorno);
  });

  const com = (linha: number, mudar: (l: string) => string): string[] =>
    LINHAS.map((l, i) => (i === linha - 1 ? mudar(l) : l));
  const sem = (linha: number): string[] => LINHAS.filter((_l, i) => i !== linha - 1);

  it.each<[string, string[], { linha: number; nossoNumero: string | null; motivo: string }[], string[]]>([
    [
      'a short record (and its U is not reported again)',
      com(5, (l) => l.slice(0, 238)),
      [
        {
          linha: 5,
          nossoNumero: null,
          motivo: 'Linha 5: o registro tem 238 posições; o CNAB 240 exige 240.',
        },
      ],
      [NN1, NN3],
    ],
    [
      'a long record',
      com(3, (l) => l + '  '),
      [
        {
          linha: 3,
          nossoNumero: null,
          motivo: 'Linha 3: o registro tem 242 posições; o CNAB 240 exige 240.',
        },
      ],
      [NN2, NN3],
    ],
    [
      'an unknown record type',
      com(5, (l) => trocar(l, 8, '7')),
      [
        {
          linha: 5,
          nossoNumero: null,
          motivo: "Linha 5: tipo de registro '7' (posição 8) desconhecido; o CNAB 240 usa 0, 1, 3, 5 ou 9.",
        },
      ],
      [NN1, NN3],
    ],
    [
      'a T followed by another segment instead of its U',
      com(4, (l) => trocar(l, 14, 'Y')),
      [
        {
          linha: 3,
          nossoNumero: NN1,
          motivo:
            'Linha 3: o segmento T não é seguido pelo segmento U do mesmo título (número sequencial seguinte, mesmo lote).',
        },
      ],
      [NN2, NN3],
    ],
    [
      'a U whose sequence number does not follow its T',
      com(4, (l) => trocar(l, 9, '00009')),
      [
        {
          linha: 3,
          nossoNumero: NN1,
          motivo:
            'Linha 3: o segmento T não é seguido pelo segmento U do mesmo título (número sequencial seguinte, mesmo lote).',
        },
        { linha: 4, nossoNumero: null, motivo: 'Linha 4: segmento U sem o segmento T que deve precedê-lo.' },
      ],
      [NN2, NN3],
    ],
    [
      'a missing U (the trailers tell the file is short)',
      sem(4),
      [
        {
          linha: 3,
          nossoNumero: NN1,
          motivo:
            'Linha 3: o segmento T não é seguido pelo segmento U do mesmo título (número sequencial seguinte, mesmo lote).',
        },
        {
          linha: 8,
          nossoNumero: null,
          motivo:
            'Linha 8: o trailer do lote 0001 informa 8 registros, mas o lote tem 7; o arquivo pode estar incompleto.',
        },
        {
          linha: 9,
          nossoNumero: null,
          motivo:
            'Linha 9: o trailer de arquivo informa 10 registros, mas o arquivo tem 9; o arquivo pode estar incompleto.',
        },
      ],
      [NN2, NN3],
    ],
    [
      'a non-numeric amount paid',
      com(4, (l) => trocar(l, 78, '0000000001246,9')),
      [
        {
          linha: 4,
          nossoNumero: NN1,
          motivo: "Linha 4: o valor pago '0000000001246,9' (posições 78 a 92) não é numérico.",
        },
      ],
      [NN2, NN3],
    ],
    [
      'a blank nominal value',
      com(5, (l) => trocar(l, 82, ' '.repeat(15))),
      [
        {
          linha: 5,
          nossoNumero: NN2,
          motivo: "Linha 5: o valor nominal '               ' (posições 82 a 96) não é numérico.",
        },
      ],
      [NN1, NN3],
    ],
    [
      'an invalid due date',
      com(3, (l) => trocar(l, 74, '31022026')),
      [
        {
          linha: 3,
          nossoNumero: NN1,
          motivo: "Linha 3: a data de vencimento '31022026' (posições 74 a 81) não é uma data válida.",
        },
      ],
      [NN2, NN3],
    ],
    [
      'an invalid payment date',
      com(6, (l) => trocar(l, 138, '12132026')),
      [
        {
          linha: 6,
          nossoNumero: NN2,
          motivo: "Linha 6: a data da ocorrência '12132026' (posições 138 a 145) não é uma data válida.",
        },
      ],
      [NN1, NN3],
    ],
    [
      'an invalid generation date in the header',
      com(1, (l) => trocar(l, 144, '00132026')),
      [
        {
          linha: 1,
          nossoNumero: null,
          motivo:
            "Linha 1: a data de geração do arquivo '00132026' (posições 144 a 151) não é uma data válida.",
        },
      ],
      [NN1, NN2, NN3],
    ],
    [
      'a liquidação without amount paid',
      com(4, (l) => trocar(l, 78, '0'.repeat(15))),
      [
        {
          linha: 4,
          nossoNumero: NN1,
          motivo: 'Linha 4: a liquidação não informa o valor pago (posições 78 a 92).',
        },
      ],
      [NN2, NN3],
    ],
    [
      'a liquidação without payment date',
      com(6, (l) => trocar(l, 138, '00000000')),
      [
        {
          linha: 6,
          nossoNumero: NN2,
          motivo: 'Linha 6: a liquidação não informa a data da ocorrência (posições 138 a 145).',
        },
      ],
      [NN1, NN3],
    ],
    [
      'a blank nosso número',
      com(3, (l) => trocar(l, 38, ' '.repeat(20))),
      [{ linha: 3, nossoNumero: null, motivo: 'Linha 3: o nosso número (posições 38 a 57) está em branco.' }],
      [NN2, NN3],
    ],
    [
      'a blank line in the middle',
      [...LINHAS.slice(0, 4), '', ...LINHAS.slice(4)],
      [{ linha: 5, nossoNumero: null, motivo: 'Linha 5: linha em branco no meio do arquivo.' }],
      [NN1, NN2, NN3],
    ],
    [
      'a file cut after a U',
      LINHAS.slice(0, 6),
      [
        {
          linha: 6,
          nossoNumero: null,
          motivo: 'Linha 6: o lote 0001 não foi fechado por um trailer de lote.',
        },
        {
          linha: 6,
          nossoNumero: null,
          motivo: 'Linha 6: o arquivo termina sem o trailer de arquivo; pode estar incompleto.',
        },
      ],
      [NN1, NN2],
    ],
    [
      'a record after the trailer de arquivo',
      [...LINHAS, LINHAS[2]!],
      [{ linha: 11, nossoNumero: null, motivo: 'Linha 11: registro depois do trailer de arquivo.' }],
      [NN1, NN2, NN3],
    ],
  ])('%s', (_caso, linhas, erros, lidos) => {
    const leitura = lerRetornoCnab240(juntar(linhas));
    expect(leitura.erros).toEqual(erros);
    expect(leitura.titulos.map((t) => t.nossoNumero)).toEqual(lidos);
  });

  it('reports every faulty field of a pair, in line order, and never throws', () => {
    const linhas = com(3, (l) => trocar(trocar(l, 74, '99999999'), 16, 'XX'));
    linhas[3] = trocar(linhas[3]!, 18, 'abc');
    const leitura = lerRetornoCnab240(juntar(linhas));
    expect(leitura.erros.map((e) => e.linha)).toEqual([3, 3, 4]);
    expect(leitura.erros.map((e) => e.motivo)).toEqual([
      "Linha 3: o código de movimento 'XX' (posições 16 a 17) é inválido.",
      "Linha 3: a data de vencimento '99999999' (posições 74 a 81) não é uma data válida.",
      "Linha 4: o valor de juros/multa/encargos 'abc000000001234' (posições 18 a 32) não é numérico.",
    ]);
  });

  it('survives garbage after a valid header', () => {
    const lixo = [LINHAS[0]!, 'x', '\u0000'.repeat(240), '3'.repeat(240)].join('\n');
    const leitura = lerRetornoCnab240(lixo);
    expect(leitura.banco).toBe('001');
    expect(leitura.titulos).toEqual([]);
    expect(leitura.erros.length).toBeGreaterThan(0);
    for (const e of leitura.erros) expect(e.motivo).toMatch(/^Linha \d+: /);
  });
});

describe('descricaoMovimentoCnab240', () => {
  it.each([
    ['06', 'Liquidação'],
    ['17', 'Liquidação após baixa ou de título não registrado'],
    ['02', 'Entrada confirmada'],
    ['99', 'Movimento 99'],
  ])('%s → %s', (codigo, descricao) => {
    expect(descricaoMovimentoCnab240(codigo)).toBe(descricao);
  });
});
