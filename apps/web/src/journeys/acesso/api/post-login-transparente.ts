import { tokenRespostaSchema } from '@portal/domain';
import { api } from '@/lib/api';

/** POST /login/transparente (public, Basic client header): exchanges the single-use token of the link for a session. */
export function postLoginTransparente(token: string) {
  return api.post('/login/transparente', { token }, { schema: tokenRespostaSchema });
}
