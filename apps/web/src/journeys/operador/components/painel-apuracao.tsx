import { descreverEvento, eventosDaApuracao, type ApuracaoOperador } from '@portal/domain';
import { RefreshCw, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ProgressBar } from '@/components/progress-bar';
import { usePublicarProximoEvento } from '../use-publicar-proximo-evento';
import { ICONES_EVENTO } from './eventos-publicados';

/**
 * The run: the next event previewed in the customers' own words, and one big button that publishes it. The
 * server refuses a step another analyst already published; the message says so and the view can catch up.
 */
export function PainelApuracao({
  apuracao,
  onAtualizar,
  atualizando,
}: {
  apuracao: ApuracaoOperador;
  onAtualizar: () => void;
  atualizando: boolean;
}) {
  const { assembleia, publicados, proximoEvento, resultado } = apuracao;
  const publicar = usePublicarProximoEvento(assembleia.idAssembleia);
  const total = resultado ? eventosDaApuracao(assembleia, resultado).length : publicados.length;
  const refBotao = useRef<HTMLButtonElement>(null);
  const ultimo = proximoEvento?.tipo === 'assembleia-encerrada';

  // The button keeps focus across clicks (it is disabled while sending, which drops it to the page).
  const enviando = useRef(false);
  useEffect(() => {
    if (publicar.isPending) {
      enviando.current = true;
      return;
    }
    if (!enviando.current) return;
    enviando.current = false;
    if (document.activeElement === document.body) refBotao.current?.focus();
  }, [publicar.isPending]);

  if (!proximoEvento) return null;
  const Icone = ICONES_EVENTO[proximoEvento.tipo];

  return (
    <Card
      as="section"
      aria-labelledby="titulo-proximo"
      className="flex flex-col gap-5 ring-2 ring-primaria/25 sm:p-6"
    >
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-3 text-sm">
          <h2 id="titulo-proximo" className="font-semibold text-tinta">
            Apuração em andamento
          </h2>
          <span className="tabular text-tinta-suave">
            {publicados.length} de {total} passos publicados
          </span>
        </div>
        <ProgressBar
          valor={publicados.length}
          maximo={total}
          rotulo="Passos publicados"
          textoValor={`${publicados.length} de ${total} passos publicados`}
        />
      </div>

      <div className="flex items-start gap-3 rounded-2xl bg-fundo/70 p-4 ring-1 ring-borda/70">
        <span
          className="grid size-10 shrink-0 place-items-center rounded-full bg-primaria/10 text-primaria-texto [&_svg]:size-5"
          aria-hidden="true"
        >
          <Icone />
        </span>
        <p
          aria-live="polite"
          className="min-w-0 text-[0.9375rem] leading-snug text-tinta"
          data-testid="proximo-evento"
        >
          <span className="font-semibold">Próximo: </span>
          {descreverEvento(proximoEvento)}
        </p>
      </div>

      {publicar.isError && (
        <Alert
          tone="perigo"
          role="alert"
          titulo="Passo não publicado"
          acao={
            <Button
              variant="ghost"
              size="sm"
              icon={<RefreshCw className="size-4" aria-hidden="true" />}
              loading={atualizando}
              onClick={() => {
                publicar.reset();
                onAtualizar();
              }}
            >
              Atualizar
            </Button>
          }
        >
          {publicar.error.message}
        </Alert>
      )}

      <div className="flex flex-col gap-2">
        <Button
          ref={refBotao}
          size="lg"
          fullWidth
          className="min-h-16 text-lg"
          icon={<Send className="size-5" aria-hidden="true" />}
          loading={publicar.isPending}
          onClick={() => publicar.mutate()}
        >
          Publicar próximo
        </Button>
        <p className="text-center text-sm text-tinta-suave">
          {ultimo
            ? 'Este é o último passo: ele aplica as contemplações e encerra a assembleia.'
            : 'Os clientes que assistem ao vivo veem cada passo assim que ele é publicado.'}
        </p>
      </div>
    </Card>
  );
}
