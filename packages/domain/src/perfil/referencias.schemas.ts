import { z } from '../comum/z.ts';
import { dataIsoSchema, inteiroDecimalSchema } from '../comum/comum.schemas.ts';
import { formaEnvioSchema } from '../boletos/boletos.schemas.ts';
import { ufValida } from '../filiais/estados.rules.ts';
import {
  LIMITE_CIDADES_MAXIMO,
  MENSAGEM_CEP_INVALIDO,
  MENSAGEM_UF_INVALIDA,
  normalizarCep,
} from './enderecos.rules.ts';
import {
  MENSAGENS_DADOS_BANCARIOS,
  validarDadosBancarios,
  type DadosBancariosInformados,
} from './bancos.rules.ts';

// ——— Reference lists (03 §3, §7 GET /tipos-registro/{…}) ———

export const itemReferenciaSchema = z.object({
  id: z.number().int(),
  descricao: z.string(),
  /** A CBO 2002 code for professions, the acronym of a document, the key of a regime; null when none. */
  codigo: z.string().nullable(),
});
/** Spec §7: "the list is in field data". */
export const listaReferenciaSchema = z.object({ data: z.array(itemReferenciaSchema) });
export type ListaReferencia = z.infer<typeof listaReferenciaSchema>;

// ——— Cities and CEP (03 §3, §7 /buscas) ———

const MENSAGEM_CIDADE = 'Informe no máximo 100 caracteres do nome da cidade.';

/** GET /buscas/cidades?uf=&cidade=&limit=&offset= (spec §7, §9: the screens ask limit=10000&offset=1). */
export const cidadesQuerySchema = z.object({
  uf: z
    .string({ error: MENSAGEM_UF_INVALIDA })
    .trim()
    .refine(ufValida, { error: MENSAGEM_UF_INVALIDA })
    .transform((uf) => uf.toUpperCase())
    .optional(),
  cidade: z.string({ error: MENSAGEM_CIDADE }).max(100, { error: MENSAGEM_CIDADE }).optional(),
  limit: inteiroDecimalSchema('O limite deve ser um número.', {
    maximo: LIMITE_CIDADES_MAXIMO,
    minimo: 'O limite deve ser 1 ou maior.',
    acima: `O limite deve ser no máximo ${LIMITE_CIDADES_MAXIMO}.`,
  }).default(LIMITE_CIDADES_MAXIMO),
  /** 1-based position of the first city returned (offset=1 starts at the first). */
  offset: inteiroDecimalSchema('O deslocamento (offset) deve ser um número.', {
    maximo: 1_000_000,
    minimo: 'O deslocamento (offset) começa em 1.',
    acima: 'O deslocamento (offset) deve ser no máximo 1000000.',
  }).default(1),
});

export const cidadeSchema = z.object({
  /** The municipality's 7-digit IBGE code: the `idCidade` of addresses and phones. */
  idCidade: z.number().int(),
  nome: z.string(),
  uf: z.string(),
});
export const cidadesSchema = z.object({
  data: z.array(cidadeSchema),
  /** How many cities match, whatever the page. */
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type CidadesResposta = z.infer<typeof cidadesSchema>;

/** GET /buscas/cep/{cep}: 8 digits, the hyphen optional (spec §5 removes it before sending). */
export const cepParamsSchema = z.object({
  cep: z
    .string({ error: MENSAGEM_CEP_INVALIDO })
    .refine((cep) => normalizarCep(cep) !== null, { error: MENSAGEM_CEP_INVALIDO })
    .transform((cep) => normalizarCep(cep)!),
});

/**
 * Spec §3 "zip-code result: type of street, street, district, locality, city id, state". Outside the addresses
 * a look-up knows, only the state (from the Correios' ranges) is filled and the screen's city picker does the rest.
 */
export const enderecoDoCepSchema = z.object({
  cep: z.string(),
  tipoLogradouro: z.string().nullable(),
  logradouro: z.string().nullable(),
  bairro: z.string().nullable(),
  /** The city's name. */
  localidade: z.string().nullable(),
  /** The city's IBGE code. */
  idCidade: z.number().int().nullable(),
  uf: z.string(),
});
export type EnderecoDoCep = z.infer<typeof enderecoDoCepSchema>;

// ——— Date and time (spec §7 GET util/datahoraatual) ———

export const dataHoraAtualSchema = z.object({
  /** Today in Brasília (America/Sao_Paulo), YYYY-MM-DD. */
  dataAtual: dataIsoSchema,
  /** The time in Brasília, HH:mm. */
  horaAtual: z.string().regex(/^\d{2}:\d{2}$/),
  /** The same instant in UTC (ISO 8601): lets a device measure its own clock's drift. */
  instante: z.string(),
});
export type DataHoraAtual = z.infer<typeof dataHoraAtualSchema>;

// ——— Banks (spec §7 GET cotas/{id}/bancos/consultar) ———

export const bancoSchema = z.object({
  /** The COMPE code as a number (1 = Banco do Brasil). */
  idBanco: z.number().int(),
  codigo: z.string(),
  ispb: z.string(),
  nome: z.string(),
});
export const bancosSchema = z.object({ data: z.array(bancoSchema) });

const campoTexto = z.string({ error: MENSAGENS_DADOS_BANCARIOS.obrigatorio }).max(200).nullish();

/**
 * Bank data as a journey's form or body sends it (02 §3 "Bank data"), checked by `validarDadosBancarios`
 * against the quota holder's CPF/CNPJ: one message per field, on that field, so a form shows each where it
 * belongs.
 */
export const dadosBancariosSchema = (inscricaoDaCota: string) =>
  z
    .object({
      favorecido: campoTexto,
      cpfCnpj: campoTexto,
      idBanco: z.union([z.number().int(), z.string().max(10)]).nullish(),
      agencia: campoTexto,
      digitoAgencia: campoTexto,
      conta: campoTexto,
      tipoConta: campoTexto,
      operacao: campoTexto,
    })
    .transform((d, ctx) => {
      const r = validarDadosBancarios(d as DadosBancariosInformados, inscricaoDaCota);
      if (r.valido) return r.dados;
      for (const [campo, mensagem] of Object.entries(r.erros))
        ctx.addIssue({ code: 'custom', path: [campo], message: mensagem });
      return z.NEVER;
    });

// ——— Opt-in (03 §3 "status (sending form) and last change time", §4, §7 "response data.data.formasEnvioCota") ———

/**
 * The quota's sending channels: the same choice as the monthly boleto's delivery (e-mail, post or both),
 * seen from the profile, with the last change and the 24 h lock after it.
 */
export const formasEnvioCotaSchema = z.object({
  formaEnvio: formaEnvioSchema,
  /** Channel by channel, what `formaEnvio` turns on. */
  email: z.boolean(),
  correio: z.boolean(),
  /** Instant (ISO 8601) of the last change; null when never changed. */
  alteradaEm: z.string().nullable(),
  /** Until when another change is refused (24 h after the last one); null when a change is allowed now. */
  bloqueadaAte: z.string().nullable(),
  /** First sending under the current choice: one day after the next assembly. */
  vigenteAPartirDe: dataIsoSchema.nullable(),
});
export type FormasEnvioCota = z.infer<typeof formasEnvioCotaSchema>;
export const optInSchema = z.object({ data: z.object({ formasEnvioCota: formasEnvioCotaSchema }) });
export type OptIn = z.infer<typeof optInSchema>;
export const alterarOptInBodySchema = z.object({ formaEnvio: formaEnvioSchema });
