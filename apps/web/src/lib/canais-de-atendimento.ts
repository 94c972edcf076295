import { parceirosOperacoes } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { consulta } from './operacoes';
import { parceiro } from './parceiro';

/** The partner's customer-service channels, as every "talk to us" block shows them. */
export interface CanaisDeAtendimento {
  telefone: string | null;
  email: string | null;
  whatsapp: string | null;
  /** The partner's wording of the service hours; spec §9 hours (Mon–Fri 08h–19h) until it arrives. */
  horario: string;
}

/** Spec §9: support hours Mon–Fri 08h–19h. */
const HORARIO_ATENDIMENTO_PADRAO = 'Segunda a sexta, das 08h às 19h';

/** Phone, e-mail and hours (GET /parceiros/{id}/conteudo) plus the partner's WhatsApp (its configuration). */
export function useCanaisDeAtendimento(): CanaisDeAtendimento & { carregando: boolean } {
  const p = parceiro.usar();
  const conteudo = useQuery({
    ...consulta(parceirosOperacoes.conteudo, { params: { id: p?.id ?? 0 } }),
    enabled: p?.id !== undefined,
    staleTime: 60 * 60_000,
  });
  const atendimento = conteudo.data?.atendimento;
  return {
    telefone: atendimento?.telefone ?? null,
    email: atendimento?.email ?? null,
    whatsapp: p?.link_atendimento_whatsapp ?? p?.whatsapp_url ?? null,
    horario: atendimento?.horario || HORARIO_ATENDIMENTO_PADRAO,
    carregando: conteudo.isPending && p?.id !== undefined,
  };
}
