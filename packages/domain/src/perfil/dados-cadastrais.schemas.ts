import { z } from '../comum/z.ts';
import { idSchema, MAIOR_ID } from '../comum/comum.schemas.ts';
import { dataIsoParaBr } from '../comum/datas.ts';
import { cpfValido } from '../documentos/documento.rules.ts';
import { cotaIdParamsSchema } from '../cotas/cotas.schemas.ts';
import {
  cepValido,
  estadoCivilValido,
  exigeConjuge,
  normalizarTelefone,
  telefoneCadastralValido,
  type AlteracaoCadastral,
} from './dados-cadastrais.rules.ts';
import { normalizarCep } from './enderecos.rules.ts';

/** 03 §8 and §5: the registration forms' messages. */
export const MENSAGENS_CADASTRO = {
  campoObrigatorio: 'Campo obrigatório',
  telefoneInvalido: 'Telefone inválido',
  emailInvalido: 'E-mail inválido',
  cepInvalido: 'CEP inválido',
  cidadeInvalida: 'Cidade inválida',
  dataInvalida: 'Data inválida',
  cpfInvalido: 'CPF inválido',
  valorInvalido: 'Valor inválido',
  opcaoInvalida: 'Opção inválida',
  estadoCivilInvalido: 'Estado civil inválido',
  informeRendaOuPatrimonio: 'Informe a renda ou o patrimônio total.',
  /** Who may not be principal no more: another entry must be made principal instead. */
  principalObrigatorio: 'Escolha outro item como principal antes de desmarcar este.',
  enderecoNaoEncontrado: 'Endereço não encontrado.',
  emailNaoEncontrado: 'E-mail não encontrado.',
  telefoneNaoEncontrado: 'Telefone não encontrado.',
  emailRepetido: 'Este e-mail já está cadastrado.',
  telefoneRepetido: 'Este telefone já está cadastrado.',
  idNaoConfere: 'O item enviado não confere com o endereço da chamada.',
  somentePessoaFisica: 'Estes dados são de pessoa física; esta cota é de uma empresa.',
  somentePessoaJuridica: 'Estes dados são de empresa; esta cota é de pessoa física.',
  analiseEmAndamento:
    'Já há uma atualização cadastral em análise para você. Aguarde a conclusão para enviar outra alteração.',
} as const;

/** 03 §8 "Registration update: SMS transaction not authorized": a sensitive save without a valid auth_token. */
export const ERROS_TOKEN_CADASTRAL = {
  TRANSACAO_NAO_AUTORIZADA:
    'Transação não autorizada por SMS. Confirme o código enviado por SMS e tente novamente.',
  VALIDATION_CODE_EXPIRED: 'Esse código expirou, tente novamente',
  VALIDATION_CODE_ALREADY_VERIFIED: 'Esse código já foi validado, tente novamente',
} as const;
export type ErroTokenCadastral = keyof typeof ERROS_TOKEN_CADASTRAL;
export const erroTokenCadastralSchema = z.object({
  mensagem: z.string(),
  codigo: z.enum(Object.keys(ERROS_TOKEN_CADASTRAL) as [ErroTokenCadastral, ...ErroTokenCadastral[]]),
});

/** Up to R$ 9.999.999.999,99: the money mask's 12 digits, a safe integer of centavos. */
export const VALOR_CADASTRAL_MAXIMO = 999_999_999_999;

const M = MENSAGENS_CADASTRO;
/** Missing (or null where a value is required) → 'Campo obrigatório'; anything else → `invalido`. */
const obrigatorio =
  (invalido: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? M.campoObrigatorio : invalido;

const texto = (max: number) =>
  z
    .string({ error: obrigatorio(M.campoObrigatorio) })
    .trim()
    .min(1, { error: M.campoObrigatorio, abort: true })
    .max(max, { error: `Use no máximo ${max} caracteres.` });

/** Optional text: absent, null or blank are all "not informed" (null). */
const textoOpcional = (max: number) =>
  z
    .string({ error: M.campoObrigatorio })
    .trim()
    .max(max, { error: `Use no máximo ${max} caracteres.` })
    .nullish()
    .transform((s) => s || null);

/** An id of a reference list (03 §3: address types, professions…): a whole number from 1. */
const idDeLista = (invalido: string = M.opcaoInvalida) =>
  z
    .number({ error: obrigatorio(invalido) })
    .int({ error: invalido })
    .min(1, { error: invalido })
    .max(MAIOR_ID, { error: invalido });

/** A city: its IBGE municipality code (7 digits); the API checks it names a municipality. */
const idCidadeSchema = z
  .number({ error: obrigatorio(M.cidadeInvalida) })
  .int({ error: M.cidadeInvalida })
  .min(1_100_015, { error: M.cidadeInvalida })
  .max(5_300_108, { error: M.cidadeInvalida });

const dataSchema = z
  .string({ error: obrigatorio(M.dataInvalida) })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.dataInvalida, abort: true })
  .refine((d) => dataIsoParaBr(d) !== null && d >= '1900-01-01', { error: M.dataInvalida });

const booleano = z.boolean({ error: obrigatorio(M.opcaoInvalida) });
const principalSchema = z.boolean({ error: M.opcaoInvalida }).default(false);

/** Money in centavos, 0 up to the mask's ceiling; null says "not informed" (03 §5 "Monthly income optional"). */
const valorSchema = z
  .number({ error: M.valorInvalido })
  .int({ error: M.valorInvalido })
  .min(0, { error: M.valorInvalido })
  .max(VALOR_CADASTRAL_MAXIMO, { error: M.valorInvalido })
  .nullable();

/** The SMS authorisation (03 §7 "Save with auth token plus payload"): PATCH /cotas/{id}/verificacao's answer. */
const authTokenSchema = z
  .string({ error: ERROS_TOKEN_CADASTRAL.TRANSACAO_NAO_AUTORIZADA })
  .max(200, { error: ERROS_TOKEN_CADASTRAL.TRANSACAO_NAO_AUTORIZADA })
  .optional();

// ——— Field shapes ———

export const cepSchema = z
  .string({ error: obrigatorio(M.cepInvalido) })
  .trim()
  .min(1, { error: M.campoObrigatorio, abort: true })
  .overwrite((cep) => normalizarCep(cep) ?? cep)
  .refine(cepValido, { error: M.cepInvalido });

export const telefoneSchema = z
  .string({ error: obrigatorio(M.telefoneInvalido) })
  .trim()
  .min(1, { error: M.campoObrigatorio, abort: true })
  .max(30, { error: M.telefoneInvalido, abort: true })
  .overwrite(normalizarTelefone)
  .refine(telefoneCadastralValido, { error: M.telefoneInvalido });

export const emailSchema = z
  .string({ error: obrigatorio(M.emailInvalido) })
  .trim()
  .min(1, { error: M.campoObrigatorio, abort: true })
  .max(254, { error: M.emailInvalido, abort: true })
  .toLowerCase()
  .pipe(z.email({ error: M.emailInvalido }));

// ——— 03 §3 payload shapes ———

/**
 * address {idEndereco, endereco, numeroEndereco, bairro, complemento, idCidade, cep, idTipoEndereco,
 * caixaPostal, principal, principalTodas, referencia}. The number is text ('120', '120A', 'S/N': 03 §5 "a
 * 'no number' option exists").
 */
export const enderecoBodySchema = z.object({
  idEndereco: idDeLista(M.enderecoNaoEncontrado).optional(),
  endereco: texto(120),
  numeroEndereco: texto(10),
  bairro: texto(60),
  complemento: textoOpcional(60),
  idCidade: idCidadeSchema,
  cep: cepSchema,
  idTipoEndereco: idDeLista(),
  caixaPostal: textoOpcional(10),
  principal: principalSchema,
  principalTodas: principalSchema,
  referencia: textoOpcional(120),
  auth_token: authTokenSchema,
});
export type EnderecoBody = z.output<typeof enderecoBodySchema>;

/** email {idEmail, principal, principalTodas, email}. */
export const emailBodySchema = z.object({
  idEmail: idDeLista(M.emailNaoEncontrado).optional(),
  email: emailSchema,
  principal: principalSchema,
  principalTodas: principalSchema,
  auth_token: authTokenSchema,
});
export type EmailBody = z.output<typeof emailBodySchema>;

/**
 * phone {telefone, idTelefone, idCidade, idTipoTelefone, principalTodas, principal}. The type follows the
 * number (03 §5): a mobile is 3 whatever was sent; a landline keeps residential (1, default) or commercial (2).
 */
export const telefoneBodySchema = z.object({
  idTelefone: idDeLista(M.telefoneNaoEncontrado).optional(),
  telefone: telefoneSchema,
  idCidade: idCidadeSchema.nullish().transform((v) => v ?? null),
  idTipoTelefone: z
    .union([z.literal(1), z.literal(2), z.literal(3)], { error: M.opcaoInvalida })
    .nullish()
    .transform((v) => v ?? null),
  principal: principalSchema,
  principalTodas: principalSchema,
  auth_token: authTokenSchema,
});
export type TelefoneBody = z.output<typeof telefoneBodySchema>;

/** PUT /cotas/{id}/dados-cadastrais: {valorRenda} or {valorPatrimonioTotal} (either or both), in centavos. */
export const rendaPatrimonioBodySchema = z
  .object({ valorRenda: valorSchema.optional(), valorPatrimonioTotal: valorSchema.optional() })
  .refine((b) => b.valorRenda !== undefined || b.valorPatrimonioTotal !== undefined, {
    error: M.informeRendaOuPatrimonio,
  });
export type RendaPatrimonioBody = z.output<typeof rendaPatrimonioBodySchema>;

export const GENEROS = {
  FEMININO: 'Feminino',
  MASCULINO: 'Masculino',
  NAO_INFORMADO: 'Prefiro não informar',
} as const;
const generoSchema = z.enum(Object.keys(GENEROS) as [keyof typeof GENEROS, ...(keyof typeof GENEROS)[]], {
  error: obrigatorio(M.opcaoInvalida),
});

/**
 * PUT /cotas/{id}/dados-cadastrais/fisica: the person's data (03 §3 "Personal data fields"), the whole form.
 * Gross income is `valorRenda` (its own PUT). The spouse is required when married (the refinement below, and a
 * CHECK in the database).
 */
const pessoaFisicaCampos = z.object({
  nomeCompleto: texto(150),
  dataNascimento: dataSchema,
  nacionalidade: texto(60),
  genero: generoSchema,
  idTipoDocumento: idDeLista(),
  numeroDocumento: texto(20),
  nomeMae: texto(150),
  nomePai: textoOpcional(150),
  idEstadoCivil: idDeLista(M.estadoCivilInvalido).refine(estadoCivilValido, {
    error: M.estadoCivilInvalido,
  }),
  nomeConjuge: textoOpcional(150),
  idRegimeCasamento: idDeLista()
    .nullish()
    .transform((v) => v ?? null),
  pessoaPoliticamenteExposta: booleano,
  pessoaComDeficiencia: booleano,
  idTipoAcessibilidade: idDeLista()
    .nullish()
    .transform((v) => v ?? null),
  idProfissao: idDeLista()
    .nullish()
    .transform((v) => v ?? null),
  nomeEmpresa: textoOpcional(150),
  dataAdmissao: dataSchema.nullish().transform((v) => v ?? null),
});
export const pessoaFisicaBodySchema = pessoaFisicaCampos
  .extend({ auth_token: authTokenSchema })
  .refine((p) => !exigeConjuge(p.idEstadoCivil) || p.nomeConjuge !== null, {
    error: M.campoObrigatorio,
    path: ['nomeConjuge'],
  });
export type PessoaFisicaBody = z.output<typeof pessoaFisicaBodySchema>;
export type PessoaFisica = z.output<typeof pessoaFisicaCampos>;

const cpfSchema = z
  .string({ error: obrigatorio(M.cpfInvalido) })
  .trim()
  .min(1, { error: M.campoObrigatorio, abort: true })
  .overwrite((s) => s.replace(/[.\-\s]/g, ''))
  .refine(cpfValido, { error: M.cpfInvalido });

/** PUT /cotas/{id}/dados-cadastrais/juridica: the company's data and its legal representative. */
const pessoaJuridicaCampos = z.object({
  razaoSocial: texto(150),
  nomeFantasia: textoOpcional(150),
  dataFundacao: dataSchema,
  inscricaoEstadual: textoOpcional(20),
  inscricaoMunicipal: textoOpcional(20),
  atividadePrincipal: textoOpcional(150),
  nomeRepresentante: texto(150),
  cpfRepresentante: cpfSchema,
});
export const pessoaJuridicaBodySchema = pessoaJuridicaCampos.extend({ auth_token: authTokenSchema });
export type PessoaJuridicaBody = z.output<typeof pessoaJuridicaBodySchema>;
export type PessoaJuridica = z.output<typeof pessoaJuridicaCampos>;

// ——— Answers ———

export const enderecoCadastralSchema = z.object({
  idEndereco: z.number().int(),
  endereco: z.string(),
  numeroEndereco: z.string(),
  bairro: z.string(),
  complemento: z.string().nullable(),
  idCidade: z.number().int(),
  cep: z.string(),
  idTipoEndereco: z.number().int(),
  caixaPostal: z.string().nullable(),
  principal: z.boolean(),
  principalTodas: z.boolean(),
  referencia: z.string().nullable(),
});
export type EnderecoCadastral = z.infer<typeof enderecoCadastralSchema>;

export const emailCadastralSchema = z.object({
  idEmail: z.number().int(),
  principal: z.boolean(),
  principalTodas: z.boolean(),
  email: z.string(),
});
export type EmailCadastral = z.infer<typeof emailCadastralSchema>;

export const telefoneCadastralSchema = z.object({
  telefone: z.string(),
  idTelefone: z.number().int(),
  idCidade: z.number().int().nullable(),
  idTipoTelefone: z.number().int(),
  principalTodas: z.boolean(),
  principal: z.boolean(),
});
export type TelefoneCadastral = z.infer<typeof telefoneCadastralSchema>;

const pessoaFisicaSchema = z.object({
  nomeCompleto: z.string().nullable(),
  dataNascimento: z.string().nullable(),
  nacionalidade: z.string().nullable(),
  genero: z.string().nullable(),
  idTipoDocumento: z.number().int().nullable(),
  numeroDocumento: z.string().nullable(),
  nomeMae: z.string().nullable(),
  nomePai: z.string().nullable(),
  idEstadoCivil: z.number().int().nullable(),
  nomeConjuge: z.string().nullable(),
  idRegimeCasamento: z.number().int().nullable(),
  pessoaPoliticamenteExposta: z.boolean(),
  pessoaComDeficiencia: z.boolean(),
  idTipoAcessibilidade: z.number().int().nullable(),
  idProfissao: z.number().int().nullable(),
  nomeEmpresa: z.string().nullable(),
  dataAdmissao: z.string().nullable(),
});

const pessoaJuridicaSchema = z.object({
  razaoSocial: z.string().nullable(),
  nomeFantasia: z.string().nullable(),
  dataFundacao: z.string().nullable(),
  inscricaoEstadual: z.string().nullable(),
  inscricaoMunicipal: z.string().nullable(),
  atividadePrincipal: z.string().nullable(),
  nomeRepresentante: z.string().nullable(),
  cpfRepresentante: z.string().nullable(),
});

export const rendaPatrimonioSchema = z.object({
  valorRenda: z.number().int().nullable(),
  valorPatrimonioTotal: z.number().int().nullable(),
});
export type RendaPatrimonio = z.infer<typeof rendaPatrimonioSchema>;

export const alteracaoCadastralSchema: z.ZodType<AlteracaoCadastral> = z.object({
  campo: z.string(),
  rotulo: z.string(),
  de: z.unknown(),
  para: z.unknown(),
});

/** The change waiting for an analyst (old → new, field by field) and its case; null when none waits. */
export const analiseCadastralSchema = z
  .object({
    CaseNumber: z.string(),
    Status: z.string(),
    Fase__c: z.string().nullable(),
    alteracoes: z.array(alteracaoCadastralSchema),
  })
  .nullable();

/** GET /cotas/{id}/dados-cadastrais: everything, principal entries first. */
export const cadastroSchema = z.object({
  tipoPessoa: z.enum(['F', 'J']),
  fisica: pessoaFisicaSchema.nullable(),
  juridica: pessoaJuridicaSchema.nullable(),
  enderecos: z.array(enderecoCadastralSchema),
  emails: z.array(emailCadastralSchema),
  telefones: z.array(telefoneCadastralSchema),
  valorRenda: z.number().int().nullable(),
  valorPatrimonioTotal: z.number().int().nullable(),
  analise: analiseCadastralSchema,
});
export type Cadastro = z.infer<typeof cadastroSchema>;

/** GET …/parametrosDadosCadastrais: what the registration screens need to know before they ask. */
export const parametrosCadastroSchema = z.object({
  tipoPessoa: z.enum(['F', 'J']),
  /** The SMS code: its size, lifetime, resend wait and attempts (03 §4, §9). */
  tamanhoCodigo: z.number().int(),
  validadeTokenSegundos: z.number().int(),
  esperaReenvioSegundos: z.number().int(),
  tentativasCodigo: z.number().int(),
  /** Whether a number can receive the code now (a mobile is registered). */
  celularParaToken: z.string().nullable(),
  /** Changes that need the SMS token, and the fields that wait for an analyst. */
  exigemToken: z.array(z.enum(['enderecos', 'emails', 'telefones', 'fisica', 'juridica'])),
  camposEmAnalise: z.array(z.string()),
  tiposTelefone: z.array(z.object({ id: z.number().int(), descricao: z.string() })),
  estadosCivis: z.array(z.object({ id: z.number().int(), descricao: z.string() })),
  generos: z.array(z.object({ id: z.string(), descricao: z.string() })),
  valorMaximo: z.number().int(),
});

/**
 * A company's address change (03 §2: a company's change needs the partner's documents): it is not written, it
 * waits in the registration-update case as one change (old → new) until an analyst approves it. The answer of
 * POST and PUT …/enderecos for a company; a person's address change applies at once and answers the address.
 */
export const enderecoEmAnaliseSchema = z.object({
  emAnalise: z.literal(true),
  CaseNumber: z.string(),
  Fase__c: z.string().nullable(),
  alteracao: alteracaoCadastralSchema,
});
export type EnderecoEmAnalise = z.infer<typeof enderecoEmAnaliseSchema>;
export const enderecoSalvoSchema = z.union([enderecoCadastralSchema, enderecoEmAnaliseSchema]);
export type EnderecoSalvo = z.infer<typeof enderecoSalvoSchema>;

// ——— Paths ———

export const enderecoParamsSchema = cotaIdParamsSchema.extend({
  idEndereco: idSchema(M.enderecoNaoEncontrado),
});
export const emailParamsSchema = cotaIdParamsSchema.extend({ idEmail: idSchema(M.emailNaoEncontrado) });
export const telefoneParamsSchema = cotaIdParamsSchema.extend({
  idTelefone: idSchema(M.telefoneNaoEncontrado),
});
