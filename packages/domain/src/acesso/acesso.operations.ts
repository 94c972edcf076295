import { erroSchema } from '../comum/comum.schemas.ts';
import { operacao } from '../comum/operacao.ts';
import { cotaIdParamsSchema, cotaSchema } from '../cotas/cotas.schemas.ts';
import { loginBodySchema, selecionarCotaBodySchema, tokenRespostaSchema } from './acesso.schemas.ts';
import {
  alterarSenhaBodySchema,
  conferirSenhaAtualBodySchema,
  mensagemSchema,
  recuperarSenhaBodySchema,
} from './senha.schemas.ts';
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
 * Spec 01 §2–§5, §7, §8 "Access": logins (password, transparent link), the session's quota, logout, passwords,
 * SMS verification codes and the published web versions. Passkeys are in biometria.operations.ts.
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
  /**
   * No body: the refresh token comes in its HttpOnly cookie and the renewed one goes back there (ADR 0015). A
   * missing, spent or revoked one answers 401.
   */
  refresh: operacao({
    metodo: 'POST',
    efeito: 'sessao',
    caminho: '/login/refresh',
    escopo: 'publico',
    basic: true,
    tag,
    resumo: 'Renovar a sessão (refresh token no cookie)',
    resposta: tokenRespostaSchema,
    erros: { 401: erroSchema },
  }),
  selecionarCota: operacao({
    metodo: 'POST',
    efeito: 'sessao',
    caminho: '/login/selecionar-cota',
    escopo: 'cliente',
    duranteAtualizacao: true,
    tag,
    resumo: 'Selecionar a cota da sessão',
    body: selecionarCotaBodySchema,
    resposta: tokenRespostaSchema,
  }),
  cotaSelecionada: operacao({
    metodo: 'GET',
    caminho: '/login/cota-selecionada',
    escopo: 'cliente',
    transparente: true,
    duranteAtualizacao: true,
    tag,
    resumo: 'Cota selecionada',
    resposta: cotaSchema,
  }),
  logout: operacao({
    metodo: 'POST',
    efeito: 'sessao',
    caminho: '/login/logout',
    escopo: 'cliente',
    transparente: true,
    duranteAtualizacao: true,
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
    duranteAtualizacao: true,
    tag,
    resumo: 'Alterar a senha (vale para todas as cotas da pessoa)',
    params: cotaIdParamsSchema,
    body: alterarSenhaBodySchema,
    resposta: mensagemSchema,
  }),
  conferirSenhaAtual: operacao({
    metodo: 'POST',
    efeito: 'consulta',
    caminho: '/cotas/{id}/alterar-senha/conferencia',
    escopo: 'cota',
    duranteAtualizacao: true,
    tag,
    resumo: 'Confere a senha atual antes da troca (mesmo limite de tentativas da troca)',
    params: cotaIdParamsSchema,
    body: conferirSenhaAtualBodySchema,
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
    duranteAtualizacao: true,
    tag,
    resumo: 'Enviar um código de verificação por SMS',
    params: cotaIdParamsSchema,
    resposta: verificacaoEnviadaSchema,
  }),
  validarCodigo: operacao({
    metodo: 'PATCH',
    caminho: '/cotas/{id}/verificacao',
    escopo: 'cota',
    duranteAtualizacao: true,
    tag,
    resumo: 'Validar o código de verificação',
    params: cotaIdParamsSchema,
    body: validarCodigoBodySchema,
    resposta: codigoValidadoSchema,
    // A refused code says why (`codigo`, spec §8) so the app can offer a new one when it expired.
    erros: { 400: erroCodigoSchema.or(erroSchema) },
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
