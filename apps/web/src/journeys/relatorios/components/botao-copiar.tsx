import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { useToast } from '@/components/toast';

/** Copies `texto`; the button and a polite live region say 'Copiado' for a moment. */
export function BotaoCopiar({
  texto,
  oQue,
  className,
}: {
  texto: string;
  /** Completes the accessible name: 'Copiar' + ' discriminação'. */
  oQue: string;
  className?: string;
}) {
  const toast = useToast();
  const [copiado, setCopiado] = useState(false);
  useEffect(() => {
    if (!copiado) return;
    const t = setTimeout(() => setCopiado(false), 2500);
    return () => clearTimeout(t);
  }, [copiado]);

  async function copiar() {
    try {
      await navigator.clipboard.writeText(texto);
      setCopiado(true);
    } catch {
      toast({
        titulo: 'Não foi possível copiar',
        descricao: 'Selecione o texto e copie manualmente.',
        tom: 'erro',
        id: 'copiado',
      });
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
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
        {copiado ? (
          'Copiado'
        ) : (
          <>
            Copiar<span className="sr-only"> {oQue}</span>
          </>
        )}
      </Button>
      <span role="status" aria-live="polite" className="sr-only">
        {copiado ? 'Copiado' : ''}
      </span>
    </>
  );
}
