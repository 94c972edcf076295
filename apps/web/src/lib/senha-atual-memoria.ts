/**
 * The current (or provisional) password typed on /alterarsenha/atual, needed on /alterarsenha/nova. Kept in
 * memory only, never in storage or history state: a reload on the second step goes back to the first.
 */
let senhaAtual: string | null = null;

export function guardarSenhaAtual(senha: string): void {
  senhaAtual = senha;
}

export function lerSenhaAtual(): string | null {
  return senhaAtual;
}

export function esquecerSenhaAtual(): void {
  senhaAtual = null;
}
