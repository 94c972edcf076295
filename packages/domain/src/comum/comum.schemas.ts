import { z } from 'zod';

/** Every refused request answers this shape, in Portuguese (spec §8). */
export const erroSchema = z.object({ mensagem: z.string() });
export type Erro = z.infer<typeof erroSchema>;

/** Lists page with `page` (default 1) and `page_size` (default 20), spec §9. */
export const PAGINA_PADRAO = 1;
export const TAMANHO_PAGINA_PADRAO = 20;
export const TAMANHO_PAGINA_MAXIMO = 100;

export const paginacaoQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'A página deve ser um número.' })
    .int({ error: 'A página deve ser um número inteiro.' })
    .min(1, { error: 'A página deve ser 1 ou maior.' })
    .default(PAGINA_PADRAO),
  page_size: z.coerce
    .number({ error: 'O tamanho da página deve ser um número.' })
    .int({ error: 'O tamanho da página deve ser um número inteiro.' })
    .min(1, { error: 'O tamanho da página deve ser 1 ou maior.' })
    .max(TAMANHO_PAGINA_MAXIMO, { error: `O tamanho da página deve ser no máximo ${TAMANHO_PAGINA_MAXIMO}.` })
    .default(TAMANHO_PAGINA_PADRAO),
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
