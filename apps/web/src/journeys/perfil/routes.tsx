import { AUTENTICADA, PUBLICA, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosPerfil } from './paths';

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
  ],
};
