import { clsx } from 'clsx';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Card, CardHeader } from '@/components/card';
import { useToast } from '@/components/toast';
import { ApiError, MENSAGEM_ERRO_SISTEMA } from '@/lib/api';
import { iniciais } from '@/lib/nomes';
import { useEnviarFoto } from '../use-enviar-foto';
import { useAlterarPreferencias } from '../use-preferencias';
import { EscolherFoto } from './escolher-foto';

const mensagemDe = (erro: unknown) => (erro instanceof ApiError ? erro.mensagem : MENSAGEM_ERRO_SISTEMA);

/**
 * Sets (uploads, then saves as photo_url) or removes the customer's photo: the preferences' card and the
 * profile hub share it.
 */
export function useDefinirFoto(idUsuario: number | undefined) {
  const enviar = useEnviarFoto('foto-perfil');
  const alterar = useAlterarPreferencias(idUsuario, { erroTratado: true });
  const toast = useToast();
  const [erro, setErro] = useState<string | null>(null);

  async function definir(arquivo: File | null) {
    setErro(null);
    try {
      const url = arquivo ? (await enviar.mutateAsync(arquivo)).url : null;
      await alterar.mutateAsync({ photo_url: url });
      toast({ tom: 'sucesso', titulo: url ? 'Foto do perfil atualizada.' : 'Foto do perfil removida.' });
    } catch (e) {
      setErro(mensagemDe(e));
    }
  }
  return { definir, erro, setErro, carregando: enviar.isPending || alterar.isPending };
}

/** The photo, or the name's initials on the partner colour. */
export function AvatarDoPerfil({
  nome,
  fotoUrl,
  className,
}: {
  nome: string;
  fotoUrl: string | null;
  className?: string;
}) {
  return fotoUrl ? (
    <img
      src={fotoUrl}
      alt="Sua foto do perfil"
      className={clsx('size-20 shrink-0 rounded-full object-cover ring-1 ring-borda/70', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={clsx(
        'grid size-20 shrink-0 place-items-center rounded-full bg-primaria text-2xl font-bold text-primaria-contraste',
        className,
      )}
    >
      {iniciais(nome)}
    </span>
  );
}

/** The customer's own photo (photo_url): shown on the account avatar. */
export function FotoDoPerfil({
  idUsuario,
  nome,
  fotoUrl,
}: {
  idUsuario: number | undefined;
  nome: string;
  fotoUrl: string | null;
}) {
  const { definir, erro, setErro, carregando } = useDefinirFoto(idUsuario);

  return (
    <Card as="section" aria-labelledby="titulo-foto-perfil">
      <CardHeader titulo={<span id="titulo-foto-perfil">Foto do perfil</span>} />
      <div className="flex flex-wrap items-center gap-4">
        <AvatarDoPerfil nome={nome} fotoUrl={fotoUrl} />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <p className="text-[0.9375rem] text-tinta-suave">
            JPEG, PNG ou WebP de até 5 MB. Ela aparece no menu da sua conta.
          </p>
          <div className="flex flex-wrap gap-2">
            <EscolherFoto
              rotulo={fotoUrl ? 'Trocar foto do perfil' : 'Adicionar foto do perfil'}
              carregando={carregando}
              onEscolher={(arquivo) => void definir(arquivo)}
              onRecusa={setErro}
            />
            {fotoUrl && (
              <Button
                variant="ghost"
                size="sm"
                icon={<Trash2 className="size-5" aria-hidden="true" />}
                onClick={() => void definir(null)}
              >
                Remover
              </Button>
            )}
          </div>
        </div>
      </div>
      {erro && (
        <p role="alert" className="mt-3 text-sm font-medium text-perigo">
          {erro}
        </p>
      )}
    </Card>
  );
}
