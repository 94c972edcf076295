import {
  FOTOS_VISTORIA_DIGITAL,
  type CodigoFotoVistoria,
  type Documento,
  type EnviarFotosVistoriaBody,
} from '@portal/domain';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { EnvioDeArquivo } from '@/lib/envio-de-arquivo';
import { useEnviarFotosVistoria } from '../use-faturamento-seminovo';
import { ErroDaChamada } from './erro';

/**
 * The digital inspection's photos (ADR 0058), taken on the phone with the rear camera: one card per position,
 * each photo uploaded as it is taken (a new one replaces it); all of them go to the inspection at once.
 */
export function FotosVistoria() {
  const [fotos, setFotos] = useState<Partial<Record<CodigoFotoVistoria, Documento>>>({});
  const enviar = useEnviarFotosVistoria();
  const tiradas = FOTOS_VISTORIA_DIGITAL.filter((f) => fotos[f.codigo]).length;
  const completas = tiradas === FOTOS_VISTORIA_DIGITAL.length;
  const aoEnviar = () => {
    if (!completas) return;
    const body = {
      fotos: Object.fromEntries(FOTOS_VISTORIA_DIGITAL.map((f) => [f.codigo, fotos[f.codigo]!.id])),
    } as EnviarFotosVistoriaBody;
    enviar.mutate(body);
  };
  return (
    <section aria-labelledby="fotos-vistoria" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="fotos-vistoria" className="text-lg font-semibold text-tinta">
          Fotografe o veículo
        </h2>
        <p className="text-sm text-tinta-suave tabular" aria-live="polite">
          {tiradas} de {FOTOS_VISTORIA_DIGITAL.length} fotos
        </p>
      </div>
      {FOTOS_VISTORIA_DIGITAL.map((f) => (
        <EnvioDeArquivo
          key={f.codigo}
          titulo={f.rotulo}
          descricao={f.dica}
          fluxo="vistoria-digital"
          camera="traseira"
          unico
          arquivos={fotos[f.codigo] ? [fotos[f.codigo]!] : []}
          onChange={(lista) => setFotos((x) => ({ ...x, [f.codigo]: lista[0] }))}
        />
      ))}
      <ErroDaChamada erro={enviar.error} titulo="Não foi possível enviar as fotos" />
      <Button
        onClick={aoEnviar}
        disabled={!completas}
        loading={enviar.isPending}
        icon={<Send className="size-4" aria-hidden="true" />}
        className="sm:self-end"
      >
        Enviar as fotos para a vistoria
      </Button>
      {!completas && (
        <p className="text-sm text-tinta-suave sm:text-right">Tire todas as fotos para enviar.</p>
      )}
    </section>
  );
}
