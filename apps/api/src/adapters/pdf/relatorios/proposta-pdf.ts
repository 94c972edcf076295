import { formatarData, formatarMoeda, type InformacoesProposta } from '@portal/domain';
import { campos, emissao, gerarPdf, paragrafo, secao, type OpcoesRenderizacao } from './layout.ts';
import { percentual, quantidade } from './formato.ts';
import { COR } from './estilo.ts';

/** Informações da proposta de adesão: what the customer signed up for (credit, term, fees, due day). */
export function renderizarProposta(p: InformacoesProposta, opcoes?: OpcoesRenderizacao): Promise<Buffer> {
  return gerarPdf(
    {
      titulo: 'Informações da proposta de adesão',
      subtitulo: `Proposta nº ${p.numeroProposta} · adesão em ${formatarData(p.dataAdesao)}`,
      administradora: p.administradora,
      cota: p.cota,
      emitidoEm: emissao(opcoes),
    },
    (doc) => {
      secao(doc, 'Proposta');
      campos(doc, [
        { rotulo: 'Nº da proposta', valor: p.numeroProposta, destaque: true },
        { rotulo: 'Data de adesão', valor: formatarData(p.dataAdesao) },
        { rotulo: 'Modelo de contrato (regulamento)', valor: p.modeloContrato ?? 'Não registrado', span: 2 },
      ]);
      secao(doc, 'Crédito e prazo');
      campos(doc, [
        { rotulo: 'Crédito na adesão', valor: formatarMoeda(p.valorCreditoAdesao), alinhar: 'right' },
        {
          rotulo: 'Crédito atual',
          valor: formatarMoeda(p.valorCreditoAtual),
          alinhar: 'right',
          destaque: true,
        },
        { rotulo: 'Prazo do grupo', valor: quantidade(p.prazoGrupoMeses, 'mês', 'meses'), alinhar: 'right' },
        { rotulo: 'Bem', valor: p.cota.descricaoBem },
      ]);
      secao(doc, 'Taxas');
      campos(
        doc,
        [
          {
            rotulo: 'Taxa de administração (prazo total)',
            valor: percentual(p.percentualTaxaAdministracao),
            alinhar: 'right',
          },
          {
            rotulo: 'Fundo de reserva (prazo total)',
            valor: percentual(p.percentualFundoReserva),
            alinhar: 'right',
          },
          {
            rotulo: 'Seguro de vida (ao mês)',
            valor: p.percentualSeguroVida > 0 ? percentual(p.percentualSeguroVida) : 'Não contratado',
            alinhar: 'right',
          },
        ],
        3,
      );
      secao(doc, 'Pagamento');
      campos(doc, [
        { rotulo: 'Valor da 1ª parcela', valor: formatarMoeda(p.valorPrimeiraParcela), alinhar: 'right' },
        { rotulo: 'Vencimento', valor: `Todo dia ${p.diaVencimento}` },
        { rotulo: 'Forma de pagamento', valor: p.formaPagamento, span: 2 },
      ]);
      paragrafo(
        doc,
        'A taxa de administração e o fundo de reserva são percentuais sobre o valor do crédito, distribuídos ao longo ' +
          'de todo o prazo do grupo. O seguro de vida, quando contratado, é calculado mensalmente sobre o saldo devedor. ' +
          'O crédito é reajustado conforme o regulamento do grupo; o crédito atual já considera os reajustes.',
        { tamanho: 8, cor: COR.suave },
      );
    },
  );
}
