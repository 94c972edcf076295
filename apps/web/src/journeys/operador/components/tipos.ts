import type { casoDetalheOperadorSchema, clienteOperadorSchema } from '@portal/domain';
import type { z } from 'zod';

export type DetalheCaso = z.infer<typeof casoDetalheOperadorSchema>;
export type ClienteOperador = z.infer<typeof clienteOperadorSchema>;
