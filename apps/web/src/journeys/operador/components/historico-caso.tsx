import { nomeDoAutor, rotuloDaFase, rotuloDoStatus } from '@portal/domain';
import { ArrowRight, History } from 'lucide-react';
import { Card } from '@/components/card';
import { formatarDataHora } from './aparencia';
import type { DetalheCaso } from './tipos';

type Entrada = DetalheCaso['historico'][number];

function Mudanca({ rotulo, de, para }: { rotulo: string; de: string | null; para: string | null }) {
  if (de === para || para === null) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-tinta-suave">
      <span className="font-medium text-tinta">{rotulo}:</span>
      {de && (
        <>
          <span>{de}</span>
          <ArrowRight className="size-3.5" aria-hidden="true" />
          <span className="sr-only">para</span>
        </>
      )}
      <span className="font-semibold text-tinta">{para}</span>
    </p>
  );
}

/** The case's append-only history, newest first: who, when, phase and status from → to, and the note. */
export function HistoricoCaso({ historico, meuId }: { historico: readonly Entrada[]; meuId?: number }) {
  const entradas = [...historico].sort((a, b) => Date.parse(b.criadoEm) - Date.parse(a.criadoEm));
  return (
    <Card as="section" aria-labelledby="titulo-historico" className="sm:p-6">
      <h2 id="titulo-historico" className="flex items-center gap-2 text-base font-semibold text-tinta">
        <History className="size-5 text-tinta-suave" aria-hidden="true" />
        Histórico
      </h2>
      <ol className="mt-5 flex flex-col">
        {entradas.map((h, i) => (
          <li key={`${h.criadoEm}-${i}`} className="relative flex gap-4 pb-6 last:pb-0">
            {i < entradas.length - 1 && (
              <span className="absolute top-4 bottom-0 left-[0.4375rem] w-px bg-borda" aria-hidden="true" />
            )}
            <span
              className={
                i === 0
                  ? 'relative mt-1.5 size-[0.875rem] shrink-0 rounded-full bg-primaria ring-4 ring-primaria/15'
                  : 'relative mt-1.5 size-[0.875rem] shrink-0 rounded-full border-2 border-borda-forte bg-superficie'
              }
              aria-hidden="true"
            />
            <div className="min-w-0 flex-1">
              <p className="text-sm">
                <span className="font-semibold text-tinta">{nomeDoAutor(h, meuId)}</span>
                <span className="tabular text-tinta-fraca"> · {formatarDataHora(h.criadoEm)}</span>
              </p>
              <div className="mt-1 flex flex-col gap-0.5">
                <Mudanca
                  rotulo="Fase"
                  de={h.faseDe && rotuloDaFase(h.faseDe)}
                  para={h.fasePara && rotuloDaFase(h.fasePara)}
                />
                <Mudanca
                  rotulo="Status"
                  de={h.statusDe && rotuloDoStatus(h.statusDe)}
                  para={h.statusPara && rotuloDoStatus(h.statusPara)}
                />
              </div>
              {h.nota && (
                <p className="mt-2 rounded-xl bg-fundo px-3 py-2 text-sm leading-relaxed text-tinta-suave">
                  {h.nota}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
