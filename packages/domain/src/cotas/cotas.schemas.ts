import { z } from '../comum/z.ts';
import { centavosSchema, dataIsoSchema, idSchema } from '../comum/comum.schemas.ts';
import { perfilSchema } from '../acesso/acesso.schemas.ts';

/** Asset type of a quota (spec §3). */
export const tiposCota = ['auto', 'imovel', 'servico', 'pesados'] as const;
export const tipoCotaSchema = z.enum(tiposCota);
export type TipoCota = z.infer<typeof tipoCotaSchema>;

/** Segment of the group's asset: drives the list filter (vehicles, equipment, property, services, heavy). */
export const categoriasCota = ['veiculos', 'equipamentos', 'imoveis', 'servicos', 'pesados'] as const;
export const categoriaCotaSchema = z.enum(categoriasCota);
export type CategoriaCota = z.infer<typeof categoriaCotaSchema>;

/** Quota (spec §3). Money in centavos; `dataContemplacao` null or 1900-01-01 means not contemplated. */
export const cotaSchema = z.object({
  idCota: z.number().int(),
  cota: z.number().int(),
  grupo: z.number().int(),
  versao: z.number().int(),
  numeroCotasCliente: z.number().int(),
  valorBem: centavosSchema,
  valorSaldoDevedor: centavosSchema,
  nomePessoa: z.string(),
  situacaoCota: z.string(),
  dataContemplacao: dataIsoSchema.nullable(),
  modalidadeContemplacao: z.string().nullable(),
  tipo: tipoCotaSchema,
  categoria: categoriaCotaSchema,
  descricaoBem: z.string(),
  idUnidadeNegocio: z.string(),
  cdInscricaoNacional: z.string(),
  parcelasAtraso: z.number().int(),
  parcelasRestantes: z.number().int(),
  parcelasPagas: z.number().int(),
  apelido: z.string().nullable(),
  fotoUrl: z.string().nullable(),
  perfil: perfilSchema,
});
export type Cota = z.infer<typeof cotaSchema>;

/** GET /cotas/simples: the plain list (versao 0 means active). */
export const cotaSimplesSchema = z.object({
  idCota: z.number().int(),
  codigoCota: z.number().int(),
  codigoGrupo: z.number().int(),
  versao: z.number().int(),
  situacaoCota: z.string(),
  tipo: tipoCotaSchema,
});
export type CotaSimples = z.infer<typeof cotaSimplesSchema>;

export const cotaDetalhesSchema = z.object({
  dataAdesao: dataIsoSchema,
  prazoGrupoMeses: z.number().int(),
  assembleiaAtual: z.number().int(),
  totalAssembleias: z.number().int(),
  dataProximaAssembleia: dataIsoSchema.nullable(),
  /** Percentages carry up to 4 decimals (spec §5). */
  percentualTaxaAdministracao: z.number(),
  percentualFundoReserva: z.number(),
  percentualPago: z.number(),
  valorParcela: centavosSchema,
  dataProximoVencimento: dataIsoSchema.nullable(),
});

export const dadosCadastraisSchema = z.object({
  nome: z.string(),
  inscricaoNacional: z.string(),
  tipoPessoa: z.enum(['F', 'J']),
  dataNascimentoFundacao: dataIsoSchema.nullable(),
  email: z.string().nullable(),
  telefoneCelular: z.string().nullable(),
  telefoneFixo: z.string().nullable(),
});

export const extratoResumoSchema = z.object({
  valorTotalPago: centavosSchema,
  valorEmAtraso: centavosSchema,
  ultimosPagamentos: z.array(
    z.object({ numeroParcela: z.number().int(), dataPagamento: dataIsoSchema, valorPago: centavosSchema }),
  ),
});

/** GET /cotas/{id}: the quota plus details, registration data and statement summary. */
export const cotaDetalheSchema = cotaSchema.extend({
  details: cotaDetalhesSchema,
  dadosCadastrais: dadosCadastraisSchema,
  extrato: extratoResumoSchema,
});
export type CotaDetalhe = z.infer<typeof cotaDetalheSchema>;

export const cotaIdParamsSchema = z.object({
  id: idSchema('Cota não encontrada.'),
});
