import { clsx } from 'clsx';
import { FileText, Upload } from 'lucide-react';
import { useState, type DragEvent, type Ref } from 'react';
import { Field } from '@/components/field';

/** A file's size in words ('820 KB', '1,4 MB'). */
export function tamanhoDoArquivo(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toLocaleString('pt-BR', { maximumFractionDigits: 0 })} KB`;
  return `${(kb / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/**
 * A file picker in the portal's words (the native one speaks the browser's language): the real input stays
 * in the page, visually hidden but focusable and labelled, and the drop zone drawn over its label opens it.
 * A file can also be dragged onto the zone.
 */
export function CampoArquivo({
  label,
  hint,
  error,
  accept,
  arquivo,
  onEscolher,
  ref,
}: {
  label: string;
  hint?: string;
  error?: string;
  accept?: string;
  arquivo: File | null;
  onEscolher: (arquivo: File | null) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  const [arrastando, setArrastando] = useState(false);

  const soltar = (e: DragEvent) => {
    e.preventDefault();
    setArrastando(false);
    const f = e.dataTransfer.files[0];
    if (f) onEscolher(f);
  };

  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <div>
          <input
            ref={ref}
            id={id}
            type="file"
            accept={accept}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => onEscolher(e.target.files?.[0] ?? null)}
            className="peer sr-only"
          />
          {/* A second label of the same input: its text is drawn, not read (the field's label names it). */}
          <label
            htmlFor={id}
            onDragOver={(e) => {
              e.preventDefault();
              setArrastando(true);
            }}
            onDragLeave={() => setArrastando(false)}
            onDrop={soltar}
            className={clsx(
              'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors',
              'peer-focus-visible:border-primaria peer-focus-visible:ring-4 peer-focus-visible:ring-primaria/15',
              arrastando
                ? 'border-primaria bg-primaria/8'
                : invalid
                  ? 'border-perigo bg-perigo-fundo/40'
                  : 'border-borda-forte bg-fundo/60 hover:border-tinta-fraca',
            )}
          >
            <span aria-hidden="true" className="flex flex-col items-center gap-2">
              {arquivo ? (
                <>
                  <FileText className="size-7 text-primaria-texto" />
                  <span className="max-w-full text-sm font-semibold break-all text-tinta">
                    {arquivo.name}
                  </span>
                  <span className="tabular text-xs text-tinta-suave">
                    {tamanhoDoArquivo(arquivo.size)} · clique para trocar
                  </span>
                </>
              ) : (
                <>
                  <Upload className="size-7 text-primaria-texto" />
                  <span className="text-sm font-semibold text-primaria-texto">Escolher arquivo</span>
                  <span className="text-xs text-tinta-suave">ou arraste o arquivo para cá</span>
                </>
              )}
            </span>
          </label>
        </div>
      )}
    </Field>
  );
}
