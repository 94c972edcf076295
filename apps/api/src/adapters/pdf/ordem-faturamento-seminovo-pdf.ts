import { formatarCnpj, formatarMoeda } from '@portal/domain';
import { secaoVeiculo, type AutorizacaoFaturamentoPdf } from './autorizacao-faturamento-pdf.ts';
import { aviso, campos, gerarPdf, paragrafo, secao } from './relatorios/layout.ts';
import { identificacaoCota } from './relatorios/formato.ts';

/**
 * What the used vehicle's billing order prints: the case as the authorization reads it (the same vehicle, seller,
 * account and values), so the two documents of a case never disagree.
 */
export type OrdemFaturamentoSeminovoPdf = AutorizacaoFaturamentoPdf;

/**
 * The billing order a company seller (dealer, rental company, other company) receives (02 §2.5 ordemgerada): the
 * administrator named by the quota's business unit asks it to issue the vehicle's exit invoice to the holder,
 * with the vehicle's chassis and the sale's value, and says what the administrator pays into its account.
 */
export function renderizarOrdemFaturamentoSeminovo(p: OrdemFaturamentoSeminovoPdf): Promise<Buffer> {
  const { grupo, cota, rotuloInscricao, inscricao } = identificacaoCota(p.cota);
  const recursosProprios = Math.max(0, p.veiculo.valorFipe - p.valores.pagoAoVendedor);
  return gerarPdf(
    {
      titulo: 'Pedido de faturamento',
      subtitulo: `Caso ${p.numeroCaso} · veículo seminovo`,
      administradora: p.administradora,
      cota: p.cota,
      emitidoEm: p.emitidoEm,
      cor: p.cor,
    },
    (doc) => {
      paragrafo(
        doc,
        `${p.administradora.nome}, CNPJ ${formatarCnpj(p.administradora.cnpj)}, administradora do consórcio ` +
          `(${p.nomeParceiro}), solicita a ${p.vendedor.nome} a emissão da nota fiscal de saída do veículo ` +
          `abaixo em nome do consorciado da cota ${cota} do grupo ${grupo}, com alienação fiduciária à ` +
          'administradora, que paga a compra com o crédito da cota na conta da empresa, conforme os valores ' +
          'deste pedido.',
        { tamanho: 9.5 },
      );

      secao(doc, 'Destinatário da nota fiscal');
      campos(
        doc,
        [
          { rotulo: 'Consorciado', valor: p.cota.nomePessoa, span: 4, destaque: true },
          { rotulo: rotuloInscricao, valor: inscricao, span: 2 },
        ],
        6,
      );

      secao(doc, 'Empresa vendedora');
      campos(
        doc,
        [
          { rotulo: 'Razão social', valor: p.vendedor.nome, span: 3, destaque: true },
          { rotulo: 'CNPJ', valor: p.vendedor.documento, span: 2 },
          { rotulo: 'Tipo', valor: p.vendedor.tipo },
        ],
        6,
      );

      secaoVeiculo(doc, p.veiculo);

      secao(doc, 'Valores e pagamento');
      campos(
        doc,
        [
          { rotulo: 'Valor da venda', valor: formatarMoeda(p.veiculo.valorFipe), span: 2, alinhar: 'right' },
          {
            rotulo: 'Pago pela administradora',
            valor: formatarMoeda(p.valores.pagoAoVendedor),
            span: 2,
            alinhar: 'right',
            destaque: true,
          },
          {
            rotulo: 'Pago pelo consorciado',
            valor: formatarMoeda(recursosProprios),
            span: 2,
            alinhar: 'right',
          },
          { rotulo: 'Favorecido', valor: p.conta.favorecido, span: 3 },
          { rotulo: 'Banco', valor: p.conta.banco, span: 3 },
          { rotulo: 'Agência', valor: p.conta.agencia, span: 2 },
          { rotulo: 'Conta', valor: p.conta.conta, span: 2 },
        ],
        6,
      );
      aviso(
        doc,
        `A nota fiscal deve trazer o consorciado como destinatário, o chassi ${p.veiculo.chassi} e o valor da ` +
          `venda, com a observação "alienação fiduciária a ${p.administradora.nome}". Envie-a com os ` +
          'documentos da empresa pelo portal; o pagamento é programado depois da análise e da assinatura do contrato.',
      );
    },
  );
}
