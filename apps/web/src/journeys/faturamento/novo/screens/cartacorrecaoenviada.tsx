import { CheckCircle2 } from 'lucide-react';
import { TelaNovo } from '../components/tela-novo';

/** /faturamentonovo/cartacorrecaoenviada (NOTA_FISCAL_CORRIGIDA): the correction letter is with the analyst. */
export default function CartaCorrecaoEnviada() {
  return (
    <TelaNovo titulo="Carta de correção enviada" etapa={3}>
      {() => (
        <div className="flex flex-col items-center gap-3 text-center" aria-live="polite">
          <span className="grid size-14 place-items-center rounded-full bg-sucesso-fundo text-sucesso">
            <CheckCircle2 className="size-7" aria-hidden="true" />
          </span>
          <p className="text-base text-tinta">
            Recebemos a carta de correção. Analisamos em até 48 horas úteis e seguimos com o pagamento à
            concessionária.
          </p>
        </div>
      )}
    </TelaNovo>
  );
}
