import { opcoesBiometriaSchema } from '@portal/domain';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { api } from '@/lib/api';

/** POST /biometria/registro/opcoes: the options to create a passkey for the logged-in customer. */
export async function postBiometriaRegistroOpcoes() {
  const opcoes = await api.post('/biometria/registro/opcoes', {}, { schema: opcoesBiometriaSchema });
  return opcoes as unknown as PublicKeyCredentialCreationOptionsJSON;
}
