/**
 * CNAB 240 "retorno de cobrança": the file the bank sends back about our boletos, which the back-office imports
 * to settle the ones paid. Layout: FEBRABAN "Layout Padrão Febraban 240 posições" v10, serviço 01 (cobrança).
 * Positions below are 1-based and inclusive, as in the manual.
 *
 *   every record  banco 1-3 | lote 4-7 | tipo de registro 8: 0 header de arquivo, 1 header de lote, 3 detalhe,
 *                 5 trailer de lote, 9 trailer de arquivo | nº sequencial no lote 9-13 | segmento 14 (detalhe)
 *   header arq.   código remessa (1) / retorno (2) 143 | data de geração DDMMAAAA 144-151
 *   segmento T    código de movimento 16-17 | nosso número 20 posições 38-57 (the 17-digit Banco do Brasil
 *                 nosso número, left-aligned) | vencimento 74-81 | valor nominal 13+2 82-96 | motivos 214-223
 *   segmento U    juros/multa/encargos 18-32 | desconto 33-47 | abatimento 48-62 | IOF 63-77 | valor pago 78-92 |
 *                 valor líquido 93-107 | data da ocorrência 138-145 | data do crédito 146-153
 *   trailers      lote: quantidade de registros do lote 18-23; arquivo: quantidade de lotes 18-23, de registros 24-29
 *
 * Every T is followed at once by its U (next sequence number, same lote). Optional segments (Y…) are skipped.
 * The reader never throws: whatever it cannot trust becomes an entry of `erros` for the operator, and the
 * título of a faulty T/U pair is left out so nothing is settled from a misread amount or date.
 */
import { numeroDoDia } from '../comum/datas.ts';

export interface TituloRetorno {
  /** 1-based line of the segment T. */
  linha: number;
  nossoNumero: string;
  codigoMovimento: string;
  /** Movimento 06 (liquidação) or 17 (liquidação após baixa): the boleto was paid. */
  liquidacao: boolean;
  dataVencimento: string | null;
  /** Centavos, like every amount below. */
  valorNominal: number;
  valorPago: number;
  valorEncargos: number;
  valorDesconto: number;
  /** Data da ocorrência (the payment date for a liquidação). */
  dataPagamento: string | null;
  dataCredito: string | null;
}

export interface ErroRetorno {
  linha: number;
  /** The título the error belongs to, when the line tells it. */
  nossoNumero: string | null;
  motivo: string;
}

export interface LeituraRetorno {
  banco: string | null;
  dataGeracao: string | null;
  titulos: TituloRetorno[];
  erros: ErroRetorno[];
}

export const TAMANHO_REGISTRO_CNAB240 = 240;
export const MENSAGEM_NAO_E_RETORNO_CNAB240 = 'O arquivo não é um retorno CNAB 240.';
export const MOVIMENTOS_LIQUIDACAO_CNAB240: readonly string[] = ['06', '17'];

/** Códigos de movimento retorno of the manual (nota C044) an operator is likely to meet. */
export const MOVIMENTOS_RETORNO_CNAB240: Readonly<Record<string, string>> = {
  '02': 'Entrada confirmada',
  '03': 'Entrada rejeitada',
  '04': 'Transferência de carteira/entrada',
  '05': 'Transferência de carteira/baixa',
  '06': 'Liquidação',
  '09': 'Baixa',
  '12': 'Confirmação de abatimento',
  '13': 'Confirmação de cancelamento de abatimento',
  '14': 'Confirmação de alteração de vencimento',
  '17': 'Liquidação após baixa ou de título não registrado',
  '19': 'Confirmação de instrução de protesto',
  '20': 'Confirmação de sustação de protesto',
  '23': 'Remessa a cartório',
  '24': 'Retirada de cartório e manutenção em carteira',
  '25': 'Protestado e baixado',
  '26': 'Instrução rejeitada',
  '27': 'Confirmação de alteração de outros dados',
  '28': 'Débito de tarifas/custas',
  '29': 'Ocorrências do pagador',
  '30': 'Alteração de dados rejeitada',
};

export function descricaoMovimentoCnab240(codigo: string): string {
  return MOVIMENTOS_RETORNO_CNAB240[codigo] ?? `Movimento ${codigo}`;
}

// ——— Reading ———

/** Field by the manual's 1-based, inclusive positions. */
const campo = (linha: string, inicio: number, fim: number): string => linha.slice(inicio - 1, fim);

/** Reads amounts and dates of one record, collecting what is wrong instead of throwing. */
class Campos {
  readonly falhas: string[] = [];
  constructor(private readonly linha: string) {}

  valor(nome: string, inicio: number, fim: number): number {
    const texto = campo(this.linha, inicio, fim);
    if (/^\d+$/.test(texto)) return Number(texto);
    this.falhas.push(`${nome} '${texto}' (posições ${inicio} a ${fim}) não é numérico`);
    return 0;
  }

  /** DDMMAAAA → 'YYYY-MM-DD'; zeros (or blanks) mean "no date". */
  data(nome: string, inicio: number, fim: number): string | null {
    const texto = campo(this.linha, inicio, fim);
    if (/^(0{8}| {8})$/.test(texto)) return null;
    const m = /^(\d{2})(\d{2})(\d{4})$/.exec(texto);
    if (m) {
      const iso = `${m[3]}-${m[2]}-${m[1]}`;
      try {
        numeroDoDia(iso);
        return iso;
      } catch {
        // falls through to the error below
      }
    }
    this.falhas.push(`${nome} '${texto}' (posições ${inicio} a ${fim}) não é uma data válida`);
    return null;
  }
}

interface SegmentoT {
  linha: number;
  lote: string;
  sequencial: number;
  nossoNumero: string;
  codigoMovimento: string;
  dataVencimento: string | null;
  valorNominal: number;
  falhas: string[];
}

function lerSegmentoT(linha: string, numero: number): SegmentoT {
  const c = new Campos(linha);
  const nossoNumero = campo(linha, 38, 57).trim();
  if (nossoNumero === '') c.falhas.push('o nosso número (posições 38 a 57) está em branco');
  const codigoMovimento = campo(linha, 16, 17);
  if (!/^\d{2}$/.test(codigoMovimento)) {
    c.falhas.push(`o código de movimento '${codigoMovimento}' (posições 16 a 17) é inválido`);
  }
  return {
    linha: numero,
    lote: campo(linha, 4, 7),
    sequencial: Number(campo(linha, 9, 13)),
    nossoNumero,
    codigoMovimento,
    dataVencimento: c.data('a data de vencimento', 74, 81),
    valorNominal: c.valor('o valor nominal', 82, 96),
    falhas: c.falhas,
  };
}

function lerSegmentoU(linha: string) {
  const c = new Campos(linha);
  const u = {
    valorEncargos: c.valor('o valor de juros/multa/encargos', 18, 32),
    valorDesconto: c.valor('o valor do desconto', 33, 47),
    valorPago: c.valor('o valor pago', 78, 92),
    dataPagamento: c.data('a data da ocorrência', 138, 145),
    dataCredito: c.data('a data do crédito', 146, 153),
  };
  return { ...u, falhas: c.falhas };
}

/** Line ends and the DOS end-of-file mark (Ctrl-Z) some bank systems still append. */
const FINAIS_IGNORADOS = new Set(['\r', '\n', String.fromCharCode(26)]);

const TIPOS_DE_REGISTRO = new Set(['0', '1', '3', '5', '9']);

/** A header de arquivo: banco, lote 0000, tipo 0, and not a remessa (code 1 at position 143). */
const ehHeaderDeRetorno = (linha: string): boolean =>
  /^\d{3}00000/.test(linha) && campo(linha, 143, 143) !== '1';

/**
 * Reads a CNAB 240 retorno de cobrança. Line ends CRLF or LF; a byte-order mark, a final Ctrl-Z and trailing
 * empty lines are ignored. Never throws.
 */
export function lerRetornoCnab240(conteudo: string): LeituraRetorno {
  let fim = conteudo.length;
  while (fim > 0 && FINAIS_IGNORADOS.has(conteudo.charAt(fim - 1))) fim--;
  const linhas = conteudo.slice(conteudo.startsWith('\uFEFF') ? 1 : 0, fim).split(/\r?\n/);
  const primeira = linhas[0] ?? '';
  if (primeira === '' || !ehHeaderDeRetorno(primeira)) {
    return {
      banco: null,
      dataGeracao: null,
      titulos: [],
      erros: [{ linha: 1, nossoNumero: null, motivo: MENSAGEM_NAO_E_RETORNO_CNAB240 }],
    };
  }

  const titulos: TituloRetorno[] = [];
  const erros: ErroRetorno[] = [];
  const erro = (linha: number, motivo: string, nossoNumero: string | null = null) =>
    erros.push({ linha, nossoNumero, motivo: `Linha ${linha}: ${motivo}.` });

  const banco = campo(primeira, 1, 3);
  let dataGeracao: string | null = null;
  if (primeira.length === TAMANHO_REGISTRO_CNAB240) {
    const header = new Campos(primeira);
    dataGeracao = header.data('a data de geração do arquivo', 144, 151);
    for (const falha of header.falhas) erro(1, falha);
  }

  // One object so the nested readers below share it (TypeScript keeps no narrowing of a `let` across closures).
  const estado: {
    /** A segment T waiting for its U. */
    pendente: SegmentoT | null;
    lote: { numero: string; registros: number } | null;
    lotes: number;
    registros: number;
    fimDoArquivo: boolean;
    anteriorComErro: boolean;
  } = { pendente: null, lote: null, lotes: 0, registros: 0, fimDoArquivo: false, anteriorComErro: false };

  const semU = () => {
    const t = estado.pendente;
    if (!t) return;
    estado.pendente = null;
    for (const falha of t.falhas) erro(t.linha, falha, t.nossoNumero || null);
    erro(
      t.linha,
      'o segmento T não é seguido pelo segmento U do mesmo título (número sequencial seguinte, mesmo lote)',
      t.nossoNumero || null,
    );
  };

  const loteSemTrailer = (numero: number) => {
    if (estado.lote) erro(numero, `o lote ${estado.lote.numero} não foi fechado por um trailer de lote`);
    estado.lote = null;
  };

  const lerDetalhe = (linha: string, numero: number): void => {
    const segmento = campo(linha, 14, 14);
    if (segmento === 'T') {
      semU();
      estado.pendente = lerSegmentoT(linha, numero);
      return;
    }
    if (segmento !== 'U') {
      semU(); // optional segments (Y…) carry nothing we settle from
      return;
    }
    const t = estado.pendente;
    if (!t || t.lote !== campo(linha, 4, 7) || t.sequencial + 1 !== Number(campo(linha, 9, 13))) {
      semU();
      // A U right after a rejected line is that line's consequence, already reported.
      if (!estado.anteriorComErro) erro(numero, 'segmento U sem o segmento T que deve precedê-lo');
      return;
    }
    estado.pendente = null;
    const nossoNumero = t.nossoNumero || null;
    const u = lerSegmentoU(linha);
    const liquidacao = MOVIMENTOS_LIQUIDACAO_CNAB240.includes(t.codigoMovimento);
    if (liquidacao && u.falhas.length === 0) {
      if (u.valorPago === 0) u.falhas.push('a liquidação não informa o valor pago (posições 78 a 92)');
      if (!u.dataPagamento)
        u.falhas.push('a liquidação não informa a data da ocorrência (posições 138 a 145)');
    }
    for (const falha of t.falhas) erro(t.linha, falha, nossoNumero);
    for (const falha of u.falhas) erro(numero, falha, nossoNumero);
    if (t.falhas.length > 0 || u.falhas.length > 0) return;
    titulos.push({
      linha: t.linha,
      nossoNumero: t.nossoNumero,
      codigoMovimento: t.codigoMovimento,
      liquidacao,
      dataVencimento: t.dataVencimento,
      valorNominal: t.valorNominal,
      valorPago: u.valorPago,
      valorEncargos: u.valorEncargos,
      valorDesconto: u.valorDesconto,
      dataPagamento: u.dataPagamento,
      dataCredito: u.dataCredito,
    });
  };

  const lerTrailerDeLote = (linha: string, numero: number): void => {
    const lote = estado.lote;
    if (!lote) {
      erro(numero, 'trailer de lote sem o header de lote correspondente');
      return;
    }
    estado.lote = null;
    const informados = campo(linha, 18, 23);
    if (/^\d{6}$/.test(informados) && Number(informados) !== lote.registros) {
      erro(
        numero,
        `o trailer do lote ${lote.numero} informa ${Number(informados)} registros, mas o lote tem ` +
          `${lote.registros}; o arquivo pode estar incompleto`,
      );
    }
  };

  const lerTrailerDeArquivo = (linha: string, numero: number): void => {
    loteSemTrailer(numero);
    estado.fimDoArquivo = true;
    const lotes = campo(linha, 18, 23);
    const registros = campo(linha, 24, 29);
    if (/^\d{6}$/.test(lotes) && Number(lotes) !== estado.lotes) {
      erro(numero, `o trailer de arquivo informa ${Number(lotes)} lotes, mas o arquivo tem ${estado.lotes}`);
    }
    if (/^\d{6}$/.test(registros) && Number(registros) !== estado.registros) {
      erro(
        numero,
        `o trailer de arquivo informa ${Number(registros)} registros, mas o arquivo tem ` +
          `${estado.registros}; o arquivo pode estar incompleto`,
      );
    }
  };

  const lerRegistro = (linha: string, numero: number): void => {
    if (linha.length !== TAMANHO_REGISTRO_CNAB240) {
      erro(numero, `o registro tem ${linha.length} posições; o CNAB 240 exige ${TAMANHO_REGISTRO_CNAB240}`);
      return;
    }
    const tipo = campo(linha, 8, 8);
    if (tipo === '3') {
      if (estado.lote) lerDetalhe(linha, numero);
      else erro(numero, 'registro de detalhe fora de um lote (falta o header de lote)');
      return;
    }
    if (!TIPOS_DE_REGISTRO.has(tipo)) {
      erro(numero, `tipo de registro '${tipo}' (posição 8) desconhecido; o CNAB 240 usa 0, 1, 3, 5 ou 9`);
      return;
    }
    semU();
    if (tipo === '0') {
      if (numero > 1) erro(numero, 'segundo header de arquivo; envie um arquivo de retorno por vez');
    } else if (tipo === '1') {
      loteSemTrailer(numero);
      estado.lote = { numero: campo(linha, 4, 7), registros: 1 };
      estado.lotes++;
    } else if (tipo === '5') {
      lerTrailerDeLote(linha, numero);
    } else {
      lerTrailerDeArquivo(linha, numero);
    }
  };

  linhas.forEach((linha, indice) => {
    const numero = indice + 1;
    if (linha === '') {
      erro(numero, 'linha em branco no meio do arquivo');
    } else if (estado.fimDoArquivo) {
      erro(numero, 'registro depois do trailer de arquivo');
    } else {
      estado.registros++;
      if (estado.lote) estado.lote.registros++;
      const errosAntes = erros.length;
      lerRegistro(linha, numero);
      estado.anteriorComErro = erros.length > errosAntes;
    }
  });

  semU();
  if (!estado.fimDoArquivo) {
    loteSemTrailer(linhas.length);
    erro(linhas.length, 'o arquivo termina sem o trailer de arquivo; pode estar incompleto');
  }
  // Errors of a T are found when its U is read: list them in file order.
  erros.sort((a, b) => a.linha - b.linha);
  return { banco, dataGeracao, titulos, erros };
}

// ——— Writing (tests, demos, and a sample file for operators) ———

export interface TituloGeracaoRetorno {
  nossoNumero: string;
  valorNominal: number;
  valorPago: number;
  valorEncargos?: number;
  valorDesconto?: number;
  dataVencimento: string;
  /** Data da ocorrência. */
  dataPagamento: string;
  /** Defaults to the payment date. */
  dataCredito?: string;
  /** Defaults to '06' (liquidação). */
  codigoMovimento?: string;
}

export interface DadosGeracaoRetorno {
  /** Defaults to Banco do Brasil ('001'). */
  banco?: string;
  convenio: string;
  dataGeracao: string;
  nomeEmpresa?: string;
  titulos: TituloGeracaoRetorno[];
}

type Campo = readonly [inicio: number, fim: number, valor: string];

/** Joins fields given with the manual's positions, so a wrong width cannot slip into a file. */
function registro(campos: readonly Campo[]): string {
  let proximo = 1;
  let texto = '';
  for (const [inicio, fim, valor] of campos) {
    if (inicio !== proximo || valor.length !== fim - inicio + 1) {
      throw new Error(`Campo CNAB 240 nas posições ${inicio} a ${fim} mal formado: '${valor}'.`);
    }
    texto += valor;
    proximo = fim + 1;
  }
  if (texto.length !== TAMANHO_REGISTRO_CNAB240)
    throw new Error(`Registro CNAB 240 com ${texto.length} posições.`);
  return texto;
}

function num(valor: number | string, tamanho: number, nome = 'Campo numérico'): string {
  const texto = String(valor);
  if (!/^\d+$/.test(texto) || texto.length > tamanho) {
    throw new RangeError(`${nome} não cabe em ${tamanho} dígitos: '${texto}'.`);
  }
  return texto.padStart(tamanho, '0');
}

/** Alphanumeric fields: upper case, no accents, cut to the width. */
const alfa = (valor: string, tamanho: number): string =>
  valor
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .slice(0, tamanho)
    .padEnd(tamanho, ' ');

const brancos = (tamanho: number): string => ' '.repeat(tamanho);
const zeros = (tamanho: number): string => '0'.repeat(tamanho);

function dataCnab(data: string, nome: string): string {
  try {
    numeroDoDia(data);
  } catch {
    throw new RangeError(`${nome} inválida: '${data}' (esperado AAAA-MM-DD).`);
  }
  return data.slice(8, 10) + data.slice(5, 7) + data.slice(0, 4);
}

/** Writes a retorno de cobrança with one lote; CRLF line ends, the last line ended too. */
export function gerarRetornoCnab240(d: DadosGeracaoRetorno): string {
  const banco = d.banco ?? '001';
  if (!/^\d{3}$/.test(banco)) throw new RangeError(`Código de banco inválido: '${banco}'.`);
  if (!/^\S{1,20}$/.test(d.convenio)) throw new RangeError(`Convênio inválido: '${d.convenio}'.`);
  const dataGeracao = dataCnab(d.dataGeracao, 'Data de geração');
  const empresa = alfa(d.nomeEmpresa ?? 'PORTAL DO CONSORCIADO', 30);
  const nomeBanco = alfa(banco === '001' ? 'BANCO DO BRASIL S.A.' : '', 30);
  const convenio = alfa(d.convenio, 20);
  // Agência, conta and their check digits: zeros; the reader does not use them.
  const contaCorrente = zeros(5 + 1 + 12 + 1 + 1);
  const LOTE = '0001';

  const headerArquivo = registro([
    [1, 3, banco],
    [4, 7, '0000'],
    [8, 8, '0'],
    [9, 17, brancos(9)],
    [18, 18, '0'], // tipo de inscrição: not informed
    [19, 32, zeros(14)],
    [33, 52, convenio],
    [53, 72, contaCorrente],
    [73, 102, empresa],
    [103, 132, nomeBanco],
    [133, 142, brancos(10)],
    [143, 143, '2'], // retorno
    [144, 151, dataGeracao],
    [152, 157, '000000'], // hora
    [158, 163, '000001'], // NSA
    [164, 166, '103'], // versão do layout do arquivo
    [167, 171, '00000'], // densidade
    [172, 191, brancos(20)],
    [192, 211, brancos(20)],
    [212, 240, brancos(29)],
  ]);

  const headerLote = registro([
    [1, 3, banco],
    [4, 7, LOTE],
    [8, 8, '1'],
    [9, 9, 'T'], // operação: retorno
    [10, 11, '01'], // serviço: cobrança
    [12, 13, brancos(2)],
    [14, 16, '060'], // versão do layout do lote
    [17, 17, ' '],
    [18, 18, '0'],
    [19, 33, zeros(15)],
    [34, 53, convenio],
    [54, 73, contaCorrente],
    [74, 103, empresa],
    [104, 143, brancos(40)],
    [144, 183, brancos(40)],
    [184, 191, '00000001'], // número do retorno
    [192, 199, dataGeracao],
    [200, 207, zeros(8)],
    [208, 240, brancos(33)],
  ]);

  const detalhes: string[] = [];
  let valorTotal = 0;
  d.titulos.forEach((t, i) => {
    if (!/^\S{1,20}$/.test(t.nossoNumero)) throw new RangeError(`Nosso número inválido: '${t.nossoNumero}'.`);
    const movimento = t.codigoMovimento ?? '06';
    if (!/^\d{2}$/.test(movimento)) throw new RangeError(`Código de movimento inválido: '${movimento}'.`);
    const valor = (v: number, nome: string) => num(v, 15, nome);
    valorTotal += t.valorNominal;
    detalhes.push(
      registro([
        [1, 3, banco],
        [4, 7, LOTE],
        [8, 8, '3'],
        [9, 13, num(2 * i + 1, 5)],
        [14, 14, 'T'],
        [15, 15, ' '],
        [16, 17, movimento],
        [18, 37, contaCorrente],
        [38, 57, alfa(t.nossoNumero, 20)],
        [58, 58, '1'], // carteira: cobrança simples
        [59, 73, alfa(t.nossoNumero.slice(-15), 15)], // nº do documento
        [74, 81, dataCnab(t.dataVencimento, 'Data de vencimento')],
        [82, 96, valor(t.valorNominal, 'O valor nominal')],
        [97, 99, banco], // banco recebedor
        [100, 105, zeros(6)], // agência recebedora e DV
        [106, 130, alfa(t.nossoNumero, 25)], // identificação do título na empresa
        [131, 132, '09'], // moeda: real
        [133, 133, '0'],
        [134, 148, zeros(15)],
        [149, 188, brancos(40)],
        [189, 198, zeros(10)],
        [199, 213, zeros(15)], // tarifa
        [214, 223, brancos(10)], // motivos da ocorrência
        [224, 240, brancos(17)],
      ]),
      registro([
        [1, 3, banco],
        [4, 7, LOTE],
        [8, 8, '3'],
        [9, 13, num(2 * i + 2, 5)],
        [14, 14, 'U'],
        [15, 15, ' '],
        [16, 17, movimento],
        [18, 32, valor(t.valorEncargos ?? 0, 'O valor de encargos')],
        [33, 47, valor(t.valorDesconto ?? 0, 'O valor de desconto')],
        [48, 62, zeros(15)], // abatimento
        [63, 77, zeros(15)], // IOF
        [78, 92, valor(t.valorPago, 'O valor pago')],
        [93, 107, valor(t.valorPago, 'O valor líquido')],
        [108, 122, zeros(15)],
        [123, 137, zeros(15)],
        [138, 145, dataCnab(t.dataPagamento, 'Data do pagamento')],
        [146, 153, dataCnab(t.dataCredito ?? t.dataPagamento, 'Data do crédito')],
        [154, 157, brancos(4)],
        [158, 165, zeros(8)],
        [166, 180, zeros(15)],
        [181, 210, brancos(30)],
        [211, 213, '000'],
        [214, 233, brancos(20)],
        [234, 240, brancos(7)],
      ]),
    );
  });

  const trailerLote = registro([
    [1, 3, banco],
    [4, 7, LOTE],
    [8, 8, '5'],
    [9, 17, brancos(9)],
    [18, 23, num(detalhes.length + 2, 6)],
    [24, 29, num(d.titulos.length, 6)], // cobrança simples: quantidade
    [30, 46, num(valorTotal, 17, 'O valor total do lote')],
    [47, 115, zeros(69)], // vinculada, caucionada, descontada: quantidade e valor
    [116, 123, brancos(8)],
    [124, 240, brancos(117)],
  ]);

  const trailerArquivo = registro([
    [1, 3, banco],
    [4, 7, '9999'],
    [8, 8, '9'],
    [9, 17, brancos(9)],
    [18, 23, '000001'],
    [24, 29, num(detalhes.length + 4, 6)],
    [30, 35, zeros(6)],
    [36, 240, brancos(205)],
  ]);

  return [headerArquivo, headerLote, ...detalhes, trailerLote, trailerArquivo]
    .map((l) => l + '\r\n')
    .join('');
}
