import { z } from './z.ts';

/** Every refused request answers this shape, in Portuguese (spec §8). */
export const erroSchema = z.object({ mensagem: z.string() });
export type Erro = z.infer<typeof erroSchema>;

/** The largest id a PostgreSQL `integer` column holds: a larger one names nothing (and must not reach SQL). */
export const MAIOR_ID = 2_147_483_647;

/**
 * A whole number from 1, written in decimal, as it comes in a path or query string: digits only, no sign, no
 * leading zero, no spaces, no `0x10`, `1e1` or `16.0` (which `Number()` would read as 16 or 10), at most
 * `maximo`. The web passes numbers, which are written out first; the handler receives a number. `mensagem` is
 * said for every refusal unless `minimo` (for 0) or `acima` (beyond `maximo`) say otherwise.
 */
export const inteiroDecimalSchema = (
  mensagem: string,
  {
    maximo = MAIOR_ID,
    minimo = mensagem,
    acima = mensagem,
  }: { maximo?: number; minimo?: string; acima?: string } = {},
) =>
  z.coerce
    .string({ error: mensagem })
    .regex(/^(0|[1-9][0-9]*)$/, { error: mensagem })
    .transform(Number)
    .pipe(z.number({ error: acima }).min(1, { error: minimo }).max(maximo, { error: acima }));

/**
 * The `{id}` of a path. A malformed one is refused (400) with `mensagem` before any handler or query runs; a
 * well-formed one that is not the caller's answers 404 (the ownership hook).
 */
export const idSchema = (mensagem: string) => inteiroDecimalSchema(mensagem);

/** Lists page with `page` (default 1) and `page_size` (default 20), spec §9. */
export const PAGINA_PADRAO = 1;
export const TAMANHO_PAGINA_PADRAO = 20;
export const TAMANHO_PAGINA_MAXIMO = 100;
/** Far beyond any list; keeps the row offset a number PostgreSQL reads. */
export const PAGINA_MAXIMA = 1_000_000;

export const paginacaoQuerySchema = z.object({
  page: inteiroDecimalSchema('A página deve ser um número.', {
    maximo: PAGINA_MAXIMA,
    minimo: 'A página deve ser 1 ou maior.',
    acima: `A página deve ser no máximo ${PAGINA_MAXIMA}.`,
  }).default(PAGINA_PADRAO),
  page_size: inteiroDecimalSchema('O tamanho da página deve ser um número.', {
    maximo: TAMANHO_PAGINA_MAXIMO,
    minimo: 'O tamanho da página deve ser 1 ou maior.',
    acima: `O tamanho da página deve ser no máximo ${TAMANHO_PAGINA_MAXIMO}.`,
  }).default(TAMANHO_PAGINA_PADRAO),
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
