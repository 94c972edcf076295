import { zodResolver } from '@hookform/resolvers/zod';
import { cancelarRepasseBodySchema, type CancelarRepasseBody, type RepasseOperador } from '@portal/domain';
import { Ban } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { IconeModal, Modal } from '@/components/modal';
import { Money } from '@/components/money';
import { TextareaField } from '@/components/textarea-field';
import { useToast } from '@/components/toast';
import { useCancelarRepasse } from '../use-repasses';

const ID_FORM = 'form-cancelar-repasse';

/** Cancels a payout not yet remitted, with the reason (its case goes back to analysis). */
export function DialogoCancelarRepasse({
  repasse,
  onFechar,
}: {
  repasse: RepasseOperador;
  onFechar: () => void;
}) {
  const toast = useToast();
  const cancelar = useCancelarRepasse(repasse.id);
  const form = useForm<CancelarRepasseBody>({
    resolver: zodResolver(cancelarRepasseBodySchema),
    defaultValues: { motivo: '' },
  });
  const enviar = form.handleSubmit((corpo) =>
    cancelar.mutate(corpo, {
      onSuccess: () => {
        toast({
          titulo: 'Repasse cancelado',
          descricao: `O caso ${repasse.numeroCaso} voltou para análise.`,
        });
        onFechar();
      },
    }),
  );
  return (
    <Modal
      open
      onOpenChange={(aberto) => !aberto && onFechar()}
      title="Cancelar repasse"
      description={
        <>
          <Money centavos={repasse.valorCentavos} /> para {repasse.favorecido} (caso {repasse.numeroCaso}).
        </>
      }
      icon={
        <IconeModal>
          <Ban className="size-6" />
        </IconeModal>
      }
      footer={
        <>
          <Button variant="ghost" onClick={onFechar} disabled={cancelar.isPending}>
            Voltar
          </Button>
          <Button type="submit" form={ID_FORM} variant="danger" loading={cancelar.isPending}>
            Cancelar repasse
          </Button>
        </>
      }
    >
      <form id={ID_FORM} noValidate onSubmit={(e) => void enviar(e)} className="flex flex-col gap-4">
        <TextareaField
          label="Motivo do cancelamento"
          hint="Fica no histórico do caso e na auditoria."
          rows={3}
          maxLength={500}
          {...form.register('motivo')}
          error={form.formState.errors.motivo?.message}
        />
        {cancelar.isError && (
          <Alert tone="perigo" role="alert" titulo="Repasse não cancelado">
            {cancelar.error.message}
          </Alert>
        )}
      </form>
    </Modal>
  );
}
