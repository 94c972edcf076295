import { zodResolver } from '@hookform/resolvers/zod';
import {
  agoraEmSaoPaulo,
  biometriaOperacoes,
  formatarData,
  NOME_BIOMETRIA_MAXIMO,
  renomearBiometriaBodySchema,
  type RespostaDe,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Laptop, Pencil, Smartphone, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { IconeModal } from '@/components/modal';
import { TextField } from '@/components/text-field';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api';
import { esquecerBiometria } from '@/lib/biometria';
import { chamar, chave } from '@/lib/operacoes';

type Biometria = RespostaDe<typeof biometriaOperacoes.biometrias>[number];
type FormNome = z.input<typeof renomearBiometriaBodySchema>;

const NOME_SEM_NOME = 'Aparelho sem nome';
const ehCelular = (nome: string | null) => Boolean(nome && /iPhone|iPad|Android|Celular/i.test(nome));

/** '25/11/2026 às 14:05', in São Paulo whatever the device's zone. */
function dataHora(iso: string): string {
  const { data, hora } = agoraEmSaoPaulo(new Date(iso));
  return `${formatarData(data)} às ${hora}`;
}

const mensagemDe = (erro: Error, padrao: string) => (erro instanceof ApiError ? erro.mensagem : padrao);

/** The rename form, in place of the row's name: one field, save or cancel. */
function FormRenomear({ biometria, aoTerminar }: { biometria: Biometria; aoTerminar: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useForm<FormNome>({
    resolver: zodResolver(renomearBiometriaBodySchema),
    defaultValues: { nome: biometria.nomeDispositivo ?? '' },
  });
  const renomear = useMutation({
    mutationFn: (nome: string) =>
      chamar(biometriaOperacoes.renomearBiometria, { params: { id: biometria.id }, body: { nome } }),
    meta: { erroTratado: true },
    onSuccess: async (nova) => {
      await queryClient.invalidateQueries({ queryKey: chave(biometriaOperacoes.biometrias) });
      toast({ titulo: 'Nome alterado', descricao: `A biometria agora se chama "${nova.nomeDispositivo}".` });
      aoTerminar();
    },
  });
  const salvar = form.handleSubmit((v) => renomear.mutate(v.nome.trim()));
  // The field takes the focus when the form opens in place of the name (a person asked for it).
  useEffect(() => form.setFocus('nome'), [form]);

  return (
    <form onSubmit={(e) => void salvar(e)} noValidate className="mt-1 flex flex-col gap-3">
      <TextField
        label="Nome da biometria"
        hint={`Até ${NOME_BIOMETRIA_MAXIMO} caracteres, para você reconhecer o aparelho.`}
        maxLength={NOME_BIOMETRIA_MAXIMO}
        autoComplete="off"
        error={form.formState.errors.nome?.message}
        {...form.register('nome')}
      />
      {renomear.error && (
        <Alert tone="perigo" role="alert">
          {mensagemDe(renomear.error, 'Não foi possível alterar o nome. Tente novamente.')}
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={renomear.isPending}>
          Salvar nome
        </Button>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={aoTerminar}
          disabled={renomear.isPending}
        >
          Cancelar
        </Button>
      </div>
    </form>
  );
}

/**
 * One passkey of the customer on /biometria: its name, when it was activated and last used, the masked id, an
 * "Este aparelho" badge when this device holds it, and the rename and remove actions.
 */
export function BiometriaCadastrada({
  biometria,
  desteAparelho,
  idParceiro,
}: {
  biometria: Biometria;
  desteAparelho: boolean;
  idParceiro: number | undefined;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [renomeando, setRenomeando] = useState(false);
  const [confirmando, setConfirmando] = useState(false);
  const nome = biometria.nomeDispositivo ?? NOME_SEM_NOME;
  const remover = useMutation({
    mutationFn: () => chamar(biometriaOperacoes.removerBiometria, { params: { id: biometria.id } }),
    meta: { erroTratado: true },
    onSuccess: async () => {
      if (idParceiro) esquecerBiometria(idParceiro, biometria.id);
      setConfirmando(false);
      await queryClient.invalidateQueries({ queryKey: chave(biometriaOperacoes.biometrias) });
      toast({
        titulo: 'Biometria removida',
        descricao: desteAparelho
          ? 'Neste aparelho, entre com a sua senha.'
          : `"${nome}" não entra mais na sua conta.`,
      });
    },
  });
  const Icone = ehCelular(biometria.nomeDispositivo) ? Smartphone : Laptop;

  return (
    <li className="flex gap-3 py-4" aria-label={nome}>
      <span
        className="grid size-10 shrink-0 place-items-center rounded-xl bg-fundo text-tinta-suave"
        aria-hidden="true"
      >
        <Icone className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        {renomeando ? (
          <FormRenomear biometria={biometria} aoTerminar={() => setRenomeando(false)} />
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <p className="min-w-0 text-[0.9375rem] font-semibold break-words text-tinta">{nome}</p>
              {desteAparelho && <Badge tone="info">Este aparelho</Badge>}
            </div>
            <dl className="mt-1 grid gap-0.5 text-sm text-tinta-suave">
              <div>
                <dt className="inline">Ativada em </dt>
                <dd className="inline">{dataHora(biometria.criadaEm)}</dd>
              </div>
              <div>
                <dt className="inline">Último uso: </dt>
                <dd className="inline">
                  {biometria.usadaEm ? dataHora(biometria.usadaEm) : 'ainda não usada'}
                </dd>
              </div>
              <div>
                <dt className="sr-only">Identificação</dt>
                <dd className="font-mono text-xs text-tinta-fraca">{biometria.idMascarado}</dd>
              </div>
            </dl>
            <div className="mt-2 -ml-3 flex flex-wrap gap-1">
              <Button
                size="sm"
                variant="ghost"
                icon={<Pencil className="size-4" aria-hidden="true" />}
                aria-label={`Renomear ${nome}`}
                onClick={() => setRenomeando(true)}
              >
                Renomear
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-perigo! hover:bg-perigo-fundo!"
                icon={<Trash2 className="size-4" aria-hidden="true" />}
                aria-label={`Remover ${nome}`}
                onClick={() => setConfirmando(true)}
              >
                Remover
              </Button>
            </div>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirmando}
        onOpenChange={(aberto) => {
          setConfirmando(aberto);
          if (!aberto) remover.reset();
        }}
        title="Remover esta biometria?"
        description={
          <>
            <strong className="text-tinta">{nome}</strong> não vai mais entrar na sua conta sem a senha.
            {desteAparelho && ' É a biometria deste aparelho: aqui, você passa a entrar com a senha.'}
            {remover.error && (
              <span role="alert" className="mt-3 block font-medium text-perigo">
                {mensagemDe(remover.error, 'Não foi possível remover a biometria. Tente novamente.')}
              </span>
            )}
          </>
        }
        icon={
          <IconeModal tom="perigo">
            <Trash2 className="size-6" />
          </IconeModal>
        }
        confirmLabel="Remover"
        tone="danger"
        loading={remover.isPending}
        onConfirm={() => remover.mutate()}
      />
    </li>
  );
}
