/** 'MARIA DA SILVA' → 'Maria': legacy systems store names in capitals; a greeting should not shout. */
export function primeiroNome(nome: string): string {
  const primeiro = nome.trim().split(/\s+/)[0] ?? '';
  return primeiro.charAt(0).toLocaleUpperCase('pt-BR') + primeiro.slice(1).toLocaleLowerCase('pt-BR');
}

/** 'TRANSPORTES DA SERRA LTDA' → 'Transportes da Serra Ltda' (connectives stay lower-case). */
export function nomeProprio(nome: string): string {
  const minusculas = new Set(['da', 'das', 'de', 'do', 'dos', 'e']);
  return nome
    .trim()
    .toLocaleLowerCase('pt-BR')
    .split(/\s+/)
    .map((p, i) => (i > 0 && minusculas.has(p) ? p : p.charAt(0).toLocaleUpperCase('pt-BR') + p.slice(1)))
    .join(' ');
}

export function iniciais(nome: string): string {
  const partes = nome.trim().split(/\s+/);
  return ((partes[0]?.[0] ?? '') + (partes.length > 1 ? (partes.at(-1)?.[0] ?? '') : '')).toLocaleUpperCase(
    'pt-BR',
  );
}
