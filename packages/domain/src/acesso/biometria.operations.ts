import { tokenRespostaSchema } from './acesso.schemas.ts';
import {
  biometriaCadastradaSchema,
  biometriaParamsSchema,
  biometriasSchema,
  erroLoginBiometriaSchema,
  loginBiometriaBodySchema,
  opcoesBiometriaSchema,
  opcoesLoginBiometriaBodySchema,
  registrarBiometriaBodySchema,
  renomearBiometriaBodySchema,
} from './biometria.schemas.ts';
import { operacao } from '../comum/operacao.ts';

const tag = 'acesso';

/**
 * Passkeys (WebAuthn) as the web's biometric login (issue 14): enrolling one after a password login, listing,
 * renaming and removing the customer's own (each audited), and logging in with one. The `{id}` of rename and
 * remove is the credential id; another customer's answers 404 like a missing one.
 */
export const biometriaOperacoes = {
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
    resumo: 'Ativar a biometria (passkey); o cliente recebe um e-mail',
    body: registrarBiometriaBodySchema,
    resposta: biometriaCadastradaSchema,
    status: 201,
  }),
  biometrias: operacao({
    metodo: 'GET',
    caminho: '/biometria',
    escopo: 'cliente',
    tag,
    resumo: 'Biometrias ativadas: nome, criação e último uso',
    resposta: biometriasSchema,
  }),
  renomearBiometria: operacao({
    metodo: 'PATCH',
    caminho: '/biometria/{id}',
    escopo: 'cliente',
    tag,
    resumo: 'Renomear uma biometria',
    params: biometriaParamsSchema,
    body: renomearBiometriaBodySchema,
    resposta: biometriaCadastradaSchema,
  }),
  removerBiometria: operacao({
    metodo: 'DELETE',
    caminho: '/biometria/{id}',
    escopo: 'cliente',
    tag,
    resumo: 'Remover uma biometria: ela deixa de entrar; o cliente recebe um e-mail',
    params: biometriaParamsSchema,
    status: 204,
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
    // An unknown credential says so (`codigo`), so the web stops offering it on this device.
    erros: { 401: erroLoginBiometriaSchema },
  }),
};
