import { zodResolver } from '@hookform/resolvers/zod';
import { ROTULOS_PROBLEMA_DOCUMENTO } from '@portal/domain';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { SelectField } from '@/components/select-field';
import { TextareaField } from '@/components/textarea-field';
import { useToast } from '@/components/toast';
import { useFluxoEmAndamento } from '@/lib/fluxo';
import { useAlterarCaso } from '../use-alterar-caso';
import { alteracoes, formCasoSchema, valoresDe, type CampoTexto, type FormCaso } from './form-caso-valores';
import type { DetalheCaso } from './tipos';

function CampoTextoLongo({
  control,
  name,
  label,
  hint,
  rows = 3,
  maxLength,
}: {
  control: Control<FormCaso>;
  name: CampoTexto;
  label: string;
  hint?: string;
  rows?: number;
  maxLength?: number;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextareaField
          label={label}
          hint={hint}
          rows={rows}
          maxLength={maxLength}
          {...field}
          error={fieldState.error?.message}
          className="text-[0.9375rem]"
        />
      )}
    />
  );
}

/**
 * The analyst's decision on a case: phase and status (only the options the API offers for the case's type),
 * the document-problem lists, the reason and reply the customer reads, and an internal note for the history.
 */
export function FormCaso({ detalhe }: { detalhe: DetalheCaso }) {
  const numero = detalhe.caso.CaseNumber;
  const alterar = useAlterarCaso(numero);
  const toast = useToast();
  const [semMudancas, setSemMudancas] = useState(false);
  const form = useForm<FormCaso>({
    resolver: zodResolver(formCasoSchema),
    defaultValues: valoresDe(detalhe),
  });
  useFluxoEmAndamento(form.formState.isDirty);

  const salvar = form.handleSubmit((valores) => {
    const corpo = alteracoes(valoresDe(detalhe), valores);
    setSemMudancas(Object.keys(corpo).length === 0);
    if (Object.keys(corpo).length === 0) return;
    alterar.mutate(corpo, {
      onSuccess: (novo) => {
        form.reset(valoresDe(novo));
        toast({ titulo: 'Caso atualizado', descricao: `As alterações do caso ${numero} foram salvas.` });
      },
    });
  });

  return (
    <Card as="section" aria-labelledby="titulo-decisao" className="sm:p-6">
      <h2 id="titulo-decisao" className="text-base font-semibold text-tinta">
        Atualizar o caso
      </h2>
      <form noValidate onSubmit={(e) => void salvar(e)} className="mt-5 flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="fase"
            render={({ field }) => (
              <SelectField
                label="Fase"
                opcoes={detalhe.opcoes.fases.map((o) => ({ valor: o.codigo, rotulo: o.rotulo }))}
                vazio={field.value === '' ? 'Sem fase' : undefined}
                {...field}
              />
            )}
          />
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <SelectField
                label="Status"
                opcoes={detalhe.opcoes.status.map((o) => ({ valor: o.codigo, rotulo: o.rotulo }))}
                vazio={field.value === '' ? 'Sem status' : undefined}
                {...field}
              />
            )}
          />
        </div>

        <fieldset className="flex flex-col gap-3">
          <legend className="text-sm font-semibold text-tinta">Pendências de documentos</legend>
          <p className="-mt-1 text-sm text-tinta-fraca">
            Um documento por linha. O cliente vê as pendências quando o caso está na fase Pendência Cliente.
          </p>
          <div className="grid gap-4 lg:grid-cols-3">
            <CampoTextoLongo
              control={form.control}
              name="ilegiveis"
              label={ROTULOS_PROBLEMA_DOCUMENTO.ilegivel}
              rows={3}
            />
            <CampoTextoLongo
              control={form.control}
              name="incompletos"
              label={ROTULOS_PROBLEMA_DOCUMENTO.incompleto}
              rows={3}
            />
            <CampoTextoLongo
              control={form.control}
              name="incorretos"
              label={ROTULOS_PROBLEMA_DOCUMENTO.incorreto}
              rows={3}
            />
          </div>
        </fieldset>

        <CampoTextoLongo
          control={form.control}
          name="expliqueMotivo"
          label="Motivo da pendência (o cliente lê)"
          maxLength={2000}
        />
        <CampoTextoLongo
          control={form.control}
          name="respostaAnalista"
          label="Resposta ao cliente"
          hint="Aparece nas solicitações do cliente e na tela de atualização cadastral."
          maxLength={4000}
        />
        <CampoTextoLongo
          control={form.control}
          name="nota"
          label="Nota interna"
          hint="Fica só no histórico do caso."
          rows={2}
          maxLength={2000}
        />

        {semMudancas && !form.formState.isDirty && (
          <Alert tone="info" role="status">
            Nenhuma alteração para salvar.
          </Alert>
        )}
        {alterar.isError && (
          <Alert tone="perigo" role="alert" titulo="Alteração não salva">
            {alterar.error.message}
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {form.formState.isDirty && (
            <Button
              variant="ghost"
              onClick={() => form.reset(valoresDe(detalhe))}
              disabled={alterar.isPending}
            >
              Descartar
            </Button>
          )}
          <Button
            type="submit"
            loading={alterar.isPending}
            icon={<Save className="size-5" aria-hidden="true" />}
          >
            Salvar alterações
          </Button>
        </div>
      </form>
    </Card>
  );
}
