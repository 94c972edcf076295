import {
  boletosOperacoes,
  formatarData,
  formasEnvio,
  ROTULOS_FORMA_ENVIO,
  type FormaEnvio,
  type PreferenciaEnvio,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CalendarClock, Lock, Mail, MailPlus, Send } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorState } from '@/components/error-state';
import { IconeModal } from '@/components/modal';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useToast } from '@/components/toast';
import { consulta } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';
import {
  dataHoraEmSaoPaulo,
  liberacaoDaPreferencia,
  motivoDoBloqueio,
  textoFormaAtual,
  textoVigencia,
} from '../components/forma-envio';
import { CotaSelecionada, PaginaBoletos } from '../components/pagina-boletos';
import { mensagemErroFormaEnvio, useAlterarFormaEnvio } from '../use-alterar-forma-envio';

const ICONES: Record<FormaEnvio, ReactNode> = {
  email: <Mail className="size-5" />,
  correio: <Send className="size-5" />,
  ambos: <MailPlus className="size-5" />,
};

function descricaoDaForma(forma: FormaEnvio, email: string | undefined): string {
  if (forma === 'email')
    return email ? `O boleto chega no seu e-mail, ${email}.` : 'O boleto chega no seu e-mail cadastrado.';
  if (forma === 'correio') return 'O boleto impresso chega pelo correio, no endereço cadastrado.';
  return 'Você recebe o boleto pelos dois: no e-mail e impresso, pelo correio.';
}

/** Re-renders when the lock lifts, so the controls come back without a reload. */
function useAgora(ate: string | null): Date {
  const [agora, setAgora] = useState(() => new Date());
  useEffect(() => {
    const fim = ate ? Date.parse(ate) : NaN;
    if (Number.isNaN(fim)) return;
    const t = setTimeout(() => setAgora(new Date()), Math.max(0, fim - Date.now()) + 500);
    return () => clearTimeout(t);
  }, [ate]);
  return agora;
}

function OpcaoForma({
  forma,
  nome,
  marcada,
  desabilitada,
  descricao,
  selo,
  onChange,
}: {
  forma: FormaEnvio;
  nome: string;
  marcada: boolean;
  desabilitada: boolean;
  descricao: string;
  /** 'Atual', or 'A partir de 21/12/2026' for a saved choice not yet in force. */
  selo: string | null;
  onChange: () => void;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={clsx(
        'relative flex items-start gap-3.5 rounded-2xl p-4 ring-1 transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primaria',
        marcada ? 'bg-primaria/6 ring-2 ring-primaria' : 'ring-borda-forte',
        desabilitada ? 'cursor-not-allowed opacity-70' : 'cursor-pointer hover:bg-fundo/70',
      )}
    >
      <input
        id={id}
        type="radio"
        name={nome}
        value={forma}
        checked={marcada}
        disabled={desabilitada}
        onChange={onChange}
        aria-describedby={`${id}-descricao`}
        className="mt-0.5 size-5 shrink-0 accent-primaria sm:mt-3"
      />
      <span
        className="hidden size-11 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto sm:grid"
        aria-hidden="true"
      >
        {ICONES[forma]}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2 text-[0.9375rem] font-semibold text-tinta">
          {ROTULOS_FORMA_ENVIO[forma]}
          {selo && (
            <span className="rounded-full bg-fundo px-2 py-0.5 text-xs font-semibold text-tinta-suave ring-1 ring-borda">
              {selo}
            </span>
          )}
        </span>
        <span id={`${id}-descricao`} className="mt-0.5 block text-sm text-tinta-suave">
          {descricao}
        </span>
      </span>
    </label>
  );
}

function FormaDeEnvio({ idCota, preferencia }: { idCota: number; preferencia: PreferenciaEnvio }) {
  const sessao = useSessao();
  const toast = useToast();
  const alterar = useAlterarFormaEnvio(idCota);
  // Null: no pending choice, so the server's current answer shows (also after it changes under us).
  const [escolha, setEscolha] = useState<FormaEnvio | null>(null);
  const escolhida = escolha ?? preferencia.formaEnvio;
  const [confirmando, setConfirmando] = useState(false);
  const nome = useId();
  const motivoId = useId();
  const agora = useAgora(preferencia.bloqueadaAte);
  const libera = liberacaoDaPreferencia(preferencia, agora);
  const vigencia = textoVigencia(preferencia);
  const formaAtual = textoFormaAtual(preferencia);
  const mudou = escolhida !== preferencia.formaEnvio;

  const confirmar = () =>
    alterar.mutate(escolhida, {
      onSuccess: (nova) => {
        setConfirmando(false);
        setEscolha(null);
        toast({
          titulo: 'Forma de envio alterada',
          descricao: `Agora: ${ROTULOS_FORMA_ENVIO[nova.formaEnvio]}.`,
        });
      },
      onError: () => {
        setConfirmando(false);
        setEscolha(null);
      },
    });

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <Card as="section" aria-labelledby="titulo-forma" className="flex flex-col gap-5">
        <div>
          <h2 id="titulo-forma" className="text-base font-semibold text-tinta">
            Como você quer receber o boleto todo mês
          </h2>
          <p className="mt-1 text-sm text-tinta-suave" data-testid="forma-atual">
            {formaAtual.hoje}
            {formaAtual.aPartirDe && (
              <>
                {' '}
                <strong className="font-semibold text-tinta">{formaAtual.aPartirDe}</strong>
              </>
            )}
            {preferencia.alteradaEm && (
              <> Escolha alterada em {dataHoraEmSaoPaulo(preferencia.alteradaEm)}.</>
            )}
          </p>
        </div>

        {libera && (
          <Alert tone="alerta" titulo="Alteração bloqueada por 24 horas">
            <span id={motivoId}>{motivoDoBloqueio(libera)}</span>
          </Alert>
        )}
        {vigencia && (
          <Alert tone="info" titulo="Quando a mudança vale">
            {vigencia}
          </Alert>
        )}

        <fieldset
          className="flex flex-col gap-3"
          disabled={libera !== null || alterar.isPending}
          aria-describedby={libera ? motivoId : undefined}
        >
          <legend className="mb-3 text-sm font-semibold text-tinta-suave">Forma de envio</legend>
          {formasEnvio.map((forma) => (
            <OpcaoForma
              key={forma}
              forma={forma}
              nome={nome}
              marcada={escolhida === forma}
              desabilitada={libera !== null}
              selo={
                preferencia.formaEnvio !== forma
                  ? null
                  : preferencia.vigenteAPartirDe
                    ? `A partir de ${formatarData(preferencia.vigenteAPartirDe)}`
                    : 'Atual'
              }
              descricao={descricaoDaForma(forma, sessao?.usuario.email ?? undefined)}
              onChange={() => {
                alterar.reset();
                setEscolha(forma);
              }}
            />
          ))}
        </fieldset>

        {alterar.isError && (
          <Alert tone="perigo" role="alert" titulo="Forma de envio não alterada">
            {mensagemErroFormaEnvio(alterar.error)}
          </Alert>
        )}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {mudou && libera === null && (
            <Button variant="secondary" onClick={() => setEscolha(null)}>
              Desfazer
            </Button>
          )}
          <Button
            icon={libera ? <Lock className="size-4" aria-hidden="true" /> : undefined}
            disabled={!mudou || libera !== null}
            aria-describedby={libera ? motivoId : undefined}
            onClick={() => setConfirmando(true)}
          >
            Salvar forma de envio
          </Button>
        </div>
      </Card>

      <Card
        as="section"
        aria-labelledby="titulo-regras"
        className="flex flex-col gap-3 text-sm text-tinta-suave"
      >
        <h2 id="titulo-regras" className="flex items-center gap-2 text-base font-semibold text-tinta">
          <CalendarClock className="size-5 text-primaria-texto" aria-hidden="true" />
          Como funciona
        </h2>
        <p>
          A nova forma vale a partir do boleto enviado{' '}
          <strong className="text-tinta">um dia após a próxima assembleia</strong>. O boleto do mês corrente
          segue pela forma anterior.
        </p>
        <p>
          Depois de cada alteração, uma nova mudança só é possível{' '}
          <strong className="text-tinta">24 horas depois</strong>.
        </p>
        <p>Seja qual for a escolha, a 2ª via fica sempre disponível aqui no portal.</p>
      </Card>

      <ConfirmDialog
        open={confirmando}
        onOpenChange={setConfirmando}
        title={`Receber por ${ROTULOS_FORMA_ENVIO[escolhida].toLowerCase()}?`}
        description="Depois de confirmar, você só poderá alterar a forma de envio de novo daqui a 24 horas. A mudança vale a partir do envio seguinte à próxima assembleia."
        icon={<IconeModal>{ICONES[escolhida]}</IconeModal>}
        confirmLabel="Confirmar alteração"
        loading={alterar.isPending}
        onConfirm={confirmar}
      />
    </div>
  );
}

/** /boletos/forma-de-envio: e-mail, post or both for the monthly boleto, with the 24 h lock after a change. */
export default function FormaDeEnvioScreen() {
  const sessao = useSessao();
  const idCota = sessao?.idCotaPadrao;
  const preferencia = useQuery({
    ...consulta(boletosOperacoes.formaEnvio, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined,
  });
  return (
    <PaginaBoletos
      titulo="Forma de envio"
      descricao={
        sessao?.cotaPadrao ? (
          <>
            Como o boleto mensal da <CotaSelecionada /> chega até você.
          </>
        ) : (
          'Como o boleto mensal chega até você.'
        )
      }
    >
      {preferencia.isPending ? (
        <CarregandoRegiao rotulo="Carregando a forma de envio…">
          <Card className="flex flex-col gap-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20 rounded-2xl" />
            ))}
          </Card>
        </CarregandoRegiao>
      ) : preferencia.error ? (
        <Card>
          <ErrorState
            titulo="Não foi possível carregar a forma de envio"
            mensagem={preferencia.error.message}
            onRetry={() => void preferencia.refetch()}
          />
        </Card>
      ) : (
        idCota !== undefined && <FormaDeEnvio idCota={idCota} preferencia={preferencia.data} />
      )}
    </PaginaBoletos>
  );
}
