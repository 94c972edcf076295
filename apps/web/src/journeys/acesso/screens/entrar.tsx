import Lock from 'lucide-react/icons/lock';
import { MENSAGEM_ERRO_BIOMETRIA } from '@portal/domain';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useDocumentTitle } from '@/lib/document-title';
import { NOME_PADRAO, useParceiro } from '@/lib/parceiro';
import { useAmbienteDoLogin } from '../components/ambiente-do-login';
import { AvisoSessaoTerminou } from '../components/aviso-sessao-terminou';
import { CampoSenha } from '../components/campo-senha';
import { CamposIdentificacao } from '../components/campos-identificacao';
import { EntrarComBiometria } from '../components/entrar-com-biometria';
import { ErroLogin } from '../components/erro-login';
import { LinkEsqueciSenha } from '../components/link-esqueci-senha';
import { PainelMarca } from '../components/painel-marca';
import {
  adiantarOperacoes,
  useBiometriaDisponivel,
  useEntrar,
  useEntrarComBiometria,
} from '../components/use-entrar';
import { useFormLogin } from '../components/use-form-login';

/** /entrar: the single-page login (identity and password together), in the app or in the login island. */
export default function Entrar() {
  useDocumentTitle('Entrar');
  const { Ajuda } = useAmbienteDoLogin();
  const parceiro = useParceiro();
  const nome = parceiro?.name ?? NOME_PADRAO;
  const form = useFormLogin();
  const { entrar, login } = useEntrar(form);
  const { documento } = form.valores;
  const comBiometria = useBiometriaDisponivel();
  // Spec §8: a failed biometric login asks for the password instead.
  const biometria = useEntrarComBiometria(() => form.focar('senha'));

  return (
    <div className="flex min-h-dvh flex-col lg:grid lg:grid-cols-2">
      <PainelMarca nome={nome} logoUrl={parceiro?.logo_url} />
      <main className="-mt-6 flex flex-1 flex-col rounded-t-3xl bg-superficie px-5 pt-8 pb-10 sm:px-10 lg:mt-0 lg:justify-center lg:rounded-none lg:bg-fundo">
        <div className="mx-auto w-full max-w-md lg:rounded-3xl lg:bg-superficie lg:p-9 lg:shadow-cartao">
          <h1 className="text-2xl font-bold tracking-tight text-tinta sm:text-[1.75rem]">Acesse sua conta</h1>
          <p className="mt-2 text-[0.9375rem] text-tinta-suave">
            Entre com seu CPF ou CNPJ, ou com o grupo e a cota do seu consórcio.
          </p>
          <AvisoSessaoTerminou className="mt-5" />

          <form
            noValidate
            onInput={adiantarOperacoes}
            onSubmit={(e) => {
              biometria.reset();
              entrar(e);
            }}
            className="mt-7 flex flex-col gap-5"
          >
            <CamposIdentificacao form={form} />
            <div className="flex flex-col gap-1">
              <CampoSenha form={form} />
              <LinkEsqueciSenha documento={documento} className="-mr-2 self-end" />
            </div>
            <ErroLogin erro={login.error} />
            {biometria.isError && (
              <Alert tone="perigo" role="alert">
                {MENSAGEM_ERRO_BIOMETRIA}
              </Alert>
            )}
            <Button type="submit" size="lg" fullWidth loading={login.isPending} className="mt-1">
              Entrar
            </Button>
            {comBiometria && (
              <EntrarComBiometria
                carregando={biometria.isPending}
                onClick={() => {
                  login.reset();
                  biometria.mutate();
                }}
              />
            )}
            <p className="flex items-center justify-center gap-1.5 text-xs text-tinta-fraca">
              <Lock className="size-3.5" aria-hidden="true" />
              Ambiente seguro. Nunca pedimos sua senha por telefone ou e-mail.
            </p>
          </form>

          <Ajuda />
        </div>
      </main>
    </div>
  );
}
