import { z } from '../comum/z.ts';
import { MENSAGENS_TRANSFERENCIA as M, SITUACOES_TRANSFERENCIA } from './transferencia.rules.ts';

/** Wire shapes of the quota transfer (03 §3 "assignee tax id", §7). */

/** POST core/transferencia-cota/verificar-processo: iniciado (03 §4) and what the introduction shows. */
export const verificarProcessoTransferenciaSchema = z.object({
  iniciado: z.boolean(),
  permitida: z.boolean(),
  /** Why the quota cannot be transferred now (null when it can, or a transfer is under way). */
  motivo: z.string().nullable(),
  grupo: z.number().int(),
  cota: z.number().int(),
  valorCreditoCentavos: z.number().int(),
  taxaCentavos: z.number().int(),
  /** The holder's e-mail, masked: where the confirmation goes. */
  emailConfirmacao: z.string().nullable(),
});
export type VerificarProcessoTransferencia = z.infer<typeof verificarProcessoTransferenciaSchema>;

/** POST core/transferencia-cota/solicitar: the assignee (03 §3) and where the new holder is reached. */
export const solicitarTransferenciaBodySchema = z.object({
  cpfCnpjCessionario: z
    .string({ error: M.cessionarioObrigatorio })
    .trim()
    .min(1, { error: M.cessionarioObrigatorio })
    .max(20, { error: M.cessionarioInvalido }),
  nomeCessionario: z
    .string({ error: M.nomeObrigatorio })
    .trim()
    .min(3, { error: M.nomeObrigatorio })
    .max(120, { error: M.nomeObrigatorio }),
  emailCessionario: z.email({ error: M.emailInvalido }).max(200, { error: M.emailInvalido }),
});
export type SolicitarTransferenciaBody = z.infer<typeof solicitarTransferenciaBodySchema>;

export const solicitacaoTransferenciaSchema = z.object({
  protocolo: z.string(),
  taxaCentavos: z.number().int(),
  emailConfirmacao: z.string().nullable(),
});

export const situacaoTransferenciaSchema = z.enum(SITUACOES_TRANSFERENCIA);

/** One transfer waiting for the back-office (and, with `situacao`, its outcome). */
export const transferenciaNaFilaSchema = z.object({
  id: z.number().int(),
  protocolo: z.string(),
  situacao: situacaoTransferenciaSchema,
  grupo: z.number().int(),
  cota: z.number().int(),
  titular: z.object({ nome: z.string(), inscricaoNacional: z.string() }),
  cessionario: z.object({
    nome: z.string(),
    inscricaoNacional: z.string(),
    email: z.string(),
    jaECliente: z.boolean(),
  }),
  valorCreditoCentavos: z.number().int(),
  taxaCentavos: z.number().int(),
  solicitadaEm: z.string(),
});
export const filaTransferenciasSchema = z.object({ data: z.array(transferenciaNaFilaSchema) });

export const transferenciaParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const decisaoTransferenciaBodySchema = z.discriminatedUnion('decisao', [
  z.object({ decisao: z.literal('concluir') }),
  z.object({
    decisao: z.literal('recusar'),
    motivo: z
      .string({ error: M.motivoObrigatorio })
      .trim()
      .min(3, { error: M.motivoObrigatorio })
      .max(500, { error: M.motivoObrigatorio }),
  }),
]);
export type DecisaoTransferenciaBody = z.infer<typeof decisaoTransferenciaBodySchema>;

export const decisaoTransferenciaRespostaSchema = z.object({
  id: z.number().int(),
  situacao: situacaoTransferenciaSchema,
  /** On completion: whether the assignee was created now (and got a first-access e-mail). */
  clienteNovo: z.boolean().nullable(),
});
