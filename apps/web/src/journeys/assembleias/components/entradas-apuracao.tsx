import { padCota, type EntradaApuracao, type ResultadoApuracao } from '@portal/domain';
import { ChevronDown, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/card';
import { Money } from '@/components/money';

function Item({ termo, children }: { termo: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-3 first:pt-0 last:pb-0">
      <dt className="text-sm text-tinta-suave">{termo}</dt>
      <dd className="tabular text-right text-[0.9375rem] font-semibold text-tinta">{children}</dd>
    </div>
  );
}

function vezes(n: number, singular: string, plural: string) {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** What went into the result, as published: the Loteria Federal prizes, the eligible quotas, limits and funds. */
export function EntradasApuracao({
  entrada,
  resultado,
}: {
  entrada: EntradaApuracao;
  resultado: ResultadoApuracao;
}) {
  return (
    <Card as="section" aria-labelledby="titulo-entradas" className="flex flex-col gap-4">
      <div>
        <h2 id="titulo-entradas" className="flex items-center gap-2 text-base font-semibold text-tinta">
          <ListChecks className="size-5 text-tinta-suave" aria-hidden="true" />
          Dados usados na apuração
        </h2>
        <p className="mt-1 text-sm text-tinta-suave">
          Publicados junto com o resultado, para qualquer um conferir.
        </p>
      </div>

      <div>
        <p className="text-sm text-tinta-suave">
          Loteria Federal
          {entrada.loteria.concurso !== null && (
            <span className="tabular">, concurso {entrada.loteria.concurso}</span>
          )}
        </p>
        <ol className="mt-2 grid grid-cols-5 gap-1.5" aria-label="Prêmios da Loteria Federal">
          {entrada.loteria.premios.map((p, i) => (
            <li key={i} className="rounded-xl bg-fundo/70 px-1 py-2 text-center ring-1 ring-borda/70">
              <span className="block text-[0.6875rem] font-semibold text-tinta-suave">{i + 1}º</span>
              <span className="tabular block text-sm font-bold text-tinta">{p}</span>
            </li>
          ))}
        </ol>
      </div>

      <dl className="divide-y divide-borda/70">
        <Item termo="Tamanho do grupo">
          {entrada.tamanhoGrupo} cotas ({vezes(resultado.algarismosUsados, 'algarismo', 'algarismos')})
        </Item>
        <Item termo="Cotas aptas a contemplar">{entrada.cotasElegiveis.length}</Item>
        <Item termo="Contemplações previstas">
          {entrada.contemplacoesPorSorteio} por sorteio, {entrada.contemplacoesPorLance} por lance
        </Item>
        <Item termo="Lances recebidos">{entrada.lances.length}</Item>
        <Item termo="Número de referência dos lances">{padCota(resultado.numeroReferencia)}</Item>
        <Item termo="Valor do crédito">
          <Money centavos={entrada.valorCredito} />
        </Item>
        <Item termo="Recursos disponíveis">
          <Money centavos={entrada.fundosDisponiveis} />
        </Item>
      </dl>

      <details className="group rounded-xl bg-fundo/70 ring-1 ring-borda/70">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 text-sm font-semibold text-primaria-texto [&::-webkit-details-marker]:hidden">
          Ver as {entrada.cotasElegiveis.length} cotas aptas
          <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
        </summary>
        <p className="tabular max-h-48 overflow-y-auto px-4 pb-4 text-sm leading-relaxed break-words text-tinta-suave">
          {entrada.cotasElegiveis.map(padCota).join(', ')}
        </p>
      </details>
    </Card>
  );
}
