import { formatarData, formatarPercentual, rotuloModalidade, type DashboardAssembleia } from '@portal/domain';
import { clsx } from 'clsx';
import { ChevronRight, PartyPopper, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { caminhoDoResultado } from '../paths';

type Ultimo = NonNullable<DashboardAssembleia['ultimoResultado']>;

export function textoFaixaLances(faixa: Ultimo['faixaLances']): string {
  if (!faixa) return 'Nenhuma cota contemplada por lance';
  if (faixa.menorPercentual === faixa.maiorPercentual) return formatarPercentual(faixa.menorPercentual, 4);
  return `de ${formatarPercentual(faixa.menorPercentual, 4)} a ${formatarPercentual(faixa.maiorPercentual, 4)}`;
}

/** The group's last held assembly in a glance, and what it meant for this quota. */
export function CartaoUltimoResultado({ ultimo }: { ultimo: Ultimo | null }) {
  if (!ultimo)
    return (
      <Card as="section" aria-label="Último resultado">
        <EmptyState
          icon={<Trophy />}
          titulo="Nenhum resultado publicado"
          descricao="Depois da primeira assembleia do seu grupo, o resultado aparece aqui."
          className="py-6"
        />
      </Card>
    );

  return (
    <Card as="section" aria-labelledby="titulo-ultimo" className="flex flex-col gap-5">
      <div>
        <p className="text-xs font-semibold tracking-wide text-tinta-suave uppercase">Último resultado</p>
        <h2 id="titulo-ultimo" className="mt-1 text-xl font-bold tracking-tight text-tinta">
          Assembleia nº {ultimo.numeroTotalAssembleia}
        </h2>
        <p className="tabular mt-0.5 text-[0.9375rem] text-tinta-suave">
          Realizada em {formatarData(ultimo.realizadaEm)}
        </p>
      </div>

      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-fundo/70 p-3">
          <dt className="text-xs text-tinta-suave">Cotas contempladas</dt>
          <dd className="tabular mt-0.5 text-2xl font-bold tracking-tight text-tinta">
            {ultimo.quantidadeContempladas}
          </dd>
        </div>
        <div className="rounded-xl bg-fundo/70 p-3">
          <dt className="text-xs text-tinta-suave">Lances vencedores</dt>
          <dd className="tabular mt-1 text-sm font-semibold text-tinta">
            {textoFaixaLances(ultimo.faixaLances)}
          </dd>
        </div>
      </dl>

      <p
        className={clsx(
          'flex items-start gap-2.5 rounded-xl px-3 py-2.5 text-sm font-semibold',
          ultimo.cotaContemplada ? 'bg-sucesso-fundo text-sucesso' : 'bg-fundo/70 text-tinta-suave',
        )}
      >
        {ultimo.cotaContemplada && <PartyPopper className="mt-px size-4 shrink-0" aria-hidden="true" />}
        {ultimo.cotaContemplada
          ? `Sua cota foi contemplada nesta assembleia (${rotuloModalidade(ultimo.modalidadeContemplacao)}).`
          : 'Sua cota não foi contemplada nesta assembleia.'}
      </p>

      <Button asChild variant="secondary" className="mt-auto self-start">
        <Link to={caminhoDoResultado(ultimo.idAssembleia)}>
          Ver resultado completo
          <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
        </Link>
      </Button>
    </Card>
  );
}
