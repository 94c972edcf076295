/**
 * Shared page layout of the financial documents: A4 portrait, 15 mm margins, the administrator and the
 * document title on top of every page, the quota block on the first, "Emitido em" and "Página X de Y" at
 * the foot. Header and footer are drawn once the content is laid out (bufferPages) so the page count is known
 * and the flowing content never has to care about them.
 */
import PDFDocument from 'pdfkit';
import {
  formatarCnpj,
  formatarData,
  hojeEmSaoPaulo,
  type Administradora,
  type CabecalhoCota,
} from '@portal/domain';
import { campos, regua } from './blocos.ts';
import { registrarFontes } from '../fontes.ts';
import { ALTURA_CABECALHO, ALTURA_RODAPE, COR, MARGEM, type Fonte } from './estilo.ts';
import { identificacaoCota } from './formato.ts';

export { aviso, campos, paragrafo, secao, type Campo } from './blocos.ts';
export { tabela, type Coluna } from './tabela.ts';
export { garantirEspaco, larguraUtil } from './estilo.ts';

export interface DocumentoPdf {
  titulo: string;
  /** Second header line: period, year, proposal number… */
  subtitulo?: string;
  administradora: Administradora;
  cota: CabecalhoCota;
  /** 'YYYY-MM-DD': the footer date and the PDF CreationDate, so one input always renders the same bytes. */
  emitidoEm: string;
  /** The title's and header rule's colour (#RRGGBB): a partner's colour on customer guides; default dark blue. */
  cor?: string;
}

/** Options every renderer accepts: the issue date when the wire object has none (default: today, São Paulo). */
export interface OpcoesRenderizacao {
  emitidoEm?: string;
}

export function emissao(opcoes: OpcoesRenderizacao | undefined, padrao?: string): string {
  return opcoes?.emitidoEm ?? padrao ?? hojeEmSaoPaulo();
}

/** Builds the document, lets `conteudo` flow below the quota block, then stamps header and footer. */
export function gerarPdf(d: DocumentoPdf, conteudo: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const { grupo, cota } = identificacaoCota(d.cota);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margins: { top: MARGEM + ALTURA_CABECALHO, bottom: MARGEM + ALTURA_RODAPE, left: MARGEM, right: MARGEM },
    bufferPages: true,
    lang: 'pt-BR',
    displayTitle: true,
    info: {
      Title: d.titulo,
      Author: d.administradora.nome,
      Subject: `${d.titulo} – grupo ${grupo}, cota ${cota}`,
      Creator: 'Portal do Consorciado',
      // Noon in São Paulo: the calendar day survives any viewer's time zone.
      CreationDate: new Date(`${d.emitidoEm}T12:00:00-03:00`),
    },
  });
  registrarFontes(doc, ['normal', 'negrito', 'condensada', 'condensada-negrito']);
  const partes: Buffer[] = [];
  doc.on('data', (p: Buffer) => partes.push(p));
  const pronto = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });

  try {
    blocoCota(doc, d.cota);
    conteudo(doc);
    carimbarPaginas(doc, d);
  } catch (erro) {
    // The half-built document is dropped unfinished: the caller gets the error, never a truncated PDF.
    return Promise.reject(erro instanceof Error ? erro : new Error(String(erro)));
  }
  doc.end();
  return pronto;
}

function blocoCota(doc: PDFKit.PDFDocument, cota: CabecalhoCota) {
  const c = identificacaoCota(cota);
  campos(
    doc,
    [
      { rotulo: 'Grupo', valor: c.grupo },
      { rotulo: 'Cota', valor: c.cota },
      { rotulo: 'Versão', valor: c.versao },
      { rotulo: 'Situação', valor: cota.situacaoCota, span: 3 },
      { rotulo: 'Consorciado(a)', valor: cota.nomePessoa, span: 4, destaque: true },
      { rotulo: c.rotuloInscricao, valor: c.inscricao, span: 2 },
      { rotulo: 'Bem', valor: cota.descricaoBem, span: 6 },
    ],
    6,
  );
  doc.y += 4;
}

function texto(doc: PDFKit.PDFDocument, fonte: Fonte, tamanho: number, cor: string) {
  return doc.font(fonte).fontSize(tamanho).fillColor(cor);
}

function carimbarPaginas(doc: PDFKit.PDFDocument, d: DocumentoPdf) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Header and footer sit in the margins: with no bottom margin pdfkit will not open a page for them.
    doc.page.margins.bottom = 0;
    cabecalho(doc, d);
    rodape(doc, d, i - start + 1, count);
  }
}

function cabecalho(doc: PDFKit.PDFDocument, d: DocumentoPdf) {
  const x = MARGEM;
  const largura = doc.page.width - 2 * MARGEM;
  const y = MARGEM;
  const cnpj = d.administradora.cnpj ? `CNPJ ${formatarCnpj(d.administradora.cnpj)}` : '';
  texto(doc, 'negrito', 10.5, COR.texto).text(d.administradora.nome, x, y, {
    width: largura * 0.62,
    lineBreak: false,
    ellipsis: true,
  });
  texto(doc, 'normal', 8, COR.suave).text(cnpj, x + largura * 0.62, y + 2.5, {
    width: largura * 0.38,
    align: 'right',
    lineBreak: false,
  });
  const destaque = d.cor ?? COR.destaque;
  texto(doc, 'negrito', 14, destaque).text(d.titulo, x, y + 18, {
    width: largura,
    lineBreak: false,
    ellipsis: true,
  });
  if (d.subtitulo)
    texto(doc, 'normal', 8.5, COR.suave).text(d.subtitulo, x, y + 37, { width: largura, lineBreak: false });
  doc
    .moveTo(x, y + ALTURA_CABECALHO - 10)
    .lineTo(x + largura, y + ALTURA_CABECALHO - 10)
    .lineWidth(1.2)
    .stroke(destaque);
}

function rodape(doc: PDFKit.PDFDocument, d: DocumentoPdf, pagina: number, total: number) {
  const x = MARGEM;
  const largura = doc.page.width - 2 * MARGEM;
  const y = doc.page.height - MARGEM - ALTURA_RODAPE + 8;
  regua(doc, x, y, largura);
  const linha = y + 5;
  texto(doc, 'normal', 7.5, COR.suave).text(`Emitido em ${formatarData(d.emitidoEm)}`, x, linha, {
    width: largura / 3,
    lineBreak: false,
  });
  texto(doc, 'normal', 7.5, COR.suave).text(d.administradora.nome, x + largura / 3, linha, {
    width: largura / 3,
    align: 'center',
    lineBreak: false,
    ellipsis: true,
  });
  texto(doc, 'normal', 7.5, COR.suave).text(`Página ${pagina} de ${total}`, x + (2 * largura) / 3, linha, {
    width: largura / 3,
    align: 'right',
    lineBreak: false,
  });
}
