import { clsx } from 'clsx';
import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';

export interface CanaisAtendimentoProps {
  telefone?: string | null;
  email?: string | null;
  whatsapp?: string | null;
  /** e.g. 'Segunda a sexta, das 08h às 19h'. */
  horario?: string | null;
  className?: string;
}

function Canal({
  href,
  icone,
  children,
  externo,
}: {
  href: string;
  icone: ReactNode;
  children: ReactNode;
  externo?: boolean;
}) {
  return (
    <li>
      <a
        href={href}
        {...(externo ? { target: '_blank', rel: 'noreferrer' } : {})}
        className="flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 text-[0.9375rem] font-semibold text-primaria-texto transition-colors hover:bg-primaria/8"
      >
        <span
          className="grid size-9 shrink-0 place-items-center rounded-full bg-primaria/10 [&_svg]:size-4"
          aria-hidden="true"
        >
          {icone}
        </span>
        <span className="min-w-0 break-words">{children}</span>
        {externo && <span className="sr-only">(abre em nova aba)</span>}
      </a>
    </li>
  );
}

/** The partner's service channels as tappable links (phone, WhatsApp, e-mail) and the service hours. */
export function CanaisAtendimento({ telefone, email, whatsapp, horario, className }: CanaisAtendimentoProps) {
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <ul className="-mx-3 flex flex-col sm:flex-row sm:flex-wrap">
        {telefone && (
          <Canal href={`tel:${telefone.replace(/[^\d+]/g, '')}`} icone={<Phone />}>
            <span className="sr-only">Telefone: </span>
            <span className="tabular">{telefone}</span>
          </Canal>
        )}
        {whatsapp && (
          <Canal href={whatsapp} icone={<MessageCircle />} externo>
            Fale pelo WhatsApp
          </Canal>
        )}
        {email && (
          <Canal href={`mailto:${email}`} icone={<Mail />}>
            <span className="sr-only">E-mail: </span>
            {/* On a phone a long address wraps after the @, not mid-word. */}
            {email.split('@').map((parte, i) => (i === 0 ? parte : [<wbr key={i} />, `@${parte}`]))}
          </Canal>
        )}
      </ul>
      {horario && (
        <p className="flex items-center gap-2 text-sm text-tinta-suave">
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          {horario}
        </p>
      )}
    </div>
  );
}
