import {
  calcularLance,
  confirmacaoDoWizard,
  entradasCompletas,
  estadoInicialWizardLance,
  estadoParaRepetirLance,
  formatarMoeda,
  MENSAGENS_LANCE,
  montarPayloadLance,
  passoValido,
  proximaAcaoLance,
  reduzirWizardLance,
  ROTULOS_PASSO_LANCE,
  type ItemHistoricoLance,
  lancesOperacoes,
  type PassoLance,
  type PayloadLance,
  type RegrasLance,
} from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, BookOpen, Check, ListChecks } from 'lucide-react';
import { useLayoutEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Stepper } from '@/components/stepper';
import { mostrarErro } from '@/lib/error-modal';
import { useFluxoEmAndamento } from '@/lib/fluxo';
import { chamar } from '@/lib/operacoes';
import { caminhosLances } from '../paths';
import { useConfirmarLance } from '../use-confirmar-lance';
import { falhaDoLance } from './falhas';
import { AssembleiaDoLance, LanceAteAqui } from './lateral-do-lance';
import { LancesVencedores } from './lances-vencedores';
import { PassoChaves } from './passo-chaves';
import { PassoConfirmacao } from './passo-confirmacao';
import { PassoEmbutido } from './passo-embutido';
import { PassoFgts } from './passo-fgts';
import { PassoReducao } from './passo-reducao';
import { PassoResumo } from './passo-resumo';
import { PassoTipo } from './passo-tipo';
import type { PropsPasso } from './passo';

const ENTRADAS = ['type', 'builtin', 'fgts', 'keys', 'reduction'] as const satisfies readonly PassoLance[];
const ehEntrada = (p: PassoLance): p is (typeof ENTRADAS)[number] =>
  (ENTRADAS as readonly string[]).includes(p);

/** Slides the new step in from the side it came from; nothing when the customer asked for less motion. */
function animarEntrada(el: HTMLElement, direcao: 'avancar' | 'voltar') {
  if (typeof el.animate !== 'function' || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const deslocamento = direcao === 'avancar' ? '1.5rem' : '-1.5rem';
  el.animate(
    [
      { opacity: 0, transform: `translateX(${deslocamento})` },
      { opacity: 1, transform: 'none' },
    ],
    { duration: 220, easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' },
  );
}

/**
 * The bid wizard of spec §4: the domain reducer holds the offer, the steps and the errors; this screen draws the
 * current step, calls the simulation and the confirmation where `proximaAcaoLance` says so and dispatches the
 * answers. Only the steps enabled for the quota (`passosHabilitados`) exist.
 */
export function AssistenteLance({
  idCota,
  regras,
  repetir,
}: {
  idCota: number;
  regras: RegrasLance;
  repetir: ItemHistoricoLance | null;
}) {
  const [estado, dispatch] = useReducer(reduzirWizardLance, null, () =>
    repetir ? estadoParaRepetirLance(regras, repetir) : estadoInicialWizardLance(regras),
  );
  // The server's summary and the id a confirmation must carry; refusals and failures go to the reducer.
  const simular = useMutation({
    mutationFn: (body: PayloadLance) => chamar(lancesOperacoes.simular, { params: { id: idCota }, body }),
    meta: { erroTratado: true },
  });
  const confirmar = useConfirmarLance(idCota);
  const [mostrarErros, setMostrarErros] = useState(false);
  const [anuncio, setAnuncio] = useState('');
  const conteudo = useRef<HTMLDivElement>(null);
  const secao = useRef<HTMLDivElement>(null);
  const primeiroPasso = useRef(true);
  // A click that lands before the button re-renders as disabled must not send a second confirmation.
  const confirmando = useRef(false);
  useFluxoEmAndamento(estado.oferta.type !== null && estado.protocolo === null);

  const { passo, passos } = estado;
  const indice = passos.indexOf(passo);
  const acao = proximaAcaoLance(estado);
  const ocupado = simular.isPending || confirmar.isPending;

  useLayoutEffect(() => {
    if (primeiroPasso.current) {
      primeiroPasso.current = false;
      return;
    }
    const el = conteudo.current;
    if (!el) return;
    animarEntrada(el, estado.direcao);
    el.querySelector<HTMLElement>('#titulo-passo')?.focus({ preventScroll: true });
    const topo = secao.current?.getBoundingClientRect().top ?? 0;
    if (topo < 0) secao.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    // Only a change of step re-runs this; the direction is read as it was when the step changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [passo]);

  function falhar(erro: unknown, padrao: string) {
    const falha = falhaDoLance(erro, padrao);
    dispatch({ tipo: 'falhou', mensagem: falha.mensagem });
    if (falha.inesperada) mostrarErro(erro instanceof Error ? erro.message : padrao);
  }

  function simularLance() {
    if (simular.isPending) return;
    let payload;
    try {
      payload = montarPayloadLance(regras, estado.oferta);
    } catch {
      setMostrarErros(true);
      return;
    }
    simular.mutate(payload, {
      onSuccess: (resposta) => {
        setMostrarErros(false);
        dispatch({ tipo: 'simulado', resposta });
      },
      onError: (erro) => falhar(erro, MENSAGENS_LANCE.erroSimulacao),
    });
  }

  function confirmarLance() {
    const corpo = confirmacaoDoWizard(estado);
    if (!corpo || confirmando.current) return;
    confirmando.current = true;
    confirmar.mutate(corpo, {
      onSuccess: (resposta) => {
        dispatch({ tipo: 'confirmado', resposta, em: new Date().toISOString() });
        if (resposta.protocolo) setAnuncio(`Lance registrado. Protocolo ${resposta.protocolo}.`);
      },
      onError: (erro) => falhar(erro, MENSAGENS_LANCE.erroConfirmacao),
      onSettled: () => {
        confirmando.current = false;
      },
    });
  }

  /** Back to an earlier step (from the summary's edit buttons), one 'voltar' at a time as the reducer allows. */
  function irPara(alvo: PassoLance) {
    const passosAtras = indice - passos.indexOf(alvo);
    setMostrarErros(false);
    for (let i = 0; i < passosAtras; i++) dispatch({ tipo: 'voltar' });
  }

  function irParaResumo() {
    if (estado.simulacao) {
      setMostrarErros(false);
      dispatch({ tipo: 'pularParaResumo' });
    } else simularLance();
  }

  // A repeated bid may carry an answer today's rules refuse on an earlier step: point the customer there.
  const passoComErro = passos.find(
    (p) => ehEntrada(p) && p !== passo && estado.oferta[p] !== null && !passoValido(estado, p),
  );

  function principal(e: FormEvent) {
    e.preventDefault();
    if (ocupado) return;
    if (acao === 'avancar') {
      setMostrarErros(false);
      dispatch({ tipo: 'avancar' });
    } else if (acao === 'simular') simularLance();
    else if (acao === 'confirmar') confirmarLance();
    else {
      setMostrarErros(true);
      // The first thing to fix: a field in error, or the first choice of an unanswered group.
      requestAnimationFrame(() =>
        conteudo.current
          ?.querySelector<HTMLElement>(
            '[aria-invalid="true"], fieldset[aria-describedby] input[type="radio"]',
          )
          ?.focus(),
      );
    }
  }

  const props: PropsPasso = { idCota, regras, estado, dispatch, mostrarErros };
  const resumo = estado.simulacao?.summary ?? null;
  const percentualDigitado = estado.oferta.type
    ? (calcularLance(regras, estado.oferta.type)?.percentualLance ?? null)
    : null;
  const percentualDoGrafico =
    passo === 'summary' && resumo
      ? resumo.percentualLance
      : percentualDigitado !== null && percentualDigitado <= 100
        ? percentualDigitado
        : null;
  const podePular = ehEntrada(passo) && entradasCompletas(estado) && passos[indice + 1] !== 'summary';
  const rotuloPrincipal =
    acao === 'confirmar'
      ? 'Confirmar lance'
      : acao === 'simular'
        ? passo === 'summary'
          ? 'Simular lance'
          : 'Ver resumo'
        : 'Continuar';

  return (
    <div className="flex flex-col gap-5">
      {repetir && estado.protocolo === null && (
        <Alert tone="info" titulo={`Repetindo o lance ${repetir.protocolo}`}>
          Trouxemos as respostas daquele lance. Confira cada etapa: os valores seguem as regras de hoje.
        </Alert>
      )}
      {regras.avisoElegibilidade && estado.protocolo === null && (
        <Alert tone="alerta" titulo="Sua cota tem parcelas em atraso">
          {regras.avisoElegibilidade}
        </Alert>
      )}
      {regras.lanceAtivo && estado.protocolo === null && (
        <Alert tone="alerta" titulo="Você já tem um lance para esta assembleia">
          Protocolo <span className="tabular font-semibold">{regras.lanceAtivo.protocolo}</span>, de{' '}
          <span className="tabular font-semibold">{formatarMoeda(regras.lanceAtivo.valorLance)}</span>. Se
          você confirmar um novo lance, ele substitui o anterior.
        </Alert>
      )}
      <div className="lg:hidden">
        <AssembleiaDoLance regras={regras} compacta />
      </div>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-5">
          <div ref={secao} className="scroll-mt-20">
            <Card as="section" aria-labelledby="titulo-passo" className="overflow-hidden">
              {passo !== 'confirmation' && (
                <Stepper etapas={passos.map((p) => ROTULOS_PASSO_LANCE[p])} atual={indice} className="mb-6" />
              )}
              <form noValidate onSubmit={principal}>
                <div ref={conteudo} key={passo}>
                  {passo === 'type' && <PassoTipo {...props} />}
                  {passo === 'builtin' && <PassoEmbutido {...props} />}
                  {passo === 'fgts' && <PassoFgts {...props} />}
                  {passo === 'keys' && <PassoChaves {...props} />}
                  {passo === 'reduction' && <PassoReducao {...props} />}
                  {passo === 'summary' && (
                    <PassoResumo
                      resumo={resumo}
                      avisos={(estado.simulacao?.notifications ?? []).map((n) => n.mensagem)}
                      passos={passos}
                      irPara={irPara}
                    />
                  )}
                  {passo === 'confirmation' && estado.protocolo && resumo && (
                    <PassoConfirmacao
                      protocolo={estado.protocolo}
                      confirmadoEm={estado.confirmadoEm}
                      resumo={resumo}
                    />
                  )}
                </div>

                <div aria-live="assertive">
                  {estado.erroLance && (
                    <Alert tone="perigo" titulo="Não foi possível concluir" className="mt-6">
                      {estado.erroLance}
                    </Alert>
                  )}
                  {mostrarErros && acao === null && passoComErro && (
                    <Alert
                      tone="alerta"
                      className="mt-6"
                      acao={
                        <Button size="sm" variant="secondary" onClick={() => irPara(passoComErro)}>
                          Revisar
                        </Button>
                      }
                    >
                      Revise a etapa “{ROTULOS_PASSO_LANCE[passoComErro]}”:{' '}
                      {estado.erros[passoComErro as (typeof ENTRADAS)[number]]}
                    </Alert>
                  )}
                </div>

                {passo !== 'confirmation' && (
                  <div className="mt-8 flex flex-col-reverse gap-3 border-t border-borda/70 pt-5 sm:flex-row sm:items-center sm:justify-between">
                    {indice > 0 ? (
                      <Button
                        variant="ghost"
                        onClick={() => {
                          setMostrarErros(false);
                          dispatch({ tipo: 'voltar' });
                        }}
                        disabled={ocupado}
                        icon={<ArrowLeft className="size-5" aria-hidden="true" />}
                      >
                        Voltar
                      </Button>
                    ) : (
                      <Button asChild variant="ghost">
                        <Link to={caminhosLances.introducao}>
                          <BookOpen className="size-5" aria-hidden="true" />
                          Como funcionam os lances
                        </Link>
                      </Button>
                    )}
                    <div className="flex flex-col-reverse gap-3 sm:flex-row">
                      {podePular && (
                        <Button
                          variant="secondary"
                          onClick={irParaResumo}
                          disabled={ocupado}
                          icon={<ListChecks className="size-5" aria-hidden="true" />}
                        >
                          Ir para o resumo
                        </Button>
                      )}
                      <Button
                        type="submit"
                        loading={acao === 'confirmar' ? confirmar.isPending : simular.isPending}
                        disabled={ocupado}
                        className="sm:min-w-44"
                        icon={
                          acao === 'confirmar' ? <Check className="size-5" aria-hidden="true" /> : undefined
                        }
                      >
                        {rotuloPrincipal}
                        {acao !== 'confirmar' && (
                          <ArrowRight className="-mr-1 ml-1 inline size-5" aria-hidden="true" />
                        )}
                      </Button>
                    </div>
                  </div>
                )}
              </form>
            </Card>
          </div>

          {(passo === 'type' || passo === 'summary') && (
            <LancesVencedores idCota={idCota} percentual={percentualDoGrafico} />
          )}
        </div>

        <aside aria-label="Sobre o seu lance" className="hidden flex-col gap-4 lg:sticky lg:top-6 lg:flex">
          <AssembleiaDoLance regras={regras} />
          {passo !== 'confirmation' && <LanceAteAqui regras={regras} estado={estado} />}
        </aside>
      </div>
      <p className="sr-only" aria-live="polite">
        {anuncio}
      </p>
    </div>
  );
}
