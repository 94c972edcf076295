/**
 * Wire contract of the assemblies journey (spec §3, §7): calendar, the assembly engine's input and output (both
 * published, so anyone can recompute a result), the home card and the live stream's events.
 */
import { z } from '../comum/z.ts';
import { centavosSchema, dataIsoSchema, idSchema, situacaoAssembleiaSchema } from '../comum/comum.schemas.ts';
import { cotaIdParamsSchema } from '../cotas/cotas.schemas.ts';
import { percentualLanceSchema } from '../lances/lances.schemas.ts';
import { modalidadeContemplacaoSchema, modalidadeLanceSchema } from '../lances/modalidades.ts';

const numeroCota = z.number().int().min(1, { error: 'Número de cota inválido.' });
const centavosNaoNegativos = centavosSchema.min(0, { error: 'O valor não pode ser negativo.' });

// ——— Calendar: GET {id}/assembleias/calendario ———

export const assembleiaCalendarioSchema = z.object({
  idAssembleia: z.number().int(),
  numeroTotalAssembleia: z.number().int(),
  dataSorteio: dataIsoSchema,
  /** dataSorteio − 1: bids until 23:59:59 of this day, São Paulo time. */
  dataLimiteLance: dataIsoSchema,
  /** Due date of the instalment that counts for this assembly. */
  dataVencimento: dataIsoSchema,
  situacao: situacaoAssembleiaSchema,
  /** The day it was actually held (null until it starts): an early or late run differs from dataSorteio. */
  realizadaEm: dataIsoSchema.nullable(),
});
export type AssembleiaCalendario = z.infer<typeof assembleiaCalendarioSchema>;

export const calendarioAssembleiasSchema = z.object({
  grupo: z.number().int(),
  assembleias: z.array(assembleiaCalendarioSchema),
});
export type CalendarioAssembleias = z.infer<typeof calendarioAssembleiasSchema>;

// ——— The engine's input (see apuracao.rules.ts for the contract rule) ———

/** The Loteria Federal has five prizes; one per draw, so at most five draws per assembly. */
export const QUANTIDADE_PREMIOS_LOTERIA = 5;
/** A prize has 5 digits, so a group can have at most 100 000 quotas. */
export const TAMANHO_MAXIMO_GRUPO = 100_000;

export const lanceApuracaoSchema = z.object({
  cota: numeroCota,
  modalidade: modalidadeLanceSchema,
  percentual: percentualLanceSchema,
  valor: centavosNaoNegativos,
});
export type LanceApuracao = z.infer<typeof lanceApuracaoSchema>;

export const entradaApuracaoSchema = z
  .object({
    tamanhoGrupo: z.number().int().min(1).max(TAMANHO_MAXIMO_GRUPO),
    /** Active, not contemplated, not cancelled and up to date: decided by the caller. */
    cotasElegiveis: z.array(numeroCota),
    contemplacoesPorSorteio: z.number().int().min(0).max(QUANTIDADE_PREMIOS_LOTERIA),
    contemplacoesPorLance: z.number().int().min(0),
    fundosDisponiveis: centavosNaoNegativos,
    valorCredito: centavosSchema.min(1, { error: 'Informe o valor do crédito.' }),
    loteria: z.object({
      concurso: z.number().int().nullable(),
      premios: z
        .array(z.string().regex(/^\d{5}$/, { error: 'Cada prêmio da Loteria Federal tem 5 algarismos.' }))
        .length(QUANTIDADE_PREMIOS_LOTERIA, { error: 'Informe os 5 prêmios da Loteria Federal.' }),
    }),
    lances: z.array(lanceApuracaoSchema),
  })
  .superRefine((e, ctx) => {
    const fora = (c: number) => c > e.tamanhoGrupo;
    if (e.cotasElegiveis.some(fora) || e.lances.some((l) => fora(l.cota))) {
      ctx.addIssue({ code: 'custom', message: `Há cota fora do grupo (1 a ${e.tamanhoGrupo}).` });
    }
    if (new Set(e.cotasElegiveis).size !== e.cotasElegiveis.length) {
      ctx.addIssue({ code: 'custom', message: 'Há cota elegível repetida.', path: ['cotasElegiveis'] });
    }
    if (new Set(e.lances.map((l) => l.cota)).size !== e.lances.length) {
      ctx.addIssue({ code: 'custom', message: 'Há mais de um lance para a mesma cota.', path: ['lances'] });
    }
  });
export type EntradaApuracao = z.infer<typeof entradaApuracaoSchema>;

// ——— The engine's output ———

export const sorteioApuradoSchema = z.object({
  /** Which prize (1st…5th) drove this draw. */
  premio: z.number().int().min(1).max(QUANTIDADE_PREMIOS_LOTERIA),
  numeroPremio: z.string(),
  /** The last digits taken, e.g. '731'. */
  algarismos: z.string(),
  /** Those digits as a number, all zeros meaning 10^k (000 → 1000). */
  numeroSorteado: z.number().int(),
  /** After subtracting the group size as many times as needed. */
  numeroEquivalente: z.number().int(),
  /** The nearest eligible quota, or null when none was left. */
  cotaContemplada: z.number().int().nullable(),
  /** The steps in Portuguese, for the published page. */
  explicacao: z.array(z.string()),
});
export type SorteioApurado = z.infer<typeof sorteioApuradoSchema>;

export const contempladaApuracaoSchema = z.object({
  ordem: z.number().int(),
  cota: z.number().int(),
  forma: z.enum(['sorteio', 'lance']),
  modalidade: modalidadeContemplacaoSchema,
  percentualLance: percentualLanceSchema.nullable(),
  valorLance: centavosSchema.nullable(),
  /** Rank of the bid (1 = highest) when contemplated by bid. */
  posicaoLance: z.number().int().nullable(),
});
export type ContempladaApuracao = z.infer<typeof contempladaApuracaoSchema>;

export const motivosLanceEncerrado = [
  'contemplada-por-sorteio',
  'cota-inelegivel',
  'nao-classificado',
] as const;
export const ROTULOS_MOTIVO_LANCE_ENCERRADO: Record<(typeof motivosLanceEncerrado)[number], string> = {
  'contemplada-por-sorteio': 'Cota já contemplada por sorteio nesta assembleia',
  'cota-inelegivel': 'Cota sem condições de contemplação nesta assembleia',
  'nao-classificado': 'Lance abaixo dos vencedores',
};

export const lanceEncerradoSchema = z.object({
  posicaoLance: z.number().int(),
  cota: z.number().int(),
  modalidade: modalidadeLanceSchema,
  percentual: percentualLanceSchema,
  valor: centavosSchema,
  motivo: z.enum(motivosLanceEncerrado),
});
export type LanceEncerrado = z.infer<typeof lanceEncerradoSchema>;

export const faixaLancesSchema = z.object({
  menorPercentual: percentualLanceSchema,
  maiorPercentual: percentualLanceSchema,
});
export type FaixaLances = z.infer<typeof faixaLancesSchema>;

export const resultadoApuracaoSchema = z.object({
  algarismosUsados: z.number().int(),
  /** The 1st prize's equivalent number: bids tied on percentage go to the quota nearest to it. */
  numeroReferencia: z.number().int(),
  sorteios: z.array(sorteioApuradoSchema),
  contempladas: z.array(contempladaApuracaoSchema),
  faixaLances: faixaLancesSchema.nullable(),
  lancesEncerrados: z.array(lanceEncerradoSchema),
  fundosUtilizados: centavosSchema,
  fundosRestantes: centavosSchema,
  /** True when the funds, not the configured counts, stopped the contemplations. */
  limitadoPorFundos: z.boolean(),
});
export type ResultadoApuracao = z.infer<typeof resultadoApuracaoSchema>;

export const resultadoAssembleiaParamsSchema = cotaIdParamsSchema.extend({
  assembly: idSchema('Assembleia não encontrada.'),
});

/** GET {id}/assembleias/resultado/{assembly}: inputs and outputs, so the result can be recomputed by anyone. */
/** The eligible set frozen at the bid deadline (ADR 0018), with the parameters frozen with it. */
export const conjuntoCongeladoSchema = z.object({
  tamanhoGrupo: z.number().int(),
  /** Eligible quota numbers, ascending. */
  cotas: z.array(z.number().int()),
  /** SHA-256 (hex) of `canonicoDoConjunto(cotas)`. */
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  contemplacoesPorSorteio: z.number().int(),
  contemplacoesPorLance: z.number().int(),
  fundosDisponiveis: z.number().int(),
  valorCredito: z.number().int(),
  congeladoEm: z.iso.datetime({ offset: true }),
});
export type ConjuntoCongelado = z.infer<typeof conjuntoCongeladoSchema>;

export const resultadoAssembleiaSchema = z.object({
  idAssembleia: z.number().int(),
  grupo: z.number().int(),
  numeroTotalAssembleia: z.number().int(),
  dataSorteio: dataIsoSchema,
  /** The day it was actually held (São Paulo). */
  realizadaEm: dataIsoSchema,
  publicadoEm: z.iso.datetime({ offset: true }),
  /** What the draw could contemplate, frozen before it; null only for results published before ADR 0018. */
  conjuntoElegivel: conjuntoCongeladoSchema.nullable(),
  entrada: entradaApuracaoSchema,
  resultado: resultadoApuracaoSchema,
});
export type ResultadoAssembleia = z.infer<typeof resultadoAssembleiaSchema>;

/** GET {id}/dashboard/resultado-assembleia: the home card (live, next, and the last result for this quota). */
export const dashboardAssembleiaSchema = z.object({
  aoVivo: z.boolean(),
  proximaAssembleia: assembleiaCalendarioSchema.nullable(),
  ultimoResultado: z
    .object({
      idAssembleia: z.number().int(),
      numeroTotalAssembleia: z.number().int(),
      dataSorteio: dataIsoSchema,
      realizadaEm: dataIsoSchema,
      quantidadeContempladas: z.number().int(),
      faixaLances: faixaLancesSchema.nullable(),
      /** This quota's fate in it. */
      cotaContemplada: z.boolean(),
      modalidadeContemplacao: modalidadeContemplacaoSchema.nullable(),
    })
    .nullable(),
  /** The assembly that contemplated this quota, whichever it was (not necessarily the last one). */
  contemplacao: z
    .object({
      idAssembleia: z.number().int(),
      numeroTotalAssembleia: z.number().int(),
      realizadaEm: dataIsoSchema,
      /** Null when the quota's record does not say how (contemplated outside a published result). */
      modalidade: modalidadeContemplacaoSchema.nullable(),
    })
    .nullable(),
});
export type DashboardAssembleia = z.infer<typeof dashboardAssembleiaSchema>;

// ——— Live view: server-sent events ———

export const eventoAssembleiaSchema = z.discriminatedUnion('tipo', [
  z.object({
    tipo: z.literal('assembleia-iniciada'),
    numeroTotalAssembleia: z.number().int(),
    dataSorteio: dataIsoSchema,
  }),
  z.object({ tipo: z.literal('numero-sorteado'), sorteio: sorteioApuradoSchema }),
  z.object({ tipo: z.literal('cota-contemplada'), contemplada: contempladaApuracaoSchema }),
  z.object({
    tipo: z.literal('lances-apurados'),
    faixaLances: faixaLancesSchema.nullable(),
    quantidadeContempladas: z.number().int(),
    quantidadeEncerrados: z.number().int(),
  }),
  z.object({ tipo: z.literal('assembleia-encerrada'), quantidadeContempladas: z.number().int() }),
]);
export type EventoAssembleia = z.infer<typeof eventoAssembleiaSchema>;

/** GET {id}/assembleias/ao-vivo: a two-minute link to the running assembly's stream. */
export const linkAoVivoSchema = z.object({ url: z.string().min(1) });

/** EventSource cannot send headers: the two-minute ticket in the path opens the stream. */
export const aoVivoTicketParamsSchema = z.object({ ticket: z.string().min(20).max(1000) });

/** One SSE message: `sequencia` is also the SSE id, so a reconnect resumes with Last-Event-ID. */
export const mensagemAoVivoSchema = z.object({
  idAssembleia: z.number().int(),
  sequencia: z.number().int().min(1),
  em: z.iso.datetime({ offset: true }),
  evento: eventoAssembleiaSchema,
});
export type MensagemAoVivo = z.infer<typeof mensagemAoVivoSchema>;
