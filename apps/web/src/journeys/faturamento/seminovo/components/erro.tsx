import { Alert } from '@/components/alert';
import { ApiError } from '@/lib/api';

/** A call's refusal in the API's words (02 §8), or the generic billing failure. */
export function ErroDaChamada({ erro, titulo }: { erro: unknown; titulo?: string }) {
  if (!erro) return null;
  return (
    <Alert tone="perigo" titulo={titulo} role="alert">
      {erro instanceof ApiError && erro.mensagem
        ? erro.mensagem
        : 'Falha ao realizar esta operacao, tente novamente em instantes.'}
    </Alert>
  );
}
