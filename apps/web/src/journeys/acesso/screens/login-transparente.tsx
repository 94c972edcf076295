import { acessoOperacoes, ROTA_HOME } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link2Off, LogIn, RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { ApiError, apiInalcancavel } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { rotaDeLogin } from '@/lib/dispositivo';
import { chamar } from '@/lib/operacoes';
import { sessao } from '@/lib/session';
import { useLogout } from '../use-logout';
import { PaginaAcesso } from '../components/pagina-acesso';
import { prepararSessao } from '../components/preparar-sessao';

/**
 * /login-transparente/:token: the single-use, short-lived token of the link becomes a transparent session
 * (restricted to the routes flagged for it, spec §2 rule 3) and the customer lands on home. The token leaves
 * the address bar at once (replace), so it is not kept in history.
 */
export default function LoginTransparente() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const trocar = useMutation({
    mutationFn: (token: string) => chamar(acessoOperacoes.loginTransparente, { body: { token } }),
    meta: { erroTratado: true },
    onSuccess: async (tokens) => {
      await prepararSessao(queryClient, tokens);
      void navigate(ROTA_HOME, { replace: true, state: { doLogin: true } });
    },
  });
  const { mutate } = trocar;
  const logout = useLogout();
  // A session left from an earlier link would keep the login out of reach (spec §2 rule 3): it ends here.
  const irParaLogin = () =>
    sessao.ler() ? logout.mutate() : void navigate(rotaDeLogin(), { replace: true });
  useDocumentTitle(trocar.isError ? 'Link de acesso inválido' : 'Entrando');

  // Once per token: it works only once, and StrictMode runs effects twice.
  const trocado = useRef<string | null>(null);
  useEffect(() => {
    if (trocado.current === token) return;
    trocado.current = token;
    mutate(token);
  }, [token, mutate]);

  if (trocar.isError) {
    const semConexao = apiInalcancavel(trocar.error);
    const expirado = trocar.error instanceof ApiError && trocar.error.status === 401;
    return (
      <PaginaAcesso
        titulo={semConexao ? 'Não foi possível entrar agora' : 'Este link de acesso não vale mais'}
        descricao={
          <p role="alert">
            {semConexao
              ? 'Não conseguimos falar com nossos sistemas. Verifique sua conexão e tente de novo.'
              : expirado
                ? 'Links de acesso expiram em poucos minutos e só podem ser usados uma vez. Para continuar, entre com seu CPF ou CNPJ e sua senha.'
                : trocar.error.message}
          </p>
        }
        icone={<Link2Off />}
        tomIcone="alerta"
      >
        <div className="flex flex-col gap-3">
          {semConexao && (
            <Button
              size="lg"
              fullWidth
              icon={<RefreshCw className="size-5" aria-hidden="true" />}
              onClick={() => mutate(token)}
            >
              Tentar novamente
            </Button>
          )}
          <Button
            size="lg"
            fullWidth
            variant={semConexao ? 'secondary' : 'primary'}
            icon={<LogIn className="size-5" aria-hidden="true" />}
            loading={logout.isPending}
            onClick={irParaLogin}
          >
            Entrar com CPF ou CNPJ
          </Button>
        </div>
      </PaginaAcesso>
    );
  }

  return (
    <main className="grid min-h-dvh place-items-center px-6">
      <div className="flex flex-col items-center gap-4 text-center text-tinta-suave">
        <Spinner className="text-primaria-texto [&_svg]:size-8" rotulo="Entrando no portal…" />
        <p aria-hidden="true" className="text-[0.9375rem] font-medium">
          Entrando no portal…
        </p>
      </div>
    </main>
  );
}
