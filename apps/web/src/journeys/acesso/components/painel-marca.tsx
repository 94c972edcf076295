import CalendarDays from 'lucide-react/icons/calendar-days';
import Layers from 'lucide-react/icons/layers';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { Logo } from '@/components/logo';

const destaques = [
  { Icone: Layers, texto: 'Todas as suas cotas em um só lugar' },
  { Icone: CalendarDays, texto: 'Parcelas, assembleias e contemplações' },
  { Icone: ShieldCheck, texto: 'Acesso protegido com senha de 6 números' },
];

/** The partner's side of the login page: a brand band on phones, a full panel on large screens. */
export function PainelMarca({ nome, logoUrl }: { nome: string; logoUrl: string | null | undefined }) {
  return (
    <aside
      aria-label={nome}
      className="relative isolate overflow-hidden bg-primaria text-primaria-contraste lg:flex lg:min-h-dvh lg:flex-col lg:justify-between lg:p-12 xl:p-16"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-white/10 lg:size-[28rem]"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-16 -z-10 hidden size-96 rounded-full bg-black/10 lg:block"
      />

      <div className="px-5 pt-6 pb-10 sm:px-10 lg:p-0">
        <span className="inline-flex rounded-2xl bg-white px-4 py-3 shadow-cartao">
          <Logo src={logoUrl} nome={nome} />
        </span>
        <p className="mt-6 text-[1.375rem] leading-tight font-bold tracking-tight lg:hidden">
          Seu consórcio na palma da mão.
        </p>
      </div>

      <div className="hidden max-w-md lg:block">
        <p className="text-4xl leading-[1.15] font-bold tracking-tight xl:text-5xl">
          Seu consórcio na palma da mão.
        </p>
        <p className="mt-4 text-lg leading-relaxed">
          Acompanhe cotas, parcelas e assembleias com praticidade e segurança.
        </p>
        <ul className="mt-10 flex flex-col gap-4">
          {destaques.map(({ Icone, texto }) => (
            <li key={texto} className="flex items-center gap-3 text-[0.9375rem] font-medium">
              <span className="grid size-10 place-items-center rounded-xl bg-white/15" aria-hidden="true">
                <Icone className="size-5" />
              </span>
              {texto}
            </li>
          ))}
        </ul>
      </div>

      <p className="hidden text-sm lg:block">Atendimento de segunda a sexta, das 8h às 19h.</p>
    </aside>
  );
}
