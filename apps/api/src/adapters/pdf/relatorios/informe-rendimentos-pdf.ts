import { formatarCnpj, formatarMoeda, normalizarInscricao, type InformeRendimentos } from '@portal/domain';
import { campos, emissao, gerarPdf, paragrafo, secao, type OpcoesRenderizacao } from './layout.ts';
import { COR } from './estilo.ts';

/**
 * Informe de rendimentos for the income-tax return: what was paid into the quota up to 31/12 of the year and
 * the year before (the two columns of "Bens e Direitos"), the suggested group, code and discriminação, and a
 * short, sober note on how a quota is declared. It gives no tax advice beyond Receita Federal's own guidance.
 */
export function renderizarInformeRendimentos(
  i: InformeRendimentos,
  opcoes?: OpcoesRenderizacao,
): Promise<Buffer> {
  const anterior = i.ano - 1;
  // A company does not file the IRPF: its note points to its own bookkeeping instead.
  const pj = normalizarInscricao(i.cota.cdInscricaoNacional).length > 11;
  return gerarPdf(
    {
      titulo: `Informe de rendimentos – ano-calendário ${i.ano}`,
      subtitulo: pj
        ? `Exercício ${i.ano + 1}`
        : `Exercício ${i.ano + 1} · Declaração de Imposto de Renda da Pessoa Física`,
      administradora: i.administradora,
      cota: i.cota,
      emitidoEm: emissao(opcoes),
    },
    (doc) => {
      secao(doc, 'Administradora');
      campos(doc, [
        { rotulo: 'Nome empresarial', valor: i.administradora.nome, span: 3 },
        {
          rotulo: 'CNPJ',
          valor: i.administradora.cnpj ? formatarCnpj(i.administradora.cnpj) : 'Não informado',
        },
      ]);
      secao(doc, 'Valores pagos na cota');
      campos(
        doc,
        [
          {
            rotulo: `Situação em 31/12/${anterior}`,
            valor: formatarMoeda(i.valorAcumuladoAnterior),
            alinhar: 'right',
          },
          { rotulo: `Pago em ${i.ano}`, valor: formatarMoeda(i.valorPagoNoAno), alinhar: 'right' },
          {
            rotulo: `Situação em 31/12/${i.ano}`,
            valor: formatarMoeda(i.valorAcumulado),
            alinhar: 'right',
            destaque: true,
          },
        ],
        3,
      );
      paragrafo(doc, `“Situação em 31/12” é o total pago à cota até aquela data, acumulado desde a adesão.`, {
        tamanho: 8,
        cor: COR.suave,
      });
      secao(doc, 'Ficha “Bens e Direitos”');
      campos(doc, [
        { rotulo: 'Grupo', valor: i.grupoBensDireitos, span: 2 },
        { rotulo: 'Código', valor: i.codigoBensDireitos, span: 2 },
        { rotulo: 'Discriminação sugerida', valor: i.discriminacao, span: 4 },
      ]);
      secao(doc, 'Como declarar');
      if (pj) {
        paragrafo(
          doc,
          'Pessoa jurídica: os valores pagos à cota são registrados na contabilidade da empresa, conforme as normas ' +
            'contábeis e fiscais aplicáveis. O grupo e o código acima referem-se à declaração da pessoa física.',
        );
      }
      paragrafo(
        doc,
        i.contemplada
          ? 'Cota contemplada: continue declarando a cota ou o bem recebido na ficha “Bens e Direitos”, conforme as ' +
              'orientações da Receita Federal para o bem adquirido, pelo valor efetivamente pago até 31/12 de cada ano. ' +
              'As parcelas pagas nos anos seguintes são somadas ao valor declarado.'
          : 'Cota não contemplada: informe na ficha “Bens e Direitos”, no grupo e código indicados acima, o total pago ' +
              `até 31/12/${i.ano} na coluna do ano e o total pago até 31/12/${anterior} na coluna do ano anterior. ` +
              'A cota é declarada pelo valor pago, não pelo valor do crédito.',
      );
      paragrafo(
        doc,
        'Este informe reúne os pagamentos registrados pela administradora e não substitui as instruções da Receita ' +
          'Federal para o preenchimento da declaração. Em caso de dúvida, consulte um profissional de sua confiança.',
        { tamanho: 8, cor: COR.suave },
      );
    },
  );
}
