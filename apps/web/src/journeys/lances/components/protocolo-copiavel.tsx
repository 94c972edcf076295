import { BotaoCopiar } from '@/components/copy-button';

/** The bid's protocol, large and copyable. */
export function ProtocoloCopiavel({ protocolo }: { protocolo: string }) {
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
      <BotaoCopiar
        texto={protocolo}
        rotulo="Copiar protocolo"
        confirmacao="Protocolo copiado"
        className="self-start sm:self-center"
      />
    </div>
  );
}
