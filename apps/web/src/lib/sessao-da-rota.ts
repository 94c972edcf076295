import type { SessaoDaRota } from '@portal/domain';
import { useCallback } from 'react';
import { ehMobile } from './dispositivo';
import { caminhoLiberado } from './rotas';
import { useSessao, type Sessao } from './session';

/** The session as the route guard sees it (spec §2). */
export function sessaoDaRota(s: Sessao | null): SessaoDaRota {
  return {
    // The stored session says someone is logged in; the first call gets this tab's token from the cookie.
    autenticado: s !== null,
    transparente: s?.transparente === true,
    senhaExpirada: s?.perfil.senhaExpirada ?? false,
    atualizacaoObrigatoria: s?.atualizacaoObrigatoria === true,
    mobile: ehMobile(),
  };
}

/**
 * `liberado('/groups-and-quotas')`: false when the guard would send this session elsewhere. Navigation and
 * shortcuts use it so a transparent-login user is never offered a screen that bounces back to home.
 */
export function useCaminhoLiberado(): (caminho: string) => boolean {
  const s = useSessao();
  return useCallback((caminho: string) => caminhoLiberado(caminho, sessaoDaRota(s)), [s]);
}
