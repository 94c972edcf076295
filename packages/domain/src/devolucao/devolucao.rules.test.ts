import { describe, expect, it } from 'vitest';
import {
  calcularValoresDevolucao,
  dataPrevistaPagamento,
  disponibilidadeDevolucao,
  documentosFaltando,
  estadoDevolucao,
  ignorarSemProcessos,
  pagamentoEstornado,
  podeSolicitarDevolucao,
  prazoRespostaDevolucao,
  telaDaDevolucao,
  telaDaFaseDevolucao,
  type Disponibilidade,
  type EntradaValores,
  type EstadoDevolucao,
} from './devolucao.rules.ts';

const HOJE = '2026-11-27';

describe('disponibilidadeDevolucao (02 §4.10)', () => {
  const base = {
    situacaoCota: 'ATIVO - NORMAL',
    dataContemplacao: null,
    assembleiaAtual: 40,
    totalAssembleias: 60,
    dataUltimaAssembleia: null,
  };
  it.each([
    ['active, not contemplated', base, false, null],
    ['cancelled, not contemplated', { ...base, situacaoCota: 'CANCELADO - DESISTENTE' }, false, null],
    [
      'cancelled and contemplated',
      { ...base, situacaoCota: 'CANCELADO - INADIMPLENTE', dataContemplacao: '2026-05-11' },
      true,
      'cancelada-contemplada',
    ],
    [
      'contemplation placeholder 1900',
      { ...base, situacaoCota: 'CANCELADO - INADIMPLENTE', dataContemplacao: '1900-01-01' },
      false,
      null,
    ],
    [
      'contemplated in the future',
      { ...base, situacaoCota: 'CANCELADO', dataContemplacao: '2026-12-01' },
      false,
      null,
    ],
    [
      'group closed (last assembly held)',
      { ...base, assembleiaAtual: 60, dataUltimaAssembleia: '2026-10-10' },
      true,
      'grupo-encerrado',
    ],
    ['last assembly number but no date yet', { ...base, assembleiaAtual: 60 }, false, null],
  ])('%s', (_, cota, disponivel, motivo) => {
    const d = disponibilidadeDevolucao(cota, HOJE);
    expect(d.disponivel).toBe(disponivel);
    expect(d.motivo).toBe(motivo);
  });

  it('a closed group: values from the day after the last assembly, communicated within 60 days', () => {
    const d = disponibilidadeDevolucao(
      { ...base, assembleiaAtual: 60, dataUltimaAssembleia: '2026-10-10' },
      HOJE,
    );
    expect(d.dataDevolucao).toBe('2026-10-11');
    expect(d.comunicarAte).toBe('2026-12-09');
  });
});

describe('calcularValoresDevolucao: worked examples', () => {
  const pagas = (n: number, fc: number, fr = 0) =>
    Array.from({ length: n }, (_, i) => ({
      dataPagamento: `2025-${String((i % 12) + 1).padStart(2, '0')}-10`,
      valorFundoComumCentavos: fc,
      valorFundoReservaCentavos: fr,
    }));
  const entrada = (e: Partial<EntradaValores>): EntradaValores => ({
    motivo: 'cancelada-contemplada',
    pagamentos: pagas(10, 100_000),
    multaBp: 1000,
    plano: null,
    valorCreditoCentavos: 8_000_000,
    dataDevolucao: HOJE,
    hoje: HOJE,
    jaPagoCentavos: 0,
    ...e,
  });

  it('cancelled: R$ 10.000,00 of common fund, 10 % penalty → R$ 9.000,00', () => {
    const v = calcularValoresDevolucao(entrada({}));
    expect(v.itens.map((i) => [i.codigo, i.valorCentavos])).toEqual([
      ['fundo-comum', 1_000_000],
      ['multa-cancelamento', -100_000],
    ]);
    expect(v.valorTotalCentavos).toBe(900_000);
  });

  it('the penalty is capped at 30 % (a 45 % contract pays 30 %)', () => {
    const v = calcularValoresDevolucao(entrada({ multaBp: 4500 }));
    expect(v.itens[1]).toMatchObject({ codigo: 'multa-cancelamento', valorCentavos: -300_000 });
    expect(v.itens[1]!.descricao).toBe('Multa por cancelamento (30%)');
    expect(v.valorTotalCentavos).toBe(700_000);
  });

  it("'more for less': the base is at most 75 % of the updated credit", () => {
    // R$ 10.000,00 paid; credit R$ 12.000,00 → cap R$ 9.000,00; 10 % penalty → R$ 8.100,00.
    const v = calcularValoresDevolucao(entrada({ plano: 'Mais por Menos', valorCreditoCentavos: 1_200_000 }));
    expect(v.itens.map((i) => [i.codigo, i.valorCentavos])).toEqual([
      ['fundo-comum', 1_000_000],
      ['limite-mais-por-menos', -100_000],
      ['multa-cancelamento', -90_000],
    ]);
    expect(v.valorTotalCentavos).toBe(810_000);
  });

  it("'more for less' under the cap changes nothing", () => {
    const v = calcularValoresDevolucao(entrada({ plano: 'mais por menos' }));
    expect(v.itens.map((i) => i.codigo)).toEqual(['fundo-comum', 'multa-cancelamento']);
  });

  it('kept more than 30 days: 3 whole months of yield at 0,5 % and 15 % withheld on it', () => {
    // Base after penalty R$ 9.000,00; yield 1,5 % = R$ 135,00; retention 15 % = R$ 20,25 → R$ 9.114,75.
    const v = calcularValoresDevolucao(entrada({ dataDevolucao: '2026-08-20' }));
    expect(v.itens.slice(2).map((i) => [i.codigo, i.valorCentavos])).toEqual([
      ['rendimento', 13_500],
      ['retencao', -2_025],
    ]);
    expect(v.valorTotalCentavos).toBe(911_475);
  });

  it('30 days or fewer: no yield, no retention', () => {
    const v = calcularValoresDevolucao(entrada({ dataDevolucao: '2026-10-28' }));
    expect(v.itens.map((i) => i.codigo)).toEqual(['fundo-comum', 'multa-cancelamento']);
  });

  it('closed group: no penalty; the reserve fund comes back as a second value', () => {
    const v = calcularValoresDevolucao(
      entrada({ motivo: 'grupo-encerrado', pagamentos: pagas(4, 50_000, 2_500) }),
    );
    expect(v.itens.map((i) => [i.codigo, i.valorCentavos])).toEqual([
      ['fundo-comum', 200_000],
      ['fundo-reserva', 10_000],
    ]);
    expect(v.valorTotalCentavos).toBe(210_000);
  });

  it('already paid refunds are deducted, never below zero', () => {
    expect(calcularValoresDevolucao(entrada({ jaPagoCentavos: 900_000 })).valorTotalCentavos).toBe(0);
    expect(calcularValoresDevolucao(entrada({ jaPagoCentavos: 2_000_000 })).valorTotalCentavos).toBe(0);
  });

  it('no payments: nothing to refund', () => {
    expect(calcularValoresDevolucao(entrada({ pagamentos: [] })).valorTotalCentavos).toBe(0);
  });

  it('rounds half up per line: 10 % of R$ 0,05 is R$ 0,01', () => {
    const v = calcularValoresDevolucao(entrada({ pagamentos: pagas(1, 5) }));
    expect(v.itens[1]!.valorCentavos).toBe(-1);
  });
});

describe('estadoDevolucao and the screen (02 §3, §4.10, §2.6)', () => {
  const disp: Disponibilidade = {
    disponivel: true,
    motivo: 'cancelada-contemplada',
    dataDevolucao: '2026-05-11',
    comunicarAte: null,
  };
  const indisp: Disponibilidade = {
    disponivel: false,
    motivo: null,
    dataDevolucao: null,
    comunicarAte: null,
  };
  const caso = (fase: string, status: string) => ({ fase, status });
  it.each<
    [string, Disponibilidade, { fase: string; status: string } | null, number, EstadoDevolucao, string]
  >([
    ['denied by the quota situation', indisp, null, 0, 'indisponivel', 'indisponivel'],
    [
      'not confirmed until a date',
      { ...disp, dataDevolucao: '2026-12-10' },
      null,
      100,
      'nao-confirmada',
      'nao-confirmada',
    ],
    ['no value', disp, null, 0, 'sem-valor', 'sem-valor'],
    ['available', disp, null, 100, 'disponivel', 'introducao'],
    [
      'in progress (analysis)',
      disp,
      caso('BRSCAN em Andamento', 'Em Andamento'),
      100,
      'em-andamento',
      'analisando-informacoes',
    ],
    [
      'awaiting release',
      disp,
      caso('Aguardando Liberação', 'Em Andamento'),
      100,
      'aguardando-liberacao',
      'pagamento-programado',
    ],
    [
      'awaiting payment (approved)',
      disp,
      caso('Aguardando Pagamento', 'Em Andamento'),
      100,
      'aguardando-pagamento',
      'pagamento-programado',
    ],
    [
      'payment sent',
      disp,
      caso('Pagamento Enviado', 'Em Andamento'),
      100,
      'pagamento-enviado',
      'acompanhar-valores',
    ],
    ['finished (paid)', disp, caso('Pagamento Enviado', 'Fechado'), 0, 'finalizada', 'acompanhar-valores'],
    [
      'reversed by the bank',
      disp,
      caso('Pagamento Enviado', 'Fechado'),
      100,
      'estornada',
      'acompanhar-valores',
    ],
    [
      'an old closed case, values left',
      disp,
      caso('Pendência Cliente', 'Fechado'),
      100,
      'disponivel',
      'introducao',
    ],
    [
      'documents refused',
      disp,
      caso('Pendência Cliente', 'Em Andamento'),
      100,
      'em-andamento',
      'problema-documentos',
    ],
  ])('%s', (_, disponibilidade, c, valor, estado, tela) => {
    const e = estadoDevolucao({ disponibilidade, caso: c, valorTotalCentavos: valor, hoje: HOJE });
    expect(e).toBe(estado);
    expect(telaDaDevolucao(e, c)).toBe(tela);
  });

  it('a new request: allowed when available or reversed, blocked in progress', () => {
    expect(podeSolicitarDevolucao('disponivel')).toBe(true);
    expect(podeSolicitarDevolucao('estornada')).toBe(true);
    for (const e of ['em-andamento', 'aguardando-pagamento', 'pagamento-enviado', 'indisponivel'] as const)
      expect(podeSolicitarDevolucao(e)).toBe(false);
  });

  it('reversed only when payment sent, not active and with values (02 §3)', () => {
    expect(pagamentoEstornado(caso('Pagamento Enviado', 'Fechado'), 1)).toBe(true);
    expect(pagamentoEstornado(caso('Pagamento Enviado', 'Em Andamento'), 1)).toBe(false);
    expect(pagamentoEstornado(caso('Pagamento Enviado', 'Fechado'), 0)).toBe(false);
    expect(pagamentoEstornado(caso('Aguardando Pagamento', 'Fechado'), 1)).toBe(false);
    expect(pagamentoEstornado(null, 1)).toBe(false);
  });
});

describe('telaDaFaseDevolucao (02 §2.6 defaults)', () => {
  it.each([
    [null, 'introducao'],
    ['', 'introducao'],
    ['Tratativa Não Iniciada', 'introducao'],
    ['PENDENCIA_CLIENTE', 'problema-documentos'],
    ['Documentos Adicionais GRC', 'reenviar-documentos'],
    ['Análise GRC', 'analisando-informacoes'],
    ['Doc Aprovado', 'documento-aprovado'],
    ['Documento Recusado', 'filiais'],
    ['Aguardando Pagamento', 'pagamento-programado'],
    ['Pagamento Enviado', 'acompanhar-valores'],
    ['Uma fase nova', 'acompanhar-valores'],
  ])('%s → %s', (fase, tela) => {
    expect(telaDaFaseDevolucao(fase)).toBe(tela);
  });
});

describe('ignorarSemProcessos (02 §7)', () => {
  it.each([
    ['Sua cota não possui processos de devolução.', true],
    ['SUA COTA NAO POSSUI PROCESSOS', true],
    ['erro: sua cota não possui processos abertos', true],
    ['Ops, algo deu errado.', false],
    [null, false],
  ])('%s → %s', (m, r) => expect(ignorarSemProcessos(m)).toBe(r));
});

describe('documents, deadlines', () => {
  it('PF needs personal document, selfie and bank proof; PJ the partner document, selfie and articles', () => {
    expect(documentosFaltando('F', [{ codigo: 'selfie' }])).toBe(
      'Envie: Documento pessoal com foto (RG ou CNH), Comprovante bancário da conta.',
    );
    expect(
      documentosFaltando('J', [
        { codigo: 'documento_socio' },
        { codigo: 'selfie' },
        { codigo: 'contrato_social' },
      ]),
    ).toBeNull();
  });
  it('paid within 5 business days; answered within 10 business days', () => {
    // Fri 27/11/2026 + 5 business days → Fri 04/12; + 10 → Fri 11/12.
    expect(dataPrevistaPagamento('2026-11-27')).toBe('2026-12-04');
    expect(prazoRespostaDevolucao('2026-11-27')).toBe('2026-12-11');
  });
});
