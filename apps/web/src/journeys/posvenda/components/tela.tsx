import {
  MENSAGENS_POS_VENDA as M,
  SEQUENCIA_POS_VENDA,
  indiceDaEtapa,
  proximaEtapaPosVenda,
  type EstadoOnboarding,
  type EtapaPosVenda,
  type RespostaBody,
} from '@portal/domain';
import { ChevronRight, Handshake, PhoneCall, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ProgressBar } from '@/components/progress-bar';
import { ApiError } from '@/lib/api';
import { Carregando, TelaDeJornada, Texto, type PropsDaTela } from '@/lib/tela-de-jornada';
import { caminhoDoPasso, caminhosPosVenda as c } from '../paths';
import { useEstadoPosVenda, useResponder } from '../use-posvenda';

export { Texto };

const TOTAL = SEQUENCIA_POS_VENDA.length;

/** One after-sales screen: the journey's frame, how far the walk is, and "leave and continue later". */
export function TelaPosVenda({ passo, children, ...props }: PropsDaTela & { passo?: EtapaPosVenda }) {
  return (
    <div className="flex flex-col gap-4">
      {passo && (
        <div className="mx-auto w-full max-w-2xl">
          <p className="mb-1.5 text-xs font-semibold text-tinta-suave" aria-hidden="true">
            Etapa {indiceDaEtapa(passo) + 1} de {TOTAL}
          </p>
          <ProgressBar
            valor={indiceDaEtapa(passo) + 1}
            maximo={TOTAL}
            rotulo="Progresso do atendimento"
            textoValor={`Etapa ${indiceDaEtapa(passo) + 1} de ${TOTAL}`}
          />
        </div>
      )}
      <TelaDeJornada jornada="Pós-venda" icone={Handshake} {...props}>
        {children}
      </TelaDeJornada>
      <p className="mx-auto w-full max-w-2xl text-center text-sm text-tinta-suave">
        Suas respostas ficam salvas.{' '}
        <Link to={caminhos.home.home} className="font-semibold text-primaria-texto underline">
          Sair e continuar depois
        </Link>
      </p>
    </div>
  );
}

/** The server's refusal in words, or the spec's generic onboarding error (03 §8). */
export const mensagemDoErro = (erro: unknown, padrao: string = M.envio) =>
  erro instanceof ApiError && erro.status < 500 ? erro.mensagem : padrao;

function SemAtendimento() {
  return (
    <div className="mx-auto w-full max-w-2xl">
      <EmptyState
        icon={<Handshake className="size-6" />}
        titulo="Nenhum atendimento pós-venda em andamento"
        descricao="Esta cota não tem um atendimento pós-venda aberto. Se você já concluiu o seu, está tudo certo."
        acao={
          <Button asChild>
            <Link to={caminhos.home.home}>Ir para o início</Link>
          </Button>
        }
      />
    </div>
  );
}

function RetornoPendente({ estado }: { estado: EstadoOnboarding }) {
  return (
    <TelaPosVenda
      titulo={estado.bloqueado ? 'Atendimento bloqueado' : 'Vamos ligar para você'}
      descricao={estado.bloqueado ? M.bloqueado : 'Recebemos o seu pedido de retorno.'}
      icone={PhoneCall}
      tom={estado.bloqueado ? 'alerta' : 'marca'}
      voltar={{ para: caminhos.home.home, rotulo: 'Ir para o início' }}
    >
      <Texto>
        Nossa equipe vai entrar em contato no período escolhido, de segunda a sexta. Depois da ligação, você
        poderá continuar o atendimento pelo app de onde parou. Protocolo: {estado.CaseNumber}.
      </Texto>
    </TelaPosVenda>
  );
}

/**
 * Loads the onboarding and guards a step: no case → a notice; a block or a pending call-back → its screen;
 * a step ahead of the customer's → the current one. Otherwise renders the step with the state.
 */
export function Etapa({
  passo,
  children,
}: {
  passo: EtapaPosVenda | 'desvio-manual' | 'edicao';
  children: (estado: EstadoOnboarding) => ReactNode;
}) {
  const estado = useEstadoPosVenda();
  if (estado.isPending) return <Carregando />;
  if (estado.isError) {
    if (estado.error instanceof ApiError && estado.error.status === 404) return <SemAtendimento />;
    return (
      <div className="mx-auto w-full max-w-2xl">
        <Alert tone="perigo" titulo={M.servidor} role="alert">
          <Button variant="secondary" className="mt-3" onClick={() => void estado.refetch()}>
            Tentar de novo
          </Button>
        </Alert>
      </div>
    );
  }
  const e = estado.data;
  if (e.bloqueado || e.retornoPendente) return <RetornoPendente estado={e} />;
  if (passo !== 'validacao-seguranca' && (!e.anoConfirmado || !e.identidadeEnviada))
    return <Navigate to={c.validacaoSeguranca} replace />;
  if (passo !== 'desvio-manual' && passo !== 'edicao' && indiceDaEtapa(passo) > indiceDaEtapa(e.passo))
    return <Navigate to={caminhoDoPasso(e.passo)} replace />;
  return <>{children(e)}</>;
}

/** Sends a step's answer and goes on: to the next step, or to the call-back when the answer asks for one. */
export function useAvancar(passo: EtapaPosVenda) {
  const responder = useResponder();
  const navegar = useNavigate();
  const [erro, setErro] = useState<string | null>(null);
  const enviar = (body: RespostaBody) => {
    setErro(null);
    responder.mutate(body, {
      onSuccess: (r) => {
        if (r.desvio) return void navegar(c.desvioManual);
        if (r.estado.concluido) return;
        const proxima = proximaEtapaPosVenda(passo);
        void navegar(caminhoDoPasso(proxima ?? r.estado.passo));
      },
      onError: (falha) => setErro(mensagemDoErro(falha)),
    });
  };
  return { enviar, erro, enviando: responder.isPending, resposta: responder.data };
}

/** The primary submit button of a step. */
export function Continuar({ enviando, children = 'Continuar' }: { enviando: boolean; children?: ReactNode }) {
  return (
    <Button type="submit" loading={enviando}>
      {children}
      <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
    </Button>
  );
}

export function ErroDoEnvio({ erro }: { erro: string | null }) {
  if (!erro) return null;
  return (
    <Alert tone="perigo" titulo="Não foi possível enviar" role="alert">
      {erro}
    </Alert>
  );
}

/** The step before `passo` in the walk, for the "Voltar" link. */
export function voltarDe(passo: EtapaPosVenda) {
  const i = indiceDaEtapa(passo);
  return i > 0
    ? { para: caminhoDoPasso(SEQUENCIA_POS_VENDA[i - 1]!), rotulo: 'Voltar' }
    : { para: caminhos.home.home, rotulo: 'Início' };
}

/**
 * A step the customer reads and confirms ("Li e entendi"): its content, then the answer `{passo, ciente}`.
 */
export function PassoDeLeitura({
  passo,
  titulo,
  descricao,
  icone,
  children,
  confirmar = 'Li e entendi',
}: {
  passo: Exclude<
    EtapaPosVenda,
    'validacao-seguranca' | 'validar-renda' | 'contemplacao' | 'venda' | 'boletos'
  >;
  titulo: string;
  descricao?: ReactNode;
  icone?: LucideIcon;
  children: ReactNode;
  confirmar?: string;
}) {
  const { enviar, erro, enviando } = useAvancar(passo);
  return (
    <Etapa passo={passo}>
      {() => (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            enviar({ passo, ciente: true });
          }}
        >
          <TelaPosVenda
            passo={passo}
            titulo={titulo}
            descricao={descricao}
            icone={icone}
            voltar={voltarDe(passo)}
            acao={<Continuar enviando={enviando}>{confirmar}</Continuar>}
          >
            {children}
            <ErroDoEnvio erro={erro} />
          </TelaPosVenda>
        </form>
      )}
    </Etapa>
  );
}

/** Accordion items (native details/summary: keyboard and screen readers for free). */
export function Sanfona({ itens }: { itens: { titulo: string; texto: ReactNode }[] }) {
  return (
    <div className="divide-y divide-borda/70 rounded-xl border border-borda/70">
      {itens.map((item) => (
        <details key={item.titulo} className="group px-4 py-3">
          <summary className="cursor-pointer list-none font-semibold text-tinta marker:hidden">
            <span className="flex items-center justify-between gap-3">
              {item.titulo}
              <ChevronRight
                className="size-4 shrink-0 transition-transform group-open:rotate-90"
                aria-hidden="true"
              />
            </span>
          </summary>
          <div className="mt-2 text-[0.9375rem] leading-relaxed text-tinta-suave">{item.texto}</div>
        </details>
      ))}
    </div>
  );
}

/** A yes/no question as a radio group (the clarity and the sale-promise questions). */
export function SimOuNao({
  legenda,
  valor,
  onChange,
  erro,
}: {
  legenda: string;
  valor: boolean | null;
  onChange: (v: boolean) => void;
  erro?: string;
}) {
  return (
    <fieldset aria-describedby={erro ? 'erro-sim-nao' : undefined}>
      <legend className="font-semibold text-tinta">{legenda}</legend>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        {(
          [
            [true, 'Sim'],
            [false, 'Não'],
          ] as const
        ).map(([v, rotulo]) => (
          <label
            key={rotulo}
            className="flex min-h-11 flex-1 cursor-pointer items-center gap-3 rounded-xl border border-borda px-4 py-2.5 has-[:checked]:border-primaria has-[:checked]:bg-primaria/5"
          >
            <input
              type="radio"
              name={legenda}
              checked={valor === v}
              onChange={() => onChange(v)}
              className="size-4 accent-primaria"
            />
            {rotulo}
          </label>
        ))}
      </div>
      {erro && (
        <p id="erro-sim-nao" className="mt-2 text-sm text-perigo" role="alert">
          {erro}
        </p>
      )}
    </fieldset>
  );
}
