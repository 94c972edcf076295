import { z } from 'zod';
import { ptBR } from 'zod/locales';

// Messages zod writes itself (when a schema gives none) are in Portuguese too.
z.config(ptBR());

export * from './comum/comum.schemas.ts';
export * from './parceiros/parceiros.schemas.ts';
export * from './acesso/acesso.schemas.ts';
export * from './cotas/cotas.schemas.ts';
export * from './documentos/documento.rules.ts';
export * from './mascaras/mascaras.rules.ts';
export * from './formatacao/formatacao.rules.ts';
export * from './cotas/cotas.rules.ts';
export * from './parceiros/parceiros.rules.ts';
export * from './acesso/acesso.rules.ts';
export * from './acesso/senha.schemas.ts';
export * from './acesso/transparente.schemas.ts';
export * from './acesso/verificacao.schemas.ts';
export * from './acesso/versoes.schemas.ts';
export * from './acesso/biometria.schemas.ts';
export * from './operador/operador.schemas.ts';
export * from './casos/fases.schemas.ts';
export * from './casos/casos.schemas.ts';
export * from './casos/casos.rules.ts';
export * from './casos/verificacao.rules.ts';
export * from './casos/fornecedores.rules.ts';
export * from './operador/operador-casos.schemas.ts';
export * from './boletos/boletos.schemas.ts';
export * from './boletos/febraban.rules.ts';
export * from './boletos/pix.rules.ts';
export * from './boletos/cobranca.rules.ts';
