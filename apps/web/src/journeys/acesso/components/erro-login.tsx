import { MENSAGEM_LOGIN_FALHOU } from '@portal/domain';
import { Alert } from '@/components/alert';
import { ApiError } from '@/lib/api';

/** Spec §8: the server's message (401: MENSAGEM_LOGIN_FALHOU, 429: the lockout explanation). */
export function ErroLogin({ erro }: { erro: Error | null }) {
  if (!erro) return null;
  const mensagem = erro instanceof ApiError ? erro.mensagem : MENSAGEM_LOGIN_FALHOU;
  return (
    <Alert tone="perigo" role="alert">
      {mensagem}
    </Alert>
  );
}
