import { MENSAGENS_AJUDA } from '@portal/domain';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';

/** "Was this answer helpful?": the customer's vote, pressed; a failed send shows the error (spec §8). */
export function Votacao({
  voto,
  enviando,
  erro,
  onVotar,
}: {
  voto: boolean | null;
  enviando: boolean;
  erro: string | null;
  onVotar: (util: boolean) => void;
}) {
  const opcoes = [
    { util: true, rotulo: 'Sim', Icone: ThumbsUp },
    { util: false, rotulo: 'Não', Icone: ThumbsDown },
  ] as const;
  return (
    <section aria-labelledby="titulo-votacao" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="titulo-votacao" className="text-base font-semibold text-tinta">
          Esta resposta foi útil?
        </h2>
        <div className="flex gap-2">
          {opcoes.map(({ util, rotulo, Icone }) => (
            <Button
              key={rotulo}
              variant={voto === util ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={voto === util}
              disabled={enviando}
              icon={<Icone className="size-4" aria-hidden="true" />}
              onClick={() => voto !== util && onVotar(util)}
            >
              {rotulo}
            </Button>
          ))}
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {voto === null ? '' : 'Obrigado! Sua avaliação foi registrada.'}
      </p>
      {voto !== null && !erro && (
        <p className="text-sm text-tinta-suave" aria-hidden="true">
          Obrigado! Sua avaliação ajuda a melhorar as respostas.
        </p>
      )}
      {erro && (
        <Alert tone="perigo" role="alert" titulo={MENSAGENS_AJUDA.erroAoAvaliar}>
          {erro !== MENSAGENS_AJUDA.erroAoAvaliar && erro}
        </Alert>
      )}
    </section>
  );
}
