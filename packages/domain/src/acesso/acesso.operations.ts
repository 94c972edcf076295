import { erroSchema } from '../comum/comum.schemas.ts';
import { operacao } from '../comum/operacao.ts';
import { cotaIdParamsSchema, cotaSchema } from '../cotas/cotas.schemas.ts';
import {
  loginBodySchema,
  refreshBodySchema,
  selecionarCotaBodySchema,
  tokenRespostaSchema,
} from './acesso.schemas.ts';
import {
  biometriaCadastradaSchema,
  biometriasSchema,
  loginBiometriaBodySchema,
  opcoesBiometriaSchema,
  opcoesLoginBiometriaBodySchema,
  registrarBiometriaBodySchema,
} from './biometria.schemas.ts';
import { alterarSenhaBodySchema, mensagemSchema, recuperarSenhaBodySchema } from './senha.schemas.ts';
import {
  emitirTransparenteBodySchema,
  emitirTransparenteRespostaSchema,
  loginTransparenteBodySchema,
} from './transparente.schemas.ts';
import {
  codigoValidadoSchema,
  erroCodigoSchema,
  validarCodigoBodySchema,
  verificacaoEnviadaSchema,
} from './verificacao.schemas.ts';
import { versoesSchema } from './versoes.schemas.ts';

const tag = 'acesso';

/**
 * Spec 01 §2–§5, §7, §8 "Access": logins (password, transparent link, passkey), the session's quota, logout,
 * passwords, SMS verification codes and the published web versions.
 */
export const acessoOperacoes = {
  login: operacao({
    metodo: 'POST',
    efeito: 'sessao',
    caminho: '/login',
    escopo: 'publico',
    basic: true,
    tag,
    resumo: 'Entrar com CPF/CNPJ, ou grupo e cota, e senha',
    body: loginBodySchema,
    resposta: tokenRespostaSchema,
  }),
  refresh: operacao({
    metodo: 'POST',
    efeito: 'sessao',
    caminho: '/login/refresh',
    escopo: 'publico',
    basic: true,
    tag,
    resumo: 'Renovar a sessão',
    body: refreshBodySchema,
    resposta: tokenRespostaSchema,
  }),
  selecionarCota: operacao({
    metodo: 'POST',
    efeito: 'sessao',
    caminho: '/login/selecionar-cota',
    escopo: 'cliente',
    tag,
    resumo: 'Selecionar a cota da sessão',
    body: selecionarCotaBodySchema,
    resposta: tokenRespostaSchema,
  }),
  cotaSelecionada: operacao({
    metodo: 'GET',
    caminho: '/login/cota-selecionada',
    escopo: 'cliente',
    tag,
    resumo: 'Cota selecionada',
    resposta: cotaSchema,
  }),
  logout: operacao({
    metodo: 'POST',
    efeito: 'sessao',
    caminho: '/login/logout',
    escopo: 'cliente',
    tag,
    resumo: 'Sair: revoga a sessão no servidor',
    status: 204,
  }),
  recuperarSenha: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/login/recuperar-senha/cliente',
    escopo: 'publico',
    tag,
    resumo: 'Esqueci minha senha: envia uma senha provisória por e-mail',
    body: recuperarSenhaBodySchema,
    resposta: mensagemSchema,
  }),
  alterarSenha: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/cotas/{id}/alterar-senha',
    escopo: 'cota',
    tag,
    resumo: 'Alterar a senha (vale para todas as cotas da pessoa)',
    params: cotaIdParamsSchema,
    body: alterarSenhaBodySchema,
    resposta: mensagemSchema,
  }),
  loginTransparente: operacao({
    metodo: 'POST',
    efeito: 'sessao',
    caminho: '/login/transparente',
    escopo: 'publico',
    basic: true,
    tag,
    resumo: 'Trocar o token do login transparente por uma sessão',
    body: loginTransparenteBodySchema,
    resposta: tokenRespostaSchema,
  }),
  /**
   * The back-office page calls it with the analyst's session; automation may present the integration key
   * (`x-operador-chave`) instead, which the API accepts for this operation only.
   */
  emitirTransparente: operacao({
    metodo: 'POST',
    efeito: 'sessao',
    caminho: '/login-transparente',
    escopo: 'operador',
    permissao: 'login-transparente',
    tag: 'operador',
    resumo: 'Emitir um link de login transparente (back-office)',
    body: emitirTransparenteBodySchema,
    resposta: emitirTransparenteRespostaSchema,
  }),
  enviarCodigo: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/cotas/{id}/verificacao',
    escopo: 'cota',
    tag,
    resumo: 'Enviar um código de verificação por SMS',
    params: cotaIdParamsSchema,
    resposta: verificacaoEnviadaSchema,
  }),
  validarCodigo: operacao({
    metodo: 'PATCH',
    caminho: '/cotas/{id}/verificacao',
    escopo: 'cota',
    tag,
    resumo: 'Validar o código de verificação',
    params: cotaIdParamsSchema,
    body: validarCodigoBodySchema,
    resposta: codigoValidadoSchema,
    // A refused code says why (`codigo`, spec §8) so the app can offer a new one when it expired.
    erros: { 400: erroCodigoSchema.or(erroSchema) },
  }),
  opcoesRegistroBiometria: operacao({
    metodo: 'POST',
    efeito: 'sessao',
    caminho: '/biometria/registro/opcoes',
    escopo: 'cliente',
    tag,
    resumo: 'Opções para ativar a biometria (passkey)',
    resposta: opcoesBiometriaSchema,
  }),
  registrarBiometria: operacao({
    metodo: 'POST',
    efeito: 'sessao',
    caminho: '/biometria/registro',
    escopo: 'cliente',
    tag,
    resumo: 'Ativar a biometria (passkey)',
    body: registrarBiometriaBodySchema,
    resposta: biometriaCadastradaSchema,
    status: 201,
  }),
  biometrias: operacao({
    metodo: 'GET',
    caminho: '/biometria',
    escopo: 'cliente',
    tag,
    resumo: 'Biometrias ativadas',
    resposta: biometriasSchema,
  }),
  opcoesLoginBiometria: operacao({
    metodo: 'POST',
    efeito: 'sessao',
    caminho: '/login/biometria/opcoes',
    escopo: 'publico',
    tag,
    resumo: 'Opções para entrar com a biometria',
    body: opcoesLoginBiometriaBodySchema,
    resposta: opcoesBiometriaSchema,
  }),
  loginBiometria: operacao({
    metodo: 'POST',
    efeito: 'sessao',
    caminho: '/login/biometria',
    escopo: 'publico',
    basic: true,
    tag,
    resumo: 'Entrar com a biometria',
    body: loginBiometriaBodySchema,
    resposta: tokenRespostaSchema,
  }),
  versoes: operacao({
    metodo: 'GET',
    caminho: '/versoes',
    escopo: 'publico',
    tag,
    resumo: 'Versões publicadas do app (a de maior id é a mais nova)',
    resposta: versoesSchema,
  }),
};
