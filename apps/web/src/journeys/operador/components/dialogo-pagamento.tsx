import { zodResolver } from '@hookform/resolvers/zod';
import {
  dataBrParaIso,
  dataIsoParaBr,
  formatarData,
  formatarInscricao,
  hojeEmSaoPaulo,
  mascaraData,
  mascaraDinheiro,
  MENSAGEM_DATA_PAGAMENTO_FUTURA,
  MENSAGEM_VALOR_PAGO_MENOR,
  registrarPagamentoBodySchema,
  type BoletoOperador,
  type RegistrarPagamentoBody,
} from '@portal/domain';
import { HandCoins } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { DescriptionList } from '@/components/description-list';
import { MaskedField } from '@/components/masked-field';
import { IconeModal, Modal } from '@/components/modal';
import { Money } from '@/components/money';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api';
import { useRegistrarPagamento } from '../use-registrar-pagamento';

const ID_FORM = 'form-registrar-pagamento';

/**
 * The wire body, with the date typed as the portal shows dates (dd/mm/aaaa) and sent as 'YYYY-MM-DD'. A future
 * date is caught here with the API's own message; the API still checks it (and everything else).
 */
const formPagamentoSchema = registrarPagamentoBodySchema.extend({
  dataPagamento: z
    .string()
    .trim()
    .min(1, { error: 'Informe a data do pagamento.' })
    .transform((br, ctx) => {
      const iso = dataBrParaIso(br);
      if (!iso) ctx.addIssue({ code: 'custom', message: 'Data inválida. Use o formato dd/mm/aaaa.' });
      else if (iso > hojeEmSaoPaulo())
        ctx.addIssue({ code: 'custom', message: MENSAGEM_DATA_PAGAMENTO_FUTURA });
      return iso ?? '';
    })
    .pipe(registrarPagamentoBodySchema.shape.dataPagamento),
});
type FormPagamento = z.input<typeof formPagamentoSchema>;

/** The API's refusals that concern one field (a future date, or one before the boleto was issued; a lower amount). */
function campoDoErro(mensagem: string): keyof RegistrarPagamentoBody | null {
  if (mensagem === MENSAGEM_DATA_PAGAMENTO_FUTURA || mensagem.startsWith('A data do pagamento'))
    return 'dataPagamento';
  if (mensagem === MENSAGEM_VALOR_PAGO_MENOR) return 'valorPago';
  return null;
}

/**
 * Settles an open boleto by hand (a payment the bank's return file did not bring): the date the customer
 * paid and the amount, which defaults to the boleto's. The API refuses a future date and a lower amount; those
 * answers land on the field they concern, the others above the buttons. A boleto paid meanwhile keeps the
 * payment as a duplicate (issue 13).
 */
export function DialogoPagamento({
  boleto,
  onFechar,
  onPago,
}: {
  boleto: BoletoOperador;
  onFechar: () => void;
  onPago: (pago: BoletoOperador) => void;
}) {
  const toast = useToast();
  const registrar = useRegistrarPagamento(boleto.nossoNumero);
  const form = useForm<FormPagamento, unknown, RegistrarPagamentoBody>({
    resolver: zodResolver(formPagamentoSchema),
    defaultValues: {
      dataPagamento: dataIsoParaBr(hojeEmSaoPaulo()) ?? '',
      valorPago: boleto.valorCobrado,
    },
  });

  const enviar = form.handleSubmit((corpo) =>
    registrar.mutate(corpo, {
      onSuccess: (pago) => {
        // Paid in between (another analyst, a return file) or its instalments already paid: the money is kept
        // as a duplicate payment with a refund case rather than lost, and the toast says so.
        const duplicado = pago.pagamentosDuplicados.length > boleto.pagamentosDuplicados.length;
        toast(
          duplicado
            ? {
                titulo: 'Pagamento em duplicidade',
                descricao: `O boleto ${pago.nossoNumero} não tinha o que quitar: o pagamento ficou registrado e um caso de devolução foi aberto.`,
              }
            : {
                titulo: 'Pagamento registrado',
                descricao: `O boleto ${pago.nossoNumero} agora consta como pago.`,
              },
        );
        onPago(pago);
      },
      onError: (erro) => {
        const campo = erro instanceof ApiError ? campoDoErro(erro.message) : null;
        if (campo) form.setError(campo, { message: erro.message }, { shouldFocus: true });
      },
    }),
  );

  const erroNoCampo = registrar.error !== null && campoDoErro(registrar.error.message) !== null;

  return (
    <Modal
      open
      onOpenChange={(aberto) => !aberto && onFechar()}
      title="Registrar pagamento"
      description={
        <>
          Boleto <span className="tabular font-semibold text-tinta">{boleto.nossoNumero}</span> de{' '}
          {boleto.cliente.nome}.
        </>
      }
      icon={
        <IconeModal>
          <HandCoins className="size-6" />
        </IconeModal>
      }
      footer={
        <>
          <Button variant="ghost" onClick={onFechar} disabled={registrar.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form={ID_FORM} loading={registrar.isPending}>
            Registrar pagamento
          </Button>
        </>
      }
    >
      <DescriptionList
        className="rounded-2xl bg-fundo/70 px-4 sm:gap-y-0"
        itens={[
          { termo: 'Vencimento', descricao: formatarData(boleto.dataVencimento) },
          { termo: 'Valor do boleto', descricao: <Money centavos={boleto.valorCobrado} /> },
          {
            termo: boleto.cliente.inscricaoNacional.length > 11 ? 'CNPJ' : 'CPF',
            descricao: formatarInscricao(boleto.cliente.inscricaoNacional),
          },
        ]}
      />
      <form id={ID_FORM} noValidate onSubmit={(e) => void enviar(e)} className="mt-5 flex flex-col gap-5">
        <Controller
          control={form.control}
          name="dataPagamento"
          render={({ field, fieldState }) => (
            <MaskedField
              label="Data do pagamento"
              hint="Quando o cliente pagou, como consta no comprovante."
              placeholder="dd/mm/aaaa"
              inputMode="numeric"
              mascara={mascaraData}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value}
              onValueChange={(texto) => field.onChange(texto)}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="valorPago"
          render={({ field, fieldState }) => (
            <MaskedField
              label="Valor pago"
              hint="Igual ou maior que o valor do boleto."
              inputMode="numeric"
              mascara={mascaraDinheiro}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value ? mascaraDinheiro(String(field.value)).texto : ''}
              onValueChange={(_, { centavos }) => field.onChange(centavos)}
              error={fieldState.error?.message}
            />
          )}
        />
        {registrar.isError && !erroNoCampo && (
          <Alert tone="perigo" role="alert" titulo="Pagamento não registrado">
            {registrar.error.message}
          </Alert>
        )}
      </form>
    </Modal>
  );
}
