/** Every back-office query lives under this root, so logging out clears them with one call. */
export const CHAVE_OPERADOR = ['operador'] as const;

/** Back-office screens show their own error states: an unreachable API never sends the analyst to /indisponivel. */
export const META_OPERADOR = { semIndisponivel: true } as const;
