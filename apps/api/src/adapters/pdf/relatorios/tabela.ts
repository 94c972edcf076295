/**
 * A plain statement table: shaded header, zebra rows, money right-aligned. A row never splits; when the next
 * one does not fit, the table continues on a new page under a repeated header, as bank statements do.
 * Right-aligned cells (money, counts) never wrap: an unusually long figure is set a little smaller instead,
 * since 'R$ 12.345,' over ',67' would be misread.
 */
import { COR, larguraUtil } from './estilo.ts';

export interface Coluna {
  titulo: string;
  /** Relative width: the columns share the usable page width in proportion. */
  peso: number;
  alinhar?: 'left' | 'right' | 'center';
}

export interface OpcoesTabela {
  /** Closing row in bold (totals), same columns. */
  total?: string[];
  /** Shown instead of an empty table. */
  vazio?: string;
  /** Font size; the default suits a ten-column statement. */
  tamanho?: number;
}

const PAD_X = 3;
const PAD_Y = 3;

type Estilo = 'cabecalho' | 'linha' | 'total';

export function tabela(
  doc: PDFKit.PDFDocument,
  colunas: Coluna[],
  linhas: string[][],
  opcoes: OpcoesTabela = {},
) {
  const tamanho = opcoes.tamanho ?? 7.4;
  const x0 = doc.page.margins.left;
  const largura = larguraUtil(doc);
  const pesoTotal = colunas.reduce((a, c) => a + c.peso, 0);
  const larguras = colunas.map((c) => (c.peso / pesoTotal) * largura);
  const titulos = colunas.map((c) => c.titulo);

  // Figures stay on one line; header titles and free text wrap.
  const numerica = (i: number, estilo: Estilo) => estilo !== 'cabecalho' && colunas[i]!.alinhar === 'right';
  const fonte = (estilo: Estilo) =>
    doc.font(estilo === 'linha' ? 'condensada' : 'condensada-negrito').fontSize(tamanho);

  const medir = (celulas: string[], estilo: Estilo) => {
    fonte(estilo);
    const alturas = celulas.map((t, i) =>
      numerica(i, estilo)
        ? doc.heightOfString('0')
        : doc.heightOfString(t || ' ', { width: larguras[i]! - 2 * PAD_X }),
    );
    return Math.max(...alturas) + 2 * PAD_Y;
  };

  const celula = (t: string, i: number, x: number, y: number, estilo: Estilo) => {
    const util = larguras[i]! - 2 * PAD_X;
    fonte(estilo).fillColor(estilo === 'cabecalho' ? COR.destaque : COR.texto);
    if (!numerica(i, estilo)) {
      doc.text(t, x + PAD_X, y + PAD_Y, { width: util, align: colunas[i]!.alinhar ?? 'left' });
      return;
    }
    const natural = doc.widthOfString(t);
    const ajustado = natural > util ? (tamanho * util) / natural : tamanho;
    // Same baseline as the neighbouring cells when the figure had to shrink.
    doc.fontSize(ajustado).text(t, x + PAD_X, y + PAD_Y + (tamanho - ajustado) * 0.8, {
      width: util,
      align: 'right',
      lineBreak: false,
    });
  };

  const linha = (celulas: string[], estilo: Estilo, zebra = false) => {
    const altura = medir(celulas, estilo);
    const y = doc.y;
    const fundo = estilo === 'linha' ? (zebra ? COR.fundoZebra : null) : COR.fundoCabecalho;
    if (fundo) doc.rect(x0, y, largura, altura).fill(fundo);
    let x = x0;
    celulas.forEach((t, i) => {
      celula(t, i, x, y, estilo);
      x += larguras[i]!;
    });
    doc
      .moveTo(x0, y + altura)
      .lineTo(x0 + largura, y + altura)
      .lineWidth(estilo === 'linha' ? 0.4 : 0.8)
      .stroke(estilo === 'linha' ? COR.linha : COR.borda);
    doc.y = y + altura;
  };

  const cabe = (altura: number) => doc.y + altura <= doc.page.maxY();
  const proxima = (celulas: string[], estilo: Estilo) => {
    if (cabe(medir(celulas, estilo))) return;
    doc.addPage();
    linha(titulos, 'cabecalho');
  };

  const primeira = linhas[0] ?? opcoes.total;
  // Never leave a header alone at the foot of a page.
  if (!cabe(medir(titulos, 'cabecalho') + (primeira ? medir(primeira, 'linha') : 24))) doc.addPage();
  linha(titulos, 'cabecalho');
  if (linhas.length === 0 && opcoes.vazio) {
    doc
      .font('normal')
      .fontSize(8.5)
      .fillColor(COR.suave)
      .text(opcoes.vazio, x0 + PAD_X, doc.y + 6, { width: largura - 2 * PAD_X });
    doc.y += 6;
  }
  linhas.forEach((celulas, i) => {
    proxima(celulas, 'linha');
    linha(celulas, 'linha', i % 2 === 1);
  });
  if (opcoes.total) {
    proxima(opcoes.total, 'total');
    linha(opcoes.total, 'total');
  }
  doc.x = x0;
  doc.y += 8;
}
