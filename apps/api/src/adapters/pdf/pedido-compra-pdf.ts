import { formatarCnpj, formatarMoeda, type AdministradoraDoPedido, type CabecalhoCota } from '@portal/domain';
import { aviso, campos, gerarPdf, paragrafo, secao } from './relatorios/layout.ts';
import { identificacaoCota } from './relatorios/formato.ts';

/** Everything the purchase order (ordem de faturamento) prints: plain data, it crosses to the PDF worker as is. */
export interface PedidoCompra {
  /** 02 §6: the administrator by the quota's business unit (4 and 5, 91, the default). */
  administradora: AdministradoraDoPedido;
  /** The partner's primary colour (#RRGGBB) and its logo (the partner's SVG, or null). */
  cor: string;
  logoSvg: string | null;
  nomeParceiro: string;
  cota: CabecalhoCota;
  emitidoEm: string;
  numeroCaso: string;
  veiculo: { tipo: string; marca: string; modelo: string; ano: string; cor: string };
  concessionaria: { cnpj: string; razaoSocial: string };
  valores: { compra: number; credito: number; recursosProprios: number };
  formaPagamento: string;
  conta: { banco: string; agencia: string; conta: string; tipoConta: string } | null;
}

const atributo = (tag: string, nome: string): string | undefined =>
  new RegExp(`\\s${nome}="([^"]*)"`).exec(tag)?.[1];
const numero = (tag: string, nome: string, padrao = 0) => Number(atributo(tag, nome) ?? padrao);

/**
 * The partner's logo, drawn as vectors: the partners' marks are plain SVG (rect, path, circle, text), so the
 * few elements they use are read here instead of embedding a raster. Anything else in the file is skipped.
 */
function desenharLogo(doc: PDFKit.PDFDocument, svg: string, x: number, y: number, altura: number) {
  const caixa = (atributo(svg.slice(0, svg.indexOf('>')), 'viewBox') ?? '0 0 150 40')
    .split(/[\s,]+/)
    .map(Number);
  const escala = altura / (caixa[3] || 40);
  doc.save().translate(x, y).scale(escala);
  for (const m of svg.matchAll(/<(rect|path|circle|text)\b([^>]*)>(?:([^<]*)<\/text>)?/g)) {
    const [, elemento, attrs = '', conteudo] = m;
    const tag = ` ${attrs}`;
    const preenchimento = atributo(tag, 'fill');
    const contorno = atributo(tag, 'stroke');
    if (elemento === 'rect')
      doc.roundedRect(
        numero(tag, 'x'),
        numero(tag, 'y'),
        numero(tag, 'width'),
        numero(tag, 'height'),
        numero(tag, 'rx'),
      );
    else if (elemento === 'circle') doc.circle(numero(tag, 'cx'), numero(tag, 'cy'), numero(tag, 'r'));
    else if (elemento === 'path') doc.path(atributo(tag, 'd') ?? '');
    else {
      const tamanho = numero(tag, 'font-size', 12);
      const negrito = Number(atributo(tag, 'font-weight') ?? 400) >= 600;
      doc
        .font(negrito ? 'negrito' : 'normal')
        .fontSize(tamanho)
        .fillColor(preenchimento ?? '#000000')
        .text(conteudo ?? '', numero(tag, 'x'), numero(tag, 'y') - tamanho * 0.8, { lineBreak: false });
      continue;
    }
    if (contorno && preenchimento && preenchimento !== 'none')
      doc.lineWidth(numero(tag, 'stroke-width', 1)).fillAndStroke(preenchimento, contorno);
    else if (contorno)
      doc
        .lineWidth(numero(tag, 'stroke-width', 1))
        .lineJoin('round')
        .stroke(contorno);
    else doc.fill(preenchimento && preenchimento !== 'none' ? preenchimento : '#000000');
  }
  doc.restore();
}

/**
 * The purchase order of a new vehicle (02 §3, §7 pedido-compra): the administrator named by the quota's
 * business unit, under the partner's colour and logo, orders the dealer (by CNPJ) to bill the vehicle to the
 * holder, with the values the credit pays and the holder pays.
 */
export function renderizarPedidoCompra(p: PedidoCompra): Promise<Buffer> {
  const { grupo, cota } = identificacaoCota(p.cota);
  return gerarPdf(
    {
      titulo: 'Pedido de compra – ordem de faturamento',
      subtitulo: `Caso ${p.numeroCaso} · veículo 0 km`,
      administradora: p.administradora,
      cota: p.cota,
      emitidoEm: p.emitidoEm,
      cor: p.cor,
    },
    (doc) => {
      if (p.logoSvg) {
        const y = doc.y;
        desenharLogo(doc, p.logoSvg, doc.page.margins.left, y, 28);
        doc.x = doc.page.margins.left;
        doc.y = y + 38;
      }
      paragrafo(
        doc,
        `${p.administradora.nome}, CNPJ ${formatarCnpj(p.administradora.cnpj)}, administradora do consórcio ` +
          `(${p.nomeParceiro}), autoriza a concessionária abaixo a faturar o veículo 0 km descrito em nome do ` +
          `consorciado da cota ${cota} do grupo ${grupo}, com o pagamento feito pela administradora na conta da ` +
          'concessionária, conforme os valores deste pedido.',
        { tamanho: 9.5 },
      );

      secao(doc, 'Veículo');
      campos(
        doc,
        [
          { rotulo: 'Tipo', valor: p.veiculo.tipo, span: 2 },
          { rotulo: 'Marca', valor: p.veiculo.marca, span: 2 },
          { rotulo: 'Ano fabricação/modelo', valor: p.veiculo.ano, span: 2 },
          { rotulo: 'Modelo', valor: p.veiculo.modelo, span: 4, destaque: true },
          { rotulo: 'Cor', valor: p.veiculo.cor, span: 2 },
        ],
        6,
      );

      secao(doc, 'Concessionária');
      campos(
        doc,
        [
          { rotulo: 'Razão social', valor: p.concessionaria.razaoSocial, span: 4, destaque: true },
          { rotulo: 'CNPJ', valor: formatarCnpj(p.concessionaria.cnpj), span: 2 },
          ...(p.conta
            ? [
                { rotulo: 'Banco', valor: p.conta.banco, span: 3 },
                { rotulo: 'Agência', valor: p.conta.agencia },
                { rotulo: 'Conta', valor: p.conta.conta },
                { rotulo: 'Tipo de conta', valor: p.conta.tipoConta },
              ]
            : []),
        ],
        6,
      );

      secao(doc, 'Valores');
      campos(
        doc,
        [
          { rotulo: 'Valor da compra', valor: formatarMoeda(p.valores.compra), span: 2, alinhar: 'right' },
          {
            rotulo: 'Pago com o crédito da cota',
            valor: formatarMoeda(p.valores.credito),
            span: 2,
            alinhar: 'right',
            destaque: true,
          },
          {
            rotulo: 'Pago pelo consorciado',
            valor: formatarMoeda(p.valores.recursosProprios),
            span: 2,
            alinhar: 'right',
          },
          { rotulo: 'Forma de pagamento', valor: p.formaPagamento, span: 6 },
        ],
        6,
      );
      aviso(
        doc,
        'A nota fiscal deve ser emitida em nome do consorciado, com alienação fiduciária à administradora. ' +
          'Divergências de dados exigem carta de correção antes do pagamento.',
      );
    },
  );
}
