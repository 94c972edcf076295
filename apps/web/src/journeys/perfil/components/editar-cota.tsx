import { zodResolver } from '@hookform/resolvers/zod';
import { APELIDO_MAXIMO, grupoCota, padCota, padGrupo, type Cota } from '@portal/domain';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { TipoCotaIcone } from '@/components/tipo-cota-icone';
import { useToast } from '@/components/toast';
import { ApiError, MENSAGEM_ERRO_SISTEMA } from '@/lib/api';
import { pedirAvaliacaoDoFluxo } from '@/lib/avaliacao-fluxo';
import { useFluxoEmAndamento } from '@/lib/fluxo';
import { useEnviarFoto } from '../use-enviar-foto';
import { useAlterarCota } from '../use-alterar-cota';
import { EscolherFoto } from './escolher-foto';

const formApelidoSchema = z.object({
  apelido: z
    .string()
    .trim()
    .max(APELIDO_MAXIMO, { error: `Use no máximo ${APELIDO_MAXIMO} caracteres.` })
    .refine((s) => !/[<>]/.test(s), { error: 'Não use os sinais < e >.' }),
});
type FormApelido = z.input<typeof formApelidoSchema>;

const mensagemDe = (erro: unknown) => (erro instanceof ApiError ? erro.mensagem : MENSAGEM_ERRO_SISTEMA);

/** One quota's nickname and photo, as the quota cards show them. */
export function EditarCota({ cota }: { cota: Cota }) {
  const alterar = useAlterarCota(cota.idCota);
  const enviar = useEnviarFoto('foto-cota');
  const toast = useToast();
  const [erroFoto, setErroFoto] = useState<string | null>(null);
  const form = useForm<FormApelido>({
    resolver: zodResolver(formApelidoSchema),
    defaultValues: { apelido: cota.apelido ?? '' },
  });
  useFluxoEmAndamento(form.formState.isDirty);
  const identificacao = `Grupo ${padGrupo(cota.grupo)} · Cota ${padCota(cota.cota)}`;
  const nome = cota.apelido || cota.descricaoBem;
  // Done personalising this quota: the rating modal may ask how it went (the rule decides whether it shows).
  const concluir = () =>
    pedirAvaliacaoDoFluxo({ fluxo: 'preferencias', grupoCota: grupoCota(cota.grupo, cota.cota) });

  const salvarApelido = form.handleSubmit(async ({ apelido }) => {
    try {
      const nova = await alterar.mutateAsync({ nickname: apelido });
      form.reset({ apelido: nova.apelido ?? '' });
      toast({ tom: 'sucesso', titulo: nova.apelido ? 'Apelido salvo.' : 'Apelido removido.' });
      concluir();
    } catch (erro) {
      form.setError('apelido', { message: mensagemDe(erro) });
    }
  });

  async function trocarFoto(arquivo: File) {
    setErroFoto(null);
    try {
      const enviado = await enviar.mutateAsync(arquivo);
      await alterar.mutateAsync({ photo_url: enviado.url });
      toast({ tom: 'sucesso', titulo: 'Foto da cota atualizada.' });
      concluir();
    } catch (erro) {
      setErroFoto(mensagemDe(erro));
    }
  }

  async function removerFoto() {
    setErroFoto(null);
    try {
      await alterar.mutateAsync({ photo_url: null });
      toast({ tom: 'sucesso', titulo: 'Foto removida.' });
    } catch (erro) {
      setErroFoto(mensagemDe(erro));
    }
  }

  return (
    <Card as="li" className="flex flex-col gap-5" aria-label={`${nome}, ${identificacao}`}>
      <div className="flex items-center gap-4">
        {cota.fotoUrl ? (
          <img
            src={cota.fotoUrl}
            alt={`Foto da cota ${nome}`}
            className="size-16 shrink-0 rounded-2xl object-cover ring-1 ring-borda/70"
          />
        ) : (
          <TipoCotaIcone tipo={cota.tipo} tamanho="lg" />
        )}
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold text-tinta">{nome}</h3>
          <p className="tabular text-sm text-tinta-suave">{identificacao}</p>
          {cota.apelido && <p className="truncate text-sm text-tinta-fraca">{cota.descricaoBem}</p>}
        </div>
      </div>

      <div className="flex flex-wrap gap-2">
        <EscolherFoto
          rotulo={cota.fotoUrl ? 'Trocar foto' : 'Adicionar foto'}
          carregando={enviar.isPending || (alterar.isPending && !form.formState.isSubmitting)}
          onEscolher={(arquivo) => void trocarFoto(arquivo)}
          onRecusa={setErroFoto}
        />
        {cota.fotoUrl && (
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 className="size-5" aria-hidden="true" />}
            onClick={() => void removerFoto()}
          >
            Remover foto
          </Button>
        )}
      </div>
      {erroFoto && (
        <p role="alert" className="-mt-2 text-sm font-medium text-perigo">
          {erroFoto}
        </p>
      )}

      <form
        onSubmit={(e) => void salvarApelido(e)}
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <TextField
          label="Apelido da cota"
          hint="Como você quer ver esta cota no portal. Deixe em branco para usar o nome do bem."
          maxLength={APELIDO_MAXIMO}
          autoComplete="off"
          containerClassName="flex-1"
          error={form.formState.errors.apelido?.message}
          {...form.register('apelido')}
        />
        <Button type="submit" loading={form.formState.isSubmitting} className="sm:mt-7">
          Salvar apelido
        </Button>
      </form>
    </Card>
  );
}
