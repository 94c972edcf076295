import { formatarInscricao, MENSAGEM_ERRO_BIOMETRIA, padCota, padGrupo } from '@portal/domain';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import { useEffect, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Logo } from '@/components/logo';
import { Stepper } from '@/components/stepper';
import { useDocumentTitle } from '@/lib/document-title';
import { NOME_PADRAO, useParceiro } from '@/lib/parceiro';
import { useAmbienteDoLogin } from '../components/ambiente-do-login';
import { CampoSenha } from '../components/campo-senha';
import { CamposIdentificacao } from '../components/campos-identificacao';
import { EntrarComBiometria } from '../components/entrar-com-biometria';
import { AvisoSessaoTerminou } from '../components/aviso-sessao-terminou';
import { ErroLogin } from '../components/erro-login';
import { camposDaIdentificacao } from '../components/form-login';
import { LinkEsqueciSenha } from '../components/link-esqueci-senha';
import {
  adiantarOperacoes,
  useBiometriaDisponivel,
  useEntrar,
  useEntrarComBiometria,
} from '../components/use-entrar';
import { useFormLogin } from '../components/use-form-login';

const ETAPAS = ['Identificação', 'Senha'] as const;

/**
 * /entrar-mobile: two steps, the user variant then the password variant. The step lives in the URL
 * (?etapa=senha) so the phone's back gesture returns to the first step. In the app or in the login island.
 */
export default function EntrarMobile() {
  const parceiro = useParceiro();
  const nome = parceiro?.name ?? NOME_PADRAO;
  const { parametros: params, definirParametros: setParams, Ajuda } = useAmbienteDoLogin();
  const form = useFormLogin();
  const { entrar, login } = useEntrar(form);
  const { valores } = form;
  const comBiometria = useBiometriaDisponivel();
  // Spec §8: a failed biometric login asks for the password: the identity comes first on this screen.
  const biometria = useEntrarComBiometria(() =>
    form.focar(valores.modo === 'grupo-cota' ? 'grupo' : 'documento'),
  );
  const identificado =
    valores.modo === 'documento' ? Boolean(valores.documento) : Boolean(valores.grupo && valores.cota);
  // Reloading on the password step loses the identity (never stored): start over.
  const etapa = params.get('etapa') === 'senha' && identificado ? 1 : 0;
  useDocumentTitle(etapa === 0 ? 'Entrar' : 'Digite sua senha');

  useEffect(() => {
    form.focar(etapa === 0 ? (valores.modo === 'documento' ? 'documento' : 'grupo') : 'senha');
    // Only when the step changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [etapa]);

  const continuar = (e: FormEvent) => {
    e.preventDefault();
    if (form.validar(camposDaIdentificacao(valores.modo))) setParams({ etapa: 'senha' });
  };

  const identificacao =
    valores.modo === 'documento'
      ? formatarInscricao(valores.documento)
      : `Grupo ${padGrupo(valores.grupo)} · Cota ${padCota(valores.cota)}`;

  return (
    <main className="flex min-h-dvh flex-col bg-superficie px-5 pt-5 pb-8">
      <div className="flex min-h-11 items-center gap-2">
        {etapa === 1 && (
          <button
            type="button"
            onClick={() => setParams({})}
            aria-label="Voltar para a identificação"
            className="-ml-2 grid size-11 place-items-center rounded-full text-tinta hover:bg-fundo"
          >
            <ChevronLeft className="size-6" aria-hidden="true" />
          </button>
        )}
        <Logo src={parceiro?.logo_url} nome={nome} />
      </div>

      <Stepper etapas={ETAPAS} atual={etapa} className="mt-6" />

      {etapa === 0 ? (
        <form
          noValidate
          onInput={adiantarOperacoes}
          onSubmit={continuar}
          className="mt-8 flex flex-1 flex-col"
        >
          <h1 className="text-2xl font-bold tracking-tight text-tinta">Acesse sua conta</h1>
          <p className="mt-2 mb-8 text-[0.9375rem] text-tinta-suave">
            Informe seu CPF ou CNPJ, ou o grupo e a cota do seu consórcio.
          </p>
          <AvisoSessaoTerminou className="mb-6" />
          <CamposIdentificacao form={form} />
          {biometria.isError && (
            <Alert tone="perigo" role="alert" className="mt-5">
              {MENSAGEM_ERRO_BIOMETRIA}
            </Alert>
          )}
          <div className="mt-auto flex flex-col gap-5 pt-8">
            <Button type="submit" size="lg" fullWidth>
              Continuar
            </Button>
            {comBiometria && (
              <EntrarComBiometria carregando={biometria.isPending} onClick={() => biometria.mutate()} />
            )}
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={entrar} className="mt-8 flex flex-1 flex-col">
          <h1 className="text-2xl font-bold tracking-tight text-tinta">Digite sua senha</h1>
          <p className="mt-2 mb-8 text-[0.9375rem] text-tinta-suave">
            Entrando como <strong className="tabular font-semibold text-tinta">{identificacao}</strong>.{' '}
            <button
              type="button"
              onClick={() => setParams({})}
              className="font-semibold text-primaria-texto underline underline-offset-4"
            >
              Alterar
            </button>
          </p>
          <div className="flex flex-col gap-5">
            <div className="flex flex-col gap-1">
              <CampoSenha form={form} />
              <LinkEsqueciSenha
                documento={valores.modo === 'documento' ? valores.documento : undefined}
                className="-mr-2 self-end"
              />
            </div>
            <ErroLogin erro={login.error} />
          </div>
          <div className="mt-auto pt-8">
            <Button type="submit" size="lg" fullWidth loading={login.isPending}>
              Entrar
            </Button>
          </div>
        </form>
      )}

      <Ajuda />
    </main>
  );
}
