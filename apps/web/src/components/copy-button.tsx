import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { useToast } from '@/components/toast';

/** Copies `texto` to the clipboard and confirms it with a toast; the button shows a check for a moment. */
export function BotaoCopiar({
  texto,
  rotulo,
  confirmacao = 'Copiado',
  className,
}: {
  texto: string;
  /** Accessible name, e.g. 'Copiar linha digitável'. */
  rotulo: string;
  /** The toast's words once copied. */
  confirmacao?: string;
  className?: string;
}) {
  const toast = useToast();
  const [copiado, setCopiado] = useState(false);
  useEffect(() => {
    if (!copiado) return;
    const t = setTimeout(() => setCopiado(false), 2000);
    return () => clearTimeout(t);
  }, [copiado]);

  async function copiar() {
    try {
      await navigator.clipboard.writeText(texto);
      setCopiado(true);
      toast({ titulo: confirmacao, id: 'copiado' });
    } catch {
      toast({
        titulo: 'Não foi possível copiar',
        descricao: 'Selecione o código e copie manualmente.',
        tom: 'erro',
        id: 'copiado',
      });
    }
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={copiado ? `${rotulo}: copiado` : rotulo}
      className={className}
      icon={
        copiado ? (
          <Check className="size-4" aria-hidden="true" />
        ) : (
          <Copy className="size-4" aria-hidden="true" />
        )
      }
      onClick={() => void copiar()}
    >
      {copiado ? 'Copiado' : 'Copiar'}
    </Button>
  );
}
