/**
 * The bid wizard of spec §4 as a pure reducer: a React screen keeps `EstadoWizardLance` in `useReducer`, calls
 * the API where `proximaAcaoLance` says so and dispatches the answer. Values and errors come from valores.rules.
 */
import type { TipoCota } from '../cotas/cotas.schemas.ts';
import type {
  ConfirmacaoLanceBody,
  ConfirmacaoLanceResposta,
  ItemHistoricoLance,
  NotificacaoLance,
  ResumoLance,
  SimulacaoLanceResposta,
} from './lances.schemas.ts';
import { MENSAGENS_LANCE } from './lances.mensagens.ts';
import {
  OFERTA_VAZIA,
  fgtsHabilitado,
  montarConfirmacaoLance,
  montarPayloadLance,
  trocaChavesHabilitada,
  validarOferta,
  type ContextoLance,
  type ErrosOferta,
  type OfertaLance,
  type PassoEntrada,
} from './valores.rules.ts';

/** Spec §4 step order; ids are the spec's. */
export const passosLance = [
  'type',
  'builtin',
  'fgts',
  'keys',
  'reduction',
  'summary',
  'confirmation',
] as const;
export type PassoLance = (typeof passosLance)[number];

export const ROTULOS_PASSO_LANCE: Record<PassoLance, string> = {
  type: 'Tipo de lance',
  builtin: 'Lance embutido',
  fgts: 'FGTS',
  keys: 'Troca de chaves',
  reduction: 'Amortização',
  summary: 'Resumo',
  confirmation: 'Confirmação',
};

function ehPassoEntrada(passo: PassoLance): passo is PassoEntrada {
  return passo !== 'summary' && passo !== 'confirmation';
}

/** Spec §4: auto and pesados without FGTS (keys only with option 003); imovel without keys; servico without both. */
export function passosHabilitados(tipo: TipoCota, opcoes: readonly { codigo: string }[]): PassoLance[] {
  return passosLance.filter(
    (p) => (p !== 'fgts' || fgtsHabilitado(tipo)) && (p !== 'keys' || trocaChavesHabilitada(tipo, opcoes)),
  );
}

export type DirecaoPasso = 'avancar' | 'voltar';

/** A simulation the server accepted: its id is what a repeated confirm is recognised by. */
export interface SimulacaoAceita {
  identificador: string;
  summary: ResumoLance;
  notifications: NotificacaoLance[];
}

export interface EstadoWizardLance {
  contexto: ContextoLance;
  passos: PassoLance[];
  passo: PassoLance;
  /** For the slide animation: where the last move went. */
  direcao: DirecaoPasso;
  oferta: OfertaLance;
  erros: ErrosOferta;
  /** The simulation shown on the summary; any change to the offer discards it. */
  simulacao: SimulacaoAceita | null;
  protocolo: string | null;
  confirmadoEm: string | null;
  /** The bid error: a refused simulation or confirmation (its first notification) or a failed call. */
  erroLance: string | null;
}

type AcaoDefinir = {
  [P in PassoEntrada]: { tipo: 'definir'; passo: P; valor: OfertaLance[P] };
}[PassoEntrada];

export type AcaoWizardLance =
  | AcaoDefinir
  | { tipo: 'avancar' }
  | { tipo: 'voltar' }
  | { tipo: 'pularParaResumo' }
  | { tipo: 'simulado'; resposta: SimulacaoLanceResposta }
  /** `em`: the confirmation instant (ISO), passed in so the reducer stays pure. */
  | { tipo: 'confirmado'; resposta: ConfirmacaoLanceResposta; em: string }
  | { tipo: 'falhou'; mensagem: string }
  | { tipo: 'reset'; contexto?: ContextoLance };

export function estadoInicialWizardLance(contexto: ContextoLance): EstadoWizardLance {
  return {
    contexto,
    passos: passosHabilitados(contexto.tipo, contexto.opcoes),
    passo: 'type',
    direcao: 'avancar',
    oferta: OFERTA_VAZIA,
    erros: {},
    simulacao: null,
    protocolo: null,
    confirmadoEm: null,
    erroLance: null,
  };
}

/** Spec §4: a step is valid when its value is set and has no error; summary once simulated, confirmation with a protocol. */
export function passoValido(estado: EstadoWizardLance, passo: PassoLance): boolean {
  if (passo === 'summary') return estado.simulacao !== null;
  if (passo === 'confirmation') return estado.protocolo !== null;
  // A type without its amount carries the "insert the value" error, so it is not valid either.
  return estado.oferta[passo] !== null && estado.erros[passo] === undefined;
}

function passosDeEntrada(estado: EstadoWizardLance): PassoEntrada[] {
  return estado.passos.filter(ehPassoEntrada);
}

export function entradasCompletas(estado: EstadoWizardLance): boolean {
  return passosDeEntrada(estado).every((p) => passoValido(estado, p));
}

/** What the screen's main button does now: move on, call the simulation, call the confirmation, or nothing. */
export function proximaAcaoLance(estado: EstadoWizardLance): 'avancar' | 'simular' | 'confirmar' | null {
  if (estado.passo === 'confirmation') return null;
  if (estado.passo === 'summary') return estado.simulacao ? 'confirmar' : 'simular';
  if (!passoValido(estado, estado.passo)) return null;
  const seguinte = estado.passos[estado.passos.indexOf(estado.passo) + 1];
  return seguinte === 'summary' ? (entradasCompletas(estado) ? 'simular' : null) : 'avancar';
}

function irPara(estado: EstadoWizardLance, passo: PassoLance, direcao: DirecaoPasso): EstadoWizardLance {
  return { ...estado, passo, direcao, erroLance: null };
}

export function reduzirWizardLance(estado: EstadoWizardLance, acao: AcaoWizardLance): EstadoWizardLance {
  const indice = estado.passos.indexOf(estado.passo);
  switch (acao.tipo) {
    case 'definir': {
      // A finished bid is not edited (reset first); a disabled step keeps no value.
      if (estado.passo === 'confirmation' || !estado.passos.includes(acao.passo)) return estado;
      const oferta = { ...estado.oferta, [acao.passo]: acao.valor };
      const erros = validarOferta(estado.contexto, oferta);
      return { ...estado, oferta, erros, simulacao: null, erroLance: null };
    }
    case 'avancar':
      return proximaAcaoLance(estado) === 'avancar'
        ? irPara(estado, estado.passos[indice + 1]!, 'avancar')
        : estado;
    case 'voltar':
      return indice > 0 && estado.passo !== 'confirmation'
        ? irPara(estado, estado.passos[indice - 1]!, 'voltar')
        : estado;
    case 'pularParaResumo':
      // Skips the remaining steps (at most two) once every answer is in, e.g. after editing one from the summary.
      return ehPassoEntrada(estado.passo) && entradasCompletas(estado)
        ? irPara(estado, 'summary', 'avancar')
        : estado;
    case 'simulado': {
      const { resposta } = acao;
      if (!entradasCompletas(estado) || estado.passo === 'confirmation') return estado;
      if (resposta.summary === null || resposta.identificador === null) {
        return { ...estado, erroLance: resposta.notifications[0]?.mensagem ?? MENSAGENS_LANCE.erroSimulacao };
      }
      const simulacao = { ...resposta, identificador: resposta.identificador, summary: resposta.summary };
      return { ...irPara(estado, 'summary', 'avancar'), simulacao };
    }
    case 'confirmado': {
      const { resposta } = acao;
      if (estado.passo !== 'summary' || !estado.simulacao) return estado;
      if (resposta.protocolo === null) {
        const erroLance = resposta.notifications[0]?.mensagem ?? MENSAGENS_LANCE.erroConfirmacao;
        return { ...estado, confirmadoEm: acao.em, erroLance };
      }
      return {
        ...irPara(estado, 'confirmation', 'avancar'),
        confirmadoEm: acao.em,
        protocolo: resposta.protocolo,
      };
    }
    case 'falhou':
      return { ...estado, erroLance: acao.mensagem };
    case 'reset':
      return estadoInicialWizardLance(acao.contexto ?? estado.contexto);
  }
}

/** The body of POST {id}/credenciamento-lance for the simulated offer; null before a simulation. */
export function confirmacaoDoWizard(estado: EstadoWizardLance): ConfirmacaoLanceBody | null {
  if (!estado.simulacao) return null;
  return montarConfirmacaoLance(
    montarPayloadLance(estado.contexto, estado.oferta),
    estado.simulacao.identificador,
  );
}

/** Repeat a bid from history (spec §4): its answers prefilled, re-validated against today's rules. */
export function estadoParaRepetirLance(contexto: ContextoLance, item: ItemHistoricoLance): EstadoWizardLance {
  const inicial = estadoInicialWizardLance(contexto);
  const habilitado = (p: PassoEntrada) => inicial.passos.includes(p);
  const parcela = (valor: number) => ({ usa: valor > 0, valor: valor > 0 ? valor : null });
  const oferta: OfertaLance = {
    type: {
      modalidade: item.situacaoModalidade,
      percentual: item.situacaoOferta === 'P' ? item.percentualLance : null,
      valor: item.situacaoOferta === 'V' ? item.valorLance : null,
    },
    builtin: habilitado('builtin') ? parcela(item.valorLanceEmbutido) : null,
    fgts: habilitado('fgts') ? parcela(item.valorFGTS) : null,
    keys: habilitado('keys') ? item.trocaChaves : null,
    reduction: item.tipoAmortizacao,
  };
  return { ...inicial, oferta, erros: validarOferta(contexto, oferta) };
}
