import { zodResolver } from '@hookform/resolvers/zod';
import {
  filiaisOperacoes,
  JANELAS_RETORNO,
  mascaraTelefone,
  PERIODOS_RETORNO,
  pedidoRetornoBodySchema,
  type PedidoRetornoBody,
  type PeriodoRetorno,
} from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { PhoneCall } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { MaskedField } from '@/components/masked-field';
import { SegmentedControl } from '@/components/segmented-control';
import { ApiError } from '@/lib/api';
import { chamar } from '@/lib/operacoes';

const formSchema = pedidoRetornoBodySchema.omit({ idCota: true });
type Form = z.input<typeof formSchema>;

const OPCOES = PERIODOS_RETORNO.map((p) => ({ valor: p, rotulo: JANELAS_RETORNO[p].rotulo }));

/** "Ligamos para você": the customer leaves a phone and a period; the API books the business day. */
export function FormLigamos({ idCota }: { idCota: number | undefined }) {
  // "Ligamos para você": a call from customer service on a business day; the error is shown in the form.
  const pedir = useMutation({
    mutationFn: (body: PedidoRetornoBody) => chamar(filiaisOperacoes.pedirRetorno, { body }),
    meta: { erroTratado: true },
  });
  const form = useForm<Form, unknown, Omit<PedidoRetornoBody, 'idCota'>>({
    resolver: zodResolver(formSchema),
    defaultValues: { telefone: '', periodo: 'manha' },
  });
  const erros = form.formState.errors;
  const enviar = form.handleSubmit((corpo) => pedir.mutate({ ...corpo, idCota }));

  return (
    <Card as="section" aria-labelledby="titulo-ligamos">
      <h2 id="titulo-ligamos" className="flex items-center gap-2 text-base font-semibold text-tinta">
        <PhoneCall className="size-5 text-primaria-texto" aria-hidden="true" />
        Ligamos para você
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-tinta-suave">
        Deixe seu telefone e o melhor período: a nossa central liga no próximo dia útil disponível.
      </p>
      {pedir.isSuccess ? (
        <Alert tone="sucesso" titulo="Pedido registrado" role="status" className="mt-5">
          <p>{pedir.data.mensagem}</p>
          <p className="mt-1">
            Protocolo: <strong className="tabular">{pedir.data.protocolo}</strong>
          </p>
        </Alert>
      ) : (
        <form noValidate onSubmit={(e) => void enviar(e)} className="mt-5 flex flex-col gap-5">
          <Controller
            control={form.control}
            name="telefone"
            render={({ field }) => (
              <MaskedField
                label="Telefone com DDD"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="(11) 98765-4321"
                mascara={mascaraTelefone}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={erros.telefone?.message}
                containerClassName="sm:max-w-xs"
              />
            )}
          />
          <Controller
            control={form.control}
            name="periodo"
            render={({ field }) => (
              <div>
                <SegmentedControl<PeriodoRetorno>
                  legenda="Período do dia"
                  opcoes={OPCOES}
                  valor={field.value as PeriodoRetorno}
                  onChange={field.onChange}
                  className="sm:max-w-sm"
                />
                <p className="mt-2 text-sm text-tinta-suave" aria-live="polite">
                  Ligamos {JANELAS_RETORNO[field.value as PeriodoRetorno].horario}, de segunda a sexta.
                </p>
              </div>
            )}
          />
          {pedir.isError && (
            <Alert tone="perigo" titulo="Não foi possível registrar o pedido" role="alert">
              {pedir.error instanceof ApiError ? pedir.error.mensagem : 'Tente novamente em instantes.'}
            </Alert>
          )}
          <div>
            <Button type="submit" loading={pedir.isPending}>
              Pedir ligação
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
