import { MessageCircle } from 'lucide-react';
import { useParceiro } from '@/lib/parceiro';

/** "Need help?" under the login forms: the partner's WhatsApp when it has one, and the service hours (spec §1). */
export function AjudaAtendimento() {
  const p = useParceiro();
  const whatsapp = p?.link_atendimento_whatsapp ?? p?.whatsapp_url;
  return (
    <div className="mt-7 border-t border-borda pt-5 text-center text-sm text-tinta-suave">
      <p>Precisa de ajuda? Atendimento de segunda a sexta, das 8h às 19h.</p>
      {whatsapp && (
        <a
          href={whatsapp}
          target="_blank"
          rel="noreferrer"
          className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-primaria-texto hover:bg-primaria/8"
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          Fale conosco pelo WhatsApp
          <span className="sr-only">(abre em nova aba)</span>
        </a>
      )}
    </div>
  );
}
