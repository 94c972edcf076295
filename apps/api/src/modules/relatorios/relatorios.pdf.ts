import type {
  ComprovantePagamentos,
  Demonstrativo,
  Extrato,
  InformacoesProposta,
  InformeRendimentos,
  TipoImpresso,
} from '@portal/domain';
import { renderizarComprovantePagamentos } from '../../adapters/pdf/relatorios/comprovante-pagamentos-pdf.ts';
import { renderizarContrato } from '../../adapters/pdf/relatorios/contrato-pdf.ts';
import { renderizarDemonstrativo } from '../../adapters/pdf/relatorios/demonstrativo-pdf.ts';
import {
  renderizarExtratoConsorciado,
  renderizarExtratoGrupo,
} from '../../adapters/pdf/relatorios/extrato-pdf.ts';
import { renderizarInformeRendimentos } from '../../adapters/pdf/relatorios/informe-rendimentos-pdf.ts';
import { renderizarProposta } from '../../adapters/pdf/relatorios/proposta-pdf.ts';

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

/** Each document's renderer takes the very object its screen shows. */
export function renderizarRelatorio(r: Relatorio): Promise<Buffer> {
  switch (r.t) {
    case 'demonstrativo':
      return renderizarDemonstrativo(r.dados);
    case 'extrato-consorciado':
      return renderizarExtratoConsorciado(r.dados);
    case 'extrato-grupo':
      return renderizarExtratoGrupo(r.dados);
    case 'comprovante-pagamentos':
      return renderizarComprovantePagamentos(r.dados);
    case 'informe-rendimentos':
      return renderizarInformeRendimentos(r.dados);
    case 'proposta':
      return renderizarProposta(r.dados);
    case 'contrato':
      return renderizarContrato(r.dados);
  }
}
