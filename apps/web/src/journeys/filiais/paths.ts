export const caminhosFiliais = {
  filiais: '/affiliates',
  atendimento: '/customer-service',
} as const;
