import { Atendimento } from '../components/atendimento';
import { TelaNovo } from '../components/tela-novo';

/**
 * /faturamentonovo/fluxo-manual: the billing continues with an attendant (a phase the app does not handle, or
 * the customer chose another vehicle after a Detran pendency).
 */
export default function FluxoManual() {
  return (
    <TelaNovo
      titulo="Seu faturamento segue com um atendente"
      descricao="Esta etapa é feita com a nossa equipe, que já tem os dados do seu caso."
    >
      {(s) => (
        <>
          <p className="text-[0.9375rem] text-tinta">
            Informe o número do caso <strong className="tabular">{s.CaseNumber}</strong> ao falar com a gente.
          </p>
          <Atendimento />
        </>
      )}
    </TelaNovo>
  );
}
