import { parceiroConteudoSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { parceiro } from '../parceiro';
import { RAIZ_PARCEIRO } from './chaves';

/** GET /parceiros/{id}/conteudo: the partner's customer-service channels and texts (public). */
export function getConteudo(idParceiro: number, signal?: AbortSignal) {
  return api.get(`/parceiros/${idParceiro}/conteudo`, { schema: parceiroConteudoSchema, signal });
}

export const conteudoQueryOptions = (idParceiro: number) =>
  queryOptions({
    queryKey: [RAIZ_PARCEIRO, idParceiro, 'conteudo'],
    queryFn: ({ signal }) => getConteudo(idParceiro, signal),
    staleTime: 60 * 60_000,
  });

export function useConteudo(idParceiro: number | undefined) {
  return useQuery({ ...conteudoQueryOptions(idParceiro ?? 0), enabled: idParceiro !== undefined });
}

/** The partner's customer-service channels, as every "talk to us" block shows them. */
export interface CanaisDeAtendimento {
  telefone: string | null;
  email: string | null;
  whatsapp: string | null;
  /** The partner's wording of the service hours; spec §9 hours (Mon–Fri 08h–19h) until it arrives. */
  horario: string;
}

/** Spec §9: support hours Mon–Fri 08h–19h. */
export const HORARIO_ATENDIMENTO_PADRAO = 'Segunda a sexta, das 08h às 19h';

/** Phone, e-mail and hours (GET /parceiros/{id}/conteudo) plus the partner's WhatsApp (its configuration). */
export function useCanaisDeAtendimento(): CanaisDeAtendimento & { carregando: boolean } {
  const p = parceiro.usar();
  const conteudo = useConteudo(p?.id);
  const atendimento = conteudo.data?.atendimento;
  return {
    telefone: atendimento?.telefone ?? null,
    email: atendimento?.email ?? null,
    whatsapp: p?.link_atendimento_whatsapp ?? p?.whatsapp_url ?? null,
    horario: atendimento?.horario || HORARIO_ATENDIMENTO_PADRAO,
    carregando: conteudo.isPending && p?.id !== undefined,
  };
}
