import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { useToast } from '@/components/toast';

/** The bid's protocol, large and copyable; the button confirms the copy with a toast and a check. */
export function ProtocoloCopiavel({ protocolo }: { protocolo: string }) {
  const toast = useToast();
  const [copiado, setCopiado] = useState(false);
  useEffect(() => {
    if (!copiado) return;
    const t = setTimeout(() => setCopiado(false), 2000);
    return () => clearTimeout(t);
  }, [copiado]);

  async function copiar() {
    try {
      await navigator.clipboard.writeText(protocolo);
      setCopiado(true);
      toast({ titulo: 'Protocolo copiado', id: 'protocolo-copiado' });
    } catch {
      toast({
        titulo: 'Não foi possível copiar',
        descricao: 'Selecione o número e copie manualmente.',
        tom: 'erro',
        id: 'protocolo-copiado',
      });
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-fundo p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="min-w-0">
        <p className="text-sm font-medium text-tinta-suave">Protocolo do lance</p>
        <p
          className="tabular mt-0.5 text-2xl font-bold tracking-wider break-all text-tinta select-all sm:text-3xl"
          data-testid="protocolo-lance"
        >
          {protocolo}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="self-start sm:self-center"
        aria-label={copiado ? 'Copiar protocolo: copiado' : 'Copiar protocolo'}
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
    </div>
  );
}
