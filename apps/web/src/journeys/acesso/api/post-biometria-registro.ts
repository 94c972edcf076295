import { biometriaCadastradaSchema } from '@portal/domain';
import type { RegistrationResponseJSON } from '@simplewebauthn/browser';
import { api } from '@/lib/api';

/** POST /biometria/registro: stores the new passkey; answers the registered device. */
export function postBiometriaRegistro(resposta: RegistrationResponseJSON, nomeDispositivo: string) {
  return api.post(
    '/biometria/registro',
    { resposta, nomeDispositivo },
    { schema: biometriaCadastradaSchema },
  );
}
