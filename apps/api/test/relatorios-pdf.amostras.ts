/**
 * Realistic wire objects for the PDF tests (and for eyeballing the layout): Maria's car quota at Consórcio
 * Horizonte, figures computed with the domain's own rules, each parsed by its zod schema.
 */
import {
  BENS_DIREITOS_CONSORCIO,
  BENS_DIREITOS_CONTEMPLADO,
  comporParcela,
  comprovantePagamentosSchema,
  demonstrativoSchema,
  discriminacaoInforme,
  extratoSchema,
  informacoesPropostaSchema,
  informeRendimentosSchema,
  type CabecalhoCota,
  type ComprovantePagamentos,
  type Demonstrativo,
  type Extrato,
  type InformacoesProposta,
  type InformeRendimentos,
  type LancamentoExtrato,
} from '@portal/domain';

const administradora = { nome: 'Consórcio Horizonte', cnpj: '33455710000165' };
export const cota: CabecalhoCota = {
  idCota: 7,
  grupo: 1010,
  cota: 45,
  versao: 1,
  nomePessoa: 'Maria Oliveira Santos',
  cdInscricaoNacional: '52998224725',
  tipo: 'auto',
  descricaoBem: 'Automóvel até R$ 90 mil',
  situacaoCota: 'ATIVO - NORMAL',
};

const CREDITO = 9_000_000;
const PRAZO = 80;

export function amostraDemonstrativo(): Demonstrativo {
  const composicao = comporParcela({
    dataEmissao: '2026-03-02',
    dataProximaAssembleia: '2026-03-18',
    dataProximoReajuste: '2026-08-10',
    numeroParcela: 20,
    parcelasPagas: 19,
    parcelasEmAtraso: 0,
    prazoGrupoMeses: PRAZO,
    valorCreditoOriginal: 8_500_000,
    valorCreditoAtual: CREDITO,
    percentualTaxaAdministracao: 16.5,
    percentualFundoReserva: 2,
    percentualSeguroVida: 0.045,
    valorSaldoDevedor: 7_981_250,
    valorDiferencaParcela: 1_240,
  });
  return demonstrativoSchema.parse({
    administradora,
    cota,
    periodo: '2026-03',
    dataVencimento: '2026-03-10',
    dataPagamento: null,
    composicao,
    hash: 'a1b2c3',
    periodosAnteriores: ['2026-02', '2026-01'],
  });
}

/** `n` monthly payments, newest first: instalment `n` fell due in February 2026, each paid on the 8th. */
function lancamentos(n: number, prazo: number): LancamentoExtrato[] {
  const fundoComum = Math.round(CREDITO / prazo);
  const taxa = Math.round((CREDITO * 0.165) / prazo);
  const reserva = Math.round((CREDITO * 0.02) / prazo);
  return Array.from({ length: n }, (_, i) => {
    const parcela = n - i;
    const mes = new Date(Date.UTC(2026, 1 - i, 10));
    const iso = (dia: number) => `${mes.toISOString().slice(0, 8)}${String(dia).padStart(2, '0')}`;
    const atrasada = parcela % 17 === 0;
    const encargos = atrasada ? 3_100 : 0;
    return {
      dataPagamento: iso(atrasada ? 25 : 8),
      dataVencimento: iso(10),
      numeroParcela: parcela,
      historico: `Pagamento da parcela ${parcela}`,
      valorPago: fundoComum + taxa + reserva + 2_925 + encargos,
      valorFundoComum: fundoComum,
      valorTaxaAdministracao: taxa,
      valorFundoReserva: reserva,
      valorSeguro: 2_925,
      valorEncargos: encargos,
    };
  });
}

/** `quantidade` payments; a long history gets a long group (200 months) so the figures stay plausible. */
export function amostraExtrato(quantidade = 19): Extrato {
  const PRAZO = quantidade > 60 ? 200 : 80;
  const itens = lancamentos(quantidade, PRAZO);
  const soma = (f: (l: LancamentoExtrato) => number) => itens.reduce((a, l) => a + f(l), 0);
  const fundoComum = soma((l) => l.valorFundoComum);
  return extratoSchema.parse({
    administradora,
    cota,
    dataEmissao: '2026-03-05',
    // The first instalment is paid on adhesion.
    dataAdesao: itens.at(-1)?.dataVencimento ?? '2026-02-10',
    dataContemplacao: null,
    valorCreditoAtual: CREDITO,
    valorSaldoDevedor: 7_981_250,
    prazoGrupoMeses: PRAZO,
    parcelasPagas: quantidade,
    parcelasEmAtraso: 1,
    parcelasRestantes: Math.max(0, PRAZO - quantidade),
    totais: {
      valorPago: soma((l) => l.valorPago),
      valorFundoComum: fundoComum,
      valorTaxaAdministracao: soma((l) => l.valorTaxaAdministracao),
      valorFundoReserva: soma((l) => l.valorFundoReserva),
      valorSeguro: soma((l) => l.valorSeguro),
      valorEncargos: soma((l) => l.valorEncargos),
      percentualFundoComumPago: Math.round((fundoComum / CREDITO) * 1_000_000) / 10_000,
    },
    lancamentos: itens,
    pagamentosEmDuplicidade: [],
    grupo: {
      grupo: 1010,
      descricaoBem: 'Automóvel até R$ 90 mil',
      prazoMeses: PRAZO,
      assembleiaAtual: quantidade + 1,
      totalAssembleias: PRAZO,
      dataProximaAssembleia: '2026-03-18',
      percentualTaxaAdministracao: 16.5,
      percentualFundoReserva: 2,
      cotasAtivas: 412,
      cotasContempladas: 38,
      cotasCanceladas: 27,
      valorArrecadadoFundoComum: 891_234_500,
      valorArrecadadoFundoReserva: 17_820_900,
    },
  });
}

export function amostraComprovante(quitacaoAnual: boolean): ComprovantePagamentos {
  const pagamentos = Array.from({ length: quitacaoAnual ? 12 : 10 }, (_, i) => ({
    numeroParcela: 8 + i,
    dataVencimento: `2025-${String(i + 1).padStart(2, '0')}-10`,
    dataPagamento: `2025-${String(i + 1).padStart(2, '0')}-08`,
    valorPago: 136_238,
  }));
  return comprovantePagamentosSchema.parse({
    administradora,
    cota,
    ano: 2025,
    anosDisponiveis: [2025, 2024],
    pagamentos,
    valorTotal: pagamentos.reduce((a, p) => a + p.valorPago, 0),
    pagamentosEmDuplicidade: [],
    quitacaoAnual,
    url: '/app-cliente/v1/relatorios/t0',
  });
}

export function amostraInforme(contemplada = false): InformeRendimentos {
  const valorAcumulado = 2_452_284;
  const bens = contemplada ? BENS_DIREITOS_CONTEMPLADO : BENS_DIREITOS_CONSORCIO;
  return informeRendimentosSchema.parse({
    administradora,
    cota,
    ano: 2025,
    anosDisponiveis: [2025, 2024],
    valorAcumuladoAnterior: 817_428,
    valorPagoNoAno: 1_634_856,
    valorAcumulado,
    contemplada,
    discriminacao: discriminacaoInforme({
      grupo: cota.grupo,
      cota: cota.cota,
      administradora: administradora.nome,
      cnpjAdministradora: administradora.cnpj,
      valorAcumulado,
      ano: 2025,
      contemplada,
      descricaoBem: cota.descricaoBem,
    }),
    grupoBensDireitos: bens.grupo,
    codigoBensDireitos: bens.codigo,
  });
}

export function amostraProposta(modeloContrato: string | null = 'REG-VEIC-2019'): InformacoesProposta {
  return informacoesPropostaSchema.parse({
    administradora,
    cota,
    numeroProposta: '2024-0081234',
    dataAdesao: '2024-08-10',
    valorCreditoAdesao: 8_500_000,
    valorCreditoAtual: CREDITO,
    prazoGrupoMeses: PRAZO,
    percentualTaxaAdministracao: 16.5,
    percentualFundoReserva: 2,
    percentualSeguroVida: 0.045,
    valorPrimeiraParcela: 128_519,
    diaVencimento: 10,
    formaPagamento: 'Boleto bancário ou PIX',
    modeloContrato,
    url: '/app-cliente/v1/relatorios/t1',
  });
}
