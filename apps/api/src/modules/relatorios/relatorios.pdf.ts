import type {
  ComprovantePagamentos,
  Demonstrativo,
  Extrato,
  InformacoesProposta,
  InformeRendimentos,
  TipoImpresso,
} from '@portal/domain';
import type { PedidoDePdf } from '../../adapters/pdf/documentos.ts';
import type { RenderizadorDePdf } from '../../adapters/pdf/renderizador.ts';

/** What a download ticket names: the document type, the quota and, for some, a year or period. Kept short. */
export interface PedidoRelatorio {
  t: TipoImpresso;
  c: number;
  x?: string;
}

export type Relatorio =
  | { t: 'demonstrativo'; dados: Demonstrativo }
  | { t: 'extrato-consorciado' | 'extrato-grupo'; dados: Extrato }
  | { t: 'comprovante-pagamentos'; dados: ComprovantePagamentos }
  | { t: 'informe-rendimentos'; dados: InformeRendimentos }
  | { t: 'proposta' | 'contrato'; dados: InformacoesProposta };

/** Each document goes to its renderer (adapters/pdf/documentos.ts) with the very object its screen shows. */
function pedidoDePdf(r: Relatorio): PedidoDePdf {
  switch (r.t) {
    case 'demonstrativo':
      return { tipo: r.t, dados: r.dados };
    case 'extrato-consorciado':
    case 'extrato-grupo':
      return { tipo: r.t, dados: r.dados };
    case 'comprovante-pagamentos':
      return { tipo: r.t, dados: r.dados };
    case 'informe-rendimentos':
      return { tipo: r.t, dados: r.dados };
    case 'proposta':
    case 'contrato':
      return { tipo: r.t, dados: r.dados };
  }
}

/** Renders a statement or report in the PDF pool, off the event loop. */
export const renderizadorDeRelatorios =
  (pdfs: RenderizadorDePdf) =>
  (r: Relatorio): Promise<Buffer> =>
    pdfs.renderizar(pedidoDePdf(r));
