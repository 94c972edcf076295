import { hojeEmSaoPaulo } from '../comum/datas.ts';
import {
  CODIGO_CRIVO_ERRO,
  FASES_DO_APP,
  OPCOES_ANALISTA,
  REFERENCIA_CASO,
  ROTULOS_TIPO_CASO,
  STATUS_CASO,
  TIPOS_CASO,
  baldes,
  type Balde,
  type CodigoStatusCaso,
  type TipoCaso,
} from './casos.schemas.ts';
import { FASES, FASES_MINUSCULAS, type CodigoFase } from './fases.schemas.ts';

/** The case fields the rules read; the API's rows and the web's answers both fit. */
export interface CasoResumo {
  CaseNumber: string;
  CreatedDate: string;
  Status: string;
  Fase__c: string | null;
  RecordTypeDeveloperName: string;
}

// ——— Comparing CRM words ———

/**
 * Lower-case, accent-free, with '_', '-' and runs of spaces as one space. The spec compares phases and
 * statuses lower-cased (02 §4.8, 03 §4) and writes them with and without accents ('Pendência Cliente',
 * 'pendencia cliente'), so 'TRATATIVA_NAO_INICIADA', 'Tratativa Não Iniciada' and 'tratativa nao iniciada'
 * must all be the same phase.
 */
export function normalizarTermo(s: string | null | undefined): string {
  return (s ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/** Any spelling of a phase → its code ('Pendência Cliente' → 'PENDENCIA_CLIENTE'); unknown phases too. */
export function codigoDaFase(fase: string | null | undefined): string {
  return normalizarTermo(fase).toUpperCase().replaceAll(' ', '_');
}

function ehFaseConhecida(codigo: string): codigo is CodigoFase {
  return Object.hasOwn(FASES, codigo);
}

/** The phase in words for /requests; an unknown CRM value is shown as it came. */
export function rotuloDaFase(fase: string | null | undefined): string {
  const codigo = codigoDaFase(fase);
  return ehFaseConhecida(codigo) ? FASES[codigo] : (fase ?? '').trim();
}

export function faseEm(fase: string | null | undefined, codigos: readonly CodigoFase[]): boolean {
  const f = normalizarTermo(fase);
  return f !== '' && codigos.some((c) => FASES_MINUSCULAS[c] === f);
}

export function statusEm(status: string | null | undefined, codigos: readonly CodigoStatusCaso[]): boolean {
  const s = normalizarTermo(status);
  return s !== '' && codigos.some((c) => normalizarTermo(c) === s);
}

export function rotuloDoStatus(status: string | null | undefined): string {
  const s = normalizarTermo(status);
  const codigo = (Object.keys(STATUS_CASO) as CodigoStatusCaso[]).find((c) => normalizarTermo(c) === s);
  return codigo ? STATUS_CASO[codigo] : (status ?? '').trim();
}

/** 02 §5 / 03 §4: the open statuses that block a new case and count for the mandatory update. */
export const STATUS_ABERTOS = ['EM_ANDAMENTO', 'ESCALADO'] as const satisfies readonly CodigoStatusCaso[];

// ——— Buckets ———

/** Bucket of a type, given as developer name or label, in any case ('atendimento pós-venda', 03 §4). */
export function baldeDoTipo(tipo: string | null | undefined): Balde | null {
  const t = normalizarTermo(tipo);
  if (t === '') return null;
  return (
    baldes.find((b) => {
      const dev: TipoCaso = TIPOS_CASO[b];
      return normalizarTermo(dev) === t || normalizarTermo(ROTULOS_TIPO_CASO[dev]) === t;
    }) ?? null
  );
}

export function ehDoTipo(caso: Pick<CasoResumo, 'RecordTypeDeveloperName'>, balde: Balde): boolean {
  return baldeDoTipo(caso.RecordTypeDeveloperName) === balde;
}

/** 03 §4 "distribute to buckets by case type"; a type we do not know feeds no bucket. Order is kept. */
export function distribuirEmBaldes<T extends Pick<CasoResumo, 'RecordTypeDeveloperName'>>(
  casos: readonly T[],
): Record<Balde, T[]> {
  const saida = Object.fromEntries(baldes.map((b) => [b, [] as T[]])) as Record<Balde, T[]>;
  for (const caso of casos) {
    const balde = baldeDoTipo(caso.RecordTypeDeveloperName);
    if (balde) saida[balde].push(caso);
  }
  return saida;
}

// ——— Most recent case ———

function instante(data: string): number {
  const ms = Date.parse(data);
  return Number.isNaN(ms) ? -Infinity : ms;
}

/** Newest first; same instant → the higher case number (created later by the auto-number). */
function maisNovoPrimeiro(
  a: Pick<CasoResumo, 'CreatedDate' | 'CaseNumber'>,
  b: Pick<CasoResumo, 'CreatedDate' | 'CaseNumber'>,
): number {
  const d = instante(b.CreatedDate) - instante(a.CreatedDate);
  if (d !== 0 && !Number.isNaN(d)) return d > 0 ? 1 : -1;
  return b.CaseNumber.padStart(12, '0').localeCompare(a.CaseNumber.padStart(12, '0'));
}

export function ordenarMaisRecentes<T extends Pick<CasoResumo, 'CreatedDate' | 'CaseNumber'>>(
  casos: readonly T[],
): T[] {
  return [...casos].sort(maisNovoPrimeiro);
}

/**
 * 03 §4 "Most recent case": the newest 'Em Andamento' one; otherwise, only when `aceitarOutros`, the newest
 * of the rest. Withdrawal (refund) cases go by created date alone (03 §4, 02 §4.9), whatever their status.
 */
export function casoMaisRecente<T extends Omit<CasoResumo, 'Fase__c'>>(
  casos: readonly T[],
  { aceitarOutros = false }: { aceitarOutros?: boolean } = {},
): T | null {
  const ordenados = ordenarMaisRecentes(casos);
  if (ordenados.length > 0 && ordenados.every((c) => ehDoTipo(c, 'devolucao'))) return ordenados[0] ?? null;
  const emAndamento = ordenados.find((c) => statusEm(c.Status, ['EM_ANDAMENTO']));
  return emAndamento ?? (aceitarOutros ? (ordenados[0] ?? null) : null);
}

/**
 * 02 §4.9, 03 §4: only in these phases is the case number hidden and "you already have a request" shown —
 * the customer has sent everything and waits for the analyst.
 */
export const FASES_CASO_EXISTENTE = [
  'AGUARDANDO_ANALISE_PAGAMENTO_ESPECIE',
  'TRIAGEM_EM_ANDAMENTO',
] as const satisfies readonly CodigoFase[];

/** True → hide the case number and treat the customer as already having a case. */
export function jaPossuiCaso(caso: Pick<CasoResumo, 'Fase__c'> | null | undefined): boolean {
  return caso != null && faseEm(caso.Fase__c, FASES_CASO_EXISTENTE);
}

// ——— Client document errors ———

export type ProblemaDocumento = 'ilegivel' | 'incompleto' | 'incorreto';
export const ROTULOS_PROBLEMA_DOCUMENTO: Record<ProblemaDocumento, string> = {
  ilegivel: 'Ilegível',
  incompleto: 'Incompleto',
  incorreto: 'Incorreto',
};

/** A semicolon-separated CRM list → trimmed, non-empty, de-duplicated items in order. */
export function lerListaDocumentos(lista: string | null | undefined): string[] {
  return [
    ...new Set(
      (lista ?? '')
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

export interface CasoComDocumentos extends Pick<CasoResumo, 'Fase__c'> {
  DocumentosIlegiveis__c: string | null;
  DocumentosIncompletos__c: string | null;
  DocumentosIncorretos__c: string | null;
}

/**
 * 02 §4.9, 03 §4: the client-document error map applies only in 'Pendência Cliente' (null otherwise):
 * each document named in the three lists → its problems, in the order ilegível, incompleto, incorreto.
 */
export function mapaErrosDocumentos(
  caso: CasoComDocumentos | null | undefined,
): Record<string, ProblemaDocumento[]> | null {
  if (!caso || !faseEm(caso.Fase__c, ['PENDENCIA_CLIENTE'])) return null;
  const mapa = new Map<string, ProblemaDocumento[]>();
  const listas: [ProblemaDocumento, string | null][] = [
    ['ilegivel', caso.DocumentosIlegiveis__c],
    ['incompleto', caso.DocumentosIncompletos__c],
    ['incorreto', caso.DocumentosIncorretos__c],
  ];
  for (const [problema, lista] of listas) {
    for (const doc of lerListaDocumentos(lista)) mapa.set(doc, [...(mapa.get(doc) ?? []), problema]);
  }
  // fromEntries defines own properties, so a document named '__proto__' cannot touch the prototype.
  return Object.fromEntries(mapa);
}

// ——— Eligibility to open a case ———

/** 02 §5, 03 §4 first check: no related case, or none 'Em Andamento' / 'Escalado'. */
export function podeAbrirNovoCaso(casos: readonly Pick<CasoResumo, 'Status'>[] | null | undefined): boolean {
  return !(casos ?? []).some((c) => statusEm(c.Status, STATUS_ABERTOS));
}

/** 02 §5, 03 §4: the provider (business unit) whose quotas may not open a case this way — cresol in 03 §9. */
export const CODIGO_FORNECEDOR_SEM_NOVO_CASO = 82;

/**
 * 02 §5, 03 §4 second check: the first one, and the provider code is not 82, and `data` is strictly after
 * `dataReferencia` (ISO dates or date-times; an unreadable one fails the check rather than letting it pass).
 */
export function podeAbrirNovoCasoComFornecedor(e: {
  casos: readonly Pick<CasoResumo, 'Status'>[] | null | undefined;
  codigoFornecedor: number | string | null | undefined;
  data: string;
  dataReferencia: string;
}): boolean {
  const data = Date.parse(e.data);
  const referencia = Date.parse(e.dataReferencia);
  return (
    podeAbrirNovoCaso(e.casos) &&
    !codigoEh(e.codigoFornecedor, CODIGO_FORNECEDOR_SEM_NOVO_CASO) &&
    !Number.isNaN(data) &&
    !Number.isNaN(referencia) &&
    data > referencia
  );
}

function codigoEh(codigo: number | string | null | undefined, esperado: number): boolean {
  return codigo != null && String(codigo).trim() === String(esperado);
}

// ——— Dates ———

/** A date or date-time → its calendar date in São Paulo (YYYY-MM-DD); null when unreadable. */
export function dataDoCasoEmSaoPaulo(data: string | null | undefined): string | null {
  if (!data) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(data)) return data;
  const ms = Date.parse(data);
  return Number.isNaN(ms) ? null : hojeEmSaoPaulo(new Date(ms));
}

/** Calendar days from `data` to `hoje` (negative when `data` is in the future); null when unreadable. */
export function diasDesde(data: string | null | undefined, hoje: string): number | null {
  const de = dataDoCasoEmSaoPaulo(data);
  const ate = dataDoCasoEmSaoPaulo(hoje);
  if (!de || !ate) return null;
  return Math.round((Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / 86_400_000);
}

/** 01 §9, 02 §9: the document analysis is valid 0 to 5 days after the case was created. */
export const DIAS_VALIDADE_ANALISE_DOCUMENTOS = 5;

export function analiseDocumentosValida(createdDate: string | null | undefined, hoje: string): boolean {
  const dias = diasDesde(createdDate, hoje);
  return dias !== null && dias >= 0 && dias <= DIAS_VALIDADE_ANALISE_DOCUMENTOS;
}

// ——— Analyst and app permissions ———

export function opcoesDoAnalista(tipo: TipoCaso): {
  fases: { codigo: CodigoFase; rotulo: string }[];
  status: { codigo: CodigoStatusCaso; rotulo: string }[];
} {
  const { fases, status } = OPCOES_ANALISTA[tipo];
  return {
    fases: fases.map((codigo) => ({ codigo, rotulo: FASES[codigo] })),
    status: status.map((codigo) => ({ codigo, rotulo: STATUS_CASO[codigo] })),
  };
}

/** The back-office may set only the phases the spec lists for the case type (issue 4). */
export function fasePermitidaAoAnalista(tipo: TipoCaso, fase: string): boolean {
  return faseEm(fase, OPCOES_ANALISTA[tipo].fases);
}

export function statusPermitidoAoAnalista(tipo: TipoCaso, status: string): boolean {
  return statusEm(status, OPCOES_ANALISTA[tipo].status);
}

/** The customer's app may write only acknowledgement / "sent" phases (see `FASES_DO_APP`). */
export function faseDefinivelPeloApp(tipo: TipoCaso, fase: string): boolean {
  return faseEm(fase, FASES_DO_APP[tipo]);
}

// ——— Wire helpers ———

/** The Salesforce-style auto-number of the nth case: 8 digits, zero-padded. */
export function formatarNumeroCaso(sequencia: number): string {
  if (!Number.isInteger(sequencia) || sequencia < 1)
    throw new Error(`Sequência de caso inválida: ${sequencia}.`);
  return String(sequencia).padStart(8, '0');
}

/** Unique `referenceId` of a case in a composite answer. */
export function referenciaDoCaso(caseNumber: string): string {
  return `${REFERENCIA_CASO}_${caseNumber}`;
}

/** 01 §5, 03 §4: a composite call (e.g. the reactivation request) succeeded only when every part is 200 or 201. */
export function sucessoComposto(
  resposta: { compositeResponse: readonly { httpStatusCode: number }[] } | null | undefined,
): boolean {
  const partes = resposta?.compositeResponse ?? [];
  return partes.length > 0 && partes.every((p) => p.httpStatusCode === 200 || p.httpStatusCode === 201);
}

/** 01 §7, 02 §8: the credit-screening return code '27' is an error. */
export function crivoComErro(codigo: string | number | null | undefined): boolean {
  return codigo != null && String(codigo).trim() === CODIGO_CRIVO_ERRO;
}

/** `DadosApp__c` parsed; null when empty or not JSON (an analyst may have typed into it). */
export function lerDadosApp(dadosApp: string | null | undefined): unknown {
  if (!dadosApp) return null;
  try {
    return JSON.parse(dadosApp) as unknown;
  } catch {
    return null;
  }
}
