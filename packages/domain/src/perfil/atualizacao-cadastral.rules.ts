import { ROTAS_PERFIL, type RotaPerfil } from './rotas-do-perfil.ts';
import { VALIDADE_CODIGO_VERIFICACAO_S } from '../acesso/verificacao.schemas.ts';
import { codigoDaFase, faseEm, statusEm } from '../casos/casos.rules.ts';
import { FASES_DEVOLUCAO, type CodigoFase } from '../casos/fases.schemas.ts';

/**
 * The registration update (03 §2, §4): where the profile sends the customer for each status of their
 * registration-update case, which routes stay open during the mandatory update, and the SMS token's countdown.
 */

// ——— Cadastral-update status → profile screen (03 §2 table) ———

export type TelaDoStatusCadastral =
  'analisandoInformacoes' | 'filial' | 'problemaDocumentos' | 'emailTelefone';

const TELA_POR_STATUS_CADASTRAL: [readonly CodigoFase[], TelaDoStatusCadastral][] = [
  [
    [
      'ANALISE_DOCUMENTACAO',
      'SUSPEITA_FRAUDE',
      'BRSCAN_EM_ANDAMENTO',
      'RETORNO_BRSCAN',
      'CADASTRO_APROVADO',
      'APROVADO_FILIAL',
      'APROVADO_GRC',
    ],
    'analisandoInformacoes',
  ],
  [['DOCUMENTO_RECUSADO'], 'filial'],
  [['PENDENCIA_CLIENTE'], 'problemaDocumentos'],
  [['CADASTRO_ATUALIZADO_APP', 'CADASTRO_NAO_ATUALIZADO', 'ATUALIZACAO_OBRIGATORIA'], 'emailTelefone'],
];

/**
 * 03 §2: the profile screen for the registration-update status (any spelling: 'Pendência Cliente',
 * 'PENDENCIA_CLIENTE'). "Default registration-update target when the phase has no mapping:
 * AtualizarEmailTelefone" — no case, or a status the table does not name, leads there too.
 */
export function telaDoStatusCadastral(status: string | null | undefined): TelaDoStatusCadastral {
  return TELA_POR_STATUS_CADASTRAL.find(([codigos]) => faseEm(status, codigos))?.[1] ?? 'emailTelefone';
}

/** The same, as the route to navigate to. */
export function rotaDoStatusCadastral(status: string | null | undefined): RotaPerfil {
  return ROTAS_PERFIL[telaDoStatusCadastral(status)];
}

/**
 * Where a registration-update case leads its customer (its notification, its card in /requests): the screen of
 * its phase by the table above while it is open; once the analyst approved it and closed it ('Cadastro
 * Aprovado', 'Fechado': the change is applied in that same transaction, ADR 0026) the end of the flow,
 * document-approved (03 §2 "document approved").
 */
export function rotaDoCasoCadastral(caso: { Status: string; Fase__c: string | null }): RotaPerfil {
  if (statusEm(caso.Status, ['FECHADO']) && faseEm(caso.Fase__c, ['CADASTRO_APROVADO']))
    return ROTAS_PERFIL.documentoAprovado;
  return rotaDoStatusCadastral(caso.Fase__c ?? caso.Status);
}

// ——— Registration-update case status → screen (03 §2 "Screens for this family") ———

/**
 * The statuses 03 §2 lists for the registration-update case, in its order: the same variant list the refund
 * case uses (casos/fases.schemas.ts), declared once there.
 */
export const STATUS_CASO_ATUALIZACAO_CADASTRAL = FASES_DEVOLUCAO;

export type TelaDoCasoCadastral =
  | 'introducao'
  | 'problemaDocumentos'
  | 'analiseDocumentos'
  | 'documentoAprovado'
  | 'pagamentoAgendado'
  | 'filiais';

/**
 * 03 §2: not started or deadline ended → Introduction; client pending, additional docs, re-analysis →
 * DocumentProblem; BRSCAN in progress/return, operations, GRC analysis, fraud suspicion → DocumentAnalysis;
 * doc approved, GRC opinion, registration approved → DocumentApproved; awaiting Newcon update →
 * PaymentScheduled; refused → Branches.
 */
export const TELA_POR_STATUS_DO_CASO: Partial<
  Record<(typeof STATUS_CASO_ATUALIZACAO_CADASTRAL)[number], TelaDoCasoCadastral>
> = {
  TRATATIVA_NAO_INICIADA: 'introducao',
  PRAZO_FINALIZADO: 'introducao',
  PENDENCIA_CLIENTE: 'problemaDocumentos',
  DOCUMENTOS_ADICIONAIS_GRC: 'problemaDocumentos',
  REANALISE_BRSCAN: 'problemaDocumentos',
  BRSCAN_EM_ANDAMENTO: 'analiseDocumentos',
  RETORNO_BRSCAN: 'analiseDocumentos',
  ANALISE_OPERACOES: 'analiseDocumentos',
  ANALISE_GRC: 'analiseDocumentos',
  SUSPEITA_FRAUDE: 'analiseDocumentos',
  DOC_APROVADO: 'documentoAprovado',
  PARECER_GRC: 'documentoAprovado',
  CADASTRO_APROVADO: 'documentoAprovado',
  AGUARDANDO_ATUALIZACAO_NEWCON: 'pagamentoAgendado',
  DOCUMENTO_RECUSADO: 'filiais',
};

/**
 * The screen of the family for a case status, any spelling; null for the statuses the spec gives no screen
 * (the payment ones, which this family shares with the refund) and for unknown ones.
 */
export function telaDoCasoCadastral(status: string | null | undefined): TelaDoCasoCadastral | null {
  const codigo = codigoDaFase(status);
  return Object.hasOwn(TELA_POR_STATUS_DO_CASO, codigo)
    ? TELA_POR_STATUS_DO_CASO[codigo as keyof typeof TELA_POR_STATUS_DO_CASO]!
    : null;
}

// ——— The SMS token's countdown (03 §4 "Registration token") ———

/** 03 §4, §9: the token is valid 15 minutes, counted down from 900 s, one tick a second. */
export const VALIDADE_TOKEN_CADASTRAL_S = VALIDADE_CODIGO_VERIFICACAO_S;
export const INTERVALO_CONTAGEM_TOKEN_MS = 1000;

export type EstadoProgressoToken = 'info' | 'warning' | 'danger';

/**
 * 03 §4: "progress bar info state from minute 15 to 7, warning 6 to 2, danger otherwise". The minute is the
 * one the countdown shows (mm of mm:ss): 07:00 is still info, 06:59 warning, 02:00 warning, 01:59 danger.
 */
export function estadoDoProgressoToken(segundosRestantes: number): EstadoProgressoToken {
  const minuto = Math.floor(Math.max(0, segundosRestantes) / 60);
  if (minuto >= 7) return 'info';
  if (minuto >= 2) return 'warning';
  return 'danger';
}

/** The bar's fill, 1 (just sent) to 0 (timed out). */
export function progressoDoToken(segundosRestantes: number): number {
  const s = Math.min(VALIDADE_TOKEN_CADASTRAL_S, Math.max(0, segundosRestantes));
  return s / VALIDADE_TOKEN_CADASTRAL_S;
}

/** Seconds left until `expiraEm` (ISO), never below 0: at 0 the timed-out event fires. */
export function segundosRestantesDoToken(expiraEm: string, agoraMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiraEm) - agoraMs) / 1000));
}

/** 'mm:ss' of the countdown: 900 → '15:00', 61 → '01:01', below 0 → '00:00'. */
export function formatarContagemToken(segundosRestantes: number): string {
  const s = Math.max(0, Math.floor(segundosRestantes));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** 03 §4 "at 00:00 a timed-out event fires and verification is required again". */
export const tokenExpirou = (segundosRestantes: number): boolean => segundosRestantes <= 0;
