import type { StatusFaturamentoCredito } from '@portal/domain';
import { Alert } from '@/components/alert';
import { codigoDoDocumento, EnvioDocumentosEspecie } from './envio-documentos';

/**
 * The documents the analyst refused or asked for (02 §3 DocumentosIlegiveis / Incorretos / Incompletos), each
 * to send again, with the reason; sent through solicitar-reanalise.
 */
export function Reenvio({ s, nomes }: { s: StatusFaturamentoCredito; nomes: string[] }) {
  const lista = nomes.length ? nomes : ['Documento adicional (opcional)'];
  return (
    <>
      <Alert tone="alerta" titulo="O que precisa ser corrigido">
        <ul className="list-disc pl-5">
          {lista.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
        {s.motivo && <p className="mt-2">{s.motivo}</p>}
      </Alert>
      <p className="text-[0.9375rem] leading-relaxed text-tinta-suave">
        O documento precisa estar legível, completo e correto. Envie de novo só o que está na lista.
      </p>
      <EnvioDocumentosEspecie
        s={s}
        variante="reenvio"
        codigos={lista.map(codigoDoDocumento)}
        rotulos={lista}
      />
    </>
  );
}
