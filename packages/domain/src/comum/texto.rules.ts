/**
 * Text that no field of ours may hold: the NUL character (PostgreSQL refuses it in `text`, so it would end as a
 * 500) and lone UTF-16 surrogates (half of a character: not valid Unicode, refused by PostgreSQL's UTF-8
 * encoding, unprintable in a PDF). The API refuses both at the edge, wherever they come in.
 * No `u` flag on purpose: each half of a surrogate pair must be seen as its own code unit.
 */
const SURROGATE_SOLTO = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const textoInvalido = (texto: string): boolean => texto.includes('\0') || SURROGATE_SOLTO.test(texto);

export const MENSAGEM_TEXTO_INVALIDO = 'Os dados enviados contêm caracteres inválidos.';

/**
 * The first string inside a value (an object, array or string, however deep) that holds invalid text, or
 * `undefined`. Iterative, so a deeply nested body cannot overflow the stack; keys are checked too; bytes
 * (a Buffer of an uploaded file) are not text and are skipped.
 */
export function primeiroTextoInvalido(valor: unknown): string | undefined {
  const pilha: unknown[] = [valor];
  while (pilha.length) {
    const atual = pilha.pop();
    if (typeof atual === 'string') {
      if (textoInvalido(atual)) return atual;
    } else if (Array.isArray(atual)) {
      for (const item of atual) pilha.push(item);
    } else if (atual && typeof atual === 'object' && !ArrayBuffer.isView(atual)) {
      for (const [chave, item] of Object.entries(atual)) pilha.push(chave, item);
    }
  }
  return undefined;
}
