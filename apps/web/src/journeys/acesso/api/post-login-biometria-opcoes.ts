import { opcoesBiometriaSchema } from '@portal/domain';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api } from '@/lib/api';

/** POST /login/biometria/opcoes (public): a challenge for a discoverable passkey (no username asked). */
export async function postLoginBiometriaOpcoes(idParceiro: number | undefined) {
  const opcoes = await api.post('/login/biometria/opcoes', idParceiro ? { idParceiro } : {}, {
    schema: opcoesBiometriaSchema,
  });
  // The shape is checked in depth by the browser and @simplewebauthn; the schema only guarantees an object.
  return opcoes as unknown as PublicKeyCredentialRequestOptionsJSON;
}
