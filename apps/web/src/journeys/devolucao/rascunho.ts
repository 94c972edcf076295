import type { Documento } from '@portal/domain';
import { criarArmazem } from '@/lib/armazem';

/**
 * What the customer prepared before confirming, by quota: the uploaded files (waiting for the case, 24 h) and
 * the bank data. Kept so a reload keeps them; cleared on success or cancellation (the files deleted then).
 */
export interface RascunhoDevolucao {
  documentos?: Record<string, Documento[]>;
  dadosBancarios?: {
    favorecido: string;
    cpfCnpj: string;
    idBanco: string;
    agencia: string;
    digitoAgencia: string;
    conta: string;
    tipoConta: string;
    operacao: string;
  };
}

const armazem = criarArmazem<Record<string, RascunhoDevolucao>>('devolucao-rascunho');

export function lerRascunho(idCota: number): RascunhoDevolucao {
  return armazem.ler()?.[String(idCota)] ?? {};
}

export function useRascunho(idCota: number): RascunhoDevolucao {
  return armazem.usar()?.[String(idCota)] ?? {};
}

export function guardarRascunho(idCota: number, mudanca: Partial<RascunhoDevolucao>) {
  const atual = armazem.ler() ?? {};
  armazem.gravar({ ...atual, [String(idCota)]: { ...atual[String(idCota)], ...mudanca } });
}

export function limparRascunho(idCota: number) {
  const { [String(idCota)]: _, ...resto } = armazem.ler() ?? {};
  armazem.gravar(resto);
}

/**
 * The SMS authorisation (PATCH /cotas/{id}/verificacao): single use, 15 minutes, kept in memory only (never in
 * storage); a reload asks for a new code.
 */
let autorizacao: { idCota: number; token: string; expiraEm: number } | null = null;

export function guardarAutorizacao(idCota: number, token: string, expiraEm: string) {
  autorizacao = { idCota, token, expiraEm: Date.parse(expiraEm) };
}

export function lerAutorizacao(idCota: number): string | null {
  if (!autorizacao || autorizacao.idCota !== idCota || autorizacao.expiraEm <= Date.now()) return null;
  return autorizacao.token;
}

export function esquecerAutorizacao() {
  autorizacao = null;
}
