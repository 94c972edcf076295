import { centavosSchema } from '../comum/comum.schemas.ts';
import { z } from '../comum/z.ts';
import { ufValida } from '../filiais/estados.rules.ts';
import { cepSchema, MENSAGENS_CADASTRO, telefoneSchema } from '../perfil/dados-cadastrais.schemas.ts';
import { TIPOS_VENDEDOR } from './faturamento.schemas.ts';
import { corDoVeiculo } from './novo.rules.ts';
import { dadosBancariosNovoSchema } from './novo.schemas.ts';
import {
  ACOES_ANALISTA_SEMINOVO,
  ETAPAS_SEMINOVO,
  TELAS_FATURAMENTO_SEMINOVO,
  type AcaoAnalistaSeminovo,
  type EtapaSeminovo,
} from './seminovo-fluxo.rules.ts';
import {
  GRUPOS_SEMINOVO,
  MENSAGENS_SEMINOVO as M,
  normalizarPlaca,
  valorFipeEmCentavos,
} from './seminovo.rules.ts';
import { TIPO_VENDEDOR_DA_ROTA, type RotaVendedor } from './seminovo-vendedor.rules.ts';
import {
  FOTOS_VISTORIA_DIGITAL,
  MENSAGENS_VISTORIA_DIGITAL,
  type CodigoFotoVistoria,
} from './vistoria-digital.rules.ts';
import { TIPOS_VEICULO } from './veiculos.rules.ts';

/**
 * Used-vehicle billing bodies (issue 21, 02 §3, §5, §7 `core/faturamento/auto/*`): what the simulation, the
 * vehicle choice and the technical inspection send, each field normalised on the way in.
 */

const obrigatorio = (max: number) =>
  z
    .string({ error: MENSAGENS_CADASTRO.campoObrigatorio })
    .trim()
    .min(1, { error: MENSAGENS_CADASTRO.campoObrigatorio })
    .max(max, { error: `Use no máximo ${max} caracteres.` });

/** 02 §5: a plate in either format, typed any way → 'ABC1D23' / 'ABC1234'. */
export const placaSchema = z
  .string({ error: M.placaInvalida })
  .max(20, { error: M.placaInvalida })
  .transform((texto, ctx) => {
    const placa = normalizarPlaca(texto);
    if (!placa) {
      ctx.addIssue({ code: 'custom', message: M.placaInvalida });
      return z.NEVER;
    }
    return placa;
  });

/** 02 §5: the FIPE value, as the lookup's text ('R$ 45.678,90') or already in centavos. */
export const valorFipeSchema = z.union(
  [
    z.number().int().positive(),
    z
      .string()
      .max(30)
      .transform((texto, ctx) => {
        const centavos = valorFipeEmCentavos(texto);
        if (centavos === null) {
          ctx.addIssue({ code: 'custom', message: M.valorFipeInvalido });
          return z.NEVER;
        }
        return centavos;
      }),
  ],
  { error: M.valorFipeInvalido },
);

const ano = z
  .number({ error: MENSAGENS_CADASTRO.campoObrigatorio })
  .int({ error: M.anoModeloInvalido })
  .min(1950, { error: M.anoModeloInvalido })
  .max(2100, { error: M.anoModeloInvalido });

const tipo = z.enum(TIPOS_VEICULO, { error: 'Escolha o tipo do veículo.' });

/** 02 §7 POST simular (tipo, anoModelo, valor): the acceptance rules' input the customer gives. */
export const simularSeminovoBodySchema = z.object({ tipo, anoModelo: ano, valor: valorFipeSchema });
export type SimularSeminovoBody = z.input<typeof simularSeminovoBodySchema>;

/** A 17-character chassis (VIN): letters and digits, never I, O or Q. */
const chassi = z
  .string({ error: MENSAGENS_CADASTRO.campoObrigatorio })
  .transform((c) => c.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-HJ-NPR-Z0-9]{17}$/, { error: 'Chassi inválido: são 17 letras e números.' }));

/** RENAVAM: 9 to 11 digits (older ones are shorter), stored with its leading zeros (11). */
const renavam = z
  .string({ error: MENSAGENS_CADASTRO.campoObrigatorio })
  .transform((r) => r.replace(/\D/g, ''))
  .pipe(z.string().regex(/^\d{9,11}$/, { error: 'RENAVAM inválido.' }))
  .transform((r) => r.padStart(11, '0'));

/**
 * 02 §7 POST selecionar-veiculo (tipo, marca, anoFabricacao, anoModelo, placa, uf, cor, chassi, modelo, valor,
 * renavam): the vehicle chosen after the simulation.
 */
export const selecionarVeiculoBodySchema = z
  .object({
    tipo,
    marca: obrigatorio(60),
    modelo: obrigatorio(120),
    anoFabricacao: ano,
    anoModelo: ano,
    placa: placaSchema,
    uf: z.string({ error: 'UF inválida.' }).trim().toUpperCase().refine(ufValida, { error: 'UF inválida.' }),
    cor: obrigatorio(40).transform(corDoVeiculo),
    chassi,
    renavam,
    valor: valorFipeSchema,
  })
  // A used vehicle's model year is its manufacture year or the next one, as for any vehicle.
  .refine((v) => v.anoModelo === v.anoFabricacao || v.anoModelo === v.anoFabricacao + 1, {
    error: 'O ano do modelo deve ser o de fabricação ou o seguinte.',
    path: ['anoModelo'],
  });
export type SelecionarVeiculoBody = z.input<typeof selecionarVeiculoBodySchema>;

/**
 * 02 §7 PUT agendar-vistoria, technical: companion (nome, telefone, horarioVisita) and address (cep,
 * logradouro, numero, complemento, bairro, cidade, estado), all required but the complement (02 §5). The visit
 * is São Paulo time 'YYYY-MM-DDTHH:mm'; `validarHorarioVistoriaTecnica` checks the 48 h against the clock.
 */
export const agendarVistoriaTecnicaBodySchema = z.object({
  acompanhanteVistoria: z.object({
    nome: obrigatorio(120),
    telefone: telefoneSchema,
    horarioVisita: z
      .string({ error: M.horarioVistoriaInvalido })
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: M.horarioVistoriaInvalido }),
  }),
  endereco: z.object({
    cep: cepSchema,
    logradouro: obrigatorio(120),
    // 02 §5 "Address number defaults to 0 in the used-vehicle flow".
    numero: z
      .string()
      .trim()
      .max(10, { error: 'Use no máximo 10 caracteres.' })
      .nullish()
      .transform((n) => n || '0'),
    complemento: z
      .string()
      .trim()
      .max(60, { error: 'Use no máximo 60 caracteres.' })
      .nullish()
      .transform((c) => c || null),
    bairro: obrigatorio(60),
    cidade: obrigatorio(60),
    estado: z
      .string({ error: 'UF inválida.' })
      .trim()
      .toUpperCase()
      .refine(ufValida, { error: 'UF inválida.' }),
  }),
});
export type AgendarVistoriaTecnicaBody = z.input<typeof agendarVistoriaTecnicaBodySchema>;

/** A seller route's slug (vendedor/{pessoafisica|revendedora|locadora|pessoajuridica}/…). */
export const rotaVendedorSchema = z.enum(
  Object.keys(TIPO_VENDEDOR_DA_ROTA) as [RotaVendedor, ...RotaVendedor[]],
  { error: 'Tipo de vendedor inválido.' },
);

// ——— The API's answers and the case's data (issue 21, part 2) ———

/** GET core/faturamento/auto/consultar-veiculo/{placa}: the plate as typed, in either format. */
export const placaParamsSchema = z.object({ placa: placaSchema });

/** 02 §7 POST simular (idUnidade, tipo, anoModelo, valor): idUnidade must be the quota's business unit. */
export const simularBodySchema = simularSeminovoBodySchema.extend({
  idUnidade: z.union(
    [
      z.number().int().min(0).max(99_999),
      z
        .string()
        .trim()
        .regex(/^\d{1,5}$/)
        .transform(Number),
    ],
    { error: 'Unidade de negócio inválida.' },
  ),
});
export type SimularBody = z.input<typeof simularBodySchema>;

const aceiteSchema = z.object({
  /** 02 §9 group kind of the quota (ADR 0047). */
  grupo: z.enum(GRUPOS_SEMINOVO),
  aprovado: z.boolean(),
  motivo: z.enum(['LEILAO', 'CHASSI_RECUPERADO', 'ANO_MODELO', 'IDADE', 'VALOR']).nullable(),
  /** The refusal in the customer's words; null when approved. */
  mensagem: z.string().nullable(),
  /** The smallest FIPE value the band accepts (centavos); null when refused before the value counts. */
  valorMinimo: centavosSchema.nullable(),
  acimaDoSaldo: z.number().int().nullable(),
  /** 02 §9: the inspection fee deducted from the credit, shown before the customer goes on. */
  taxaVistoria: centavosSchema,
});

/** POST simular: the acceptance rules' answer (simulacao/aprovado or /reprovado). */
export const simulacaoSeminovoSchema = aceiteSchema;
export type SimulacaoSeminovo = z.infer<typeof simulacaoSeminovoSchema>;

/**
 * GET consultar-veiculo/{placa}: found (02 §5: only with brand and plate) with the vehicle and whether the
 * group accepts it, or not found (check the plate or fill the vehicle in). The chassis and RENAVAM are shown
 * masked: whoever types a plate does not read them; the customer types them from the vehicle's document.
 */
export const consultaVeiculoSchema = z.object({
  encontrado: z.boolean(),
  placa: z.string(),
  /** 'ABC-1234' or 'ABC1D23', as shown. */
  placaFormatada: z.string(),
  mensagem: z.string().nullable(),
  veiculo: z
    .object({
      tipo: z.enum(TIPOS_VEICULO),
      marca: z.string(),
      codigoFabricante: z.string().nullable(),
      modelo: z.string(),
      anoFabricacao: z.number().int(),
      anoModelo: z.number().int(),
      /** 02 §5 'manufacture/model'. */
      ano: z.string(),
      uf: z.string(),
      cor: z.string(),
      /** FIPE value as the lookup gives it ('R$ 78.450,00') and parsed (02 §5, digits and comma). */
      valorFipe: z.string(),
      valor: centavosSchema,
      chassiMascarado: z.string(),
      renavamMascarado: z.string(),
    })
    .nullable(),
  aceite: aceiteSchema.nullable(),
});
export type ConsultaVeiculo = z.infer<typeof consultaVeiculoSchema>;

const cpfCnpjVendedor = z
  .string({ error: MENSAGENS_CADASTRO.campoObrigatorio })
  .transform((d) => d.replace(/\D/g, ''))
  .pipe(z.string().min(1, { error: MENSAGENS_CADASTRO.campoObrigatorio }));

/**
 * POST dados-vendedor: the seller's type (02 §3 enum), personal data (name and CPF, or company name, trade name
 * and CNPJ) and bank data; the account must be the seller's (the API checks it with the seller's document).
 */
export const dadosVendedorBodySchema = z.object({
  tipoVendedor: z.enum(TIPOS_VENDEDOR, { error: 'Escolha o tipo de vendedor.' }),
  nome: obrigatorio(120),
  cpfCnpj: cpfCnpjVendedor,
  nomeFantasia: z
    .string()
    .trim()
    .max(120, { error: 'Use no máximo 120 caracteres.' })
    .nullish()
    .transform((n) => n || null),
  dadosBancarios: dadosBancariosNovoSchema,
});
export type DadosVendedorBody = z.input<typeof dadosVendedorBodySchema>;

/**
 * PUT agendar-vistoria: the inspection type with its terms accepted (02 §5); a technical one carries the
 * companion and the address (02 §7), a digital one nothing else (the link goes by SMS to the holder's phone).
 */
export const agendarVistoriaBodySchema = z.discriminatedUnion(
  'tipoVistoria',
  [
    z.object({
      tipoVistoria: z.literal('VISTORIA_DIGITAL'),
      aceiteTermos: z.literal(true, { error: 'Aceite os termos da vistoria para continuar.' }),
    }),
    agendarVistoriaTecnicaBodySchema.extend({
      tipoVistoria: z.literal('VISTORIA_TECNICA'),
      aceiteTermos: z.literal(true, { error: 'Aceite os termos da vistoria para continuar.' }),
    }),
  ],
  { error: 'Escolha vistoria digital ou técnica.' },
);
export type AgendarVistoriaBody = z.input<typeof agendarVistoriaBodySchema>;

const veiculoSeminovoGravadoSchema = z.object({
  tipo: z.string(),
  marca: z.string(),
  codigoFabricante: z.string().nullable(),
  modelo: z.string(),
  anoFabricacao: z.number().int(),
  anoModelo: z.number().int(),
  ano: z.string(),
  placa: z.string(),
  uf: z.string(),
  cor: z.string(),
  chassi: z.string(),
  renavam: z.string(),
  /** FIPE value, centavos. */
  valor: centavosSchema,
  /** Found by the plate look-up (else typed by the customer: manual registration). */
  encontrado: z.boolean(),
  aprovado: z.boolean(),
});

const dadosBancariosGravadosSchema = z.object({
  favorecido: z.string(),
  cpfCnpj: z.string(),
  idBanco: z.number().int(),
  banco: z.string(),
  agencia: z.string(),
  digitoAgencia: z.string().nullable(),
  conta: z.string(),
  digitoConta: z.string(),
  tipoConta: z.string(),
  operacao: z.string().nullable(),
});

/**
 * What a used-vehicle case holds in DadosApp__c (tipoFaturamento FATURAMENTO_SEMINOVO_AUTO). Loose: the billing
 * start's keys stay as they are.
 */
export const dadosFaturamentoSeminovoSchema = z.looseObject({
  tipoFaturamento: z.literal('FATURAMENTO_SEMINOVO_AUTO'),
  veiculo: veiculoSeminovoGravadoSchema.optional(),
  /** Which vehicle of the case this is (1, 2…): each one's inspection fee is charged once (ADR 0047). */
  rodadaVistoria: z.number().int().optional(),
  tipoVistoria: z.enum(['VISTORIA_DIGITAL', 'VISTORIA_TECNICA']).optional(),
  vistoria: z
    .object({
      tipo: z.enum(['VISTORIA_DIGITAL', 'VISTORIA_TECNICA']),
      solicitadaEm: z.string(),
      /** Digital: the SMS link's validity (30 days, 02 §9). */
      linkExpiraEm: z.string().nullable(),
      /** Technical: the visit (São Paulo time), the companion and the address. */
      horarioVisita: z.string().nullable(),
      acompanhante: z.object({ nome: z.string(), telefone: z.string() }).nullable(),
      endereco: z
        .object({
          cep: z.string(),
          logradouro: z.string(),
          numero: z.string(),
          complemento: z.string().nullable(),
          bairro: z.string(),
          cidade: z.string(),
          estado: z.string(),
        })
        .nullable(),
      /** Digital: the photos the holder sent (ADR 0058), by position, and when; replaced when asked again. */
      fotos: z.array(z.object({ codigo: z.string(), documento: z.string() })).optional(),
      fotosEnviadasEm: z.string().nullable().optional(),
    })
    .optional(),
  /** The inspection report the analyst recorded: its number and, since ADR 0058, its PDF (a case document). */
  laudo: z
    .object({ numero: z.string(), registradoEm: z.string(), documento: z.string().nullable().optional() })
    .optional(),
  tipoVendedor: z.enum(TIPOS_VENDEDOR).optional(),
  vendedor: z
    .object({
      nome: z.string(),
      cpfCnpj: z.string(),
      nomeFantasia: z.string().nullable(),
      dadosBancarios: dadosBancariosGravadosSchema,
    })
    .optional(),
  veiculosAnteriores: z
    .array(z.object({ descricao: z.string(), placa: z.string(), trocadoEm: z.string() }))
    .optional(),
});
export type DadosFaturamentoSeminovo = z.infer<typeof dadosFaturamentoSeminovoSchema>;

/** One inspection fee charged (02 §9), as the screens list it. */
export const taxaCobradaSchema = z.object({
  tipo: z.enum(['VISTORIA', 'REVISTORIA']),
  valor: centavosSchema,
  rodada: z.number().int(),
  cobradaEm: z.string(),
});

/**
 * GET /cotas/{id}/faturamento/seminovo: the case, its screen and five-step timeline (02 §4.6), the group kind,
 * the balance and credit, the fees (the next ones and those charged) and the data recorded.
 */
export const situacaoFaturamentoSeminovoSchema = z.object({
  CaseNumber: z.string(),
  Fase__c: z.string(),
  tela: z.enum(TELAS_FATURAMENTO_SEMINOVO),
  linhaDoTempo: z.array(
    z.object({
      etapa: z.enum(Object.keys(ETAPAS_SEMINOVO) as [EtapaSeminovo, ...EtapaSeminovo[]]),
      rotulo: z.string(),
      situacao: z.enum(['aberta', 'concluida', 'fechada']),
    }),
  ),
  grupo: z.enum(GRUPOS_SEMINOVO),
  saldoDevedor: centavosSchema,
  creditoDisponivel: centavosSchema,
  /** 02 §9: R$ 150,00 per inspection, R$ 75,00 per re-inspection. */
  taxas: z.object({ vistoria: centavosSchema, revistoria: centavosSchema }),
  taxasCobradas: z.array(taxaCobradaSchema),
  /** The credit left once the fees charged are deducted (02 §9). */
  creditoAposTaxas: centavosSchema,
  respostaAnalista: z.string().nullable(),
  dados: dadosFaturamentoSeminovoSchema,
});
export type SituacaoFaturamentoSeminovo = z.infer<typeof situacaoFaturamentoSeminovoSchema>;

/** The customer's signature of the billing authorization, as stored (ADR 0057): when, from where, of what. */
export const assinaturaAutorizacaoSchema = z.object({
  assinadaEm: z.string(),
  ip: z.string(),
  /** SHA-256 (hex) of the PDF signed: the file downloaded hashes to it. */
  sha256: z.string(),
});
export type AssinaturaAutorizacao = z.infer<typeof assinaturaAutorizacaoSchema>;

/**
 * GET/POST /cotas/{id}/faturamento/seminovo/autorizacao: the billing authorization PDF (base64), the signed
 * one once signed, with its signature; `podeAssinar` while the phase asks for it and nobody signed yet.
 */
export const autorizacaoFaturamentoSchema = z.object({
  nomeArquivo: z.string(),
  tipo: z.literal('application/pdf'),
  base64: z.string(),
  assinatura: assinaturaAutorizacaoSchema.nullable(),
  podeAssinar: z.boolean(),
});
export type AutorizacaoFaturamento = z.infer<typeof autorizacaoFaturamentoSchema>;

/** POST …/autorizacao: the single-use authorisation of the SMS code just validated (03 §4). */
export const assinarAutorizacaoBodySchema = z.object({
  auth_token: z.string({ error: 'Confirme o código enviado por SMS.' }).min(1).max(200),
});

/** POST /operador/v1/casos/{caseNumber}/faturamento-seminovo: one of ACOES_ANALISTA_SEMINOVO. */
export const acaoAnalistaSeminovoBodySchema = z.object({
  acao: z.enum(Object.keys(ACOES_ANALISTA_SEMINOVO) as [AcaoAnalistaSeminovo, ...AcaoAnalistaSeminovo[]], {
    error: 'Ação inválida.',
  }),
  /** The inspection report's number, or the visit booked ('YYYY-MM-DDTHH:mm'). */
  numero: z.string().trim().max(60).optional(),
  /** What the customer must know or fix (refused vehicle, documents, divergence): shown on their screen. */
  motivo: z.string().trim().max(1000).optional(),
  /** registrar-laudo: the report's PDF, uploaded to the case first (POST …/laudo-vistoria). */
  documento: z.uuid({ error: 'Envie o laudo da vistoria em PDF.' }).optional(),
});
export type AcaoAnalistaSeminovoBody = z.infer<typeof acaoAnalistaSeminovoBodySchema>;

/** The used-vehicle case as the analyst's panel shows it: phase, screen, fees, data and the actions allowed now. */
export const painelAnalistaSeminovoSchema = z.object({
  CaseNumber: z.string(),
  Fase__c: z.string(),
  tela: z.enum(TELAS_FATURAMENTO_SEMINOVO),
  acoes: z.array(
    z.object({
      acao: z.string(),
      rotulo: z.string(),
      pede: z.enum(['numero', 'motivo', 'laudo']).nullable(),
    }),
  ),
  taxasCobradas: z.array(taxaCobradaSchema),
  dados: dadosFaturamentoSeminovoSchema,
  /** The customer's signature of the billing authorization, once given (ADR 0057). */
  autorizacao: assinaturaAutorizacaoSchema.nullable(),
});
export type PainelAnalistaSeminovo = z.infer<typeof painelAnalistaSeminovoSchema>;

/**
 * POST /cotas/{id}/faturamento/seminovo/vistoria-digital/fotos (ADR 0058): one uploaded photo (a document of the
 * `vistoria-digital` flow) for each position the inspection asks for.
 */
export const enviarFotosVistoriaBodySchema = z.object({
  fotos: z.object(
    Object.fromEntries(
      FOTOS_VISTORIA_DIGITAL.map((f) => [
        f.codigo,
        z.uuid({ error: MENSAGENS_VISTORIA_DIGITAL.faltaFoto(f.rotulo) }),
      ]),
    ) as Record<CodigoFotoVistoria, z.ZodUUID>,
    { error: MENSAGENS_VISTORIA_DIGITAL.faltaFoto(FOTOS_VISTORIA_DIGITAL[0].rotulo) },
  ),
});
export type EnviarFotosVistoriaBody = z.infer<typeof enviarFotosVistoriaBodySchema>;
