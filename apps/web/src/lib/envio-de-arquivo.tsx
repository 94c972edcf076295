import {
  documentosOperacoes,
  LIMITES_DE_DOCUMENTO,
  MENSAGENS_ENVIO_DOCUMENTO,
  type Documento,
} from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Camera, CheckCircle2, FileUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api';
import { chamar } from '@/lib/operacoes';

// Not design system: it uploads through the operation catalogue, so it lives in lib/ (the profile's identity
// validation and the contemplation's documents share it).

/**
 * POST /fluxos/cadastro/documentos: one file of the registration flow (PDF, JPG or JPEG up to 6 MB, checked
 * by its bytes on the server); it waits for a case for 24 h.
 */
function useEnviarArquivo(fluxo: FluxoDoEnvio) {
  return useMutation({
    mutationFn: async (arquivo: File) => {
      const formulario = new FormData();
      formulario.append('file', arquivo);
      const { documentos } = await chamar(documentosOperacoes.enviar, {
        params: { fluxo },
        body: formulario,
      });
      return documentos[0]!;
    },
    meta: { erroTratado: true },
  });
}

/** DELETE /documentos/{id}: a file the customer picked by mistake, before it is sent with the case. */
export const apagarArquivo = (id: string) => chamar(documentosOperacoes.apagar, { params: { id } });

/** What the file picker offers per flow: 03 §5 'PDF, JPG or JPEG'; the refund's JPG, PNG, TIFF or PDF (02 §5). */
const ACEITOS: Record<FluxoDoEnvio, string> = {
  cadastro: '.pdf,.jpg,.jpeg,application/pdf,image/jpeg',
  'contemplacao-empresa': '.pdf,.jpg,.jpeg,application/pdf,image/jpeg',
  devolucao: '.pdf,.jpg,.jpeg,.png,.tif,.tiff,application/pdf,image/jpeg,image/png,image/tiff',
  'vistoria-digital': '.jpg,.jpeg,.png,image/jpeg,image/png',
};
const EXTENSOES: Record<FluxoDoEnvio, string[]> = {
  cadastro: ['pdf', 'jpg', 'jpeg'],
  'contemplacao-empresa': ['pdf', 'jpg', 'jpeg'],
  devolucao: ['pdf', 'jpg', 'jpeg', 'png', 'tif', 'tiff'],
  'vistoria-digital': ['jpg', 'jpeg', 'png'],
};

/** 03 §8 / 02 §5 upload errors, before anything is sent: the same words the server answers with. */
function recusaLocal(arquivo: File, fluxo: FluxoDoEnvio): string | null {
  const limites = LIMITES_DE_DOCUMENTO[fluxo];
  const extensao = arquivo.name.includes('.') ? arquivo.name.split('.').pop()!.toLowerCase() : '';
  const aceito =
    (limites.tipos as readonly string[]).includes(arquivo.type) || EXTENSOES[fluxo].includes(extensao);
  if (!aceito || arquivo.size === 0) return MENSAGENS_ENVIO_DOCUMENTO.formato(limites.formatos);
  if (arquivo.size > limites.tamanhoMaximoBytes)
    return MENSAGENS_ENVIO_DOCUMENTO.tamanho(limites.tamanhoMaximoBytes);
  return null;
}

const tamanhoLegivel = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`
    : `${Math.ceil(bytes / 1024)} KB`;

/** The registration formats' flows: the registration's, or a company's contemplation documents (ADR 0036). */
type FluxoDoEnvio = 'cadastro' | 'contemplacao-empresa' | 'devolucao' | 'vistoria-digital';

interface EnvioDeArquivoProps {
  titulo: string;
  /** Which upload flow the files wait in (default: the registration's). */
  fluxo?: FluxoDoEnvio;
  descricao: ReactNode;
  /** The files of this step uploaded in this visit (waiting to be sent with the case). */
  arquivos: Documento[];
  onChange: (arquivos: Documento[]) => void;
  /** Files already with the case for this step (sent earlier). */
  jaEnviados?: number;
  /**
   * A phone shoots the photo: the selfie with its front camera (`true`, capture="user"), the vehicle with the
   * rear one ('traseira', capture="environment"); elsewhere a file is chosen.
   */
  camera?: boolean | 'traseira';
  /** One file only (the selfie): a new one replaces it. */
  unico?: boolean;
  desabilitado?: boolean;
  motivoDesabilitado?: string;
}

/**
 * One document of a journey (identity validation, contemplation documents): pick (or shoot) a file, uploaded
 * at once to the registration flow;
 * the file's name and size, a way to remove it, and the §8 messages when it is refused.
 */
export function EnvioDeArquivo({
  titulo,
  fluxo = 'cadastro',
  descricao,
  arquivos,
  onChange,
  jaEnviados = 0,
  camera,
  unico,
  desabilitado,
  motivoDesabilitado,
}: EnvioDeArquivoProps) {
  const enviar = useEnviarArquivo(fluxo);
  const [erro, setErro] = useState<string | null>(null);
  const entrada = useRef<HTMLInputElement>(null);
  const id = useId();
  const pronto = arquivos.length > 0 || jaEnviados > 0;

  const aoEscolher = async (e: ChangeEvent<HTMLInputElement>) => {
    const arquivo = e.target.files?.[0];
    e.target.value = '';
    if (!arquivo) return;
    const recusa = recusaLocal(arquivo, fluxo);
    setErro(recusa);
    if (recusa) return;
    try {
      const documento = await enviar.mutateAsync(arquivo);
      if (unico) for (const a of arquivos) void apagarArquivo(a.id).catch(() => undefined);
      onChange(unico ? [documento] : [...arquivos, documento]);
    } catch (falha) {
      setErro(
        falha instanceof ApiError ? falha.mensagem : 'Não foi possível enviar o arquivo. Tente novamente.',
      );
    }
  };

  const remover = (documento: Documento) => {
    onChange(arquivos.filter((a) => a.id !== documento.id));
    void apagarArquivo(documento.id).catch(() => undefined);
  };

  const Icone = camera ? Camera : FileUp;
  return (
    <section
      aria-labelledby={`${id}-titulo`}
      className={clsx(
        'rounded-2xl border p-5',
        pronto ? 'border-sucesso/50' : 'border-borda',
        // Waiting for an earlier step: told apart by a dashed, sunken card, never by fading its text (AA).
        desabilitado ? 'border-dashed bg-fundo' : 'bg-superficie',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className={clsx(
            'grid size-10 shrink-0 place-items-center rounded-full',
            pronto ? 'bg-sucesso-fundo text-sucesso' : 'bg-fundo text-tinta-suave',
          )}
        >
          {pronto ? (
            <CheckCircle2 className="size-5" aria-hidden="true" />
          ) : (
            <Icone className="size-5" aria-hidden="true" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-titulo`} className="text-base font-semibold text-tinta">
            {titulo}
          </h2>
          <p className="mt-0.5 text-sm text-tinta-suave">{descricao}</p>
        </div>
      </div>

      {jaEnviados > 0 && arquivos.length === 0 && (
        <p className="mt-3 text-sm text-tinta-suave">
          {jaEnviados === 1 ? '1 arquivo já enviado.' : `${jaEnviados} arquivos já enviados.`}
        </p>
      )}
      {arquivos.length > 0 && (
        <ul className="mt-4 flex flex-col gap-2" aria-label={`Arquivos de ${titulo.toLowerCase()}`}>
          {arquivos.map((a) => (
            <li key={a.id} className="flex items-center gap-3 rounded-xl bg-fundo px-3 py-2">
              <span className="min-w-0 flex-1 truncate text-sm text-tinta">{a.nome}</span>
              <span className="shrink-0 text-sm text-tinta-suave tabular">{tamanhoLegivel(a.tamanho)}</span>
              <button
                type="button"
                onClick={() => remover(a)}
                className="grid size-11 shrink-0 place-items-center rounded-lg text-tinta-suave hover:text-perigo"
                aria-label={`Remover ${a.nome}`}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          ref={entrada}
          id={`${id}-arquivo`}
          type="file"
          className="sr-only"
          accept={camera === true ? 'image/*' : ACEITOS[fluxo]}
          {...(camera ? { capture: camera === true ? ('user' as const) : ('environment' as const) } : {})}
          disabled={desabilitado || enviar.isPending}
          onChange={(e) => void aoEscolher(e)}
          aria-describedby={`${id}-regras${erro ? ` ${id}-erro` : ''}`}
        />
        <label
          htmlFor={`${id}-arquivo`}
          className={clsx(
            'inline-flex h-12 items-center justify-center gap-2 rounded-xl border-2 border-dashed px-5 text-base font-semibold',
            desabilitado
              ? 'cursor-not-allowed border-borda text-tinta-fraca'
              : 'cursor-pointer border-primaria text-primaria-texto hover:bg-fundo focus-within:outline-2',
          )}
        >
          {enviar.isPending ? (
            <Spinner className="size-5" />
          ) : (
            <Icone className="size-5" aria-hidden="true" />
          )}
          {enviar.isPending
            ? 'Enviando…'
            : camera
              ? pronto
                ? camera === true
                  ? 'Tirar outra selfie'
                  : 'Tirar outra foto'
                : camera === true
                  ? 'Tirar selfie'
                  : 'Tirar foto'
              : pronto && !unico
                ? 'Adicionar outro arquivo'
                : pronto
                  ? 'Trocar arquivo'
                  : 'Escolher arquivo'}
        </label>
        <p id={`${id}-regras`} className="text-sm text-tinta-suave">
          {desabilitado && motivoDesabilitado
            ? motivoDesabilitado
            : camera === true
              ? 'Permita o acesso à câmera para tirar a foto do rosto.'
              : `${LIMITES_DE_DOCUMENTO[fluxo].formatos}, até ${LIMITES_DE_DOCUMENTO[fluxo].tamanhoMaximoBytes / (1024 * 1024)} MB.`}
        </p>
      </div>
      {erro && (
        <p id={`${id}-erro`} role="alert" className="mt-3 text-sm font-medium text-perigo">
          {erro}
        </p>
      )}
    </section>
  );
}
