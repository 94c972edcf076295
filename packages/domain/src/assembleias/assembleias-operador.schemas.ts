/**
 * Back-office side of the assemblies journey (/operador/v1): list assemblies, enter the Loteria Federal result,
 * then publish the computed result one event at a time while customers watch live.
 */
import { z } from '../comum/z.ts';
import { dataIsoSchema, idSchema, situacaoAssembleiaSchema } from '../comum/comum.schemas.ts';
import {
  QUANTIDADE_PREMIOS_LOTERIA,
  conjuntoCongeladoSchema,
  eventoAssembleiaSchema,
  mensagemAoVivoSchema,
  resultadoApuracaoSchema,
} from './assembleias.schemas.ts';

export const assembleiaOperadorSchema = z.object({
  idAssembleia: z.number().int(),
  grupo: z.number().int(),
  descricaoBem: z.string(),
  numeroTotalAssembleia: z.number().int(),
  dataSorteio: dataIsoSchema,
  dataLimiteLance: dataIsoSchema,
  situacao: situacaoAssembleiaSchema,
  contemplacoesPorSorteio: z.number().int(),
  contemplacoesPorLance: z.number().int(),
  lancesAtivos: z.number().int(),
  /** Only the group's next scheduled assembly can be started. */
  podeIniciar: z.boolean(),
  /** Before its date (São Paulo): starting needs a supervisor's reason (ADR 0018). */
  antesDaData: z.boolean(),
  /** The Loteria Federal contest the run must use (loteria.rules). */
  concursoEsperado: z.number().int(),
});
export type AssembleiaOperador = z.infer<typeof assembleiaOperadorSchema>;

export const assembleiaIdParamsSchema = z.object({ id: idSchema('Assembleia não encontrada.') });

/** GET /operador/v1/assembleias: the next scheduled one of each group, those running, and the latest held. */
export const assembleiasOperadorSchema = z.object({ assembleias: z.array(assembleiaOperadorSchema) });

/** POST /operador/v1/assembleias/{id}/apuracao: the Loteria Federal draw the contract rule uses. */
export const MOTIVO_ANTECIPACAO_MINIMO = 10;
export const iniciarApuracaoBodySchema = z.object({
  concurso: z
    .number({ error: 'Informe o número do concurso da Loteria Federal.' })
    .int({ error: 'Número do concurso inválido.' })
    .positive({ error: 'Número do concurso inválido.' }),
  /** Only to start before the assembly's date: why, audited with the start. */
  motivoAntecipacao: z
    .string()
    .trim()
    .min(MOTIVO_ANTECIPACAO_MINIMO, {
      error: `Explique o motivo da antecipação (ao menos ${MOTIVO_ANTECIPACAO_MINIMO} caracteres).`,
    })
    .max(500, { error: 'O motivo tem no máximo 500 caracteres.' })
    .optional(),
  premios: z
    .array(z.string().regex(/^\d{5}$/, { error: 'Cada prêmio da Loteria Federal tem 5 algarismos.' }))
    .length(QUANTIDADE_PREMIOS_LOTERIA, { error: 'Informe os 5 prêmios da Loteria Federal.' }),
});
export type IniciarApuracaoBody = z.infer<typeof iniciarApuracaoBodySchema>;

/** The run as the operator drives it: what is already public and what the next click publishes. */
export const apuracaoOperadorSchema = z.object({
  assembleia: assembleiaOperadorSchema,
  publicados: z.array(mensagemAoVivoSchema),
  proximoEvento: eventoAssembleiaSchema.nullable(),
  resultado: resultadoApuracaoSchema.nullable(),
  conjuntoElegivel: conjuntoCongeladoSchema.nullable(),
});
export type ApuracaoOperador = z.infer<typeof apuracaoOperadorSchema>;

export const MENSAGEM_ASSEMBLEIA_FORA_DE_ORDEM =
  'Só a próxima assembleia agendada do grupo pode ser iniciada.';
export const MENSAGEM_ASSEMBLEIA_JA_INICIADA = 'Esta assembleia já foi iniciada.';
export const MENSAGEM_ASSEMBLEIA_NAO_INICIADA =
  'Inicie a assembleia informando o resultado da Loteria Federal.';
export const MENSAGEM_ASSEMBLEIA_ENCERRADA = 'Esta assembleia já foi encerrada.';
export const MENSAGEM_CONJUNTO_ANTES_DO_PRAZO =
  'As cotas aptas só são congeladas depois do fim do prazo de lances.';
export const mensagemAntesDaData = (data: string) =>
  `Esta assembleia está marcada para ${data} e só pode começar nessa data. Para antecipar, informe o motivo.`;
