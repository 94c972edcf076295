import { formatarData } from '@portal/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TelaNovo } from '../components/tela-novo';
import { caminhosFaturamentoNovo as c } from '../paths';

/**
 * /faturamentonovo/pendencia-detran (PENDENCIA_DETRAN): the vehicle has a pendency at Detran (a lien); the
 * customer has the dealer resolve it, or talks to us to choose another vehicle (02 §4.10).
 */
export default function PendenciaDetran() {
  return (
    <TelaNovo
      titulo="Pendência no Detran"
      descricao="O pagamento fica parado até a pendência ser resolvida."
      etapa={3}
      acao={() => (
        <Button asChild variant="secondary">
          <Link to={c.fluxoManual}>
            Escolher outro veículo
            <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
          </Link>
        </Button>
      )}
    >
      {(s) => (
        <>
          <Alert tone="alerta" titulo="O que encontramos">
            {s.dados.pendenciaDetran?.motivo ??
              s.respostaAnalista ??
              'Há uma restrição no registro do veículo.'}
            {s.dados.pendenciaDetran && (
              <> (desde {formatarData(s.dados.pendenciaDetran.abertaEm.slice(0, 10))})</>
            )}
          </Alert>
          <p className="text-[0.9375rem] text-tinta">
            Peça à concessionária para baixar o gravame ou regularizar o registro. Assim que o Detran
            confirmar, seguimos com o pagamento. Se preferir, escolha outro veículo com um atendente.
          </p>
        </>
      )}
    </TelaNovo>
  );
}
