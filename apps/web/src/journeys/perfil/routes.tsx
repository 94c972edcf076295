import { telaDoFluxoCadastral } from '@portal/domain';
import { AUTENTICADA, PUBLICA, rotaPreguicosa, type RegraDeRota, type RotasDaJornada } from '@/lib/rotas';
import { caminhosPerfil } from './paths';

/**
 * The profile's screens need the session (03 §2 "login required"; the token steps work on the session's quota),
 * except the base and token routes (below), and all are closed to a transparent login, which changes no
 * registration data (ADR 0016). Those of the registration-update flow (03 §2's list, `telaDoFluxoCadastral`)
 * stay open during the mandatory update.
 */
const doPerfil = (caminho: string): RegraDeRota => ({
  ...AUTENTICADA,
  telaDeAtualizacao: telaDoFluxoCadastral(caminho),
});

/**
 * 03 §2 "login required except the base and token route": those two are public in the route table; their screens
 * send a visitor without a session to the login and back (ParaOLogin). Still closed to a transparent login.
 */
const doPerfilSemLogin = (caminho: string): RegraDeRota => ({
  ...PUBLICA,
  telaDeAtualizacao: telaDoFluxoCadastral(caminho),
});

/**
 * 03 §2: the mandatory-update and confirm-data screens need no login by the route table (the screens send a
 * visitor without a session to the login), are never offered in transparent login, and are exempt from the
 * mandatory-update guard (spec §2 rule 4, in decidirRota). They live in the main template, whose navigation
 * then shows only what the guard lets through (home and the account menu's logout).
 */
export const rotasPerfil: RotasDaJornada = {
  principais: [
    rotaPreguicosa(
      caminhosPerfil.atualizacaoObrigatoria,
      PUBLICA,
      () => import('./screens/atualizacao-obrigatoria'),
    ),
    rotaPreguicosa(
      caminhosPerfil.confirmarDados,
      PUBLICA,
      () => import('./screens/confirmar-dados-cadastrais'),
    ),
    rotaPreguicosa(caminhosPerfil.preferencias, AUTENTICADA, () => import('./screens/preferencias')),
    rotaPreguicosa(
      caminhosPerfil.perfil,
      doPerfilSemLogin(caminhosPerfil.perfil),
      () => import('./screens/perfil'),
    ),
    rotaPreguicosa(
      caminhosPerfil.emailTelefone,
      doPerfil(caminhosPerfil.emailTelefone),
      () => import('./screens/email-telefone'),
    ),
    rotaPreguicosa(
      caminhosPerfil.patrimonioRenda,
      doPerfil(caminhosPerfil.patrimonioRenda),
      () => import('./screens/patrimonio-renda'),
    ),
    rotaPreguicosa(caminhosPerfil.senha, doPerfil(caminhosPerfil.senha), () => import('./screens/senha')),
    // 03 §2's exempt list names 'password' but not its second step; the API takes the change during the
    // mandatory update, so the step the password screen leads to stays open with it.
    rotaPreguicosa(
      caminhosPerfil.confirmarSenha,
      doPerfil(caminhosPerfil.senha),
      () => import('./screens/confirmarsenha'),
    ),
    // The SMS token (03 §4): the entry and its three steps, on whatever change is waiting in memory.
    rotaPreguicosa(
      caminhosPerfil.token,
      doPerfilSemLogin(caminhosPerfil.token),
      () => import('./screens/token'),
    ),
    rotaPreguicosa(
      caminhosPerfil.tokenEnviar,
      doPerfil(caminhosPerfil.tokenEnviar),
      () => import('./screens/enviar'),
    ),
    rotaPreguicosa(
      caminhosPerfil.tokenInserir,
      doPerfil(caminhosPerfil.tokenInserir),
      () => import('./screens/inserir'),
    ),
    rotaPreguicosa(
      caminhosPerfil.tokenValidar,
      doPerfil(caminhosPerfil.tokenValidar),
      () => import('./screens/validar'),
    ),
    // 03 §2 registration-update screens: the address and the identity validation that follows a change.
    rotaPreguicosa(
      caminhosPerfil.endereco,
      doPerfil(caminhosPerfil.endereco),
      () => import('./screens/endereco'),
    ),
    rotaPreguicosa(
      caminhosPerfil.validarIdentificacao,
      doPerfil(caminhosPerfil.validarIdentificacao),
      () => import('./screens/validar-identificacao'),
    ),
    rotaPreguicosa(
      caminhosPerfil.documentoSocio,
      doPerfil(caminhosPerfil.documentoSocio),
      () => import('./screens/documento-socio'),
    ),
    rotaPreguicosa(
      caminhosPerfil.problemaDocumentos,
      doPerfil(caminhosPerfil.problemaDocumentos),
      () => import('./screens/problema-documentos'),
    ),
    rotaPreguicosa(
      caminhosPerfil.analisandoInformacoes,
      doPerfil(caminhosPerfil.analisandoInformacoes),
      () => import('./screens/analisando-informacoes'),
    ),
    rotaPreguicosa(
      caminhosPerfil.documentoAprovado,
      doPerfil(caminhosPerfil.documentoAprovado),
      () => import('./screens/documento-aprovado'),
    ),
    rotaPreguicosa(caminhosPerfil.filial, doPerfil(caminhosPerfil.filial), () => import('./screens/filial')),
    // No route in 03 §2: personal data is a section of the profile hub, under its prefix (paths.ts).
    rotaPreguicosa(
      caminhosPerfil.dadosPessoais,
      doPerfil(caminhosPerfil.dadosPessoais),
      () => import('./screens/dados-pessoais'),
    ),
    rotaPreguicosa(
      caminhosPerfil.indisponivel,
      doPerfil(caminhosPerfil.indisponivel),
      () => import('./screens/indisponivel'),
    ),
  ],
};
