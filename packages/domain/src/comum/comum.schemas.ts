import { z } from 'zod';

/** Every refused request answers this shape, in Portuguese (spec §8). */
export const erroSchema = z.object({ mensagem: z.string() });
export type Erro = z.infer<typeof erroSchema>;

/** The largest id a PostgreSQL `integer` column holds: a larger one names nothing (and must not reach SQL). */
export const MAIOR_ID = 2_147_483_647;

/**
 * A whole number from 1, written in decimal, as it comes in a path or query string: digits only, no sign, no leading
 * zero, no spaces, no `0x10`, `1e1` or `16.0` (which `Number()` would read as 16 or 10), at most `maximo`. The
 * web passes numbers, which are written out first; the handler receives a number.
 */
export const inteiroDecimalSchema = (mensagem: string, { maximo = MAIOR_ID } = {}) =>
  z.coerce
    .string({ error: mensagem })
    .regex(/^[1-9][0-9]{0,9}$/, { error: mensagem })
    .transform(Number)
    .pipe(z.number().max(maximo, { error: mensagem }));

/**
 * The `{id}` of a path. A malformed one names no resource: the API answers 404 with `mensagem` for any invalid
 * path parameter (plugins/errors.ts).
 */
export const idSchema = (mensagem: string) => inteiroDecimalSchema(mensagem);

/** Lists page with `page` (default 1) and `page_size` (default 20), spec §9. */
export const PAGINA_PADRAO = 1;
export const TAMANHO_PAGINA_PADRAO = 20;
export const TAMANHO_PAGINA_MAXIMO = 100;

export const paginacaoQuerySchema = z.object({
  page: inteiroDecimalSchema('A página deve ser um número inteiro, 1 ou maior.', {
    maximo: 1_000_000,
  }).default(PAGINA_PADRAO),
  page_size: inteiroDecimalSchema(
    `O tamanho da página deve ser um número inteiro entre 1 e ${TAMANHO_PAGINA_MAXIMO}.`,
    { maximo: TAMANHO_PAGINA_MAXIMO },
  ).default(TAMANHO_PAGINA_PADRAO),
});
export type PaginacaoQuery = z.infer<typeof paginacaoQuerySchema>;

export const paginaSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
  });

/** Money on the wire is always integer centavos. */
export const centavosSchema = z.number().int();
/** Dates on the wire are ISO calendar dates (YYYY-MM-DD), in America/Sao_Paulo. */
export const dataIsoSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** An assembly's situation; in the kernel because bids (lances) read it too, and assembleias imports lances. */
export const situacoesAssembleia = ['agendada', 'em-andamento', 'realizada'] as const;
export const situacaoAssembleiaSchema = z.enum(situacoesAssembleia);
export type SituacaoAssembleia = z.infer<typeof situacaoAssembleiaSchema>;
