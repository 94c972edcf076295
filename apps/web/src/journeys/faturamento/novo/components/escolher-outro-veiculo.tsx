import { Car } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button, type ButtonVariant } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError } from '@/lib/api';
import { caminhosFaturamentoNovo as c } from '../paths';
import { useRascunhoNovo } from '../rascunho';
import { useEscolherOutroVeiculo } from '../use-faturamento-novo';

/**
 * "Escolher outro veículo" (02 §4.10): after a confirmation, GET reiniciar-fluxo takes the case back to the
 * vehicle step (the vehicle left behind stays in the case's history); the drafts of the old one are cleared
 * and the flow opens at the phase's screen.
 */
export function EscolherOutroVeiculo({
  numeroCaso,
  variant = 'secondary',
}: {
  numeroCaso: string;
  variant?: ButtonVariant;
}) {
  const [aberto, setAberto] = useState(false);
  const navigate = useNavigate();
  const { limpar } = useRascunhoNovo(numeroCaso);
  const reiniciar = useEscolherOutroVeiculo();
  return (
    <>
      <Button variant={variant} onClick={() => setAberto(true)}>
        Escolher outro veículo
      </Button>
      {reiniciar.isError && (
        <Alert tone="perigo" titulo="Não foi possível escolher outro veículo">
          {reiniciar.error instanceof ApiError
            ? reiniciar.error.mensagem
            : 'Falha ao realizar esta operacao, tente novamente em instantes.'}
        </Alert>
      )}
      <ConfirmDialog
        open={aberto}
        onOpenChange={setAberto}
        icon={<Car className="size-6" aria-hidden="true" />}
        title="Escolher outro veículo?"
        description="O veículo, o valor, a concessionária e a conta informados deixam de valer e você informa tudo de novo. O pedido de compra atual é cancelado."
        confirmLabel="Escolher outro"
        cancelLabel="Manter este"
        loading={reiniciar.isPending}
        onConfirm={() =>
          reiniciar.mutate(undefined, {
            onSuccess: () => {
              limpar();
              setAberto(false);
              void navigate(c.indice, { replace: true });
            },
            onError: () => setAberto(false),
          })
        }
      />
    </>
  );
}
