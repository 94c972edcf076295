import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import { useParceiro } from '@/lib/parceiro';

const link =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-primaria-texto hover:bg-primaria/8';

/**
 * "Need help?" under the login and password forms: the service hours (spec §1), the partner's phone (from
 * GET /parceiros/{id}/conteudo, fetched by whoever draws this) and its WhatsApp when it has one.
 */
export function QuadroDeAjuda({ telefone }: { telefone: string | null | undefined }) {
  const p = useParceiro();
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
