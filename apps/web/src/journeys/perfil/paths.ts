import { ROTA_ATUALIZACAO_OBRIGATORIA, ROTA_CONFIRMAR_DADOS } from '@portal/domain';

export const caminhosPerfil = {
  atualizacaoObrigatoria: ROTA_ATUALIZACAO_OBRIGATORIA,
  confirmarDados: ROTA_CONFIRMAR_DADOS,
  /** Font size, profile photo, and each quota's nickname and photo. */
  preferencias: '/preferencias',
} as const;
