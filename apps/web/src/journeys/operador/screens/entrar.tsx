import { zodResolver } from '@hookform/resolvers/zod';
import { loginOperadorBodySchema, MENSAGEM_LOGIN_OPERADOR_FALHOU } from '@portal/domain';
import { Eye, EyeOff, LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api';
import { esquecerSaidaVoluntaria, useSessaoOperador } from '@/lib/sessao-operador';
import { useLoginOperador } from '../use-login-operador';
import { useTemaOperador, useTituloOperador } from '../components/aparencia';
import { MarcaOperador } from '../components/marca-operador';
import { caminhosOperador } from '../paths';

type FormLogin = z.infer<typeof loginOperadorBodySchema>;

function mensagemDoErro(erro: unknown): string {
  if (!(erro instanceof ApiError)) return 'Não foi possível entrar agora. Tente novamente.';
  if (erro.status === 401) return MENSAGEM_LOGIN_OPERADOR_FALHOU;
  return erro.mensagem; // 429 (too many attempts), no connection, …: the server's or the client's own words
}

/** Only back-office pages may be the destination after the operator login. */
function destinoSeguro(de: string | null): string {
  return de && de.startsWith(`${caminhosOperador.raiz}`) && !de.startsWith('//') ? de : caminhosOperador.fila;
}

/** /operador/entrar: the analysts' own login (e-mail and password), apart from the customers'. */
export default function EntrarOperador() {
  useTemaOperador();
  useTituloOperador('Entrar');
  const sessao = useSessaoOperador();
  const [params] = useSearchParams();
  const login = useLoginOperador();
  const [senhaVisivel, setSenhaVisivel] = useState(false);
  const form = useForm<FormLogin>({
    resolver: zodResolver(loginOperadorBodySchema),
    defaultValues: { email: '', senha: '' },
  });
  const destino = destinoSeguro(params.get('de'));
  useEffect(esquecerSaidaVoluntaria, []);

  // Already in (or just logged in): straight to where the analyst was going.
  if (sessao && !login.isPending) return <Navigate to={destino} replace />;

  const entrar = form.handleSubmit((valores) =>
    login.mutate(valores, {
      onError: () => {
        form.resetField('senha');
        form.setFocus('senha');
      },
    }),
  );

  return (
    <div className="flex min-h-dvh flex-col bg-[#0f1e38] sm:items-center sm:justify-center sm:p-6">
      <main className="flex flex-1 flex-col bg-superficie px-5 pt-8 pb-10 sm:w-full sm:max-w-md sm:flex-none sm:rounded-3xl sm:p-10 sm:shadow-elevado">
        <MarcaOperador />
        <h1 className="mt-8 text-2xl font-bold tracking-tight text-tinta">Entrar no back-office</h1>
        <p className="mt-2 text-[0.9375rem] text-tinta-suave">
          Área restrita à equipe de atendimento e análise. Use seu e-mail corporativo.
        </p>
        <form noValidate onSubmit={(e) => void entrar(e)} className="mt-7 flex flex-col gap-5">
          <Controller
            control={form.control}
            name="email"
            render={({ field, fieldState }) => (
              <TextField
                label="E-mail"
                type="email"
                autoComplete="username"
                inputMode="email"
                spellCheck={false}
                {...field}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="senha"
            render={({ field, fieldState }) => (
              <TextField
                label="Senha"
                type={senhaVisivel ? 'text' : 'password'}
                autoComplete="current-password"
                {...field}
                error={fieldState.error?.message}
                trailing={
                  <button
                    type="button"
                    onClick={() => setSenhaVisivel((v) => !v)}
                    aria-label={senhaVisivel ? 'Ocultar senha' : 'Mostrar senha'}
                    aria-pressed={senhaVisivel}
                    className="grid size-11 place-items-center rounded-full text-tinta-suave hover:bg-fundo hover:text-tinta"
                  >
                    {senhaVisivel ? (
                      <EyeOff className="size-5" aria-hidden="true" />
                    ) : (
                      <Eye className="size-5" aria-hidden="true" />
                    )}
                  </button>
                }
              />
            )}
          />
          {login.isError && (
            <Alert tone="perigo" role="alert">
              {mensagemDoErro(login.error)}
            </Alert>
          )}
          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={login.isPending}
            icon={<LogIn className="size-5" aria-hidden="true" />}
          >
            Entrar
          </Button>
        </form>
        <p className="mt-8 text-center text-xs text-tinta-fraca">
          Todas as ações ficam registradas na auditoria.
        </p>
      </main>
    </div>
  );
}
