import { formatarMoeda, type SituacaoFaturamentoSeminovo } from '@portal/domain';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { caminhosFaturamentoSeminovo as c } from '../paths';
import { useEscolherOutroVeiculo } from '../use-faturamento-seminovo';
import { ErroDaChamada } from './erro';

/**
 * "Choose another vehicle" (02 §4.10, GET reiniciar-fluxo): asks first, saying that the steps are redone and the
 * next vehicle's inspection is paid again; then the simulation.
 */
export function EscolherOutroVeiculo({
  s,
  variant = 'primary',
}: {
  s: SituacaoFaturamentoSeminovo;
  variant?: 'primary' | 'secondary';
}) {
  const [aberto, setAberto] = useState(false);
  const navigate = useNavigate();
  const outro = useEscolherOutroVeiculo();
  return (
    <>
      <Button
        variant={variant}
        onClick={() => setAberto(true)}
        icon={<RefreshCw className="size-4" aria-hidden="true" />}
      >
        Escolher outro veículo
      </Button>
      <ErroDaChamada erro={outro.error} />
      <ConfirmDialog
        open={aberto}
        onOpenChange={setAberto}
        title="Escolher outro veículo?"
        description={`Você refaz a simulação e a vistoria do novo veículo, que custa ${formatarMoeda(s.taxas.vistoria)} descontados do crédito. As taxas já cobradas não são devolvidas.`}
        confirmLabel="Escolher outro"
        cancelLabel="Manter este"
        loading={outro.isPending}
        onConfirm={() =>
          outro.mutate(undefined, {
            onSuccess: () => void navigate(c.simulacao),
            onSettled: () => setAberto(false),
          })
        }
      />
    </>
  );
}
