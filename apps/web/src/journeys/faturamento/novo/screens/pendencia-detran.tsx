import { formatarData } from '@portal/domain';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError } from '@/lib/api';
import { EscolherOutroVeiculo } from '../components/escolher-outro-veiculo';
import { TelaNovo } from '../components/tela-novo';
import { caminhoDaTelaNovo } from '../paths';
import { useResolverPendenciaDetran } from '../use-faturamento-novo';

/**
 * /faturamentonovo/pendencia-detran (PENDENCIA_DETRAN): the vehicle has a pendency at Detran (a lien). The
 * customer has the dealer resolve it and says so (GET resolver-pendencia-detran: back to analysis), or chooses
 * another vehicle (GET reiniciar-fluxo), 02 §4.10.
 */
export default function PendenciaDetran() {
  const [confirmar, setConfirmar] = useState(false);
  const navigate = useNavigate();
  const resolver = useResolverPendenciaDetran();
  return (
    <TelaNovo
      titulo="Pendência no Detran"
      descricao="O pagamento fica parado até a pendência ser resolvida."
      etapa={3}
      acao={(s) => (
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <EscolherOutroVeiculo numeroCaso={s.CaseNumber} />
          <Button onClick={() => setConfirmar(true)}>Já resolvi a pendência</Button>
        </div>
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
            Peça à concessionária para baixar o gravame ou regularizar o registro. Quando estiver resolvido,
            avise aqui: conferimos com o Detran e seguimos com o pagamento. Se preferir, escolha outro
            veículo.
          </p>
          {resolver.isError && (
            <Alert tone="perigo" titulo="Não foi possível avisar">
              {resolver.error instanceof ApiError
                ? resolver.error.mensagem
                : 'Falha ao realizar esta operacao, tente novamente em instantes.'}
            </Alert>
          )}
          <ConfirmDialog
            open={confirmar}
            onOpenChange={setConfirmar}
            icon={<CheckCircle2 className="size-6" aria-hidden="true" />}
            title="A pendência foi resolvida?"
            description="Confirme só depois que a concessionária baixar o gravame ou regularizar o registro no Detran. O analista confere antes de seguir com o pagamento."
            confirmLabel="Sim, está resolvida"
            cancelLabel="Ainda não"
            loading={resolver.isPending}
            onConfirm={() =>
              resolver.mutate(undefined, {
                onSuccess: (depois) => {
                  setConfirmar(false);
                  void navigate(caminhoDaTelaNovo(depois.tela), { replace: true });
                },
                onError: () => setConfirmar(false),
              })
            }
          />
        </>
      )}
    </TelaNovo>
  );
}
