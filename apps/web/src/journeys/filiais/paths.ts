export const caminhosFiliais = {
  filiais: '/affiliates',
  atendimento: '/customer-service',
} as const;

/** Other journeys' screens linked from here, by their spec URL (a journey never imports another). */
export const destinosFiliais = { reativar: '/reactivate' } as const;
