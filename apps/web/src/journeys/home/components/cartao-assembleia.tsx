import { formatarData, prazoDeLanceAberto, rotuloModalidade, type DashboardAssembleia } from '@portal/domain';
import { clsx } from 'clsx';
import { CalendarDays, PartyPopper, Radio } from 'lucide-react';
import { caminhos } from '@/app/caminhos';
import { useCaminhoLiberado } from '@/lib/sessao-da-rota';
import { CartaoDestaque } from './cartao-destaque';

/**
 * Spec §2 home "live or next assembly" card, for the selected quota's group: while an assembly is running, the
 * way into the live view; otherwise the next one's date and bid deadline. Both say whether this quota was
 * contemplated in the last one. Hidden when the group has no assembly at all.
 */
export function CartaoAssembleia({ dashboard: d }: { dashboard: DashboardAssembleia }) {
  const liberado = useCaminhoLiberado();
  if (!d.aoVivo && !d.proximaAssembleia && !d.ultimoResultado) return null;

  const { aoVivo, proximaAssembleia: proxima, ultimoResultado: ultimo, contemplacao } = d;
  const tituloId = 'cartao-assembleia';
  const destino = aoVivo ? caminhos.assembleias.aoVivo : caminhos.assembleias.assembleias;
  // Transparent login cannot open the assemblies (spec §2 rule 3): the card informs, without a dead end.
  const podeAbrir = liberado(destino);
  const lancesAbertos = proxima !== null && prazoDeLanceAberto(proxima.dataSorteio, new Date());

  return (
    <CartaoDestaque
      id={tituloId}
      urgente={aoVivo}
      icone={aoVivo ? <Radio /> : <CalendarDays />}
      rotulo={
        <p
          className={clsx(
            'flex items-center gap-2 text-xs font-semibold tracking-wide uppercase',
            aoVivo ? 'text-perigo' : 'text-tinta-suave',
          )}
        >
          {aoVivo && (
            <span className="relative flex size-2.5" aria-hidden="true">
              <span className="absolute inline-flex size-full rounded-full bg-perigo opacity-60 motion-safe:animate-ping" />
              <span className="relative inline-flex size-2.5 rounded-full bg-perigo" />
            </span>
          )}
          {aoVivo ? 'Ao vivo' : 'Próxima assembleia'}
        </p>
      }
      titulo={
        <>
          {aoVivo
            ? 'Assembleia ao vivo agora'
            : proxima
              ? `Assembleia nº ${proxima.numeroTotalAssembleia} em ${formatarData(proxima.dataSorteio)}`
              : 'Nenhuma assembleia agendada'}
        </>
      }
      acao={podeAbrir ? { para: destino, texto: aoVivo ? 'Assistir ao vivo' : 'Ver assembleias' } : undefined}
    >
      {aoVivo ? (
        <p className="mt-1 text-[0.9375rem] text-tinta-suave">
          Acompanhe cada número sorteado e cada cota contemplada enquanto acontece.
        </p>
      ) : (
        proxima && (
          <p className="tabular mt-1 text-[0.9375rem] text-tinta-suave">
            {lancesAbertos
              ? `Lances até ${formatarData(proxima.dataLimiteLance)}, às 23h59`
              : 'O prazo de lances desta assembleia terminou'}
          </p>
        )
      )}
      {/* A quota contemplated earlier is named with the assembly that contemplated it, never "not contemplated". */}
      {contemplacao ? (
        <p className="mt-2 flex items-start gap-1.5 text-sm font-semibold text-sucesso">
          <PartyPopper className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {`Sua cota foi contemplada na assembleia nº ${contemplacao.numeroTotalAssembleia}`}
          {contemplacao.modalidade ? ` (${rotuloModalidade(contemplacao.modalidade)}).` : '.'}
        </p>
      ) : (
        ultimo && (
          <p className="mt-2 text-sm text-tinta-suave">
            {`Sua cota não foi contemplada na assembleia nº ${ultimo.numeroTotalAssembleia}.`}
          </p>
        )
      )}
    </CartaoDestaque>
  );
}
