import { operacao } from '../comum/operacao.ts';
import { cotaIdParamsSchema, cotaSchema } from '../cotas/cotas.schemas.ts';
import {
  arquivoBlobBodySchema,
  arquivoIdParamsSchema,
  arquivoSchema,
  avaliacaoBodySchema,
  avaliacaoRespostaSchema,
  preferenciasCotaBodySchema,
  preferenciasUsuarioBodySchema,
  preferenciasUsuarioSchema,
  usuarioIdParamsSchema,
} from './perfil.schemas.ts';

const tag = 'perfil';

/** Quota nickname and photo, the customer's preferences, the service rating and photo uploads (spec §7). */
export const perfilOperacoes = {
  preferenciasDaCota: operacao({
    metodo: 'PUT',
    caminho: '/cotas/{id}/preferencias',
    escopo: 'cota',
    tag,
    resumo: 'Apelido e foto da cota',
    params: cotaIdParamsSchema,
    body: preferenciasCotaBodySchema,
    resposta: cotaSchema,
  }),
  preferencias: operacao({
    metodo: 'GET',
    caminho: '/usuarios/{id}/preferencias',
    escopo: 'cliente',
    transparente: true,
    duranteAtualizacao: true,
    tag,
    resumo: 'Preferências do usuário',
    params: usuarioIdParamsSchema,
    resposta: preferenciasUsuarioSchema,
  }),
  alterarPreferencias: operacao({
    metodo: 'PUT',
    caminho: '/usuarios/{id}/preferencias',
    escopo: 'cliente',
    tag,
    resumo: 'Altera as preferências do usuário',
    params: usuarioIdParamsSchema,
    body: preferenciasUsuarioBodySchema,
    resposta: preferenciasUsuarioSchema,
  }),
  avaliar: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/usuarios/avaliacoes',
    escopo: 'cliente',
    duranteAtualizacao: true,
    tag,
    resumo: 'Avaliação do atendimento',
    body: avaliacaoBodySchema,
    resposta: avaliacaoRespostaSchema,
    status: 201,
  }),
  /** Multipart (file, category: fotoMultipartSchema): the web sends a FormData, the API reads the stream. */
  enviarFoto: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/arquivos/v2',
    escopo: 'cliente',
    tag: 'arquivos',
    resumo: 'Envia uma foto (multipart: file, category)',
    resposta: arquivoSchema,
    status: 201,
  }),
  enviarFotoBase64: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/arquivos/blob',
    escopo: 'cliente',
    tag: 'arquivos',
    resumo: 'Envia uma foto em base64',
    body: arquivoBlobBodySchema,
    resposta: arquivoSchema,
    status: 201,
  }),
  /**
   * Public: an <img> cannot send the access token, and a token must never travel in a URL. The id (a random
   * v4 uuid handed only to its owner) is the capability instead.
   */
  foto: operacao({
    metodo: 'GET',
    caminho: '/arquivos/{id}',
    escopo: 'publico',
    tag: 'arquivos',
    resumo: 'Uma foto enviada, pelo seu identificador',
    params: arquivoIdParamsSchema,
    arquivo: 'image/webp',
  }),
};
