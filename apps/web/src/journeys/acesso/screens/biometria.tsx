import { biometriaOperacoes } from '@portal/domain';
import {
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Fingerprint, KeyRound, ShieldCheck, Smartphone, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api';
import {
  lembrarBiometria,
  nomeDoDispositivo,
  suportaBiometria,
  useBiometriasDoAparelho,
} from '@/lib/biometria';
import { useDocumentTitle } from '@/lib/document-title';
import { chamar, chave, consulta } from '@/lib/operacoes';
import { useParceiro } from '@/lib/parceiro';
import { BiometriaCadastrada } from '../components/biometria-cadastrada';

function mensagemDoErro(erro: Error): string {
  if (erro instanceof WebAuthnError) {
    if (erro.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
      return 'A biometria deste aparelho já está ativada para a sua conta.';
    if (erro.code === 'ERROR_CEREMONY_ABORTED') return 'A ativação foi cancelada. Tente novamente.';
  }
  if (erro.name === 'NotAllowedError')
    return 'A ativação foi cancelada ou o tempo para confirmar acabou. Tente novamente.';
  if (erro instanceof ApiError) return erro.mensagem;
  return 'Não foi possível ativar a biometria neste aparelho. Tente novamente.';
}

function Vantagem({ icone, titulo, children }: { icone: ReactNode; titulo: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        className="grid size-10 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto [&_svg]:size-5"
        aria-hidden="true"
      >
        {icone}
      </span>
      <div>
        <p className="text-[0.9375rem] font-semibold text-tinta">{titulo}</p>
        <p className="mt-0.5 text-sm leading-relaxed text-tinta-suave">{children}</p>
      </div>
    </li>
  );
}

/**
 * /biometria: activates a passkey (WebAuthn) for this device after a password login, so the next login is the
 * device's fingerprint, face or screen lock; lists the customer's passkeys, to rename or remove them (issue 14).
 */
export default function Biometria() {
  useDocumentTitle('Biometria');
  const toast = useToast();
  const queryClient = useQueryClient();
  const lista = useQuery(consulta(biometriaOperacoes.biometrias));
  const suportada = suportaBiometria();
  const idParceiro = useParceiro()?.id;
  const noAparelho = useBiometriasDoAparelho(idParceiro);
  const ativar = useMutation({
    mutationFn: async () => {
      // The options for the logged-in customer; their shape is checked in depth by @simplewebauthn.
      const opcoes = await chamar(biometriaOperacoes.opcoesRegistroBiometria);
      const resposta = await startRegistration({
        optionsJSON: opcoes as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      // Spread: the wire declares the browser's answer as an open JSON object.
      return chamar(biometriaOperacoes.registrarBiometria, {
        body: { resposta: { ...resposta }, nomeDispositivo: nomeDoDispositivo() },
      });
    },
    meta: { erroTratado: true },
    onSuccess: (cadastrada) => {
      // From now on the login on this device offers 'Entrar com biometria'.
      if (idParceiro) lembrarBiometria(idParceiro, cadastrada.id);
      void queryClient.invalidateQueries({ queryKey: chave(biometriaOperacoes.biometrias) });
      toast({ titulo: 'Biometria ativada', descricao: 'Na próxima vez, entre sem digitar a senha.' });
    },
  });

  const dispositivos = lista.data ?? [];
  const ativadaAqui = ativar.isSuccess || dispositivos.some((d) => noAparelho.includes(d.id));

  return (
    <>
      <PageHeader
        titulo="Biometria"
        descricao="Entre no portal com a digital, o rosto ou o bloqueio de tela do seu aparelho."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Card className="sm:p-8">
          {ativadaAqui ? (
            <div role="status" className="flex flex-col items-start">
              <span
                className="grid size-16 place-items-center rounded-2xl bg-sucesso-fundo text-sucesso"
                aria-hidden="true"
              >
                <CircleCheck className="size-8" />
              </span>
              <h2 className="mt-5 text-xl font-bold tracking-tight text-tinta">
                Biometria ativada neste aparelho
              </h2>
              <p className="mt-2 max-w-prose leading-relaxed text-tinta-suave">
                Na próxima vez, toque em <strong className="text-tinta">Entrar com biometria</strong> na tela
                de login e confirme com a digital, o rosto ou o bloqueio de tela. Sua senha continua valendo.
              </p>
            </div>
          ) : (
            <>
              <span
                className="grid size-16 place-items-center rounded-2xl bg-primaria text-primaria-contraste shadow-cartao"
                aria-hidden="true"
              >
                <Fingerprint className="size-8" />
              </span>
              <h2 className="mt-5 text-xl font-bold tracking-tight text-tinta">Entre sem digitar a senha</h2>
              <ul className="mt-6 flex flex-col gap-5">
                <Vantagem icone={<Zap />} titulo="Mais rápido">
                  Um toque e você está dentro, direto do seu aparelho.
                </Vantagem>
                <Vantagem icone={<ShieldCheck />} titulo="Mais seguro">
                  Sua digital ou seu rosto nunca saem do aparelho: o portal recebe apenas uma chave de acesso
                  criptografada.
                </Vantagem>
                <Vantagem icone={<KeyRound />} titulo="A senha continua valendo">
                  Você pode entrar com a senha sempre que preferir.
                </Vantagem>
              </ul>
              {suportada ? (
                <>
                  {ativar.error && (
                    <Alert tone="perigo" role="alert" className="mt-6">
                      {mensagemDoErro(ativar.error)}
                    </Alert>
                  )}
                  <Button
                    size="lg"
                    className="mt-7 w-full sm:w-auto"
                    icon={<Fingerprint className="size-5" aria-hidden="true" />}
                    loading={ativar.isPending}
                    onClick={() => ativar.mutate()}
                  >
                    Ativar biometria
                  </Button>
                </>
              ) : (
                <Alert tone="info" className="mt-7" titulo="Biometria indisponível neste navegador">
                  Para ativar, use um navegador atualizado (Chrome, Safari, Edge ou Firefox) no endereço do
                  portal, em um aparelho com digital, reconhecimento facial ou bloqueio de tela.
                </Alert>
              )}
            </>
          )}
        </Card>

        <Card as="section" aria-labelledby="titulo-aparelhos" className="sm:p-6">
          <h2 id="titulo-aparelhos" className="text-base font-semibold text-tinta">
            Aparelhos cadastrados
          </h2>
          {lista.isPending ? (
            <CarregandoRegiao rotulo="Carregando aparelhos…" className="mt-4 flex flex-col gap-3">
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </CarregandoRegiao>
          ) : lista.isError ? (
            <ErrorState mensagem={lista.error.message} onRetry={() => void lista.refetch()} />
          ) : dispositivos.length === 0 ? (
            <EmptyState
              nivel={3}
              className="px-2 py-8"
              icon={<Smartphone />}
              titulo="Nenhum aparelho ainda"
              descricao="Ative a biometria para ver este aparelho aqui."
            />
          ) : (
            <ul aria-label="Aparelhos com biometria" className="mt-1 divide-y divide-borda/70">
              {dispositivos.map((d) => (
                <BiometriaCadastrada
                  key={d.id}
                  biometria={d}
                  desteAparelho={noAparelho.includes(d.id)}
                  idParceiro={idParceiro}
                />
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
