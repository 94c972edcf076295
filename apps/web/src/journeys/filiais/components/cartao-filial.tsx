import { mascaraTelefone, type Filial } from '@portal/domain';
import { Clock, MapPin, MessageCircle, Phone } from 'lucide-react';
import { Card } from '@/components/card';

const LINK =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-primaria-texto transition-colors hover:bg-primaria/8';

/** One branch: address, hours and tappable phone and WhatsApp. */
export function CartaoFilial({ filial }: { filial: Filial }) {
  return (
    <Card as="li" padding="sm" className="flex flex-col gap-3 sm:p-5">
      <h4 className="font-semibold text-tinta">{filial.nome}</h4>
      <p className="flex gap-2 text-sm leading-relaxed text-tinta-suave">
        <MapPin className="mt-0.5 size-4 shrink-0 text-tinta-fraca" aria-hidden="true" />
        <span>
          {filial.endereco} · {filial.bairro}
          <br />
          {filial.cidade} – {filial.uf}, CEP <span className="tabular">{filial.cep}</span>
        </span>
      </p>
      <p className="flex gap-2 text-sm text-tinta-suave">
        <Clock className="mt-0.5 size-4 shrink-0 text-tinta-fraca" aria-hidden="true" />
        {filial.horario}
      </p>
      {(filial.telefone || filial.whatsapp) && (
        <div className="-mx-3 -mb-1 flex flex-wrap">
          {filial.telefone && (
            <a href={`tel:+55${filial.telefone}`} className={LINK}>
              <Phone className="size-4" aria-hidden="true" />
              <span className="sr-only">Telefone de {filial.nome}: </span>
              <span className="tabular">{mascaraTelefone(filial.telefone)}</span>
            </a>
          )}
          {filial.whatsapp && (
            <a href={`https://wa.me/55${filial.whatsapp}`} target="_blank" rel="noreferrer" className={LINK}>
              <MessageCircle className="size-4" aria-hidden="true" />
              WhatsApp<span className="sr-only"> de {filial.nome} (abre em nova aba)</span>
            </a>
          )}
        </div>
      )}
    </Card>
  );
}
