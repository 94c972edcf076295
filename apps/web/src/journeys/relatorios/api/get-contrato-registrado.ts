import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * GET {id}/contrato-registrado: the registered contract's copy as a PDF. It answers the file itself and needs
 * the access token, so it comes through the http client as a Blob and is saved from there.
 */
export function getContratoRegistrado(idCota: number) {
  return api.arquivo(`/cotas/${idCota}/contrato-registrado`);
}

export function useContratoRegistrado(idCota: number) {
  return useMutation({
    mutationFn: () => getContratoRegistrado(idCota),
    meta: { erroTratado: true },
  });
}
