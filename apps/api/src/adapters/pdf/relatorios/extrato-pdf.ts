import { formatarData, formatarMoeda, formatarPercentual, padGrupo, type Extrato } from '@portal/domain';
import {
  campos,
  emissao,
  gerarPdf,
  paragrafo,
  secao,
  tabela,
  type Campo,
  type Coluna,
  type OpcoesRenderizacao,
} from './layout.ts';
import { dataOu, percentual, quantidade } from './formato.ts';
import { COR } from './estilo.ts';

const moeda = (rotulo: string, centavos: number, destaque = false): Campo => ({
  rotulo,
  valor: formatarMoeda(centavos),
  alinhar: 'right',
  destaque,
});
const numero = (rotulo: string, n: number): Campo => ({
  rotulo,
  valor: n.toLocaleString('pt-BR'),
  alinhar: 'right',
});

// Points of the 510 pt usable width: 'R$ 12.345,67' fits the two main money columns, the smaller shares get
// less, and 'Pagamento da parcela 150' still fits the history on one line.
const COLUNAS_LANCAMENTOS: Coluna[] = [
  { titulo: 'Pagamento', peso: 51 },
  { titulo: 'Vencimento', peso: 51 },
  { titulo: 'Parc.', peso: 26, alinhar: 'right' },
  { titulo: 'Histórico', peso: 100 },
  { titulo: 'Valor pago', peso: 52, alinhar: 'right' },
  { titulo: 'Fundo comum', peso: 52, alinhar: 'right' },
  { titulo: 'Taxa de adm.', peso: 47, alinhar: 'right' },
  { titulo: 'Fundo de reserva', peso: 45, alinhar: 'right' },
  { titulo: 'Seguro', peso: 43, alinhar: 'right' },
  { titulo: 'Encargos', peso: 43, alinhar: 'right' },
];

/** Extrato do consorciado: the quota's summary, what was paid into each fund, and every payment. */
export function renderizarExtratoConsorciado(e: Extrato, opcoes?: OpcoesRenderizacao): Promise<Buffer> {
  const t = e.totais;
  return gerarPdf(
    {
      titulo: 'Extrato do consorciado',
      subtitulo: `Posição em ${formatarData(e.dataEmissao)}`,
      administradora: e.administradora,
      cota: e.cota,
      emitidoEm: emissao(opcoes, e.dataEmissao),
    },
    (doc) => {
      secao(doc, 'Resumo da cota');
      campos(doc, [
        { rotulo: 'Data de adesão', valor: formatarData(e.dataAdesao) },
        { rotulo: 'Data de contemplação', valor: dataOu(e.dataContemplacao, 'Não contemplada') },
        moeda('Crédito atual', e.valorCreditoAtual, true),
        moeda('Saldo devedor', e.valorSaldoDevedor, true),
        { rotulo: 'Prazo do grupo', valor: quantidade(e.prazoGrupoMeses, 'mês', 'meses'), alinhar: 'right' },
        numero('Parcelas pagas', e.parcelasPagas),
        { ...numero('Parcelas em atraso', e.parcelasEmAtraso), destaque: e.parcelasEmAtraso > 0 },
        numero('Parcelas restantes', e.parcelasRestantes),
      ]);
      secao(doc, 'Totais pagos');
      campos(doc, [
        moeda('Total pago', t.valorPago, true),
        moeda('Fundo comum', t.valorFundoComum),
        moeda('Taxa de administração', t.valorTaxaAdministracao),
        moeda('Fundo de reserva', t.valorFundoReserva),
        moeda('Seguro', t.valorSeguro),
        moeda('Encargos (multa e juros)', t.valorEncargos),
        {
          rotulo: 'Fundo comum pago (% do crédito atual)',
          valor: formatarPercentual(t.percentualFundoComumPago, 4),
          alinhar: 'right',
          destaque: true,
          span: 2,
        },
      ]);
      secao(doc, 'Lançamentos');
      // The totals are in the box above: a closing row would repeat them in columns too narrow for them.
      paragrafo(
        doc,
        'Pagamentos registrados na cota, do mais recente para o mais antigo. Os totais estão no quadro “Totais pagos”.',
        {
          tamanho: 8,
          cor: COR.suave,
        },
      );
      tabela(
        doc,
        COLUNAS_LANCAMENTOS,
        e.lancamentos.map((l) => [
          formatarData(l.dataPagamento),
          formatarData(l.dataVencimento),
          String(l.numeroParcela),
          l.historico,
          formatarMoeda(l.valorPago),
          formatarMoeda(l.valorFundoComum),
          formatarMoeda(l.valorTaxaAdministracao),
          formatarMoeda(l.valorFundoReserva),
          formatarMoeda(l.valorSeguro),
          formatarMoeda(l.valorEncargos),
        ]),
        { vazio: 'Nenhum pagamento registrado nesta cota.' },
      );
      if (e.pagamentosEmDuplicidade.length) {
        // Issue 13: money received that settled nothing is on the statement too, with its refund case.
        secao(doc, 'Pagamentos em duplicidade (em devolução)');
        tabela(
          doc,
          COLUNAS_DUPLICIDADE,
          e.pagamentosEmDuplicidade.map((d) => [
            formatarData(d.dataPagamento),
            d.nossoNumero,
            d.numeroCasoDevolucao ?? '—',
            formatarMoeda(d.valorPago),
          ]),
        );
      }
    },
  );
}

const COLUNAS_DUPLICIDADE: Coluna[] = [
  { titulo: 'Pagamento', peso: 60 },
  { titulo: 'Boleto (nosso número)', peso: 120 },
  { titulo: 'Caso de devolução', peso: 80 },
  { titulo: 'Valor pago', peso: 60, alinhar: 'right' },
];

/** Extrato do grupo: the group's term, assemblies, quotas and the funds every member has paid in. */
export function renderizarExtratoGrupo(e: Extrato, opcoes?: OpcoesRenderizacao): Promise<Buffer> {
  const g = e.grupo;
  return gerarPdf(
    {
      titulo: 'Extrato do grupo',
      subtitulo: `Grupo ${padGrupo(g.grupo)} · posição em ${formatarData(e.dataEmissao)}`,
      administradora: e.administradora,
      cota: e.cota,
      emitidoEm: emissao(opcoes, e.dataEmissao),
    },
    (doc) => {
      secao(doc, 'Dados do grupo');
      campos(doc, [
        { rotulo: 'Grupo', valor: padGrupo(g.grupo), destaque: true },
        { rotulo: 'Bem', valor: g.descricaoBem, span: 3 },
        { rotulo: 'Prazo', valor: quantidade(g.prazoMeses, 'mês', 'meses'), alinhar: 'right' },
        {
          rotulo: 'Assembleia atual',
          valor: `${g.assembleiaAtual} de ${g.totalAssembleias}`,
          alinhar: 'right',
        },
        { rotulo: 'Próxima assembleia', valor: dataOu(g.dataProximaAssembleia, 'A definir') },
        {
          rotulo: 'Assembleias restantes',
          valor: String(Math.max(0, g.totalAssembleias - g.assembleiaAtual)),
          alinhar: 'right',
        },
        {
          rotulo: 'Taxa de administração',
          valor: percentual(g.percentualTaxaAdministracao),
          alinhar: 'right',
          span: 2,
        },
        {
          rotulo: 'Fundo de reserva',
          valor: percentual(g.percentualFundoReserva),
          alinhar: 'right',
          span: 2,
        },
      ]);
      secao(doc, 'Cotas do grupo');
      campos(
        doc,
        [
          numero('Ativas', g.cotasAtivas),
          numero('Contempladas', g.cotasContempladas),
          numero('Canceladas', g.cotasCanceladas),
        ],
        3,
      );
      secao(doc, 'Recursos arrecadados');
      campos(
        doc,
        [
          moeda('Fundo comum', g.valorArrecadadoFundoComum),
          moeda('Fundo de reserva', g.valorArrecadadoFundoReserva),
          moeda('Total', g.valorArrecadadoFundoComum + g.valorArrecadadoFundoReserva, true),
        ],
        3,
      );
      paragrafo(
        doc,
        'Valores pagos aos fundos do grupo por todos os consorciados até a data de emissão. ' +
          'Os percentuais de taxa de administração e de fundo de reserva incidem sobre o valor do crédito, ao longo de todo o prazo do grupo.',
        { tamanho: 8, cor: COR.suave },
      );
      secao(doc, 'Sua cota no grupo');
      campos(doc, [
        { rotulo: 'Data de adesão', valor: formatarData(e.dataAdesao) },
        { rotulo: 'Data de contemplação', valor: dataOu(e.dataContemplacao, 'Não contemplada') },
        moeda('Crédito atual', e.valorCreditoAtual),
        { rotulo: 'Parcelas pagas', valor: `${e.parcelasPagas} de ${e.prazoGrupoMeses}`, alinhar: 'right' },
      ]);
    },
  );
}
