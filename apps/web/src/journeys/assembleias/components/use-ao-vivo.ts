import { assembleiasOperacoes, type MensagemAoVivo } from '@portal/domain';
import { useEffect, useReducer, useRef } from 'react';
import { ApiError } from '@/lib/api';
import { chamar } from '@/lib/operacoes';
import { acrescentarMensagem, esperaParaReconectar, lerMensagemAoVivo } from './ao-vivo';

/** The SSE event name the API uses for every message. */
const EVENTO_SSE = 'assembleia';
/** On the assembly day, how often a page opened before the start asks again whether it has started. */
const ESPERA_INICIO_MS = 20_000;

/** The 404 of the link is an answer ("nothing running now"), not a failure. */
const semAssembleiaAoVivo = (erro: unknown) => erro instanceof ApiError && erro.status === 404;

export type FaseAoVivo = 'conectando' | 'ao-vivo' | 'reconectando' | 'encerrada' | 'sem-assembleia';

interface Estado {
  fase: FaseAoVivo;
  mensagens: readonly MensagemAoVivo[];
  /** The API's words for "nothing running" (404). */
  aviso: string | null;
}

type Acao =
  | { tipo: 'aberta' }
  | { tipo: 'mensagem'; mensagem: MensagemAoVivo }
  | { tipo: 'caiu' }
  | { tipo: 'sem-assembleia'; aviso: string }
  | { tipo: 'encerrada' };

function reduzir(estado: Estado, acao: Acao): Estado {
  switch (acao.tipo) {
    case 'aberta':
      return estado.fase === 'encerrada' ? estado : { ...estado, fase: 'ao-vivo', aviso: null };
    case 'mensagem': {
      const mensagens = acrescentarMensagem(estado.mensagens, acao.mensagem);
      const fim = acao.mensagem.evento.tipo === 'assembleia-encerrada';
      return { ...estado, mensagens, fase: fim || estado.fase === 'encerrada' ? 'encerrada' : 'ao-vivo' };
    }
    case 'caiu':
      return estado.fase === 'encerrada' ? estado : { ...estado, fase: 'reconectando' };
    case 'sem-assembleia':
      return { ...estado, fase: 'sem-assembleia', aviso: acao.aviso };
    case 'encerrada':
      return { ...estado, fase: 'encerrada' };
  }
}

/**
 * Watches the quota's running assembly: asks for a stream link, opens an EventSource and collects the events.
 * On any error it closes the stream and asks for a NEW link (the browser's own retry would reuse the expired
 * ticket), backing off; the server replays what was published, and the feed drops what it already has. After
 * 'assembleia-encerrada' the stream is closed for good. Mount it with a `key` per quota: a new quota is a new
 * watch. `aguardarInicio`: nothing is running yet but the assembly is today, so keep asking quietly.
 */
export function useAoVivo(idCota: number, aguardarInicio: boolean) {
  const [estado, despachar] = useReducer(reduzir, { fase: 'conectando', mensagens: [], aviso: null });
  const aguardar = useRef(aguardarInicio);
  useEffect(() => {
    aguardar.current = aguardarInicio;
  }, [aguardarInicio]);

  useEffect(() => {
    let ativo = true;
    let fonte: EventSource | null = null;
    let timer: number | undefined;
    let tentativas = 0;
    let recebeuEventos = false;
    let terminou = false;
    const controle = new AbortController();

    const fechar = () => {
      fonte?.close();
      fonte = null;
    };
    const agendar = (ms: number) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void conectar(), ms);
    };

    async function conectar() {
      let url: string;
      try {
        // A two-minute link (EventSource sends no headers), asked for on every (re)connection, never cached.
        ({ url } = await chamar(
          assembleiasOperacoes.linkAoVivo,
          { params: { id: idCota } },
          controle.signal,
        ));
      } catch (erro) {
        if (!ativo) return;
        if (semAssembleiaAoVivo(erro)) {
          // Events already seen and now nothing running: it ended while the connection was down.
          if (recebeuEventos) {
            terminou = true;
            return despachar({ tipo: 'encerrada' });
          }
          despachar({ tipo: 'sem-assembleia', aviso: (erro as ApiError).mensagem });
          if (aguardar.current) agendar(ESPERA_INICIO_MS);
          return;
        }
        // The session ended: the api client is already taking the customer to the login.
        if (erro instanceof ApiError && erro.status === 401) return;
        despachar({ tipo: 'caiu' });
        return agendar(esperaParaReconectar(tentativas++));
      }
      if (!ativo) return;
      const es = new EventSource(url);
      fonte = es;
      es.onopen = () => {
        tentativas = 0;
        despachar({ tipo: 'aberta' });
      };
      es.addEventListener(EVENTO_SSE, (e) => {
        const mensagem = lerMensagemAoVivo((e as MessageEvent<string>).data);
        if (!mensagem) return;
        recebeuEventos = true;
        despachar({ tipo: 'mensagem', mensagem });
        if (mensagem.evento.tipo === 'assembleia-encerrada') {
          terminou = true;
          fechar();
        }
      });
      es.onerror = () => {
        if (fonte !== es) return;
        fechar();
        if (!ativo || terminou) return;
        despachar({ tipo: 'caiu' });
        agendar(esperaParaReconectar(tentativas++));
      };
    }

    // Back online: no reason to wait out the back-off.
    const voltouARede = () => {
      if (!fonte && !terminou && ativo) agendar(0);
    };
    window.addEventListener('online', voltouARede);
    void conectar();
    return () => {
      ativo = false;
      controle.abort();
      window.clearTimeout(timer);
      window.removeEventListener('online', voltouARede);
      fechar();
    };
  }, [idCota]);

  return estado;
}
