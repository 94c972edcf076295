import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { useToast } from '@/components/toast';
import { ApiError, MENSAGEM_ERRO_SISTEMA } from '@/lib/api';
import { mensagemDoErroDeCodigo } from '@/lib/codigo-de-verificacao';
import { useDocumentTitle } from '@/lib/document-title';
import { useSessao } from '@/lib/session';
import { atualizarToken, encerrarAlteracao, lerAlteracao, useAlteracaoPendente } from '../alteracao-pendente';
import { recarregarCadastro, useValidarCodigo } from '../use-dados-cadastrais';
import { caminhosPerfil } from '../paths';

/** A refused code that no further attempt can fix: the countdown ends and a new code is asked for. */
const CODIGOS_ENCERRADOS = new Set(['VALIDATION_CODE_EXPIRED', 'VALIDATION_CODE_ALREADY_VERIFIED']);

/**
 * /perfil/token/validar: PATCH /cotas/{id}/verificacao with the typed code; its single-use `auth_token` lives
 * only in this function's scope and is handed straight to the waiting save. Then back to the screen that asked,
 * with a toast. A refused code returns to inserir with the §8 message; a save refused for its authorisation
 * (403) returns to enviar for a new code; a save the system could not take (no answer, 5xx) ends on
 * /perfil/indisponivel; any other refusal of the save goes back to the form with why.
 */
export default function Validar() {
  useDocumentTitle('Validando o código');
  const idCota = useSessao()?.idCotaPadrao;
  const { alteracao, token } = useAlteracaoPendente(idCota);
  const validar = useValidarCodigo(idCota);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const iniciada = useRef(false);
  // Set as the screen leaves: the store is cleared on the way out, which must not redirect a second time.
  const [saindo, setSaindo] = useState(false);

  useEffect(() => {
    if (iniciada.current || !alteracao || !token.codigo) return;
    iniciada.current = true;
    void (async () => {
      let authToken: string;
      try {
        authToken = (await validar.mutateAsync(token.codigo)).auth_token;
      } catch (erro) {
        const codigo = erro instanceof ApiError ? erro.codigo : undefined;
        const { erradas } = lerAlteracao().token;
        atualizarToken({
          codigo: '',
          erro: mensagemDoErroDeCodigo(erro),
          erradas: codigo === 'INVALID_VALIDATION_CODE' ? erradas + 1 : erradas,
          ...(codigo && CODIGOS_ENCERRADOS.has(codigo) && { expiraEm: Date.now() }),
        });
        setSaindo(true);
        void navigate(caminhosPerfil.tokenInserir, { replace: true });
        return;
      }
      try {
        await alteracao.salvar(authToken);
      } catch (erro) {
        const mensagem = erro instanceof ApiError ? erro.mensagem : MENSAGEM_ERRO_SISTEMA;
        setSaindo(true);
        if (erro instanceof ApiError && erro.status === 403) {
          atualizarToken({ codigo: '', erroEnvio: mensagem, expiraEm: null });
          void navigate(caminhosPerfil.tokenEnviar, { replace: true });
        } else if (!(erro instanceof ApiError) || erro.status === 0 || erro.status >= 500) {
          // The system could not take the change (no answer, or its own failure): nothing was saved, and the
          // update is unavailable for now (03 §2 "unavailable").
          encerrarAlteracao();
          void navigate(caminhosPerfil.indisponivel, { replace: true });
        } else {
          encerrarAlteracao();
          toast({ tom: 'erro', titulo: 'Não foi possível salvar a alteração.', descricao: mensagem });
          void navigate(alteracao.voltarPara, { replace: true });
        }
        return;
      }
      await recarregarCadastro(queryClient);
      setSaindo(true);
      encerrarAlteracao();
      toast({ tom: 'sucesso', ...alteracao.sucesso });
      void navigate(alteracao.voltarPara, { replace: true });
    })();
  }, [alteracao, token.codigo, validar, queryClient, navigate, toast]);

  if (!saindo && (!alteracao || !token.codigo))
    return <Navigate to={alteracao ? caminhosPerfil.tokenInserir : caminhosPerfil.perfil} replace />;

  return (
    <div className="mx-auto w-full max-w-xl">
      <Card className="flex flex-col items-center gap-4 py-12 text-center sm:p-12" role="status">
        <span
          className="grid size-14 place-items-center rounded-2xl bg-primaria/10 text-primaria-texto"
          aria-hidden="true"
        >
          <ShieldCheck className="size-7" />
        </span>
        <h1 className="text-xl font-bold text-tinta">Validando o código</h1>
        <p className="flex items-center gap-2 text-[0.9375rem] text-tinta-suave">
          <Spinner />
          Confirmando e salvando sua alteração…
        </p>
      </Card>
    </div>
  );
}
