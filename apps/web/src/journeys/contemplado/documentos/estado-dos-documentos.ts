import {
  CHAMADAS_ANALISE_DOCUMENTO,
  FASES_EM_ANALISE,
  ROTULOS_PROBLEMA_DOCUMENTO,
  faseEm,
  recusaDaDataDoDocumento,
  selfieLiberada,
  type ChamadaAnalise,
  type CodigoDocumento,
  type SelecaoDocumentos,
} from '@portal/domain';

/** A document as the analysis asks for it (GET …/selecao-documentos). */
export type DocumentoParaEnviar = SelecaoDocumentos['documentosParaEnviar'][number];

/** What the customer prepared for one document in this visit: uploaded files waiting to be sent, and its date. */
export interface Preparado {
  arquivos: readonly { id: string; nome: string; tamanho: number }[];
  /** Issue date (ISO) of the dated ones: residence proof, bank statement. */
  dataDocumento?: string | null;
  /** Residence proof: the customer confirms it is in their name. */
  emNomeDoTitular?: boolean;
}
/** By the document's slot (`chave`: the code, or code and partner's CPF for a company's partner). */
export type Rascunho = Partial<Record<string, Preparado>>;

/** 02 §4.10 "Documents: submitted, under analysis, approved or rejected", plus the ones still to send. */
export type EstadoDocumento = 'a-enviar' | 'enviado' | 'em-analise' | 'aprovado' | 'recusado';

export const ROTULOS_ESTADO_DOCUMENTO: Record<EstadoDocumento, string> = {
  'a-enviar': 'A enviar',
  enviado: 'Enviado',
  'em-analise': 'Em análise',
  aprovado: 'Aprovado',
  recusado: 'Recusado',
};

/** Phases after which a document the analyst did not mark is taken as approved. */
const FASES_DOCUMENTOS_APROVADOS = [
  'CADASTRO_APROVADO',
  'CADASTRO_APROVADO_COMITE',
  'PENDENCIA_CLIENTE',
  'PENDENCIA_CLIENTE_REANALISE',
] as const;

/**
 * The state of one requested document: refused when the analyst marked it (ilegível, incompleto, incorreto) and
 * no new file is ready; 'enviado' when a file is uploaded and waits to go with the sending; once with the case,
 * under analysis while the administrator holds it, approved after a decision that did not refuse it.
 */
export function estadoDoDocumento(
  doc: Pick<DocumentoParaEnviar, 'sentToSF' | 'problemas'>,
  fase: string | null | undefined,
  preparado: Preparado | undefined,
): EstadoDocumento {
  const pronto = (preparado?.arquivos.length ?? 0) > 0;
  if (doc.problemas.length > 0) return pronto ? 'enviado' : 'recusado';
  if (pronto && !doc.sentToSF) return 'enviado';
  if (!doc.sentToSF) return 'a-enviar';
  if (faseEm(fase, FASES_EM_ANALISE)) return 'em-analise';
  if (faseEm(fase, FASES_DOCUMENTOS_APROVADOS)) return 'aprovado';
  return 'enviado';
}

/** "Ilegível e incompleto": the analyst's reasons, as the customer reads them. */
export function motivoDaRecusa(problemas: readonly (keyof typeof ROTULOS_PROBLEMA_DOCUMENTO)[]): string {
  const rotulos = problemas.map((p, i) =>
    i === 0 ? ROTULOS_PROBLEMA_DOCUMENTO[p] : ROTULOS_PROBLEMA_DOCUMENTO[p].toLowerCase(),
  );
  return rotulos.length <= 1 ? (rotulos[0] ?? '') : `${rotulos.slice(0, -1).join(', ')} e ${rotulos.at(-1)}`;
}

/**
 * Which 02 §7 call carries this sending: a re-sending when the case waits for corrected or extra documents
 * (Pendência Cliente and the phases `solicitar-reanalise` serves); otherwise the first sending, by person or
 * company (a company sends its and its partners' documents).
 */
export function chamadaDoEnvio(fase: string | null | undefined, empresa: boolean): ChamadaAnalise {
  if (faseEm(fase, CHAMADAS_ANALISE_DOCUMENTO['solicitar-reanalise'].fasesDe)) return 'solicitar-reanalise';
  return empresa ? 'solicitar-empresa' : 'solicitar';
}

/** The documents this sending must carry: in a re-sending ONLY the refused ones (and any not yet sent). */
export function documentosDoEnvio(
  lista: readonly DocumentoParaEnviar[],
  chamada: ChamadaAnalise,
): DocumentoParaEnviar[] {
  // The analyst may ask again for a document already sent (issue 18): a new file goes with the re-analysis.
  if (chamada === 'solicitar-reanalise')
    return lista.filter((d) => d.problemas.length > 0 || !d.sentToSF || d.pedidoPeloAnalista);
  return lista.filter((d) => !d.sentToSF);
}

export interface PlanoDoEnvio {
  /** The body's `documentos`: one entry per file. */
  arquivos: {
    id: string;
    codigo: CodigoDocumento;
    cpfSocio?: string;
    dataDocumento?: string;
    emNomeDoTitular?: boolean;
  }[];
  /** Required documents of this sending still without their files (or with fewer than the minimum). */
  faltando: DocumentoParaEnviar[];
}

/**
 * 02 §5 dated documents: residence and address proofs (≤ 60 days, in the holder's, partner's or company's name),
 * bank statements (last 180 days).
 */
export function recusaDaData(
  doc: Pick<DocumentoParaEnviar, 'codigo' | 'socio'>,
  p: Preparado | undefined,
  hoje: string,
): string | null {
  return recusaDaDataDoDocumento(doc, p, hoje);
}

/** Whose name the proof must carry: the company's address proof and a partner's residence proof state it. */
export const comNomeDeclarado = (codigo: CodigoDocumento) =>
  codigo === 'comprovante_residencia' || codigo === 'comprovante_endereco_empresa';

/**
 * The sending built from the visit's prepared files: every file of the documents this sending carries, and the
 * required ones still missing, short of their minimum count or out of their date window (02 §5), which keep
 * the send button off.
 */
export function planoDoEnvio(
  lista: readonly DocumentoParaEnviar[],
  chamada: ChamadaAnalise,
  rascunho: Rascunho,
  hoje: string,
): PlanoDoEnvio {
  const doEnvio = documentosDoEnvio(lista, chamada);
  const arquivos: PlanoDoEnvio['arquivos'] = [];
  const faltando: DocumentoParaEnviar[] = [];
  for (const doc of doEnvio) {
    const p = rascunho[doc.chave];
    const n = p?.arquivos.length ?? 0;
    if (n === 0 && !doc.obrigatorio) continue;
    if (n < doc.quantidade || recusaDaData(doc, p, hoje)) {
      faltando.push(doc);
      continue;
    }
    for (const a of p!.arquivos)
      arquivos.push({
        id: a.id,
        codigo: doc.codigo,
        ...(doc.socio ? { cpfSocio: doc.socio.cpf } : {}),
        ...(p!.dataDocumento ? { dataDocumento: p!.dataDocumento } : {}),
        ...(comNomeDeclarado(doc.codigo) ? { emNomeDoTitular: p!.emNomeDoTitular === true } : {}),
      });
  }
  return { arquivos, faltando };
}

/**
 * 02 §5: the selfie opens once the personal document is with the case or uploaded in this visit (a company's:
 * its majority partner's selfie, after that partner's document).
 */
export function selfieDisponivel(
  lista: readonly DocumentoParaEnviar[],
  rascunho: Rascunho,
  cpfSocio?: string | null,
): boolean {
  const comOCaso = lista.filter((d) => d.sentToSF).map((d) => d.chave);
  const preparados = Object.keys(rascunho).filter((c) => (rascunho[c]?.arquivos.length ?? 0) > 0);
  return selfieLiberada([...comOCaso, ...preparados], cpfSocio);
}

/** The majority partner's CPF when the list is a company's (whose selfie it is), else null. */
export const cpfDaSelfie = (lista: readonly DocumentoParaEnviar[]) =>
  lista.find((d) => d.codigo === 'selfie')?.socio?.cpf ?? null;
