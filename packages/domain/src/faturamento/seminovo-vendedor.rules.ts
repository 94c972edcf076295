import {
  LIMITES_DE_DOCUMENTO,
  MENSAGENS_ENVIO_DOCUMENTO,
  type TipoDeDocumento,
} from '../documentos/envio-de-documentos.rules.ts';
import type { TipoVendedor } from './faturamento.schemas.ts';

/**
 * The seller of a used vehicle (issue 21, 02 §2.5, §3, §5): the seller types as the flow's routes spell them
 * and the documents each one sends (vendedor/{tipo}/anexos).
 */

/** 02 §3: the seller types as the flow's routes spell them, and their enum. */
export const TIPO_VENDEDOR_DA_ROTA = {
  pessoafisica: 'PF',
  revendedora: 'REVENDEDORA_CONCESSIONARIA',
  locadora: 'LOCADORA',
  pessoajuridica: 'OUTRAS_EMPRESAS',
} as const satisfies Record<string, TipoVendedor>;
export type RotaVendedor = keyof typeof TIPO_VENDEDOR_DA_ROTA;

export const ROTA_DO_TIPO_VENDEDOR: Record<TipoVendedor, RotaVendedor> = {
  PF: 'pessoafisica',
  REVENDEDORA_CONCESSIONARIA: 'revendedora',
  LOCADORA: 'locadora',
  OUTRAS_EMPRESAS: 'pessoajuridica',
};

/** A route's seller slug → the enum; null for anything else. */
export function tipoVendedorDaRota(rota: string | null | undefined): TipoVendedor | null {
  const r = (rota ?? '').trim().toLowerCase();
  return Object.hasOwn(TIPO_VENDEDOR_DA_ROTA, r) ? TIPO_VENDEDOR_DA_ROTA[r as RotaVendedor] : null;
}

// ——— 02 §3 seller documents, §5 formats ———

/** 02 §3 "Seller documents", one upload slot each. */
export const ANEXOS_VENDEDOR = {
  ATPV: 'DUT, ATPV ou ATPV-e',
  NOTA_FISCAL_SAIDA: 'Nota fiscal de saída',
  NOTA_FISCAL_ENTRADA: 'Nota fiscal de entrada',
  PROCURACAO: 'Procuração',
  DOCUMENTO_PROPRIETARIO: 'Documento do proprietário ou responsável',
  CONTRATO_SOCIAL: 'Contrato social',
} as const;
export type AnexoVendedor = keyof typeof ANEXOS_VENDEDOR;

/**
 * Which documents each seller sends (the spec lists the documents, not who sends which): every seller the
 * transfer document and the owner's (or the company's signatory's) ID; companies their articles of association;
 * a dealer and a rental company sell with an exit invoice, and a dealer also shows the entry invoice of the
 * vehicle it bought for resale. The power of attorney is optional: only when someone else signs for the owner.
 */
const ANEXOS_DO_TIPO: Record<TipoVendedor, readonly { anexo: AnexoVendedor; obrigatorio: boolean }[]> = {
  PF: [
    { anexo: 'ATPV', obrigatorio: true },
    { anexo: 'DOCUMENTO_PROPRIETARIO', obrigatorio: true },
    { anexo: 'PROCURACAO', obrigatorio: false },
  ],
  REVENDEDORA_CONCESSIONARIA: [
    { anexo: 'ATPV', obrigatorio: true },
    { anexo: 'NOTA_FISCAL_ENTRADA', obrigatorio: true },
    { anexo: 'NOTA_FISCAL_SAIDA', obrigatorio: true },
    { anexo: 'DOCUMENTO_PROPRIETARIO', obrigatorio: true },
    { anexo: 'CONTRATO_SOCIAL', obrigatorio: true },
    { anexo: 'PROCURACAO', obrigatorio: false },
  ],
  LOCADORA: [
    { anexo: 'ATPV', obrigatorio: true },
    { anexo: 'NOTA_FISCAL_SAIDA', obrigatorio: true },
    { anexo: 'DOCUMENTO_PROPRIETARIO', obrigatorio: true },
    { anexo: 'CONTRATO_SOCIAL', obrigatorio: true },
    { anexo: 'PROCURACAO', obrigatorio: false },
  ],
  OUTRAS_EMPRESAS: [
    { anexo: 'ATPV', obrigatorio: true },
    { anexo: 'DOCUMENTO_PROPRIETARIO', obrigatorio: true },
    { anexo: 'CONTRATO_SOCIAL', obrigatorio: true },
    { anexo: 'PROCURACAO', obrigatorio: false },
  ],
};

export interface AnexoPedido {
  anexo: AnexoVendedor;
  rotulo: string;
  obrigatorio: boolean;
  tipos: readonly TipoDeDocumento[];
  /** As the "invalid format" message says them. */
  formatos: string;
}

/** 02 §5 "DUT and ATPV only as PDF"; the rest as any registration document (PDF, JPG or JPEG, 6 MB). */
function formatosDoAnexo(anexo: AnexoVendedor): Pick<AnexoPedido, 'tipos' | 'formatos'> {
  if (anexo === 'ATPV') return { tipos: ['application/pdf'], formatos: 'PDF' };
  const { tipos, formatos } = LIMITES_DE_DOCUMENTO.cadastro;
  return { tipos, formatos };
}

/** The documents this seller sends, in the screen's order. */
export function anexosDoVendedor(tipo: TipoVendedor): AnexoPedido[] {
  return ANEXOS_DO_TIPO[tipo].map(({ anexo, obrigatorio }) => ({
    anexo,
    rotulo: ANEXOS_VENDEDOR[anexo],
    obrigatorio,
    ...formatosDoAnexo(anexo),
  }));
}

export const MENSAGENS_ANEXOS_VENDEDOR = {
  naoPedido: 'Este documento não é pedido para este tipo de vendedor.',
  obrigatorio: MENSAGENS_ENVIO_DOCUMENTO.obrigatorios,
} as const;

/**
 * The files a seller sent (each slot with the type its bytes revealed) against what the type asks: every
 * required slot present, each file in a format its slot takes, no slot another type's. Errors by slot.
 */
export function validarAnexosDoVendedor(
  tipo: TipoVendedor,
  enviados: readonly { anexo: string; tipo: TipoDeDocumento }[],
): { valido: boolean; erros: Partial<Record<string, string>> } {
  const pedidos = anexosDoVendedor(tipo);
  const erros: Partial<Record<string, string>> = {};
  for (const e of enviados) {
    const pedido = pedidos.find((p) => p.anexo === e.anexo);
    if (!pedido) erros[e.anexo] = MENSAGENS_ANEXOS_VENDEDOR.naoPedido;
    else if (!pedido.tipos.includes(e.tipo))
      erros[e.anexo] = MENSAGENS_ENVIO_DOCUMENTO.formato(pedido.formatos);
  }
  for (const p of pedidos) {
    if (p.obrigatorio && !enviados.some((e) => e.anexo === p.anexo))
      erros[p.anexo] = MENSAGENS_ANEXOS_VENDEDOR.obrigatorio;
  }
  return { valido: Object.keys(erros).length === 0, erros };
}
