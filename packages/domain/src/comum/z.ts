import { z } from 'zod';
import { ptBR } from 'zod/locales';
import { mensagemDeCampo } from './mensagens-zod.ts';

/**
 * zod as every schema of the domain uses it: the messages zod writes itself (when a schema gives none) are in
 * Portuguese too, a missing field named plainly. Configured here, where the schemas get `z`, and not in the
 * package's index: whoever evaluates a schema has configured zod, and a page that imports only rules and
 * constants (the login, the app shell) evaluates no zod at all (ADR 0040).
 */
z.config(ptBR());
z.config({ customError: mensagemDeCampo });

export { z };
