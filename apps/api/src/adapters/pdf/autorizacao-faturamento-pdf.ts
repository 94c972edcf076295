import {
  formatarMoeda,
  formatarPlaca,
  type AdministradoraDoPedido,
  type CabecalhoCota,
} from '@portal/domain';
import { aviso, campos, gerarPdf, paragrafo, secao } from './relatorios/layout.ts';
import { identificacaoCota } from './relatorios/formato.ts';

/**
 * What the used vehicle's billing authorization prints (issue 21, ADR 0057): plain data, it crosses to the PDF
 * worker as is. The customer signs exactly these bytes, so everything they authorize is on the page.
 */
export interface AutorizacaoFaturamentoPdf {
  administradora: AdministradoraDoPedido;
  cor: string;
  nomeParceiro: string;
  cota: CabecalhoCota;
  emitidoEm: string;
  numeroCaso: string;
  veiculo: {
    marca: string;
    modelo: string;
    ano: string;
    placa: string;
    cor: string;
    chassi: string;
    renavam: string;
    valorFipe: number;
  };
  vendedor: { nome: string; documento: string; tipo: string };
  conta: { banco: string; agencia: string; conta: string; favorecido: string };
  valores: { credito: number; taxas: number; pagoAoVendedor: number };
}

/** The used vehicle as both documents of a case print it (the authorization and the billing order). */
export function secaoVeiculo(doc: PDFKit.PDFDocument, v: AutorizacaoFaturamentoPdf['veiculo']): void {
  secao(doc, 'Veículo');
  campos(
    doc,
    [
      { rotulo: 'Marca', valor: v.marca, span: 2 },
      { rotulo: 'Modelo', valor: v.modelo, span: 4, destaque: true },
      { rotulo: 'Ano fabricação/modelo', valor: v.ano, span: 2 },
      { rotulo: 'Placa', valor: formatarPlaca(v.placa) ?? v.placa, span: 2 },
      { rotulo: 'Cor', valor: v.cor, span: 2 },
      { rotulo: 'Chassi', valor: v.chassi, span: 3 },
      { rotulo: 'RENAVAM', valor: v.renavam, span: 3 },
    ],
    6,
  );
}

/**
 * The billing authorization of a used vehicle: the holder authorizes the administrator to pay the seller, from
 * the quota's credit and into the seller's account, for the vehicle inspected and approved.
 */
export function renderizarAutorizacaoFaturamento(p: AutorizacaoFaturamentoPdf): Promise<Buffer> {
  const { grupo, cota } = identificacaoCota(p.cota);
  return gerarPdf(
    {
      titulo: 'Autorização de faturamento',
      subtitulo: `Caso ${p.numeroCaso} · veículo seminovo`,
      administradora: p.administradora,
      cota: p.cota,
      emitidoEm: p.emitidoEm,
      cor: p.cor,
    },
    (doc) => {
      paragrafo(
        doc,
        `Eu, consorciado da cota ${cota} do grupo ${grupo} (${p.nomeParceiro}), autorizo a ` +
          `${p.administradora.nome} a pagar ao vendedor abaixo, com o crédito da minha cota e na conta dele, a ` +
          'compra do veículo seminovo descrito, vistoriado e aprovado, que será alienado fiduciariamente à ' +
          'administradora em garantia do contrato.',
        { tamanho: 9.5 },
      );

      secaoVeiculo(doc, p.veiculo);

      secao(doc, 'Vendedor');
      campos(
        doc,
        [
          { rotulo: 'Nome', valor: p.vendedor.nome, span: 3, destaque: true },
          { rotulo: 'CPF/CNPJ', valor: p.vendedor.documento, span: 2 },
          { rotulo: 'Tipo', valor: p.vendedor.tipo },
          { rotulo: 'Favorecido', valor: p.conta.favorecido, span: 3 },
          { rotulo: 'Banco', valor: p.conta.banco, span: 3 },
          { rotulo: 'Agência', valor: p.conta.agencia, span: 2 },
          { rotulo: 'Conta', valor: p.conta.conta, span: 2 },
        ],
        6,
      );

      secao(doc, 'Valores');
      campos(
        doc,
        [
          { rotulo: 'Valor FIPE', valor: formatarMoeda(p.veiculo.valorFipe), span: 2, alinhar: 'right' },
          { rotulo: 'Crédito da cota', valor: formatarMoeda(p.valores.credito), span: 2, alinhar: 'right' },
          { rotulo: 'Taxas de vistoria', valor: formatarMoeda(p.valores.taxas), span: 2, alinhar: 'right' },
          {
            rotulo: 'Pago ao vendedor',
            valor: formatarMoeda(p.valores.pagoAoVendedor),
            span: 6,
            alinhar: 'right',
            destaque: true,
          },
        ],
        6,
      );
      aviso(
        doc,
        'Assinada eletronicamente no portal com código enviado por SMS ao celular cadastrado. O contrato de ' +
          'compra e venda precisa da assinatura do vendedor com firma reconhecida em cartório.',
      );
    },
  );
}
