import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatarData, formatarLinhaDigitavel, formatarMoeda } from '@portal/domain';
import { registrarFontes } from './fontes.ts';
import { barrasItf } from './itf.ts';

export interface BoletoParaPdf {
  beneficiario: string;
  convenio: string;
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

function codigoQr(doc: PDFKit.PDFDocument, texto: string, x: number, y: number, lado: number) {
  const qr = QRCode.create(texto, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const passo = lado / n;
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
  campo(doc, esquerda, y, col, 26, 'Beneficiário', b.beneficiario);
  campo(doc, esquerda + col, y, resto, 26, 'Convênio', b.convenio);
  y += 26;
  campo(doc, esquerda, y, col * 0.34, 26, 'Data do documento', formatarData(b.dataDocumento));
  campo(doc, esquerda + col * 0.34, y, col * 0.33, 26, 'Espécie', 'R$');
  campo(doc, esquerda + col * 0.67, y, col * 0.33, 26, 'Carteira', '17');
  campo(doc, esquerda + col, y, resto, 26, 'Nosso número', b.nossoNumero);
  y += 26;
  campo(
    doc,
    esquerda,
    y,
    col,
    78,
    'Instruções',
    `${b.descricao}.\nApós o vencimento, multa de 2% e juros de 1% ao mês pro rata die.\nPrefere PIX? Leia o QR Code ao lado ou use o código copia e cola.`,
  );
  campo(doc, esquerda + col, y, resto, 26, '(=) Valor do documento', valor, true);
  codigoQr(doc, b.pixCopiaECola, esquerda + col + (resto - 50) / 2, y + 28, 50);
  y += 78;
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
  doc
    .font('normal')
    .fontSize(7)
    .text(b.pixCopiaECola, esquerda, y + 11, { width: largura });
  doc.end();
  return pronto;
}
