import { recusaDaFoto, TIPOS_FOTO_ACEITOS } from '@portal/domain';
import { ImagePlus } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Button } from '@/components/button';

/**
 * A button that opens the file picker for a photo. The size and declared type are checked here for a quick
 * answer; the API decides for real by the file's content.
 */
export function EscolherFoto({
  rotulo,
  carregando,
  onEscolher,
  onRecusa,
  icone = <ImagePlus className="size-5" aria-hidden="true" />,
}: {
  rotulo: string;
  carregando?: boolean;
  onEscolher: (arquivo: File) => void;
  onRecusa: (mensagem: string) => void;
  icone?: ReactNode;
}) {
  const entrada = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={entrada}
        type="file"
        accept={TIPOS_FOTO_ACEITOS.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const arquivo = e.target.files?.[0];
          e.target.value = ''; // the same file may be chosen again after a refusal
          if (!arquivo) return;
          const recusa = recusaDaFoto(arquivo.size, arquivo.type);
          if (recusa) onRecusa(recusa);
          else onEscolher(arquivo);
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        loading={carregando}
        icon={icone}
        onClick={() => entrada.current?.click()}
      >
        {rotulo}
      </Button>
    </>
  );
}
