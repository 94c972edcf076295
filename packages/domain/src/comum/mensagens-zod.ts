import type { z } from 'zod';

/**
 * Messages of our own for what zod's Portuguese locale writes too technically: a missing field is "Entrada
 * inválida: esperava um texto, recebeu um valor \"undefined\"" there. Schemas that give their own message keep
 * it; everything else falls back to the locale (`undefined`).
 */
export const mensagemDeCampo: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    const campo = issue.path?.filter((p) => typeof p === 'string').at(-1);
    return campo ? `Campo obrigatório não informado: ${campo}.` : 'Envie os dados pedidos.';
  }
  return undefined;
};
