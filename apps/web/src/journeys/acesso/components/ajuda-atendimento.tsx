import { useQuery } from '@tanstack/react-query';
import { consultaAdiada } from '@/lib/operacoes';
import { usePaginaCarregada } from '@/lib/pagina-carregada';
import { useParceiro } from '@/lib/parceiro';
import { conteudoDoParceiro } from './conteudo-do-parceiro';
import { QuadroDeAjuda } from './quadro-de-ajuda';

/**
 * "Need help?" in the app, with the partner's phone from the data cache. The request waits for the page's
 * `load`: the phone line is not part of the first screen (ADR 0040).
 */
export function AjudaAtendimento() {
  const p = useParceiro();
  const carregada = usePaginaCarregada();
  const conteudo = useQuery({
    ...consultaAdiada('/parceiros/{id}/conteudo', conteudoDoParceiro, { params: { id: p?.id ?? 0 } }),
    enabled: p?.id !== undefined && carregada,
    staleTime: 60 * 60_000,
  });
  return <QuadroDeAjuda telefone={conteudo.data?.atendimento?.telefone} />;
}
