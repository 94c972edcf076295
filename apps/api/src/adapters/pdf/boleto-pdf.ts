import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatarData, formatarLinhaDigitavel, formatarMoeda } from '@portal/domain';
import { registrarFontes } from './fontes.ts';
import { barrasItf } from './itf.ts';

export interface BoletoParaPdf {
  beneficiario: string;
  /** Formatted CNPJ of the beneficiário. */
  cnpjBeneficiario: string;
  agenciaCodigoBeneficiario: string;
  convenio: string;
  carteira: string;
  /** (+) Mora/multa: what the instalments charge beyond their own amount. */
  moraMultaCentavos: number;
  /** One line per instalment this boleto pays. */
  parcelasPagas: string[];
  pagador: string;
  documentoPagador: string;
  descricao: string;
  nossoNumero: string;
  dataDocumento: string;
  dataVencimento: string;
  valorCentavos: number;
  linhaDigitavel: string;
  codigoBarras: string;
  pixCopiaECola: string;
}

const MM = 72 / 25.4;
/** FEBRABAN: narrow module ≈ 0,254 mm, bars 13 mm high. */
const MODULO = 0.254 * MM;
const ALTURA_BARRAS = 13 * MM;

/** Layout of the ficha's lower half, exported so tests can check the PIX QR stays inside its own box. */
const LAYOUT_FICHA = {
  /** Height of one field box. */
  linha: 26,
  /** Side of the PIX QR box (points) and the quiet zone kept inside it, in QR modules (ISO 18004: 4). */
  caixaQr: 100,
  zonaDeSilencio: 4,
  /** The PIX copia-e-cola is one token: printed in fixed-width chunks of this many characters. */
  caracteresPorLinhaPix: 90,
} as const;

/** Breaks the PIX code into fixed-width chunks: it has no word to break at, and no hyphen may be added. */
export const pedacosDoPix = (pix: string, tamanho = LAYOUT_FICHA.caracteresPorLinhaPix) =>
  pix.match(new RegExp(`.{1,${tamanho}}`, 'gs')) ?? [];

function campo(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  w: number,
  h: number,
  rotulo: string,
  valor: string,
  destaque = false,
) {
  doc.rect(x, y, w, h).lineWidth(0.5).stroke('#444444');
  doc
    .font('normal')
    .fontSize(6)
    .fillColor('#444444')
    .text(rotulo, x + 3, y + 2, { width: w - 6 });
  doc
    .font(destaque ? 'negrito' : 'normal')
    .fontSize(destaque ? 10 : 8.5)
    .fillColor('#000000')
    .text(valor, x + 3, y + 10, { width: w - 6, align: destaque ? 'right' : 'left' });
}

/** Draws the QR inside a `lado`-point box, with its quiet zone inside the box too. */
function codigoQr(doc: PDFKit.PDFDocument, texto: string, caixaX: number, caixaY: number, lado: number) {
  const qr = QRCode.create(texto, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const passo = lado / (n + 2 * LAYOUT_FICHA.zonaDeSilencio);
  const x = caixaX + LAYOUT_FICHA.zonaDeSilencio * passo;
  const y = caixaY + LAYOUT_FICHA.zonaDeSilencio * passo;
  // One path filled once: a fill per module wrote thousands of operators into every PDF.
  for (let linha = 0; linha < n; linha++) {
    for (let coluna = 0; coluna < n; coluna++) {
      if (qr.modules.get(linha, coluna)) doc.rect(x + coluna * passo, y + linha * passo, passo, passo);
    }
  }
  doc.fill('#000000');
}

/** The boleto as a bank prints it: recibo do pagador, cut line, ficha de compensação with ITF and PIX QR. */
export function renderizarBoleto(b: BoletoParaPdf): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 36,
    info: { Title: `Boleto ${b.nossoNumero}`, Author: b.beneficiario },
  });
  registrarFontes(doc, ['normal', 'negrito']);
  const partes: Buffer[] = [];
  doc.on('data', (p: Buffer) => partes.push(p));
  const pronto = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(partes))));

  const esquerda = 36;
  const largura = doc.page.width - 72;
  const valor = formatarMoeda(b.valorCentavos);
  const linha = formatarLinhaDigitavel(b.linhaDigitavel);

  // ——— Recibo do pagador ———
  doc.font('negrito').fontSize(13).text(b.beneficiario, esquerda, 36);
  doc.font('normal').fontSize(9).fillColor('#444444').text('Recibo do pagador', esquerda, 54);
  let y = 72;
  campo(doc, esquerda, y, largura * 0.5, 26, 'Pagador', `${b.pagador} · ${b.documentoPagador}`);
  campo(doc, esquerda + largura * 0.5, y, largura * 0.25, 26, 'Vencimento', formatarData(b.dataVencimento));
  campo(doc, esquerda + largura * 0.75, y, largura * 0.25, 26, 'Valor do documento', valor, true);
  y += 26;
  campo(doc, esquerda, y, largura * 0.5, 26, 'Referente a', b.descricao);
  campo(doc, esquerda + largura * 0.5, y, largura * 0.5, 26, 'Nosso número', b.nossoNumero);
  y += 34;
  doc.font('normal').fontSize(8).fillColor('#000000').text(`Linha digitável: ${linha}`, esquerda, y);
  y += 22;
  doc
    .moveTo(esquerda, y)
    .lineTo(esquerda + largura, y)
    .dash(3, { space: 3 })
    .lineWidth(0.5)
    .stroke('#888888')
    .undash();
  doc
    .fontSize(6)
    .fillColor('#888888')
    .text('Corte na linha pontilhada', esquerda, y + 2, { width: largura, align: 'right' });
  y += 20;

  // ——— Ficha de compensação ———
  doc.font('negrito').fontSize(13).fillColor('#000000').text('Banco do Brasil', esquerda, y);
  doc
    .font('negrito')
    .fontSize(13)
    .text('001-9', esquerda + 118, y);
  doc
    .font('negrito')
    .fontSize(9.5)
    .text(linha, esquerda + 160, y + 3, { width: largura - 160, align: 'right', lineBreak: false });
  y += 20;
  const col = largura * 0.72;
  const resto = largura - col;
  campo(doc, esquerda, y, col, 26, 'Local de pagamento', 'Pagável em qualquer banco, lotérica ou pelo PIX');
  campo(doc, esquerda + col, y, resto, 26, 'Vencimento', formatarData(b.dataVencimento), true);
  y += 26;
  const { linha: h, caixaQr } = LAYOUT_FICHA;
  campo(doc, esquerda, y, col, h, 'Beneficiário', `${b.beneficiario} · CNPJ ${b.cnpjBeneficiario}`);
  campo(doc, esquerda + col, y, resto, h, 'Agência / Código do beneficiário', b.agenciaCodigoBeneficiario);
  y += h;
  const quinto = col / 5;
  campo(doc, esquerda, y, quinto, h, 'Data do documento', formatarData(b.dataDocumento));
  campo(doc, esquerda + quinto, y, quinto, h, 'Espécie doc.', 'DM');
  campo(doc, esquerda + quinto * 2, y, quinto, h, 'Aceite', 'N');
  campo(doc, esquerda + quinto * 3, y, quinto, h, 'Carteira', b.carteira);
  campo(doc, esquerda + quinto * 4, y, quinto, h, 'Espécie', 'R$');
  campo(doc, esquerda + col, y, resto, h, 'Nosso número', b.nossoNumero);
  y += h;
  // Right column: amounts, then the PIX QR in its own box; the instructions span the same height on the left.
  const alturaInstrucoes = 3 * h + caixaQr;
  const parcelas = b.parcelasPagas.length ? `Pagamento de: ${b.parcelasPagas.join('; ')}.` : '';
  campo(
    doc,
    esquerda,
    y,
    col,
    alturaInstrucoes,
    'Instruções (texto de responsabilidade do beneficiário)',
    `${b.descricao}.\n${parcelas}\nConvênio ${b.convenio}. Após o vencimento, multa de 2% e juros de 1% ao mês pro rata die.\nPrefere PIX? Leia o QR Code ao lado ou use o código copia e cola abaixo.`,
  );
  const mora = b.moraMultaCentavos > 0 ? formatarMoeda(b.moraMultaCentavos) : '';
  campo(
    doc,
    esquerda + col,
    y,
    resto,
    h,
    '(=) Valor do documento',
    formatarMoeda(b.valorCentavos - b.moraMultaCentavos),
  );
  campo(doc, esquerda + col, y + h, resto, h, '(+) Mora / Multa', mora);
  campo(doc, esquerda + col, y + 2 * h, resto, h, '(=) Valor cobrado', valor, true);
  const qrX = esquerda + col + (resto - caixaQr) / 2;
  doc
    .rect(esquerda + col, y + 3 * h, resto, caixaQr)
    .lineWidth(0.5)
    .stroke('#444444');
  codigoQr(doc, b.pixCopiaECola, qrX, y + 3 * h, caixaQr);
  y += alturaInstrucoes;
  campo(doc, esquerda, y, largura, 30, 'Pagador', `${b.pagador} · ${b.documentoPagador}`);
  y += 40;

  const { barras } = barrasItf(b.codigoBarras);
  for (const [x, w] of barras) doc.rect(esquerda + x * MODULO, y, w * MODULO, ALTURA_BARRAS);
  doc.fill('#000000');
  doc
    .font('normal')
    .fontSize(6)
    .fillColor('#444444')
    .text('Autenticação mecânica · Ficha de compensação', esquerda, y + ALTURA_BARRAS + 4, {
      width: largura,
      align: 'right',
    });

  y += ALTURA_BARRAS + 24;
  doc.font('negrito').fontSize(8).fillColor('#000000').text('PIX copia e cola', esquerda, y);
  doc.font('normal').fontSize(7);
  // One line per chunk, never wrapped by PDFKit (which would hyphenate or break mid-chunk).
  pedacosDoPix(b.pixCopiaECola).forEach((pedaco, i) =>
    doc.text(pedaco, esquerda, y + 11 + i * 9, { lineBreak: false }),
  );
  doc.end();
  return pronto;
}
