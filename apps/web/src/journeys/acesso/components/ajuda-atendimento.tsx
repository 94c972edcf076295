import { useQuery } from '@tanstack/react-query';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import { consultaAdiada } from '@/lib/operacoes';
import { usePaginaCarregada } from '@/lib/pagina-carregada';
import { useParceiro } from '@/lib/parceiro';

/**
 * The catalogue's schemas load with the request, not with the login page, and the request waits for the page's
 * `load`: the phone line is not part of the first screen (ADR 0040).
 */
const conteudoDoParceiro = () =>
  import('@portal/domain/parceiros/parceiros.operations').then((m) => m.parceirosOperacoes.conteudo);

const link =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-primaria-texto hover:bg-primaria/8';

/**
 * "Need help?" under the login and password forms: the service hours (spec §1), the partner's phone
 * (GET /parceiros/{id}/conteudo) and its WhatsApp when it has one.
 */
export function AjudaAtendimento() {
  const p = useParceiro();
  const carregada = usePaginaCarregada();
  const conteudo = useQuery({
    ...consultaAdiada('/parceiros/{id}/conteudo', conteudoDoParceiro, { params: { id: p?.id ?? 0 } }),
    enabled: p?.id !== undefined && carregada,
    staleTime: 60 * 60_000,
  });
  const telefone = conteudo.data?.atendimento?.telefone;
  const whatsapp = p?.link_atendimento_whatsapp ?? p?.whatsapp_url;
  return (
    <div className="mt-7 border-t border-borda pt-5 text-center text-sm text-tinta-suave">
      <p>Precisa de ajuda? Atendimento de segunda a sexta, das 8h às 19h.</p>
      {(telefone || whatsapp) && (
        <div className="mt-2 flex flex-wrap justify-center gap-x-2">
          {telefone && (
            <a href={`tel:${telefone.replace(/[^\d+]/g, '')}`} className={link}>
              <Phone className="size-4" aria-hidden="true" />
              {telefone}
            </a>
          )}
          {whatsapp && (
            <a href={whatsapp} target="_blank" rel="noreferrer" className={link}>
              <MessageCircle className="size-4" aria-hidden="true" />
              Fale conosco pelo WhatsApp
              <span className="sr-only">(abre em nova aba)</span>
            </a>
          )}
        </div>
      )}
    </div>
  );
}
