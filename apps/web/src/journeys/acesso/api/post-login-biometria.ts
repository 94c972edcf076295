import { tokenRespostaSchema } from '@portal/domain';
import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { api } from '@/lib/api';

/** POST /login/biometria (public, Basic client header): the signed challenge opens a session. */
export function postLoginBiometria(resposta: AuthenticationResponseJSON, idParceiro: number | undefined) {
  return api.post(
    '/login/biometria',
    { resposta, ...(idParceiro ? { idParceiro } : {}) },
    { schema: tokenRespostaSchema },
  );
}
