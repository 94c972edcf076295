import { z } from '../comum/z.ts';
import { centavosSchema, idSchema, paginaSchema, paginacaoQuerySchema } from '../comum/comum.schemas.ts';
import { ufValida } from '../filiais/estados.rules.ts';
import {
  BUSCA_VEICULO_TAMANHO_MAXIMO,
  cnpjDaConcessionaria,
  MENSAGENS_VEICULOS,
  TIPOS_VEICULO,
} from './veiculos.rules.ts';

/** 02 §3: LEVE, MOTOCICLETA, UTILITARIO, PESADO, SUV_CAMIONETE, ONIBUS. */
export const tipoVeiculoSchema = z.enum(TIPOS_VEICULO, {
  error: 'Tipo de veículo inválido. Use LEVE, MOTOCICLETA, UTILITARIO, PESADO, SUV_CAMIONETE ou ONIBUS.',
});

const busca = (campo: string) =>
  z
    .string()
    .trim()
    .max(BUSCA_VEICULO_TAMANHO_MAXIMO, {
      error: `${campo} deve ter no máximo ${BUSCA_VEICULO_TAMANHO_MAXIMO} caracteres.`,
    })
    .optional();

/** A brand or model code as the catalogue gives it (embedded: digits; FIPE: 'carros-59', 'carros-59-5585'). */
const codigoSchema = (mensagem: string) =>
  z
    .string({ error: mensagem })
    .trim()
    .regex(/^[a-z]{0,9}-?[0-9]{1,9}(?:-[0-9]{1,9})?$/, { error: mensagem });

export const codFabricanteSchema = codigoSchema('Código do fabricante inválido.');
export const codBemSchema = codigoSchema('Código do modelo inválido.');

/** The dealer's CNPJ as typed (masked or not, alphanumeric allowed): normalised, or 400 with a clear message. */
export const cnpjConcessionariaSchema = z
  .string({ error: MENSAGENS_VEICULOS.cnpjInvalido })
  .max(20, { error: MENSAGENS_VEICULOS.cnpjInvalido })
  .transform((texto, ctx) => {
    const cnpj = cnpjDaConcessionaria(texto);
    if (!cnpj) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS_VEICULOS.cnpjInvalido });
      return z.NEVER;
    }
    return cnpj;
  });

export const fabricanteSchema = z.object({
  codFabricante: z.string(),
  nomeFabricante: z.string(),
  /** The vehicle types it has models of. */
  tipos: z.array(tipoVeiculoSchema),
});
export type Fabricante = z.infer<typeof fabricanteSchema>;

export const modeloBemSchema = z.object({
  codBem: z.string(),
  nomeBem: z.string(),
  codFabricante: z.string(),
  nomeFabricante: z.string(),
  tipoVeiculo: tipoVeiculoSchema,
});
export type ModeloBem = z.infer<typeof modeloBemSchema>;

/** One model year: 'manufacture/model' (02 §5) and the reference (FIPE) value in centavos. */
export const anoModeloBemSchema = z.object({
  ano: z.string(),
  anoFabricacao: z.number().int(),
  anoModelo: z.number().int(),
  valor: centavosSchema,
  combustivel: z.string().nullable(),
  codigoFipe: z.string().nullable(),
  mesReferencia: z.string(),
});
export type AnoModeloBem = z.infer<typeof anoModeloBemSchema>;

export const fabricantesQuerySchema = paginacaoQuerySchema.extend({
  nomefabricante: busca('O nome do fabricante'),
  tipo: tipoVeiculoSchema.optional(),
});
/**
 * `codfabricante` is required, but checked by the API after the ownership hook (the catalogue's rule: a GET on
 * another customer's quota answers 404 whatever its query), with MENSAGENS_VEICULOS.informeFabricante.
 */
export const modelosBensQuerySchema = paginacaoQuerySchema.extend({
  codfabricante: codFabricanteSchema.optional(),
  nomebem: busca('O nome do modelo'),
  tipo: tipoVeiculoSchema.optional(),
});
/** 02 §7 GET core/faturamento/auto/marcas?marca= */
export const marcasQuerySchema = paginacaoQuerySchema.extend({
  marca: busca('A marca'),
  tipo: tipoVeiculoSchema.optional(),
});
/** 02 §7 GET core/faturamento/auto/modelos?modelo=&codigoFabricante= */
export const modelosQuerySchema = paginacaoQuerySchema.extend({
  codigoFabricante: codFabricanteSchema,
  modelo: busca('O modelo'),
  tipo: tipoVeiculoSchema.optional(),
});

export const fabricantesPaginaSchema = paginaSchema(fabricanteSchema);
export const modelosBemPaginaSchema = paginaSchema(modeloBemSchema);
export const anosModeloBemSchema = z.object({ data: z.array(anoModeloBemSchema) });

export const modeloBemParamsSchema = z.object({
  id: idSchema('Cota não encontrada.'),
  codBem: codBemSchema,
});
export const fornecedorParamsSchema = z.object({
  id: idSchema('Cota não encontrada.'),
  supplier: cnpjConcessionariaSchema,
});

/** A dealer (the supplier of 02 §7) found by CNPJ. */
export const fornecedorSchema = z.object({
  cnpj: z.string(),
  razaoSocial: z.string(),
  nomeFantasia: z.string().nullable(),
  cidade: z.string(),
  uf: z.string(),
  marcas: z.array(z.string()),
});
export type Concessionaria = z.infer<typeof fornecedorSchema>;

const texto = (campo: string, max: number) =>
  z
    .string({ error: `Informe ${campo}.` })
    .trim()
    .min(2, { error: `Informe ${campo}.` })
    .max(max, {
      error: `${campo.charAt(0).toUpperCase()}${campo.slice(1)} deve ter no máximo ${max} caracteres.`,
    });

const ufSchema = z
  .string({ error: 'Informe a UF.' })
  .trim()
  .toUpperCase()
  .refine(ufValida, { error: 'UF inválida.' });

/** 02 §7 POST fornecedores: the dealer was not found by its CNPJ, the customer asks for its inclusion. */
export const solicitarFornecedorBodySchema = z.object({
  idCota: idSchema('Cota não encontrada.'),
  cnpj: cnpjConcessionariaSchema,
  razaoSocial: texto('a razão social', 150),
  cidade: texto('a cidade', 80),
  uf: ufSchema,
});
export type SolicitarFornecedorBody = z.infer<typeof solicitarFornecedorBodySchema>;

/** Brand or model not in the catalogue: the customer asks for its inclusion (the purchase order's new brand/model flags). */
export const solicitarModeloBodySchema = z.object({
  tipo: tipoVeiculoSchema,
  nomeFabricante: texto('a marca', 60),
  nomeBem: texto('o modelo', 120),
});
export type SolicitarModeloBody = z.infer<typeof solicitarModeloBodySchema>;

export const tiposSolicitacaoInclusao = ['CONCESSIONARIA', 'MARCA_MODELO'] as const;
export const situacoesSolicitacaoInclusao = ['PENDENTE', 'ATENDIDA', 'RECUSADA'] as const;

export const solicitacaoInclusaoSchema = z.object({
  idSolicitacao: z.number().int(),
  tipo: z.enum(tiposSolicitacaoInclusao),
  situacao: z.enum(situacoesSolicitacaoInclusao),
  cnpj: z.string().nullable(),
  razaoSocial: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  nomeFabricante: z.string().nullable(),
  nomeBem: z.string().nullable(),
  tipoVeiculo: tipoVeiculoSchema.nullable(),
  /** The analyst's answer (why refused), when answered. */
  resposta: z.string().nullable(),
  criadoEm: z.string(),
  respondidoEm: z.string().nullable(),
  /** 02 §9: analysed within 48 h. */
  prazoHoras: z.number().int(),
});
export type SolicitacaoInclusao = z.infer<typeof solicitacaoInclusaoSchema>;
export const solicitacoesInclusaoSchema = z.object({ data: z.array(solicitacaoInclusaoSchema) });

// Back-office.

export const solicitacoesOperadorQuerySchema = paginacaoQuerySchema.extend({
  situacao: z.enum(situacoesSolicitacaoInclusao, { error: 'Situação inválida.' }).default('PENDENTE'),
});

export const solicitacaoOperadorSchema = solicitacaoInclusaoSchema.extend({
  cliente: z.object({ nome: z.string() }),
  cota: z.object({ grupo: z.number().int(), cota: z.number().int() }),
  parceiro: z.string().nullable(),
});
export type SolicitacaoOperador = z.infer<typeof solicitacaoOperadorSchema>;
export const solicitacoesOperadorPaginaSchema = paginaSchema(solicitacaoOperadorSchema);

export const solicitacaoParamsSchema = z.object({
  idSolicitacao: idSchema(MENSAGENS_VEICULOS.solicitacaoNaoEncontrada),
});

const ANO_MINIMO = 1950;
const ANO_MAXIMO = 2100;
const anoSchema = (campo: string) =>
  z
    .number({ error: `Informe o ano de ${campo}.` })
    .int({ error: `Ano de ${campo} inválido.` })
    .min(ANO_MINIMO, { error: `Ano de ${campo} inválido.` })
    .max(ANO_MAXIMO, { error: `Ano de ${campo} inválido.` });

export const anoIncluidoSchema = z
  .object({
    anoFabricacao: anoSchema('fabricação'),
    anoModelo: anoSchema('modelo'),
    valor: z
      .number({ error: 'Informe o valor de referência.' })
      .int({ error: 'O valor de referência é em centavos.' })
      .min(100, { error: 'O valor de referência deve ser maior que zero.' })
      .max(2_000_000_000, { error: 'Valor de referência alto demais.' }),
  })
  .refine((a) => a.anoModelo === a.anoFabricacao || a.anoModelo === a.anoFabricacao + 1, {
    error: 'O ano do modelo deve ser o de fabricação ou o seguinte.',
  });

/** The analyst answers a request: include the dealer or the brand/model (with its years), or refuse it. */
export const atenderSolicitacaoBodySchema = z.discriminatedUnion(
  'decisao',
  [
    z.object({
      decisao: z.literal('INCLUIR_CONCESSIONARIA'),
      razaoSocial: texto('a razão social', 150),
      nomeFantasia: z.string().trim().max(100, { error: 'Nome fantasia longo demais.' }).optional(),
      cidade: texto('a cidade', 80),
      uf: ufSchema,
      marcas: z
        .array(texto('a marca', 60), { error: 'Informe as marcas.' })
        .min(1, { error: 'Informe ao menos uma marca vendida.' })
        .max(20, { error: 'No máximo 20 marcas.' }),
    }),
    z.object({
      decisao: z.literal('INCLUIR_MODELO'),
      nomeFabricante: texto('a marca', 60),
      nomeBem: texto('o modelo', 120),
      tipoVeiculo: tipoVeiculoSchema,
      anos: z
        .array(anoIncluidoSchema, { error: 'Informe os anos do modelo.' })
        .min(1, { error: 'Informe ao menos um ano com o valor de referência.' })
        .max(15, { error: 'No máximo 15 anos.' }),
    }),
    z.object({
      decisao: z.literal('RECUSAR'),
      motivo: texto('o motivo', 500),
    }),
  ],
  { error: 'Decisão inválida.' },
);
export type AtenderSolicitacaoBody = z.infer<typeof atenderSolicitacaoBodySchema>;
