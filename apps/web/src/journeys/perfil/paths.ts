import { ROTA_ATUALIZACAO_OBRIGATORIA, ROTA_CONFIRMAR_DADOS } from '@portal/domain';

export const caminhosPerfil = {
  atualizacaoObrigatoria: ROTA_ATUALIZACAO_OBRIGATORIA,
  confirmarDados: ROTA_CONFIRMAR_DADOS,
  /** Font size, profile photo, and each quota's nickname and photo. */
  preferencias: '/preferencias',
} as const;

/** Other journeys' screens linked from here, by their spec URL (a journey never imports another). */
export const destinosPerfil = { home: '/home', cotas: '/groups-and-quotas' } as const;
