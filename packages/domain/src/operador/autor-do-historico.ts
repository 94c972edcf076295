/** Who wrote a case-history entry, as the back-office names them. */
export interface AutorDoHistorico {
  /** 'operador:N', 'cliente' or 'sistema'. */
  autor: string;
  autorNome?: string | null;
  autorPapel?: 'analista' | 'supervisor' | null;
}

const PAPEIS = { analista: 'Analista', supervisor: 'Supervisor' } as const;

/**
 * The author by role and name ('Supervisor Rafael Souza'), '(você)' after the reader's own entries; an operator
 * the API could not name (an account since removed) by number.
 */
export function nomeDoAutor(entrada: AutorDoHistorico, meuId?: number): string {
  if (entrada.autor === 'sistema') return 'Sistema';
  if (entrada.autor === 'cliente') return 'Cliente (app)';
  const operador = /^operador:(\d+)$/.exec(entrada.autor);
  if (!operador) return entrada.autor;
  const eu = meuId !== undefined && Number(operador[1]) === meuId ? ' (você)' : '';
  const papel = entrada.autorPapel ? PAPEIS[entrada.autorPapel] : 'Operador';
  return entrada.autorNome ? `${papel} ${entrada.autorNome}${eu}` : `Operador nº ${operador[1]}${eu}`;
}
