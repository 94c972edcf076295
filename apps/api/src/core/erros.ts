/** An error whose message is meant for the customer (Portuguese), with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly mensagem: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(mensagem);
  }
}

export const naoEncontrado = (mensagem = MENSAGEM_NAO_ENCONTRADO) => new HttpError(404, mensagem);
export const requisicaoInvalida = (mensagem: string) => new HttpError(400, mensagem);
export const naoAutorizado = (mensagem = 'Sua sessão expirou. Entre novamente.') =>
  new HttpError(401, mensagem);

export const MENSAGEM_NAO_ENCONTRADO = 'Não encontramos o que você procurou.';

export const proibido = (mensagem = 'Você não tem permissão para esta ação.') => new HttpError(403, mensagem);
