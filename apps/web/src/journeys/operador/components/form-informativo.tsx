import { zodResolver } from '@hookform/resolvers/zod';
import {
  chaveDoCaminho,
  notificacoesOperacoes,
  parceirosOperacoes,
  publicarInformativoBodySchema,
  type PublicarInformativoBody,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { caminhos } from '@/app/caminhos';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { ApiError } from '@/lib/api';
import { chamar, chave, consulta } from '@/lib/operacoes';
import { META_OPERADOR } from '../chaves';

/** The wire body with the partner chosen in a select (text) and the link optional (empty = none). */
const formSchema = publicarInformativoBodySchema.extend({
  parceiroId: z
    .string()
    .min(1, { error: 'Escolha o parceiro.' })
    .transform(Number)
    .pipe(publicarInformativoBodySchema.shape.parceiroId),
  link: z
    .string()
    .trim()
    .transform((s) => (s === '' ? null : s))
    .pipe(publicarInformativoBodySchema.shape.link.unwrap()),
});
type Form = z.input<typeof formSchema>;

const VAZIO: Form = { parceiroId: '', titulo: '', resumo: '', conteudo: '', link: '' };

/** Publishing news: it reaches every customer of the chosen partner at once, so the form says so. */
export function FormInformativo({ aoPublicar }: { aoPublicar: (parceiroId: number) => void }) {
  const parceiros = useQuery({
    ...consulta(parceirosOperacoes.listar),
    staleTime: 60 * 60_000,
    meta: META_OPERADOR,
  });
  const queryClient = useQueryClient();
  const publicar = useMutation({
    mutationFn: (body: PublicarInformativoBody) => chamar(notificacoesOperacoes.publicar, { body }),
    meta: { erroTratado: true },
    onSuccess: () => {
      // The published list (every partner filter and page) and the audit log, where publishing is written.
      void queryClient.invalidateQueries({ queryKey: chave(notificacoesOperacoes.listarOperador) });
      void queryClient.invalidateQueries({
        queryKey: chaveDoCaminho('/auditoria', undefined, undefined, 'operador'),
      });
    },
  });
  const form = useForm<Form, unknown, PublicarInformativoBody>({
    resolver: zodResolver(formSchema),
    defaultValues: VAZIO,
  });
  const erros = form.formState.errors;

  const enviar = form.handleSubmit((corpo) =>
    publicar.mutate(corpo, {
      onSuccess: (criado) => {
        form.reset(VAZIO);
        aoPublicar(criado.parceiroId);
      },
    }),
  );

  return (
    <Card as="section" aria-labelledby="titulo-publicar">
      <h2 id="titulo-publicar" className="text-base font-semibold text-tinta">
        Publicar novidade
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-tinta-suave">
        A novidade aparece na hora para todos os clientes do parceiro, na tela de notificações e no início do
        portal.
      </p>
      <form noValidate onSubmit={(e) => void enviar(e)} className="mt-5 flex flex-col gap-5">
        <SelectField
          label="Parceiro"
          vazio="Escolha o parceiro"
          opcoes={(parceiros.data ?? []).map((p) => ({ valor: String(p.id), rotulo: p.name }))}
          error={erros.parceiroId?.message}
          {...form.register('parceiroId')}
        />
        <TextField
          label="Título"
          maxLength={120}
          error={erros.titulo?.message}
          {...form.register('titulo')}
        />
        <TextField
          label="Resumo"
          maxLength={240}
          hint="Uma frase: é o que aparece na lista e no cartão do início."
          error={erros.resumo?.message}
          {...form.register('resumo')}
        />
        <TextareaField
          label="Texto completo"
          rows={6}
          maxLength={5000}
          error={erros.conteudo?.message}
          {...form.register('conteudo')}
        />
        <TextField
          label="Link no portal (opcional)"
          placeholder={caminhos.assembleias.assembleias}
          autoComplete="off"
          hint={`Um caminho do próprio portal, como ${caminhos.boletos.lista}. Links para outros sites não são aceitos.`}
          error={erros.link?.message}
          {...form.register('link')}
        />
        {publicar.isError && (
          <Alert tone="perigo" titulo="A novidade não foi publicada" role="alert">
            {publicar.error instanceof ApiError ? publicar.error.mensagem : 'Tente novamente em instantes.'}
          </Alert>
        )}
        {publicar.isSuccess && (
          <Alert tone="sucesso" role="status">
            Novidade publicada para os clientes de {publicar.data.parceiro}.
          </Alert>
        )}
        <div>
          <Button
            type="submit"
            loading={publicar.isPending}
            icon={<Megaphone className="size-4" aria-hidden="true" />}
          >
            Publicar
          </Button>
        </div>
      </form>
    </Card>
  );
}
