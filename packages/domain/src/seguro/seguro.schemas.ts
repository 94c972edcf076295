import { z } from '../comum/z.ts';
import { telefoneValido } from '../filiais/retorno.rules.ts';
import { DESFECHOS_SOLICITACAO_SEGURO, MELHORES_HORARIOS_SEGURO, MENSAGENS_SEGURO } from './seguro.rules.ts';

/** Wire shapes of the insurance offer (03 §3 "Insurance offer", §7 `cotas/{id}/seguro/dados`). */

const centavos = z.number().int();

export const melhorHorarioSeguroSchema = z.enum(MELHORES_HORARIOS_SEGURO, {
  error: MENSAGENS_SEGURO.horario,
});

/** A request for the insurance, as the customer and the back-office see it. */
export const solicitacaoSeguroSchema = z.object({
  idSolicitacao: z.number().int(),
  situacao: z.enum(['aberta', 'encerrada']),
  telefone: z.string(),
  email: z.string(),
  'melhor-horario': melhorHorarioSeguroSchema,
  criadaEm: z.string(),
});
export type SolicitacaoSeguro = z.output<typeof solicitacaoSeguroSchema>;

/** GET cotas/{id}/seguro/dados: quota info (possui_seguro), the insurance info and the open request. */
export const dadosSeguroSchema = z.object({
  idCota: z.number().int(),
  possui_seguro: z.enum(['S', 'N']),
  /** The insurance the quota holds (null when possui_seguro is 'N'). */
  seguro: z
    .object({
      nome: z.string(),
      inicioVigencia: z.string(),
      mesesCobertura: z.number().int(),
      valorParcelaCentavos: centavos,
      valorMaximoCentavos: centavos,
    })
    .nullable(),
  /** The simulation: the quota's instalment covered for up to 6 months on unemployment (03 §9). */
  simulacao: z.object({
    valorParcelaCentavos: centavos,
    mesesCobertura: z.number().int(),
    valorMaximoCentavos: centavos,
  }),
  /** Whether a request can be sent now, and why not (in Portuguese). */
  ofertaDisponivel: z.boolean(),
  motivo: z.string().nullable(),
  solicitacao: solicitacaoSeguroSchema.nullable(),
});
export type DadosSeguro = z.output<typeof dadosSeguroSchema>;

/** 03 §7: the request body has telefone, email, melhor-horario. */
export const solicitarSeguroBodySchema = z.object({
  telefone: z
    .string({ error: 'Telefone inválido' })
    .transform((t) => t.replace(/\D/g, ''))
    .refine(telefoneValido, { error: 'Telefone inválido' }),
  email: z
    .string({ error: 'E-mail inválido' })
    .trim()
    .pipe(z.email({ error: 'E-mail inválido' }).max(200, { error: 'E-mail inválido' })),
  'melhor-horario': melhorHorarioSeguroSchema,
});
export type SolicitarSeguroBody = z.input<typeof solicitarSeguroBodySchema>;

/** Back-office: one open request in the queue, with the quota and the holder. */
export const solicitacaoSeguroNaFilaSchema = solicitacaoSeguroSchema.extend({
  idCota: z.number().int(),
  grupo: z.number().int(),
  cota: z.number().int(),
  nomeCliente: z.string(),
  inscricaoCliente: z.string(),
  valorParcelaCentavos: centavos,
});
export const filaSolicitacoesSeguroSchema = z.object({ data: z.array(solicitacaoSeguroNaFilaSchema) });
export type SolicitacaoSeguroNaFila = z.output<typeof solicitacaoSeguroNaFilaSchema>;

export const solicitacaoSeguroParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The analyst contacted the customer (or tried): the outcome closes the request. */
export const encerrarSolicitacaoSeguroBodySchema = z.object({
  desfecho: z.enum(DESFECHOS_SOLICITACAO_SEGURO, { error: 'Escolha o resultado do contato.' }),
  observacao: z.string().trim().max(500, { error: 'Use no máximo 500 caracteres.' }).optional(),
});
export type EncerrarSolicitacaoSeguroBody = z.input<typeof encerrarSolicitacaoSeguroBodySchema>;

export const encerramentoSeguroSchema = z.object({
  idSolicitacao: z.number().int(),
  desfecho: z.enum(DESFECHOS_SOLICITACAO_SEGURO),
  possui_seguro: z.enum(['S', 'N']),
});
