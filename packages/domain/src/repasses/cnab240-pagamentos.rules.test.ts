import { describe, expect, it } from 'vitest';
import {
  desfechoDasOcorrencias,
  formaDeLancamento,
  gerarRemessaPagamentos,
  gerarRetornoDaRemessa,
  lerRetornoPagamentos,
  MENSAGEM_NAO_E_RETORNO_PAGAMENTOS,
  nomeArquivoRemessa,
  type DadosRemessa,
  type PagamentoRemessa,
} from './cnab240-pagamentos.rules.ts';

const pagadora = {
  banco: '001',
  cnpj: '33455710000165',
  convenio: '000123456',
  agencia: '1234',
  digitoAgencia: '5',
  conta: '123456',
  digitoConta: '7',
  nomeEmpresa: 'Consórcio Horizonte',
};

const pagamento = (extra: Partial<PagamentoRemessa> = {}): PagamentoRemessa => ({
  repasseId: 42,
  banco: 341,
  agencia: '0123',
  digitoAgencia: null,
  conta: '12345',
  digitoConta: '6',
  tipoConta: 'corrente',
  operacao: null,
  favorecido: 'Rota Sul Transportes Ltda — São João',
  cpfCnpj: '11222333000181',
  valorCentavos: 1_234_56,
  dataPagamento: '2026-12-10',
  ...extra,
});

const dados = (pagamentos: PagamentoRemessa[] = [pagamento()]): DadosRemessa => ({
  pagadora,
  nsa: 7,
  dataGeracao: '2026-11-27',
  horaGeracao: '093015',
  pagamentos,
});

const linhas = (arquivo: string) => arquivo.replace(/\r\n$/, '').split('\r\n');
const c = (linha: string, inicio: number, fim: number) => linha.slice(inicio - 1, fim);

describe('gerarRemessaPagamentos: the FEBRABAN 240 payment remittance', () => {
  const arquivo = gerarRemessaPagamentos(dados());
  const [header, headerLote, a, b, trailerLote, trailer] = linhas(arquivo);

  it('writes 240-character records, CRLF-ended, in the order 0 1 3A 3B 5 9', () => {
    expect(arquivo.endsWith('\r\n')).toBe(true);
    const ls = linhas(arquivo);
    expect(ls).toHaveLength(6);
    for (const l of ls) expect(l).toHaveLength(240);
    expect(ls.map((l) => l.charAt(7) + (l.charAt(7) === '3' ? l.charAt(13) : ''))).toEqual([
      '0',
      '1',
      '3A',
      '3B',
      '5',
      '9',
    ]);
  });

  it.each([
    ['banco', 1, 3, '001'],
    ['lote', 4, 7, '0000'],
    ['tipo de registro', 8, 8, '0'],
    ['tipo de inscrição (CNPJ)', 18, 18, '2'],
    ['CNPJ da empresa', 19, 32, '33455710000165'],
    ['convênio', 33, 52, '000123456           '],
    ['agência', 53, 57, '01234'],
    ['DV da agência', 58, 58, '5'],
    ['conta', 59, 70, '000000123456'],
    ['DV da conta', 71, 71, '7'],
    ['nome da empresa, sem acento, maiúsculo', 73, 102, 'CONSORCIO HORIZONTE           '],
    ['código remessa', 143, 143, '1'],
    ['data de geração', 144, 151, '27112026'],
    ['hora de geração', 152, 157, '093015'],
    ['NSA', 158, 163, '000007'],
    ['versão do layout', 164, 166, '103'],
  ])('header de arquivo: %s (%i-%i)', (_, i, f, esperado) => {
    expect(c(header!, i, f)).toBe(esperado);
  });

  it.each([
    ['lote', 4, 7, '0001'],
    ['tipo', 8, 8, '1'],
    ['operação: crédito', 9, 9, 'C'],
    ['serviço: pagamentos diversos', 10, 11, '98'],
    ['forma: TED outra titularidade', 12, 13, '41'],
    ['versão do lote', 14, 16, '046'],
    ['CNPJ', 19, 32, '33455710000165'],
    ['forma de pagamento do serviço', 223, 224, '01'],
  ])('header de lote: %s (%i-%i)', (_, i, f, esperado) => {
    expect(c(headerLote!, i, f)).toBe(esperado);
  });

  it.each([
    ['sequencial', 9, 13, '00001'],
    ['segmento', 14, 14, 'A'],
    ['movimento: inclusão', 15, 17, '000'],
    ['câmara: TED', 18, 20, '018'],
    ['banco do favorecido', 21, 23, '341'],
    ['agência do favorecido', 24, 28, '00123'],
    ['DV da agência (sem)', 29, 29, ' '],
    ['conta do favorecido', 30, 41, '000000012345'],
    ['DV da conta', 42, 42, '6'],
    ['nome do favorecido, sem acento, cortado em 30', 44, 73, 'ROTA SUL TRANSPORTES LTDA   SA'],
    ['seu número: o id do repasse', 74, 93, '42                  '],
    ['data do pagamento', 94, 101, '10122026'],
    ['moeda', 102, 104, 'BRL'],
    ['valor em centavos', 120, 134, '000000000123456'],
    ['nosso número (do banco)', 135, 154, ' '.repeat(20)],
    ['finalidade TED: crédito em conta', 220, 224, '00010'],
    ['ocorrências (retorno)', 231, 240, ' '.repeat(10)],
  ])('segmento A: %s (%i-%i)', (_, i, f, esperado) => {
    expect(c(a!, i, f)).toBe(esperado);
  });

  it.each([
    ['sequencial', 9, 13, '00002'],
    ['segmento', 14, 14, 'B'],
    ['sem PIX: forma de iniciação em branco', 15, 17, '   '],
    ['tipo de inscrição do favorecido', 18, 18, '2'],
    ['CNPJ do favorecido', 19, 32, '11222333000181'],
  ])('segmento B: %s (%i-%i)', (_, i, f, esperado) => {
    expect(c(b!, i, f)).toBe(esperado);
  });

  it.each([
    ['trailer de lote: registros', 18, 23, '000004', 'lote'],
    ['trailer de lote: somatória', 24, 41, '000000000000123456', 'lote'],
    ['trailer de arquivo: lotes', 18, 23, '000001', 'arquivo'],
    ['trailer de arquivo: registros', 24, 29, '000006', 'arquivo'],
    ['trailer de arquivo: lote 9999', 4, 7, '9999', 'arquivo'],
  ])('%s (%i-%i)', (_, i, f, esperado, qual) => {
    expect(c(qual === 'lote' ? trailerLote! : trailer!, i, f)).toBe(esperado);
  });

  it('groups payouts in one lote per forma de lançamento, each with its own totals', () => {
    const arq = gerarRemessaPagamentos(
      dados([
        pagamento({ repasseId: 1, banco: 1, valorCentavos: 100 }),
        pagamento({ repasseId: 2, banco: 1, tipoConta: 'poupanca', valorCentavos: 200 }),
        pagamento({ repasseId: 3, valorCentavos: 300 }),
        pagamento({ repasseId: 4, valorCentavos: 400, chavePix: 'maria@exemplo.com' }),
        pagamento({ repasseId: 5, valorCentavos: 500 }),
      ]),
    );
    const ls = linhas(arq);
    const lotes = ls.filter((l) => l.charAt(7) === '1').map((l) => c(l, 12, 13));
    expect(lotes).toEqual(['01', '05', '41', '45']);
    const totais = ls.filter((l) => l.charAt(7) === '5').map((l) => Number(c(l, 24, 41)));
    expect(totais).toEqual([100, 200, 800, 400]);
    const pix = ls.find((l) => l.charAt(13) === 'B' && c(l, 15, 17) !== '   ')!;
    expect(c(pix, 15, 17)).toBe('002');
    expect(c(pix, 128, 226).trim()).toBe('maria@exemplo.com');
    expect(c(ls.at(-1)!, 18, 23)).toBe('000004');
    expect(c(ls.at(-1)!, 24, 29)).toBe(String(ls.length).padStart(6, '0'));
  });

  it.each([
    [{ banco: 1, tipoConta: 'corrente' as const }, '01', '000'],
    [{ banco: 1, tipoConta: 'poupanca' as const }, '05', '000'],
    [{ banco: 237, tipoConta: 'poupanca' as const }, '41', '018'],
    [{ banco: 237, tipoConta: 'corrente' as const, chavePix: '+5511999990000' }, '45', '009'],
  ])('formaDeLancamento(%o) → %s, câmara %s', (p, forma, camara) => {
    expect(formaDeLancamento('001', p)).toEqual({ forma, camara });
  });

  it('writes Caixa’s operation before the account number', () => {
    const arq = gerarRemessaPagamentos(dados([pagamento({ banco: 104, operacao: '013', conta: '98765' })]));
    expect(c(linhas(arq)[2]!, 30, 41)).toBe('001300098765');
  });

  it.each([
    ['an amount of zero', { valorCentavos: 0 }],
    ['an account too long for 12 digits', { conta: '1234567890123' }],
    ['a CPF with the wrong length', { cpfCnpj: '123' }],
    ['an invalid date', { dataPagamento: '2026-02-30' }],
  ])('refuses %s instead of writing a wrong file', (_, extra) => {
    expect(() => gerarRemessaPagamentos(dados([pagamento(extra)]))).toThrow(RangeError);
  });

  it('refuses an empty remittance', () => {
    expect(() => gerarRemessaPagamentos(dados([]))).toThrow('ao menos um pagamento');
  });

  it('names the file with the bank and the NSA', () => {
    expect(nomeArquivoRemessa('001', 7)).toBe('PAG001_000007.REM');
  });
});

describe('desfechoDasOcorrencias: the bank’s codes', () => {
  it.each([
    [['00'], 'pago', null],
    [['03'], 'pago', null],
    [['BD'], 'agendado', null],
    [['AN'], 'rejeitado', 'Conta corrente/DV do favorecido inválido.'],
    [['HF'], 'rejeitado', 'Conta corrente da empresa com saldo insuficiente.'],
    [
      ['AM', 'AN'],
      'rejeitado',
      'Agência mantenedora da conta do favorecido inválida; Conta corrente/DV do favorecido inválido.',
    ],
    [['X9'], 'rejeitado', 'Ocorrência X9 do banco.'],
  ])('%o → %s', (codigos, desfecho, motivo) => {
    expect(desfechoDasOcorrencias(codigos)).toEqual({ desfecho, motivo });
  });
});

describe('lerRetornoPagamentos: remittance → return round trip', () => {
  const remessa = gerarRemessaPagamentos(
    dados([
      pagamento({ repasseId: 11, valorCentavos: 1000 }),
      pagamento({ repasseId: 12, banco: 1, valorCentavos: 2000 }),
      pagamento({ repasseId: 13, valorCentavos: 3000 }),
    ]),
  );

  it('reads each segment A: paid, scheduled and rejected with the reason', () => {
    const retorno = gerarRetornoDaRemessa(remessa, { 12: 'AN', 13: 'BD' }, '2026-12-10');
    const leitura = lerRetornoPagamentos(retorno);
    expect(leitura.erros).toEqual([]);
    expect(leitura.banco).toBe('001');
    expect(leitura.nsa).toBe(7);
    const porId = Object.fromEntries(leitura.pagamentos.map((p) => [p.repasseId, p]));
    expect(porId[11]).toMatchObject({
      desfecho: 'pago',
      valorCentavos: 1000,
      dataEfetivacao: '2026-12-10',
      ocorrencias: ['00'],
    });
    expect(porId[12]).toMatchObject({
      desfecho: 'rejeitado',
      motivo: 'Conta corrente/DV do favorecido inválido.',
      dataEfetivacao: null,
    });
    expect(porId[13]).toMatchObject({ desfecho: 'agendado', motivo: null });
    expect(leitura.pagamentos.map((p) => p.linha)).toEqual([3, 7, 9]);
  });

  it('accepts LF line ends, a byte-order mark and a final Ctrl-Z', () => {
    const retorno = '\uFEFF' + gerarRetornoDaRemessa(remessa).replace(/\r\n/g, '\n') + '\u001a';
    const leitura = lerRetornoPagamentos(retorno);
    expect(leitura.erros).toEqual([]);
    expect(leitura.pagamentos).toHaveLength(3);
  });

  it('keeps a seu número that is not one of ours, with no payout id', () => {
    const ls = linhas(gerarRetornoDaRemessa(remessa));
    const trocada = ls.map((l, i) => (i === 2 ? l.slice(0, 73) + 'ABC'.padEnd(20, ' ') + l.slice(93) : l));
    const l = lerRetornoPagamentos(trocada.join('\r\n') + '\r\n');
    expect(l.pagamentos[0]).toMatchObject({ seuNumero: 'ABC', repasseId: null });
  });
});

describe('lerRetornoPagamentos: malformed files, a Portuguese error per line', () => {
  const remessa = gerarRemessaPagamentos(dados([pagamento({ repasseId: 11 }), pagamento({ repasseId: 12 })]));
  const retorno = linhas(gerarRetornoDaRemessa(remessa));
  const junta = (ls: string[]) => ls.join('\r\n') + '\r\n';
  const troca = (l: string, inicio: number, texto: string) =>
    l.slice(0, inicio - 1) + texto + l.slice(inicio - 1 + texto.length);

  it('refuses the remittance itself (code 1) and anything that is not CNAB', () => {
    expect(lerRetornoPagamentos(remessa).erros).toEqual([
      { linha: 1, motivo: MENSAGEM_NAO_E_RETORNO_PAGAMENTOS },
    ]);
    expect(lerRetornoPagamentos('nome;valor\n').erros[0]!.motivo).toBe(MENSAGEM_NAO_E_RETORNO_PAGAMENTOS);
  });

  it.each([
    [
      'a short line',
      (ls: string[]) => ls.map((l, i) => (i === 2 ? l.slice(0, 239) : l)),
      3,
      'o registro tem 239 posições',
    ],
    [
      'an amount with letters',
      (ls: string[]) => ls.map((l, i) => (i === 2 ? troca(l, 120, '00000000000ABCD') : l)),
      3,
      'o valor do pagamento',
    ],
    [
      'no occurrences',
      (ls: string[]) => ls.map((l, i) => (i === 2 ? troca(l, 231, ' '.repeat(10)) : l)),
      3,
      'não tem ocorrências',
    ],
    [
      'an invalid real date',
      (ls: string[]) => ls.map((l, i) => (i === 2 ? troca(l, 155, '31022026') : l)),
      3,
      'data real da efetivação',
    ],
    [
      'an unknown record type',
      (ls: string[]) => ls.map((l, i) => (i === 3 ? troca(l, 8, '7') : l)),
      4,
      "tipo de registro '7'",
    ],
    ['a missing file trailer', (ls: string[]) => ls.slice(0, -1), 7, 'sem o trailer de arquivo'],
    [
      'a lost line (the lote count no longer matches)',
      (ls: string[]) => ls.filter((_, i) => i !== 4),
      6,
      'informa 6 registros',
    ],
    ['a blank line', (ls: string[]) => [...ls.slice(0, 2), '', ...ls.slice(2)], 3, 'linha em branco'],
  ])('%s', (_, estraga, linha, trecho) => {
    const leitura = lerRetornoPagamentos(junta(estraga(retorno)));
    const erro = leitura.erros.find((e) => e.linha === linha);
    expect(erro?.motivo).toContain(trecho);
    expect(erro?.motivo).toMatch(new RegExp(`^Linha ${linha}: `));
  });

  it('leaves a faulty segment A out, so nothing is settled from a misread line', () => {
    const estragado = retorno.map((l, i) => (i === 2 ? troca(l, 120, '00000000000ABCD') : l));
    const leitura = lerRetornoPagamentos(junta(estragado));
    expect(leitura.pagamentos.map((p) => p.repasseId)).toEqual([12]);
  });
});
