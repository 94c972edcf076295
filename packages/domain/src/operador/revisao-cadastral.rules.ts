import { z } from '../comum/z.ts';
import { faseEm, lerDadosApp, lerListaDocumentos } from '../casos/casos.rules.ts';
import type { CodigoFase } from '../casos/fases.schemas.ts';
import { formatarData } from '../formatacao/formatacao.rules.ts';
import { GENEROS } from '../perfil/dados-cadastrais.schemas.ts';
import { ROTULOS_CAMPOS_CADASTRAIS, type AlteracaoCadastral } from '../perfil/dados-cadastrais.rules.ts';
import {
  ESTADOS_CIVIS,
  REGIMES_CASAMENTO,
  TIPOS_DOCUMENTO,
  type ItemReferencia,
} from '../perfil/referencias.rules.ts';

/**
 * The analyst's review of a registration-update case (issue 17, back-office): the identity changes the case
 * holds (old → new), the approval that applies them, and the refusal that must say why.
 */

/** Where the registration data module keeps the waiting changes in the case's `DadosApp__c`. */
export const CHAVE_ALTERACOES_NO_CASO = 'alteracoesCadastrais';

const alteracoesNoCasoSchema = z.object({
  tipoPessoa: z.enum(['F', 'J']),
  alteracoes: z.array(
    z.object({ campo: z.string(), rotulo: z.string(), de: z.unknown(), para: z.unknown() }),
  ),
  enviadoEm: z.string(),
  aplicadoEm: z.string().nullable(),
});
export type AlteracoesNoCaso = z.infer<typeof alteracoesNoCasoSchema>;

/** The changes a case's `DadosApp__c` (serialized JSON) holds; null when it holds none or is unreadable. */
export function lerAlteracoesCadastrais(dadosApp: string | null | undefined): AlteracoesNoCaso | null {
  const lido = lerDadosApp(dadosApp);
  if (!lido || typeof lido !== 'object') return null;
  const dentro = alteracoesNoCasoSchema.safeParse(
    (lido as Record<string, unknown>)[CHAVE_ALTERACOES_NO_CASO],
  );
  return dentro.success ? (dentro.data as AlteracoesNoCaso) : null;
}

const descricaoDe = (lista: readonly ItemReferencia[], valor: unknown) =>
  lista.find((i) => i.id === valor)?.descricao;

/** Fields whose stored value is an id of a reference list, shown by its words. */
const LISTAS_DOS_CAMPOS: Record<string, readonly ItemReferencia[]> = {
  idEstadoCivil: ESTADOS_CIVIS,
  idRegimeCasamento: REGIMES_CASAMENTO,
  idTipoDocumento: TIPOS_DOCUMENTO,
};

const DATA_ISO = /^\d{4}-\d{2}-\d{2}$/;

/** One side of a change in words, as the analyst compares it: '—' for nothing, ids by their names. */
export function valorCadastralLegivel(campo: string, valor: unknown): string {
  if (valor === null || valor === undefined || valor === '') return '—';
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  const lista = LISTAS_DOS_CAMPOS[campo];
  if (lista) return descricaoDe(lista, valor) ?? String(valor);
  if (campo === 'genero' && typeof valor === 'string' && valor in GENEROS)
    return GENEROS[valor as keyof typeof GENEROS];
  if (typeof valor === 'string' && DATA_ISO.test(valor)) return formatarData(valor);
  if (typeof valor === 'object') return JSON.stringify(valor);
  return String(valor);
}

/** The label of a changed field (the one recorded with the change, else the catalogue's, else the code). */
export const rotuloDoCampoCadastral = (a: Pick<AlteracaoCadastral, 'campo' | 'rotulo'>): string =>
  a.rotulo || ROTULOS_CAMPOS_CADASTRAIS[a.campo] || a.campo;

// ——— Decisions ———

/** The approval: the phase whose arrival applies the changes (casos → dados-cadastrais). */
export const FASE_APROVACAO_CADASTRAL: CodigoFase = 'CADASTRO_APROVADO';

/**
 * The refusals of a registration update: 'Pendência Cliente' (the customer sends again) or 'Documento Recusado'
 * (the customer goes to a branch). Either one must tell the customer why.
 */
export const FASES_RECUSA_CADASTRAL = [
  'PENDENCIA_CLIENTE',
  'DOCUMENTO_RECUSADO',
] as const satisfies readonly CodigoFase[];
export type FaseRecusaCadastral = (typeof FASES_RECUSA_CADASTRAL)[number];

export const MENSAGEM_RECUSA_SEM_MOTIVO =
  'Para recusar, informe ao menos um documento com problema ou explique o motivo ao cliente.';

/** The case's reasons as the CRM holds them (semicolon lists and the free text). */
interface MotivosDoCaso {
  documentosIlegiveis: string | null;
  documentosIncompletos: string | null;
  documentosIncorretos: string | null;
  expliqueMotivo: string | null;
}

export const temMotivoDeRecusa = (c: MotivosDoCaso): boolean =>
  lerListaDocumentos(c.documentosIlegiveis).length > 0 ||
  lerListaDocumentos(c.documentosIncompletos).length > 0 ||
  lerListaDocumentos(c.documentosIncorretos).length > 0 ||
  (c.expliqueMotivo ?? '').trim().length > 0;

/**
 * A registration-update case moved into a refusal phase must carry a reason: at least one document named in the
 * three lists, or the explanation. Judged on the case as the change leaves it.
 */
export function recusaSemMotivo(
  faseAntes: string | null,
  caso: MotivosDoCaso & { fase: string | null },
): boolean {
  const recusa = faseEm(caso.fase, FASES_RECUSA_CADASTRAL) && caso.fase !== faseAntes;
  return recusa && !temMotivoDeRecusa(caso);
}
