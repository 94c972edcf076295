import { formatarCnpj, formatarData, formatarMoeda, type ComprovantePagamentos } from '@portal/domain';
import { aviso, emissao, gerarPdf, paragrafo, secao, tabela, type OpcoesRenderizacao } from './layout.ts';
import { identificacaoCota, quantidade } from './formato.ts';

/**
 * Comprovante anual de pagamentos. When every instalment due in the year is paid (`quitacaoAnual`) it is the
 * "declaração anual de quitação de débitos" of Lei nº 12.007/2009, with the statement its art. 4º requires;
 * otherwise a plain receipt that says the year still has open instalments.
 */
export function renderizarComprovantePagamentos(
  c: ComprovantePagamentos,
  opcoes?: OpcoesRenderizacao,
): Promise<Buffer> {
  const id = identificacaoCota(c.cota);
  const adm = c.administradora.cnpj
    ? `${c.administradora.nome}, inscrita no CNPJ sob o nº ${formatarCnpj(c.administradora.cnpj)}`
    : c.administradora.nome;
  return gerarPdf(
    {
      titulo: c.quitacaoAnual ? 'Declaração anual de quitação de débitos' : 'Comprovante anual de pagamentos',
      subtitulo: c.quitacaoAnual
        ? `Ano de referência ${c.ano} · Lei nº 12.007/2009`
        : `Ano de referência ${c.ano}`,
      administradora: c.administradora,
      cota: c.cota,
      emitidoEm: emissao(opcoes),
    },
    (doc) => {
      if (c.quitacaoAnual) {
        paragrafo(
          doc,
          `${adm}, em cumprimento à Lei nº 12.007, de 29 de julho de 2009, declara que ${c.cota.nomePessoa}, ` +
            `${id.rotuloInscricao} ${id.inscricao}, titular da cota ${id.cota} do grupo ${id.grupo}, quitou todas as parcelas ` +
            `com vencimento entre janeiro e dezembro de ${c.ano} referentes a esta cota.`,
          { tamanho: 9.5 },
        );
        paragrafo(
          doc,
          'Esta declaração substitui, para a comprovação do cumprimento das obrigações do consorciado, as quitações ' +
            `mensais das parcelas com vencimento em ${c.ano} (art. 4º da Lei nº 12.007/2009).`,
          { tamanho: 9.5 },
        );
      } else {
        paragrafo(
          doc,
          `Relação dos pagamentos registrados em ${c.ano} na cota ${id.cota} do grupo ${id.grupo}, ` +
            `de titularidade de ${c.cota.nomePessoa}, ${id.rotuloInscricao} ${id.inscricao}.`,
          { tamanho: 9.5 },
        );
        aviso(
          doc,
          `Este comprovante não é a declaração anual de quitação de débitos: há parcelas com vencimento em ${c.ano} ` +
            'que não constam como pagas ou o ano ainda não terminou. A declaração (Lei nº 12.007/2009) fica disponível ' +
            'depois que todas as parcelas do ano estiverem pagas.',
        );
      }
      secao(doc, `Pagamentos de ${c.ano}`);
      tabela(
        doc,
        [
          { titulo: 'Parcela', peso: 1.4 },
          { titulo: 'Vencimento', peso: 1.5 },
          { titulo: 'Pagamento', peso: 1.5 },
          { titulo: 'Valor pago', peso: 1.6, alinhar: 'right' },
        ],
        c.pagamentos.map((p) => [
          String(p.numeroParcela),
          formatarData(p.dataVencimento),
          formatarData(p.dataPagamento),
          formatarMoeda(p.valorPago),
        ]),
        {
          total: [
            `Total (${quantidade(c.pagamentos.length, 'pagamento', 'pagamentos')})`,
            '',
            '',
            formatarMoeda(c.valorTotal),
          ],
          vazio: `Nenhum pagamento registrado em ${c.ano}.`,
          tamanho: 8.5,
        },
      );
    },
  );
}
