import { assembleiasOperacoes, formatarData, hojeEmSaoPaulo, type ApuracaoOperador } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { chamar, chave } from '@/lib/operacoes';
import { usePode } from '../use-pode';

/** When the list was frozen, in São Paulo time. */
const quando = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'short',
  });

/**
 * The eligible quotas the draw uses (ADR 0018): frozen once, after the bid deadline and before the draw, and
 * published with its SHA-256. The supervisor may freeze it as soon as the bids close; starting freezes it anyway.
 */
export function ConjuntoElegivelApuracao({ apuracao }: { apuracao: ApuracaoOperador }) {
  const { assembleia, conjuntoElegivel: conjunto } = apuracao;
  const id = assembleia.idAssembleia;
  const podeCongelar = usePode(assembleiasOperacoes.congelarElegiveis);
  const queryClient = useQueryClient();
  const congelar = useMutation({
    mutationFn: () => chamar(assembleiasOperacoes.congelarElegiveis, { params: { id } }),
    meta: { erroTratado: true },
    onSuccess: () =>
      void queryClient.invalidateQueries({
        queryKey: chave(assembleiasOperacoes.apuracaoOperador, { params: { id } }),
      }),
  });
  const prazoEncerrado = hojeEmSaoPaulo() > assembleia.dataLimiteLance;

  return (
    <Card as="section" aria-labelledby="titulo-conjunto" className="flex flex-col gap-3 sm:p-6">
      <h2 id="titulo-conjunto" className="flex items-center gap-2 text-base font-semibold text-tinta">
        <Lock className="size-5 text-tinta-suave" aria-hidden="true" />
        Cotas aptas ao sorteio
      </h2>
      {conjunto ? (
        <p className="text-sm leading-relaxed text-tinta-suave">
          {conjunto.cotas.length} cotas aptas congeladas em {quando(conjunto.congeladoEm)}. O sorteio usa só
          esta lista, publicada com o resultado. SHA-256:{' '}
          <code className="font-mono text-xs break-all text-tinta">{conjunto.hash}</code>
        </p>
      ) : (
        <p className="text-sm leading-relaxed text-tinta-suave">
          A lista é congelada depois do fim do prazo de lances ({formatarData(assembleia.dataLimiteLance)})
          ou, se ninguém a congelar antes, ao iniciar a apuração.
        </p>
      )}
      {!conjunto && assembleia.situacao === 'agendada' && prazoEncerrado && podeCongelar && (
        <Button
          variant="secondary"
          className="self-start max-sm:w-full"
          loading={congelar.isPending}
          onClick={() => congelar.mutate()}
        >
          Congelar cotas aptas
        </Button>
      )}
      {congelar.isError && (
        <Alert tone="perigo" role="alert" titulo="As cotas aptas não foram congeladas">
          {congelar.error.message}
        </Alert>
      )}
    </Card>
  );
}
