import { formatarData, formatarMoeda, type Demonstrativo } from '@portal/domain';
import {
  aviso,
  campos,
  emissao,
  gerarPdf,
  paragrafo,
  secao,
  type Campo,
  type OpcoesRenderizacao,
} from './layout.ts';
import { dataOu, formatarPeriodo, percentual, quantidade } from './formato.ts';
import { COR } from './estilo.ts';

const moeda = (rotulo: string, centavos: number, destaque = false): Campo => ({
  rotulo,
  valor: formatarMoeda(centavos),
  alinhar: 'right',
  destaque,
});

/**
 * Demonstrativo mensal: the composition of one instalment, every field of `composicao` in the order of spec §3
 * (emission date, amount, next assembly … life insurance). The footer date defaults to the composition's
 * emission date, so a statement reprinted later is byte-identical.
 */
export function renderizarDemonstrativo(d: Demonstrativo, opcoes?: OpcoesRenderizacao): Promise<Buffer> {
  const c = d.composicao;
  return gerarPdf(
    {
      titulo: 'Demonstrativo da parcela',
      subtitulo: `Referência ${formatarPeriodo(d.periodo)} · vencimento em ${formatarData(d.dataVencimento)}`,
      administradora: d.administradora,
      cota: d.cota,
      emitidoEm: emissao(opcoes, c.dataEmissao),
    },
    (doc) => {
      secao(doc, 'Composição da parcela');
      campos(doc, [
        { rotulo: 'Data de emissão', valor: formatarData(c.dataEmissao) },
        moeda('Valor do documento', c.valor, true),
        { rotulo: 'Próxima assembleia', valor: dataOu(c.dataProximaAssembleia, 'A definir') },
        moeda('Valor da parcela', c.valorParcela),
        { rotulo: 'Próximo reajuste', valor: dataOu(c.dataProximoReajuste, 'Sem reajuste previsto') },
        { rotulo: 'Nº da parcela', valor: `${c.numeroParcela} de ${c.prazoGrupoMeses}`, alinhar: 'right' },
        { rotulo: 'Parcelas pagas', valor: String(c.parcelasPagas), alinhar: 'right' },
        {
          rotulo: 'Parcelas em atraso',
          valor: String(c.parcelasEmAtraso),
          alinhar: 'right',
          destaque: c.parcelasEmAtraso > 0,
        },
        { rotulo: 'Prazo do grupo', valor: quantidade(c.prazoGrupoMeses, 'mês', 'meses'), alinhar: 'right' },
        moeda('Crédito original', c.valorCreditoOriginal),
        moeda('Taxa de administração', c.valorTaxaAdministracao),
        moeda('Fundo de reserva', c.valorFundoReserva),
        moeda('Fundo comum', c.valorFundoComum),
        moeda('Diferença de parcela', c.valorDiferencaParcela),
        { rotulo: 'Seguro de vida (% ao mês)', valor: percentual(c.percentualSeguroVida), alinhar: 'right' },
        moeda('Seguro de vida', c.valorSeguroVida),
      ]);
      paragrafo(
        doc,
        'O valor do documento é a soma do valor da parcela (fundo comum, taxa de administração e fundo de reserva), ' +
          'do seguro de vida e da diferença de parcela, quando houver. O seguro de vida é calculado mensalmente sobre o saldo devedor.',
        { tamanho: 8, cor: COR.suave },
      );
      doc.y += 4;
      secao(doc, 'Situação do pagamento');
      if (d.dataPagamento) {
        campos(
          doc,
          [
            { rotulo: 'Vencimento', valor: formatarData(d.dataVencimento) },
            { rotulo: 'Pagamento', valor: formatarData(d.dataPagamento), destaque: true },
            { rotulo: 'Situação', valor: 'Paga', span: 2 },
          ],
          4,
        );
      } else {
        aviso(
          doc,
          `Esta parcela vence em ${formatarData(d.dataVencimento)} e ainda não consta como paga. ` +
            'A 2ª via do boleto está disponível no Portal do Consorciado, em Boletos.',
        );
      }
    },
  );
}
