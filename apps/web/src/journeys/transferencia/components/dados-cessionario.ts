import type { SolicitarTransferenciaBody } from '@portal/domain';

/**
 * What the assignee step hands to the confirmation, in the router's state only (never in storage: it is a
 * third party's document and e-mail). A reload of the confirmation goes back to the assignee step.
 */
export type DadosCessionario = SolicitarTransferenciaBody;

export function dadosDoEstado(estado: unknown): DadosCessionario | null {
  const e = estado as Partial<DadosCessionario> | null;
  return e?.cpfCnpjCessionario && e.nomeCessionario && e.emailCessionario
    ? {
        cpfCnpjCessionario: e.cpfCnpjCessionario,
        nomeCessionario: e.nomeCessionario,
        emailCessionario: e.emailCessionario,
      }
    : null;
}
