import { z } from '../comum/z.ts';

/** GET /versoes: versions of the web app the server has published; the highest id is the latest. */
export const versaoSchema = z.object({ id: z.number().int(), versao: z.string(), publicadaEm: z.string() });
export const versoesSchema = z.array(versaoSchema);
export type Versao = z.infer<typeof versaoSchema>;
