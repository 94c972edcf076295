import { ROTA_ATUALIZACAO_OBRIGATORIA, ROTA_CONFIRMAR_DADOS } from '@portal/domain';

export const caminhosPerfil = {
  atualizacaoObrigatoria: ROTA_ATUALIZACAO_OBRIGATORIA,
  confirmarDados: ROTA_CONFIRMAR_DADOS,
} as const;

/** Other journeys' screens linked from here, by their spec URL (a journey never imports another). */
export const destinosPerfil = { home: '/home' } as const;
