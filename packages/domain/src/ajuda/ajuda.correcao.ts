/**
 * Typo-tolerant help search: when the full-text search finds nothing, each word of the search is replaced by
 * the closest word of the partner's own answers ('bolteo' → 'boleto', 'contenplação' → 'contemplação'). The
 * database proposes candidates by trigram similarity (pg_trgm); this decides by edit distance, so a word far
 * from every answer ('xilofone') stays as typed and the search still finds nothing.
 */
import { palavrasDaBusca } from './ajuda.rules.ts';

/** Words shorter than this are left alone (articles, prepositions: 'o', 'de'). */
export const CORRECAO_TAMANHO_MINIMO = 3;

/** A word of the answers close to one of the search, as the database ranks it. */
export interface CandidatoCorrecao {
  palavra: string;
  similaridade: number;
}

/** Lower case without accents: how the words are compared ('Contemplação' → 'contemplacao'). */
export function semAcento(texto: string): string {
  return texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Edits (insert, delete, replace, swap two neighbours) that turn one word into the other. */
export function distanciaDeEdicao(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const custo = a[i - 1] === b[j - 1] ? 0 : 1;
      let melhor = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + custo);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        melhor = Math.min(melhor, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = melhor;
    }
  }
  return d[a.length]![b.length]!;
}

/** How many edits a word of this length may carry and still be the same word: 1 up to 7 letters, then 2. */
export function errosTolerados(palavra: string): number {
  return palavra.length <= 7 ? 1 : 2;
}

/** The closest candidate within the tolerated edits (fewest edits, then most similar); null when none. */
export function melhorCorrecao(palavra: string, candidatos: CandidatoCorrecao[]): string | null {
  const alvo = semAcento(palavra);
  let escolhido: { palavra: string; distancia: number; similaridade: number } | null = null;
  for (const c of candidatos) {
    const distancia = distanciaDeEdicao(alvo, semAcento(c.palavra));
    if (distancia > errosTolerados(alvo)) continue;
    const melhor =
      !escolhido ||
      distancia < escolhido.distancia ||
      (distancia === escolhido.distancia && c.similaridade > escolhido.similaridade);
    if (melhor) escolhido = { palavra: c.palavra, distancia, similaridade: c.similaridade };
  }
  return escolhido?.palavra ?? null;
}

/** The words of a search worth correcting (long enough), as the database receives them. */
export function palavrasParaCorrigir(texto: string): string[] {
  return [
    ...new Set(
      palavrasDaBusca(texto)
        .map((p) => p.toLowerCase())
        .filter((p) => p.length >= CORRECAO_TAMANHO_MINIMO),
    ),
  ];
}

/**
 * The corrected search ('bolteo vencido' → 'boleto vencido'), or null when no word changes beyond accents and
 * case (then there is nothing to suggest). Words without a close candidate stay as typed.
 */
export function buscaCorrigida(
  texto: string,
  candidatos: ReadonlyMap<string, CandidatoCorrecao[]>,
): string | null {
  let mudou = false;
  const palavras = palavrasDaBusca(texto).map((p) => {
    const lista = candidatos.get(p.toLowerCase());
    const correcao = lista ? melhorCorrecao(p, lista) : null;
    if (!correcao || semAcento(correcao) === semAcento(p)) return p.toLowerCase();
    mudou = true;
    return correcao;
  });
  return mudou ? palavras.join(' ') : null;
}
