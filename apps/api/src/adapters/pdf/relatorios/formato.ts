/** Small display helpers the documents share; money and dates come from @portal/domain as on screen. */
import {
  formatarData,
  formatarInscricao,
  formatarPercentual,
  normalizarInscricao,
  padCota,
  padGrupo,
  type CabecalhoCota,
} from '@portal/domain';

/** How a quota is named on paper: group 6 digits, quota 4, holder's CPF or CNPJ masked. */
export function identificacaoCota(cota: CabecalhoCota) {
  const pj = normalizarInscricao(cota.cdInscricaoNacional).length > 11;
  return {
    grupo: padGrupo(cota.grupo),
    cota: padCota(cota.cota),
    versao: String(cota.versao),
    rotuloInscricao: pj ? 'CNPJ' : 'CPF',
    inscricao: formatarInscricao(cota.cdInscricaoNacional),
  };
}

/** '2026-03' → '03/2026'. */
export function formatarPeriodo(periodo: string): string {
  const [ano = '', mes = ''] = periodo.split('-');
  return `${mes}/${ano}`;
}

/** A date that may be missing ('a definir' reads better than an empty box). */
export function dataOu(iso: string | null, semData: string): string {
  return iso ? formatarData(iso) : semData;
}

/** Fees read '16,50%'; a rate with more precision (life insurance 0,0450%) keeps the 4 decimals of spec §5. */
export function percentual(valor: number): string {
  return formatarPercentual(valor, Number.isInteger(Math.round(valor * 1e6) / 1e4) ? 2 : 4);
}

export function quantidade(n: number, singular: string, plural: string): string {
  return `${n.toLocaleString('pt-BR')} ${n === 1 ? singular : plural}`;
}
