import { ROTA_ATUALIZACAO_OBRIGATORIA, ROTA_CONFIRMAR_DADOS, ROTA_HOME } from '../acesso/acesso.rules.ts';

/**
 * The profile's routes and those the mandatory update leaves open, without zod: the app shell's route table and
 * guard import them by this module's path (ADR 0040); the rest of the registration update is in
 * atualizacao-cadastral.rules.ts.
 */

// ——— Profile routes (03 §2 "Profile and registration update") ———

export const ROTA_PERFIL = '/perfil';
export const ROTAS_PERFIL = {
  perfil: ROTA_PERFIL,
  endereco: `${ROTA_PERFIL}/endereco`,
  patrimonioRenda: `${ROTA_PERFIL}/patrimonio-renda`,
  senha: `${ROTA_PERFIL}/senha`,
  emailTelefone: `${ROTA_PERFIL}/email-telefone`,
  indisponivel: `${ROTA_PERFIL}/indisponivel`,
  filial: `${ROTA_PERFIL}/filial`,
  documentoAprovado: `${ROTA_PERFIL}/documento-aprovado`,
  analisandoInformacoes: `${ROTA_PERFIL}/analisando-informacoes`,
  validarIdentificacao: `${ROTA_PERFIL}/validar-identificacao`,
  documentoSocio: `${ROTA_PERFIL}/documento-socio`,
  problemaDocumentos: `${ROTA_PERFIL}/problema-documentos`,
  token: `${ROTA_PERFIL}/token`,
  tokenEnviar: `${ROTA_PERFIL}/token/enviar`,
  tokenInserir: `${ROTA_PERFIL}/token/inserir`,
  tokenValidar: `${ROTA_PERFIL}/token/validar`,
  confirmarSenha: `${ROTA_PERFIL}/confirmarsenha`,
} as const;
export type RotaPerfil = (typeof ROTAS_PERFIL)[keyof typeof ROTAS_PERFIL];

// ——— Mandatory update: the routes that stay open (03 §2 "Mandatory update guard", 01 §2 rule 4) ———

/**
 * The registration-update flow screens: profile, address, assets and income, password, e-mail/phone,
 * unavailable, branch, document approved, analysing, validate identification, partner document, document
 * problem, token and its send/insert/validate steps. (Confirm-password and the profile's documents are not in
 * the spec's list.)
 */
export const ROTAS_DO_FLUXO_CADASTRAL: readonly RotaPerfil[] = [
  ROTAS_PERFIL.perfil,
  ROTAS_PERFIL.endereco,
  ROTAS_PERFIL.patrimonioRenda,
  ROTAS_PERFIL.senha,
  ROTAS_PERFIL.emailTelefone,
  ROTAS_PERFIL.indisponivel,
  ROTAS_PERFIL.filial,
  ROTAS_PERFIL.documentoAprovado,
  ROTAS_PERFIL.analisandoInformacoes,
  ROTAS_PERFIL.validarIdentificacao,
  ROTAS_PERFIL.documentoSocio,
  ROTAS_PERFIL.problemaDocumentos,
  ROTAS_PERFIL.token,
  ROTAS_PERFIL.tokenEnviar,
  ROTAS_PERFIL.tokenInserir,
  ROTAS_PERFIL.tokenValidar,
];

const semBarraFinal = (caminho: string) => {
  const c = caminho.split(/[?#]/)[0] ?? '';
  return c.length > 1 ? c.replace(/\/+$/, '') : c;
};

/**
 * A route of the registration-update flow: the value of the route table's `telaDeAtualizacao` flag, which the
 * route guard (`decidirRota`, rule 4) lets through during the mandatory update.
 */
export function telaDoFluxoCadastral(caminho: string): boolean {
  return (ROTAS_DO_FLUXO_CADASTRAL as readonly string[]).includes(semBarraFinal(caminho));
}

/** Everything the mandatory update leaves open: the flow, the update and confirm-data screens, and home. */
export function rotaLiberadaNaAtualizacaoObrigatoria(caminho: string): boolean {
  const c = semBarraFinal(caminho);
  return (
    telaDoFluxoCadastral(c) || [ROTA_ATUALIZACAO_OBRIGATORIA, ROTA_CONFIRMAR_DADOS, ROTA_HOME].includes(c)
  );
}
