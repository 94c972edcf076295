/**
 * Documents a customer uploads in a journey's flow (ARCHITECTURE.md "files: sniffed by content, size-, type- and
 * count-capped per flow"). The type is the one the bytes reveal, never the name or the declared type; the API
 * enforces every limit here whatever the screen checked.
 */

const MB = 1024 * 1024;

/** The file types a document may be, as the content sniffer (file-type) names them. */
export type TipoDeDocumento = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/tiff';

/** The extensions a file name may carry for each type: a name that says another type is a forged file. */
export const EXTENSOES_DO_TIPO: Record<TipoDeDocumento, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/tiff': ['tif', 'tiff'],
};

export interface LimitesDoFluxo {
  tipos: readonly TipoDeDocumento[];
  /** As the screens say them (spec wording), for the "invalid format" message. */
  formatos: string;
  tamanhoMaximoBytes: number;
  /** Files that may wait for a case at once, per customer: also the most one request may carry. */
  quantidadeMaxima: number;
}

/**
 * Per flow (spec 03 §5 and §9, 02 §5 and §9): registration documents (onboarding, registration update, billing and
 * contemplation documents) are PDF, JPG or JPEG up to 6 MB; the refund takes JPG, PNG, TIFF or PDF up to 8 MB.
 * The spec leaves N open: 10 covers the largest set a screen asks for at once (a company's refund: ID, selfie,
 * partner's ID, articles of association, statements).
 */
export const LIMITES_DE_DOCUMENTO = {
  cadastro: {
    tipos: ['application/pdf', 'image/jpeg'],
    formatos: 'PDF, JPG ou JPEG',
    tamanhoMaximoBytes: 6 * MB,
    quantidadeMaxima: 10,
  },
  /**
   * A company holder's contemplation documents (ADR 0036): the registration formats, with room for the whole first
   * sending (`solicitar-empresa` carries every group and partner at once: 4 of the company, up to 5 of the majority
   * partner and 4 of each of 5 more partners).
   */
  'contemplacao-empresa': {
    tipos: ['application/pdf', 'image/jpeg'],
    formatos: 'PDF, JPG ou JPEG',
    tamanhoMaximoBytes: 6 * MB,
    quantidadeMaxima: 30,
  },
  devolucao: {
    tipos: ['image/jpeg', 'image/png', 'image/tiff', 'application/pdf'],
    formatos: 'JPG, PNG, TIFF ou PDF',
    tamanhoMaximoBytes: 8 * MB,
    quantidadeMaxima: 10,
  },
  /**
   * The digital inspection's photos (ADR 0058), taken with the phone's camera: JPG or PNG up to 10 MB. Twice the
   * photos asked for, so that retaking one never waits for the previous file's deletion.
   */
  'vistoria-digital': {
    tipos: ['image/jpeg', 'image/png'],
    formatos: 'JPG, JPEG ou PNG',
    tamanhoMaximoBytes: 10 * MB,
    quantidadeMaxima: 14,
  },
  /** The inspection report the analyst uploads (ADR 0058): one PDF, tied to the case as it is stored. */
  'laudo-vistoria': {
    tipos: ['application/pdf'],
    formatos: 'PDF',
    tamanhoMaximoBytes: 10 * MB,
    quantidadeMaxima: 1,
  },
} as const satisfies Record<string, LimitesDoFluxo>;

export type FluxoDeDocumento = keyof typeof LIMITES_DE_DOCUMENTO;
export const FLUXOS_DE_DOCUMENTO = Object.keys(LIMITES_DE_DOCUMENTO) as [
  FluxoDeDocumento,
  ...FluxoDeDocumento[],
];
/** The flows only the back-office stores to: the customer's upload route refuses them. */
const FLUXOS_DO_OPERADOR: readonly FluxoDeDocumento[] = ['laudo-vistoria'];
/** The flows a customer uploads to. */
export const FLUXOS_DO_CLIENTE = FLUXOS_DE_DOCUMENTO.filter((f) => !FLUXOS_DO_OPERADOR.includes(f)) as [
  FluxoDeDocumento,
  ...FluxoDeDocumento[],
];

/** A whole wait for an unclaimed file: after it, the clean-up job deletes it (spec: nothing kept without a case). */
export const HORAS_ATE_DOCUMENTO_ORFAO = 24;

/** The upload errors of spec 03 §8 / 02 §5, in the screens' words. */
export const MENSAGENS_ENVIO_DOCUMENTO = {
  quantidade: (n: number) =>
    n === 1 ? 'Muitos arquivos (apenas 1 permitido).' : `Muitos arquivos (apenas ${n} permitidos).`,
  tamanho: (bytes: number) => `Arquivo maior que o permitido (até ${bytes / MB} MB).`,
  formato: (formatos: string) => `Formato inválido (envie ${formatos}).`,
  obrigatorios: 'Todos os arquivos são obrigatórios.',
} as const;

const extensaoDe = (nome: string): string | undefined => {
  const ponto = nome.lastIndexOf('.');
  return ponto > 0 ? nome.slice(ponto + 1).toLowerCase() : undefined;
};

/**
 * The verdict on a file from the type its first bytes reveal and the name it came with: null when the flow takes
 * it, otherwise the message. A name without an extension (a camera's `blob`) is judged by its bytes alone; a name
 * whose extension says another type (an `.exe` renamed `.pdf`, PNG bytes called `.pdf`) is refused.
 */
export function recusaDoTipo(
  fluxo: FluxoDeDocumento,
  tipoDetectado: string | undefined,
  nome: string,
): string | null {
  const limites: LimitesDoFluxo = LIMITES_DE_DOCUMENTO[fluxo];
  const tipo = limites.tipos.find((t) => t === tipoDetectado);
  const extensao = extensaoDe(nome);
  if (!tipo || (extensao !== undefined && !EXTENSOES_DO_TIPO[tipo].includes(extensao)))
    return MENSAGENS_ENVIO_DOCUMENTO.formato(limites.formatos);
  return null;
}

/** The verdict on a size: an empty file has no format; a larger one than the flow allows is refused. */
export function recusaDoTamanho(fluxo: FluxoDeDocumento, tamanho: number): string | null {
  const limites: LimitesDoFluxo = LIMITES_DE_DOCUMENTO[fluxo];
  if (tamanho === 0) return MENSAGENS_ENVIO_DOCUMENTO.formato(limites.formatos);
  if (tamanho > limites.tamanhoMaximoBytes)
    return MENSAGENS_ENVIO_DOCUMENTO.tamanho(limites.tamanhoMaximoBytes);
  return null;
}
