import { zodResolver } from '@hookform/resolvers/zod';
import {
  TAMANHO_MAXIMO_AVISO,
  avisoCamposSchema,
  chaveDoCaminho,
  fimDepoisDoInicio,
  parceirosOperacoes,
  type PublicarAvisoBody,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Wrench } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { ApiError } from '@/lib/api';
import { chamar, chave, consulta } from '@/lib/operacoes';
import { META_OPERADOR } from '../chaves';

/** The wire body with the partner chosen in a select (text); same rules and messages as the API's. */
const formSchema = avisoCamposSchema
  .extend({
    parceiroId: z
      .string()
      .min(1, { error: 'Escolha o parceiro.' })
      .transform(Number)
      .pipe(avisoCamposSchema.shape.parceiroId),
  })
  .refine(...fimDepoisDoInicio);
type Form = z.input<typeof formSchema>;

const VAZIO: Form = { parceiroId: '', inicio: '', fim: '', texto: '' };

/** Publishing a maintenance warning: the banner every customer of the partner sees on login and home. */
export function FormAviso() {
  const parceiros = useQuery({
    ...consulta(parceirosOperacoes.listar),
    staleTime: 60 * 60_000,
    meta: META_OPERADOR,
  });
  const queryClient = useQueryClient();
  const publicar = useMutation({
    mutationFn: (body: PublicarAvisoBody) => chamar(parceirosOperacoes.publicarAviso, { body }),
    meta: { erroTratado: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chave(parceirosOperacoes.avisosOperador) });
      void queryClient.invalidateQueries({
        queryKey: chaveDoCaminho('/auditoria', undefined, undefined, 'operador'),
      });
    },
  });
  const form = useForm<Form, unknown, PublicarAvisoBody>({
    resolver: zodResolver(formSchema),
    defaultValues: VAZIO,
  });
  const erros = form.formState.errors;
  const texto = useWatch({ control: form.control, name: 'texto' }) ?? '';

  const enviar = form.handleSubmit((corpo) => publicar.mutate(corpo, { onSuccess: () => form.reset(VAZIO) }));

  return (
    <Card as="section" aria-labelledby="titulo-publicar-aviso">
      <h2 id="titulo-publicar-aviso" className="text-base font-semibold text-tinta">
        Publicar aviso de manutenção
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-tinta-suave">
        O aviso aparece no login e no início do portal do parceiro durante o período escolhido (horário de
        Brasília).
      </p>
      <form noValidate onSubmit={(e) => void enviar(e)} className="mt-5 flex flex-col gap-5">
        <SelectField
          label="Parceiro"
          vazio="Escolha o parceiro"
          opcoes={(parceiros.data ?? []).map((p) => ({ valor: String(p.id), rotulo: p.name }))}
          error={erros.parceiroId?.message}
          {...form.register('parceiroId')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Início"
            type="datetime-local"
            error={erros.inicio?.message}
            {...form.register('inicio')}
          />
          <TextField label="Fim" type="datetime-local" error={erros.fim?.message} {...form.register('fim')} />
        </div>
        <TextareaField
          label="Texto do aviso"
          rows={3}
          maxLength={TAMANHO_MAXIMO_AVISO}
          hint={`${texto.length} de ${TAMANHO_MAXIMO_AVISO} caracteres.`}
          error={erros.texto?.message}
          {...form.register('texto')}
        />
        {publicar.isError && (
          <Alert tone="perigo" titulo="O aviso não foi publicado" role="alert">
            {publicar.error instanceof ApiError ? publicar.error.mensagem : 'Tente novamente em instantes.'}
          </Alert>
        )}
        {publicar.isSuccess && (
          <Alert tone="sucesso" role="status">
            Aviso publicado para os clientes de {publicar.data.parceiro}.
          </Alert>
        )}
        <div>
          <Button
            type="submit"
            loading={publicar.isPending}
            icon={<Wrench className="size-4" aria-hidden="true" />}
          >
            Publicar aviso
          </Button>
        </div>
      </form>
    </Card>
  );
}
