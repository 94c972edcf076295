/** Flowing building blocks of the documents: section titles, boxed fields, paragraphs and notes. */
import { COR, garantirEspaco, larguraUtil } from './estilo.ts';

const PAD = 4;

export interface Campo {
  rotulo: string;
  valor: string;
  /** Grid columns the field takes (default 1). */
  span?: number;
  /** Bold value: the figure the reader looks for first. */
  destaque?: boolean;
  /** Money and counts read better right-aligned in their box. */
  alinhar?: 'left' | 'right';
}

export function regua(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  largura: number,
  cor: string = COR.borda,
) {
  doc
    .moveTo(x, y)
    .lineTo(x + largura, y)
    .lineWidth(0.5)
    .stroke(cor);
}

export function secao(doc: PDFKit.PDFDocument, titulo: string) {
  // Keep the title with at least a couple of lines of what it introduces.
  garantirEspaco(doc, 48);
  const x = doc.page.margins.left;
  doc.y += 4;
  doc
    .font('negrito')
    .fontSize(9.5)
    .fillColor(COR.destaque)
    .text(titulo, x, doc.y, { width: larguraUtil(doc) });
  doc.y += 3;
}

function fonteValor(doc: PDFKit.PDFDocument, c: Campo) {
  return doc.font(c.destaque ? 'negrito' : 'normal').fontSize(9);
}

/** Boxed label-over-value fields, as on a bank form; `itens` fill the grid row by row in the given order. */
export function campos(doc: PDFKit.PDFDocument, itens: Campo[], colunas = 4) {
  const x0 = doc.page.margins.left;
  const largura = larguraUtil(doc);
  const coluna = largura / colunas;
  const linhas: Campo[][] = [];
  let atual: Campo[] = [];
  let ocupado = 0;
  for (const c of itens) {
    const span = Math.min(c.span ?? 1, colunas);
    if (ocupado + span > colunas) {
      linhas.push(atual);
      atual = [];
      ocupado = 0;
    }
    atual.push(c);
    ocupado += span;
  }
  if (atual.length) linhas.push(atual);

  for (const linha of linhas) {
    const larguras = linha.map((c) => Math.min(c.span ?? 1, colunas) * coluna);
    // The last field of a short row stretches, so every row closes at the right margin.
    larguras[larguras.length - 1]! += largura - larguras.reduce((a, b) => a + b, 0);
    const alturas = linha.map((c, i) =>
      fonteValor(doc, c).heightOfString(c.valor || ' ', { width: larguras[i]! - 2 * PAD }),
    );
    const altura = Math.max(...alturas) + 17;
    garantirEspaco(doc, altura);
    const y = doc.y;
    let x = x0;
    linha.forEach((c, i) => {
      const w = larguras[i]!;
      doc.rect(x, y, w, altura).lineWidth(0.5).stroke(COR.borda);
      doc
        .font('normal')
        .fontSize(6.5)
        .fillColor(COR.rotulo)
        .text(c.rotulo, x + PAD, y + 3.5, { width: w - 2 * PAD, lineBreak: false, ellipsis: true });
      fonteValor(doc, c)
        .fillColor(COR.texto)
        .text(c.valor, x + PAD, y + 13, { width: w - 2 * PAD, align: c.alinhar ?? 'left' });
      x += w;
    });
    doc.y = y + altura;
  }
  doc.x = x0;
  doc.y += 6;
}

interface OpcoesParagrafo {
  tamanho?: number;
  negrito?: boolean;
  cor?: string;
  alinhar?: 'left' | 'justify' | 'center' | 'right';
}

export function paragrafo(doc: PDFKit.PDFDocument, texto: string, o: OpcoesParagrafo = {}) {
  const x = doc.page.margins.left;
  doc
    .font(o.negrito ? 'negrito' : 'normal')
    .fontSize(o.tamanho ?? 8.5)
    .fillColor(o.cor ?? COR.texto)
    .text(texto, x, doc.y, { width: larguraUtil(doc), align: o.alinhar ?? 'justify', lineGap: 1.6 });
  doc.y += 4;
}

/** A shaded note with an amber bar: what the reader must not miss (open instalments, declaration hints). */
export function aviso(doc: PDFKit.PDFDocument, texto: string) {
  const x = doc.page.margins.left;
  const largura = larguraUtil(doc);
  const opcoes = { width: largura - 20, lineGap: 1.4 };
  const altura = doc.font('normal').fontSize(8.5).heightOfString(texto, opcoes) + 14;
  garantirEspaco(doc, altura);
  const y = doc.y;
  doc.rect(x, y, largura, altura).fill(COR.fundoAviso);
  doc.rect(x, y, 3, altura).fill(COR.bordaAviso);
  doc
    .font('normal')
    .fontSize(8.5)
    .fillColor(COR.texto)
    .text(texto, x + 12, y + 7, opcoes);
  doc.y = y + altura + 8;
  doc.x = x;
}
