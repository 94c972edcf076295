/**
 * CNAB 240 "Pagamentos" (FEBRABAN "Layout Padrão Febraban 240 posições", v10.x, serviço 98 pagamentos
 * diversos): the remessa that orders the bank to pay our payouts (repasses, ADR 0041/0042) and the retorno
 * that says what the bank did with each one. Positions are 1-based and inclusive, as in the manual.
 *
 *   header de arquivo (0)  empresa: tipo/nº de inscrição 18-32, convênio 33-52, agência+DV 53-58, conta+DV
 *                          59-71, nome 73-102 | código remessa (1) / retorno (2) 143 | data 144-151 | NSA 158-163 |
 *                          versão do layout 164-166 ('103')
 *   header de lote (1)     operação 'C' 9 | serviço 10-11 ('98') | forma de lançamento 12-13 | versão 14-16 ('046')
 *   segmento A (3)         câmara 18-20 | banco 21-23 | agência+DV 24-29 | conta+DV 30-42 | favorecido 44-73 |
 *                          seu número 74-93 (our payout id) | data do pagamento 94-101 | moeda 102-104 |
 *                          valor 120-134 | nosso número (banco, retorno) 135-154 | data/valor reais 155-177 |
 *                          ocorrências 231-240
 *   segmento B (3)         forma de iniciação PIX 15-17 | inscrição do favorecido 18-32 | chave PIX 128-226 (PIX)
 *   trailer de lote (5)    quantidade de registros 18-23 | somatória dos valores 24-41
 *   trailer de arquivo (9) quantidade de lotes 18-23 | de registros 24-29
 *
 * Forma de lançamento (nota G029), one lote per forma: '01' crédito em conta corrente no mesmo banco, '05'
 * crédito em poupança no mesmo banco, '41' TED para outra titularidade (a conta do cliente nunca é da
 * administradora), '45' PIX transferência when the payout carries a PIX key. The câmara follows: '000' same
 * bank, '018' TED, '009' PIX.
 */
import { numeroDoDia } from '../comum/datas.ts';

export const TAMANHO_REGISTRO_PAGAMENTOS = 240;
export const MENSAGEM_NAO_E_RETORNO_PAGAMENTOS = 'O arquivo não é um retorno CNAB 240 de pagamentos.';

/** The bank's occurrence codes of a payment (nota G059) an operator is likely to meet, in Portuguese. */
export const OCORRENCIAS_PAGAMENTO: Readonly<Record<string, string>> = {
  '00': 'Crédito efetuado',
  '01': 'Insuficiência de fundos: débito não efetuado',
  '02': 'Crédito cancelado pelo pagador',
  '03': 'Débito autorizado pela agência: efetuado',
  AA: 'Controle inválido',
  AB: 'Tipo de operação inválido',
  AC: 'Tipo de serviço inválido',
  AD: 'Forma de lançamento inválida',
  AE: 'Tipo/número de inscrição inválido',
  AF: 'Código de convênio inválido',
  AG: 'Agência/conta corrente/DV inválido',
  AH: 'Número sequencial do registro no lote inválido',
  AI: 'Código de segmento de detalhe inválido',
  AJ: 'Tipo de movimento inválido',
  AK: 'Código da câmara de compensação do banco favorecido inválido',
  AL: 'Código do banco favorecido inválido',
  AM: 'Agência mantenedora da conta do favorecido inválida',
  AN: 'Conta corrente/DV do favorecido inválido',
  AO: 'Nome do favorecido não informado',
  AP: 'Data do lançamento inválida',
  AQ: 'Tipo/quantidade da moeda inválido',
  AR: 'Valor do lançamento inválido',
  AT: 'Tipo/número de inscrição do favorecido inválido',
  BD: 'Pagamento agendado',
  BE: 'Alteração efetuada',
  CF: 'Valor do documento inválido',
  HA: 'Lote não aceito',
  HB: 'Inscrição da empresa inválida para o contrato',
  HC: 'Convênio com a empresa inexistente ou inválido para o contrato',
  HD: 'Agência/conta corrente da empresa inexistente ou inválida para o contrato',
  HE: 'Tipo de serviço inválido para o contrato',
  HF: 'Conta corrente da empresa com saldo insuficiente',
  HG: 'Lote de serviço fora de sequência',
  HH: 'Lote de serviço inválido',
  HI: 'Arquivo não aceito',
  HJ: 'Tipo de registro inválido',
  HL: 'Versão de layout inválida',
  PA: 'PIX não efetivado',
  PB: 'Transação interrompida por erro no PSP do recebedor',
  PC: 'Conta transacional encerrada no PSP do recebedor',
  PD: 'Tipo incorreto para a conta transacional',
  PF: 'CPF/CNPJ do recebedor não confere com o titular da conta',
  PG: 'CPF/CNPJ do recebedor incorreto',
  PH: 'Ordem rejeitada pelo PSP do recebedor',
  PJ: 'Chave PIX não cadastrada no DICT',
  PM: 'Chave PIX inválida',
  TA: 'Lote não aceito: totais do lote com diferença',
  ZA: 'Agência/conta do favorecido substituída',
};

export const descricaoOcorrencia = (codigo: string): string =>
  OCORRENCIAS_PAGAMENTO[codigo] ?? `Ocorrência ${codigo} do banco`;

/** What one return line says of a payout. */
export type DesfechoPagamento = 'pago' | 'agendado' | 'rejeitado';

/**
 * The occurrences (up to five codes of two characters) → what happened: '00' or '03' first → paid; 'BD' or
 * 'BE' first → still scheduled at the bank (nothing to settle yet); anything else → rejected, with every
 * code's reason joined, for the customer and the analyst.
 */
export function desfechoDasOcorrencias(codigos: readonly string[]): {
  desfecho: DesfechoPagamento;
  motivo: string | null;
} {
  const primeiro = codigos[0];
  if (primeiro === '00' || primeiro === '03') return { desfecho: 'pago', motivo: null };
  if (primeiro === 'BD' || primeiro === 'BE') return { desfecho: 'agendado', motivo: null };
  const motivos = codigos.map(descricaoOcorrencia);
  return {
    desfecho: 'rejeitado',
    motivo: motivos.length > 0 ? motivos.join('; ') + '.' : 'Pagamento rejeitado pelo banco.',
  };
}

// ——— Writing ———

/** The partner's account the payments are debited from (cobranca_parceiro, ADR 0042). */
export interface ContaPagadora {
  banco: string;
  cnpj: string;
  convenio: string;
  agencia: string;
  digitoAgencia: string;
  conta: string;
  digitoConta: string;
  nomeEmpresa: string;
}

/** One payout to order. */
export interface PagamentoRemessa {
  /** Our payout id: "seu número", read back from the return. */
  repasseId: number;
  /** COMPE code of the favoured's bank. */
  banco: number;
  agencia: string;
  digitoAgencia: string | null;
  conta: string;
  digitoConta: string;
  tipoConta: 'corrente' | 'poupanca';
  /** Caixa's account operation, prefixed to the account number. */
  operacao: string | null;
  favorecido: string;
  cpfCnpj: string;
  valorCentavos: number;
  /** YYYY-MM-DD. */
  dataPagamento: string;
  /** A PIX key: the transfer goes as PIX (forma 45) instead of a credit or TED. */
  chavePix?: string | null;
}

export interface DadosRemessa {
  pagadora: ContaPagadora;
  /** Número sequencial do arquivo, per partner. */
  nsa: number;
  /** YYYY-MM-DD and HHMMSS. */
  dataGeracao: string;
  horaGeracao: string;
  pagamentos: readonly PagamentoRemessa[];
}

type Campo = readonly [inicio: number, fim: number, valor: string];

/** Joins fields given with the manual's positions, so a wrong width cannot slip into a file. */
function registro(campos: readonly Campo[]): string {
  let proximo = 1;
  let texto = '';
  for (const [inicio, fim, valor] of campos) {
    if (inicio !== proximo || valor.length !== fim - inicio + 1)
      throw new Error(`Campo CNAB 240 nas posições ${inicio} a ${fim} mal formado: '${valor}'.`);
    texto += valor;
    proximo = fim + 1;
  }
  if (texto.length !== TAMANHO_REGISTRO_PAGAMENTOS)
    throw new Error(`Registro CNAB 240 com ${texto.length} posições.`);
  return texto;
}

/** Numeric fields: digits only, zero-padded; a value that does not fit is refused, never cut. */
function num(valor: number | string, tamanho: number, nome = 'Campo numérico'): string {
  const texto = String(valor);
  if (!/^\d+$/.test(texto) || texto.length > tamanho)
    throw new RangeError(`${nome} não cabe em ${tamanho} dígitos: '${texto}'.`);
  return texto.padStart(tamanho, '0');
}

/** Alphanumeric fields: upper case, no accents, only what a bank's EBCDIC/ASCII table takes, space-padded. */
const alfa = (valor: string, tamanho: number): string =>
  valor
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 .,/@&:;()_+*-]/g, ' ')
    .slice(0, tamanho)
    .padEnd(tamanho, ' ');

const brancos = (n: number) => ' '.repeat(n);
const zeros = (n: number) => '0'.repeat(n);

function dataCnab(data: string, nome: string): string {
  try {
    numeroDoDia(data);
  } catch {
    throw new RangeError(`${nome} inválida: '${data}' (esperado AAAA-MM-DD).`);
  }
  return data.slice(8, 10) + data.slice(5, 7) + data.slice(0, 4);
}

const digito = (d: string | null, nome: string): string => {
  const v = (d ?? '').trim().toUpperCase() || ' ';
  if (!/^[0-9A-Z ]$/.test(v)) throw new RangeError(`${nome} inválido: '${d}'.`);
  return v;
};

/** How a payout travels (see the file comment): forma de lançamento and câmara. */
export function formaDeLancamento(
  bancoPagador: string,
  p: Pick<PagamentoRemessa, 'banco' | 'tipoConta' | 'chavePix'>,
): { forma: '01' | '05' | '41' | '45'; camara: '000' | '018' | '009' } {
  if (p.chavePix) return { forma: '45', camara: '009' };
  if (p.banco === Number(bancoPagador))
    return p.tipoConta === 'poupanca' ? { forma: '05', camara: '000' } : { forma: '01', camara: '000' };
  return { forma: '41', camara: '018' };
}

/** Tipo de inscrição: 1 CPF, 2 CNPJ. */
const tipoInscricao = (doc: string) => (doc.length === 14 ? '2' : '1');

/** The PIX key's kind (forma de iniciação, segmento B 15-17): telefone, e-mail, CPF/CNPJ or aleatória. */
export function formaDeIniciacaoPix(chave: string): '01' | '02' | '03' | '04' {
  if (/^\+\d{10,14}$/.test(chave)) return '01';
  if (chave.includes('@')) return '02';
  if (/^(\d{11}|\d{14})$/.test(chave)) return '03';
  return '04';
}

function empresa(p: ContaPagadora) {
  if (!/^\d{14}$/.test(p.cnpj)) throw new RangeError(`CNPJ da empresa inválido: '${p.cnpj}'.`);
  return [
    [18, 18, '2'],
    [19, 32, p.cnpj],
  ] as const;
}

function contaEmpresa(p: ContaPagadora, inicio: number) {
  return [
    [inicio, inicio + 19, alfa(p.convenio, 20)],
    [inicio + 20, inicio + 24, num(p.agencia, 5, 'A agência pagadora')],
    [inicio + 25, inicio + 25, digito(p.digitoAgencia, 'O dígito da agência pagadora')],
    [inicio + 26, inicio + 37, num(p.conta, 12, 'A conta pagadora')],
    [inicio + 38, inicio + 38, digito(p.digitoConta, 'O dígito da conta pagadora')],
    [inicio + 39, inicio + 39, ' '],
    [inicio + 40, inicio + 69, alfa(p.nomeEmpresa, 30)],
  ] as const;
}

/**
 * Writes the remessa: one lote per forma de lançamento, segment A + B per payout; CRLF line ends, the last
 * line ended too. Throws (RangeError, Portuguese) on a value that cannot be written faithfully.
 */
export function gerarRemessaPagamentos(d: DadosRemessa): string {
  const { pagadora } = d;
  const banco = pagadora.banco;
  if (!/^\d{3}$/.test(banco)) throw new RangeError(`Código de banco inválido: '${banco}'.`);
  if (d.pagamentos.length === 0) throw new RangeError('Uma remessa precisa de ao menos um pagamento.');
  const headerArquivo = registro([
    [1, 3, banco],
    [4, 7, '0000'],
    [8, 8, '0'],
    [9, 17, brancos(9)],
    ...empresa(pagadora),
    ...contaEmpresa(pagadora, 33),
    [103, 132, alfa(banco === '001' ? 'BANCO DO BRASIL S.A.' : '', 30)],
    [133, 142, brancos(10)],
    [143, 143, '1'], // remessa
    [144, 151, dataCnab(d.dataGeracao, 'Data de geração')],
    [152, 157, num(d.horaGeracao, 6, 'A hora de geração')],
    [158, 163, num(d.nsa, 6, 'O número sequencial do arquivo')],
    [164, 166, '103'],
    [167, 171, zeros(5)],
    [172, 191, brancos(20)],
    [192, 211, brancos(20)],
    [212, 240, brancos(29)],
  ]);

  const porForma = new Map<string, PagamentoRemessa[]>();
  for (const p of d.pagamentos) {
    const { forma } = formaDeLancamento(banco, p);
    porForma.set(forma, [...(porForma.get(forma) ?? []), p]);
  }

  const lotes: string[][] = [];
  [...porForma.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .forEach(([forma, pagamentos], i) => {
      const lote = num(i + 1, 4);
      const linhas: string[] = [
        registro([
          [1, 3, banco],
          [4, 7, lote],
          [8, 8, '1'],
          [9, 9, 'C'], // crédito
          [10, 11, '98'], // pagamentos diversos
          [12, 13, forma],
          [14, 16, '046'],
          [17, 17, ' '],
          ...empresa(pagadora),
          ...contaEmpresa(pagadora, 33),
          [103, 142, brancos(40)], // mensagem
          [143, 222, brancos(80)], // endereço da empresa: optional for credits
          [223, 224, '01'], // débito em conta corrente
          [225, 230, brancos(6)],
          [231, 240, brancos(10)],
        ]),
      ];
      let total = 0;
      pagamentos.forEach((p, j) => {
        if (!Number.isSafeInteger(p.valorCentavos) || p.valorCentavos <= 0)
          throw new RangeError(`Valor inválido no repasse ${p.repasseId}.`);
        total += p.valorCentavos;
        const { camara } = formaDeLancamento(banco, p);
        // Caixa: the operation, then the account in 8 digits (013 00098765).
        const conta = p.operacao ? p.operacao + p.conta.padStart(8, '0') : p.conta;
        linhas.push(
          registro([
            [1, 3, banco],
            [4, 7, lote],
            [8, 8, '3'],
            [9, 13, num(2 * j + 1, 5)],
            [14, 14, 'A'],
            [15, 15, '0'], // inclusão
            [16, 17, '00'],
            [18, 20, camara],
            [21, 23, num(p.banco, 3, 'O banco do favorecido')],
            [24, 28, num(p.agencia, 5, 'A agência do favorecido')],
            [29, 29, digito(p.digitoAgencia, 'O dígito da agência do favorecido')],
            [30, 41, num(conta, 12, 'A conta do favorecido')],
            [42, 42, digito(p.digitoConta, 'O dígito da conta do favorecido')],
            [43, 43, ' '],
            [44, 73, alfa(p.favorecido, 30)],
            [74, 93, alfa(String(p.repasseId), 20)],
            [94, 101, dataCnab(p.dataPagamento, 'Data do pagamento')],
            [102, 104, 'BRL'],
            [105, 119, zeros(15)],
            [120, 134, num(p.valorCentavos, 15, 'O valor do pagamento')],
            [135, 154, brancos(20)], // nosso número: the bank's
            [155, 162, zeros(8)],
            [163, 177, zeros(15)],
            [178, 217, brancos(40)],
            [218, 219, brancos(2)],
            [220, 224, p.chavePix || camara === '000' ? brancos(5) : '00010'], // TED: crédito em conta
            [225, 226, brancos(2)],
            [227, 229, brancos(3)],
            [230, 230, '0'], // no notice to the favoured
            [231, 240, brancos(10)],
          ]),
        );
        const doc = p.cpfCnpj.replace(/\D/g, '');
        if (!/^(\d{11}|\d{14})$/.test(doc))
          throw new RangeError(`CPF/CNPJ do favorecido inválido no repasse ${p.repasseId}.`);
        const pix = p.chavePix?.trim();
        linhas.push(
          registro([
            [1, 3, banco],
            [4, 7, lote],
            [8, 8, '3'],
            [9, 13, num(2 * j + 2, 5)],
            [14, 14, 'B'],
            [15, 17, pix ? formaDeIniciacaoPix(pix).padStart(3, '0') : brancos(3)],
            [18, 18, tipoInscricao(doc)],
            [19, 32, doc.padStart(14, '0')],
            [33, 127, brancos(95)], // endereço (TED) or TXID + informação (PIX): not used
            [128, 226, pix ? pix.padEnd(99, ' ').slice(0, 99) : brancos(99)],
            [227, 232, brancos(6)],
            [233, 240, brancos(8)],
          ]),
        );
      });
      linhas.push(
        registro([
          [1, 3, banco],
          [4, 7, lote],
          [8, 8, '5'],
          [9, 17, brancos(9)],
          [18, 23, num(linhas.length + 1, 6)],
          [24, 41, num(total, 18, 'O total do lote')],
          [42, 59, zeros(18)],
          [60, 65, zeros(6)],
          [66, 230, brancos(165)],
          [231, 240, brancos(10)],
        ]),
      );
      lotes.push(linhas);
    });

  const registros = 2 + lotes.reduce((s, l) => s + l.length, 0);
  const trailerArquivo = registro([
    [1, 3, banco],
    [4, 7, '9999'],
    [8, 8, '9'],
    [9, 17, brancos(9)],
    [18, 23, num(lotes.length, 6)],
    [24, 29, num(registros, 6)],
    [30, 35, zeros(6)],
    [36, 240, brancos(205)],
  ]);
  return [headerArquivo, ...lotes.flat(), trailerArquivo].map((l) => l + '\r\n').join('');
}

/** The remessa's file name: banco, partner's NSA: 'PAG001_000007.REM'. */
export const nomeArquivoRemessa = (banco: string, nsa: number): string =>
  `PAG${banco}_${String(nsa).padStart(6, '0')}.REM`;

// ——— Reading the return ———

/** One segment A of the return: which payout, and what the bank did. */
export interface PagamentoRetorno {
  /** 1-based line of the segment A. */
  linha: number;
  /** "Seu número" as written (trimmed). */
  seuNumero: string;
  /** Our payout id, when the seu número is one (digits only). */
  repasseId: number | null;
  ocorrencias: string[];
  desfecho: DesfechoPagamento;
  motivo: string | null;
  valorCentavos: number;
  /** Data real da efetivação, when the bank informs it. */
  dataEfetivacao: string | null;
}

export interface ErroRetornoPagamento {
  linha: number;
  motivo: string;
}

export interface LeituraRetornoPagamentos {
  banco: string | null;
  nsa: number | null;
  pagamentos: PagamentoRetorno[];
  erros: ErroRetornoPagamento[];
}

const campo = (linha: string, inicio: number, fim: number): string => linha.slice(inicio - 1, fim);

/** Line ends and the DOS end-of-file mark (Ctrl-Z) some bank systems still append. */
const FINAIS_IGNORADOS = new Set(['\r', '\n', String.fromCharCode(26)]);

function dataDoRetorno(texto: string): string | null | undefined {
  if (/^(0{8}| {8})$/.test(texto)) return null;
  const m = /^(\d{2})(\d{2})(\d{4})$/.exec(texto);
  if (!m) return undefined;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  try {
    numeroDoDia(iso);
    return iso;
  } catch {
    return undefined;
  }
}

/**
 * Reads a CNAB 240 retorno de pagamentos. Never throws: each line it cannot trust becomes an error in
 * Portuguese ('Linha N: …'), and a faulty segment A is left out, so nothing is settled from a misread line.
 * Segments other than A (B, C, 5…) carry nothing we settle from and are only counted.
 */
export function lerRetornoPagamentos(conteudo: string): LeituraRetornoPagamentos {
  let fim = conteudo.length;
  while (fim > 0 && FINAIS_IGNORADOS.has(conteudo.charAt(fim - 1))) fim--;
  const linhas = conteudo.slice(conteudo.startsWith('\uFEFF') ? 1 : 0, fim).split(/\r?\n/);
  const primeira = linhas[0] ?? '';
  const erros: ErroRetornoPagamento[] = [];
  const erro = (linha: number, motivo: string) => erros.push({ linha, motivo: `Linha ${linha}: ${motivo}.` });
  if (!/^\d{3}00000/.test(primeira) || campo(primeira, 143, 143) !== '2') {
    return {
      banco: null,
      nsa: null,
      pagamentos: [],
      erros: [{ linha: 1, motivo: MENSAGEM_NAO_E_RETORNO_PAGAMENTOS }],
    };
  }
  const banco = campo(primeira, 1, 3);
  const nsaTexto = campo(primeira, 158, 163);
  const nsa = /^\d{6}$/.test(nsaTexto) ? Number(nsaTexto) : null;

  const pagamentos: PagamentoRetorno[] = [];
  let lote: { numero: string; registros: number } | null = null;
  let lotes = 0;
  let registros = 0;
  let fimDoArquivo = false;

  const lerA = (l: string, n: number) => {
    const falhas: string[] = [];
    const seuNumero = campo(l, 74, 93).trim();
    if (seuNumero === '') falhas.push('o seu número (posições 74 a 93) está em branco');
    const valorTexto = campo(l, 120, 134);
    if (!/^\d{15}$/.test(valorTexto))
      falhas.push(`o valor do pagamento '${valorTexto}' (posições 120 a 134) não é numérico`);
    const dataReal = dataDoRetorno(campo(l, 155, 162));
    if (dataReal === undefined)
      falhas.push(`a data real da efetivação '${campo(l, 155, 162)}' (posições 155 a 162) não é uma data`);
    const textoOcorrencias = campo(l, 231, 240);
    const ocorrencias = (textoOcorrencias.match(/.{2}/g) ?? []).map((c) => c.trim()).filter(Boolean);
    if (ocorrencias.length === 0) falhas.push('o segmento A não tem ocorrências (posições 231 a 240)');
    else if (ocorrencias.some((c) => !/^[0-9A-Z]{2}$/.test(c)))
      falhas.push(`ocorrências '${textoOcorrencias.trim()}' (posições 231 a 240) inválidas`);
    if (falhas.length > 0) {
      for (const f of falhas) erro(n, f);
      return;
    }
    const { desfecho, motivo } = desfechoDasOcorrencias(ocorrencias);
    pagamentos.push({
      linha: n,
      seuNumero,
      repasseId: /^\d{1,9}$/.test(seuNumero) ? Number(seuNumero) : null,
      ocorrencias,
      desfecho,
      motivo,
      valorCentavos: Number(valorTexto),
      dataEfetivacao: dataReal ?? null,
    });
  };

  const loteSemTrailer = (n: number) => {
    if (lote) erro(n, `o lote ${lote.numero} não foi fechado por um trailer de lote`);
    lote = null;
  };

  linhas.forEach((l, i) => {
    const n = i + 1;
    if (l === '') return erro(n, 'linha em branco no meio do arquivo');
    if (fimDoArquivo) return erro(n, 'registro depois do trailer de arquivo');
    registros++;
    if (lote) lote.registros++;
    if (l.length !== TAMANHO_REGISTRO_PAGAMENTOS)
      return erro(n, `o registro tem ${l.length} posições; o CNAB 240 exige ${TAMANHO_REGISTRO_PAGAMENTOS}`);
    const tipo = campo(l, 8, 8);
    if (tipo === '0') {
      if (n > 1) erro(n, 'segundo header de arquivo; envie um arquivo de retorno por vez');
    } else if (tipo === '1') {
      loteSemTrailer(n);
      lote = { numero: campo(l, 4, 7), registros: 1 };
      lotes++;
    } else if (tipo === '3') {
      if (!lote) return erro(n, 'registro de detalhe fora de um lote (falta o header de lote)');
      if (campo(l, 14, 14) === 'A') lerA(l, n);
    } else if (tipo === '5') {
      if (!lote) return erro(n, 'trailer de lote sem o header de lote correspondente');
      const informados = campo(l, 18, 23);
      if (/^\d{6}$/.test(informados) && Number(informados) !== lote.registros)
        erro(
          n,
          `o trailer do lote ${lote.numero} informa ${Number(informados)} registros, mas o lote tem ` +
            `${lote.registros}; o arquivo pode estar incompleto`,
        );
      lote = null;
    } else if (tipo === '9') {
      loteSemTrailer(n);
      fimDoArquivo = true;
      const qLotes = campo(l, 18, 23);
      const qRegistros = campo(l, 24, 29);
      if (/^\d{6}$/.test(qLotes) && Number(qLotes) !== lotes)
        erro(n, `o trailer de arquivo informa ${Number(qLotes)} lotes, mas o arquivo tem ${lotes}`);
      if (/^\d{6}$/.test(qRegistros) && Number(qRegistros) !== registros)
        erro(
          n,
          `o trailer de arquivo informa ${Number(qRegistros)} registros, mas o arquivo tem ${registros}; ` +
            'o arquivo pode estar incompleto',
        );
    } else {
      erro(n, `tipo de registro '${tipo}' (posição 8) desconhecido; o CNAB 240 usa 0, 1, 3, 5 ou 9`);
    }
  });
  if (!fimDoArquivo) {
    loteSemTrailer(linhas.length);
    erro(linhas.length, 'o arquivo termina sem o trailer de arquivo; pode estar incompleto');
  }
  erros.sort((a, b) => a.linha - b.linha);
  return { banco, nsa, pagamentos, erros };
}

/**
 * The bank's answer to one of our remessas (tests, demos, the e2e): the same file with the retorno code in the
 * header, each segment A with the occurrences given for its payout ('00' when not given) and, when paid, the
 * real date and value filled in.
 */
export function gerarRetornoDaRemessa(
  remessa: string,
  ocorrencias: Readonly<Record<number, string>> = {},
  dataEfetivacao?: string,
): string {
  const linhas = remessa.replace(/\r?\n$/, '').split(/\r?\n/);
  return linhas
    .map((l) => {
      const tipo = l.charAt(7);
      if (tipo === '0') return l.slice(0, 142) + '2' + l.slice(143);
      if (tipo !== '3' || l.charAt(13) !== 'A') return l;
      const id = Number(campo(l, 74, 93).trim());
      const codigos = ocorrencias[id] ?? '00';
      if (!/^([0-9A-Z]{2}){1,5}$/.test(codigos)) throw new RangeError(`Ocorrências inválidas: '${codigos}'.`);
      const pago = codigos.startsWith('00');
      const data = pago
        ? dataCnab(
            dataEfetivacao ?? campo(l, 94, 101).replace(/^(\d{2})(\d{2})(\d{4})$/, '$3-$2-$1'),
            'Data da efetivação',
          )
        : zeros(8);
      const valor = pago ? campo(l, 120, 134) : zeros(15);
      return l.slice(0, 154) + data + valor + l.slice(177, 230) + codigos.padEnd(10, ' ');
    })
    .map((l) => l + '\r\n')
    .join('');
}
