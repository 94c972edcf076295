import {
  formatarCnpj,
  formatarData,
  formatarMoeda,
  MENSAGEM_CONTRATO_INDISPONIVEL,
  type InformacoesProposta,
} from '@portal/domain';
import {
  campos,
  emissao,
  garantirEspaco,
  gerarPdf,
  larguraUtil,
  paragrafo,
  secao,
  type OpcoesRenderizacao,
} from './layout.ts';
import { clausulasContrato } from './contrato-clausulas.ts';
import { identificacaoCota, percentual, quantidade } from './formato.ts';
import { COR } from './estilo.ts';

/**
 * 2ª via do contrato de participação em grupo de consórcio, following the group's regulation model. The caller
 * checks `modeloContrato` first (404 with MENSAGEM_CONTRATO_INDISPONIVEL); a null here is a bug and is refused.
 */
export function renderizarContrato(p: InformacoesProposta, opcoes?: OpcoesRenderizacao): Promise<Buffer> {
  const modelo = p.modeloContrato;
  if (!modelo) return Promise.reject(new Error(MENSAGEM_CONTRATO_INDISPONIVEL));
  const id = identificacaoCota(p.cota);
  const cnpj = p.administradora.cnpj ? formatarCnpj(p.administradora.cnpj) : 'Não informado';
  return gerarPdf(
    {
      titulo: 'Contrato de participação em grupo de consórcio – 2ª via',
      subtitulo: `Regulamento ${modelo} · proposta nº ${p.numeroProposta} · adesão em ${formatarData(p.dataAdesao)}`,
      administradora: p.administradora,
      cota: p.cota,
      emitidoEm: emissao(opcoes),
    },
    (doc) => {
      secao(doc, 'Partes');
      campos(doc, [
        { rotulo: 'Administradora', valor: p.administradora.nome, span: 3, destaque: true },
        { rotulo: 'CNPJ', valor: cnpj },
        { rotulo: 'Consorciado(a)', valor: p.cota.nomePessoa, span: 3, destaque: true },
        { rotulo: id.rotuloInscricao, valor: id.inscricao },
      ]);
      secao(doc, 'Dados da cota e do grupo');
      campos(doc, [
        { rotulo: 'Grupo / cota / versão', valor: `${id.grupo} / ${id.cota} / ${id.versao}` },
        { rotulo: 'Proposta', valor: p.numeroProposta },
        { rotulo: 'Data de adesão', valor: formatarData(p.dataAdesao) },
        { rotulo: 'Prazo do grupo', valor: quantidade(p.prazoGrupoMeses, 'mês', 'meses'), alinhar: 'right' },
        { rotulo: 'Crédito na adesão', valor: formatarMoeda(p.valorCreditoAdesao), alinhar: 'right' },
        { rotulo: 'Crédito atual', valor: formatarMoeda(p.valorCreditoAtual), alinhar: 'right' },
        {
          rotulo: 'Taxa de administração',
          valor: percentual(p.percentualTaxaAdministracao),
          alinhar: 'right',
        },
        { rotulo: 'Fundo de reserva', valor: percentual(p.percentualFundoReserva), alinhar: 'right' },
        { rotulo: 'Bem', valor: p.cota.descricaoBem, span: 2 },
        { rotulo: 'Vencimento', valor: `Todo dia ${p.diaVencimento}` },
        { rotulo: 'Regulamento', valor: modelo },
      ]);
      paragrafo(
        doc,
        `Pelo presente instrumento, ${p.administradora.nome}, doravante ADMINISTRADORA, e ${p.cota.nomePessoa}, ` +
          'doravante CONSORCIADO, ajustam a participação do CONSORCIADO no grupo de consórcio acima identificado, ' +
          'mediante as cláusulas e condições gerais a seguir.',
      );
      secao(doc, 'Condições gerais');
      clausulasContrato(p, modelo).forEach((c, i) => {
        const n = i + 1;
        // A clause title never ends a page alone.
        garantirEspaco(doc, 44);
        doc.font('negrito').fontSize(8.8).fillColor(COR.texto);
        doc.text(`Cláusula ${n}ª – ${c.titulo}`, doc.page.margins.left, doc.y + 3, {
          width: larguraUtil(doc),
        });
        doc.y += 2;
        c.itens.forEach((texto, j) => paragrafo(doc, `${n}.${j + 1}. ${texto}`, { tamanho: 8.3 }));
      });
      doc.y += 6;
      paragrafo(
        doc,
        `Esta 2ª via reproduz as condições gerais do contrato firmado pela proposta de adesão nº ${p.numeroProposta}, ` +
          `de ${formatarData(p.dataAdesao)}. Em caso de divergência, prevalecem o contrato original e o regulamento ` +
          `${modelo} do grupo. Documento emitido eletronicamente.`,
        { tamanho: 8, cor: COR.suave },
      );
    },
  );
}
