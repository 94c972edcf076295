import { agoraEmSaoPaulo, padCota, padGrupo, type Cota } from '@portal/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Money } from '@/components/money';
import { nomeProprio, primeiroNome } from '@/lib/nomes';
import type { Sessao } from '@/lib/session';

function cumprimento(hora: string): string {
  const h = Number(hora.slice(0, 2));
  return h >= 5 && h < 12 ? 'Bom dia' : h >= 12 && h < 18 ? 'Boa tarde' : 'Boa noite';
}

function CotaSelecionada({ cota }: { cota: Cota }) {
  return (
    <div className="min-w-0 flex-1">
      <p className="text-xs font-semibold tracking-wide uppercase">Cota selecionada</p>
      <p className="mt-1 truncate text-base font-semibold">{cota.apelido || cota.descricaoBem}</p>
      <p className="tabular mt-0.5 text-sm">
        Grupo {padGrupo(cota.grupo)} · Cota {padCota(cota.cota)} · <Money centavos={cota.valorBem} />
      </p>
    </div>
  );
}

/** The greeting card: time-of-day greeting in São Paulo, the customer's first name and the selected quota. */
export function Saudacao({
  sessao,
  cotaSelecionada,
  totalCotas,
  comLink = true,
}: {
  sessao: Sessao;
  cotaSelecionada: Cota | null;
  totalCotas: number | undefined;
  /** False when the session may not open the quota detail (transparent login). */
  comLink?: boolean;
}) {
  const { usuario } = sessao;
  const nome = usuario.tipoPessoa === 'F' ? primeiroNome(usuario.nome) : nomeProprio(usuario.nome);
  return (
    <section className="relative isolate overflow-hidden rounded-3xl bg-primaria p-6 text-primaria-contraste shadow-cartao sm:p-8">
      <div aria-hidden="true" className="absolute -top-20 -right-16 -z-10 size-64 rounded-full bg-white/10" />
      <div
        aria-hidden="true"
        className="absolute -bottom-24 left-1/3 -z-10 size-48 rounded-full bg-black/10"
      />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {cumprimento(agoraEmSaoPaulo().hora)}, <span className="break-words">{nome}</span>
      </h1>
      <p className="mt-1.5 text-[0.9375rem]">
        {totalCotas === undefined
          ? 'Que bom ver você por aqui.'
          : totalCotas === 1
            ? 'Você tem 1 cota de consórcio.'
            : `Você tem ${totalCotas} cotas de consórcio.`}
      </p>

      {cotaSelecionada &&
        (comLink ? (
          <Link
            to={caminhos.cotas.detalhes}
            className="mt-6 flex items-center gap-4 rounded-2xl bg-black/15 p-4 transition-colors hover:bg-black/25"
          >
            <CotaSelecionada cota={cotaSelecionada} />
            <span className="flex shrink-0 items-center gap-0.5 text-sm font-semibold">
              <span className="hidden sm:inline">Ver detalhes</span>
              <span className="sr-only sm:hidden">Ver detalhes</span>
              <ChevronRight className="size-5" aria-hidden="true" />
            </span>
          </Link>
        ) : (
          <div className="mt-6 flex items-center gap-4 rounded-2xl bg-black/15 p-4">
            <CotaSelecionada cota={cotaSelecionada} />
          </div>
        ))}
    </section>
  );
}
