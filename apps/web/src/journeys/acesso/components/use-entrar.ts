import {
  CODIGO_CREDENCIAL_DESCONHECIDA,
  ROTA_ATUALIZACAO_OBRIGATORIA,
  ROTA_HOME,
  ROTA_SENHA_ATUAL,
  type LoginBody,
  type TokenResposta,
} from '@portal/domain';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { ApiError } from '@/lib/api';
import {
  esquecerBiometria,
  lembrarBiometria,
  suportaBiometria,
  useBiometriasDoAparelho,
} from '@/lib/biometria';
import { consumirDestino } from '@/lib/destino';
import { chamar } from '@/lib/chamar';
import { useParceiro } from '@/lib/parceiro';
import { sessao } from '@/lib/session';
import { useAmbienteDoLogin } from './ambiente-do-login';
import { corpoDoLogin } from './form-login';
import { useAcao } from './use-acao';
import type { FormularioLogin } from './use-form-login';

/**
 * The login operations, with the schemas that check their answers: loaded when the customer starts filling
 * the form (`adiantarOperacoes`, from the form's first input) or at the latest at the submit, so the login page
 * draws and answers without evaluating zod (ADR 0040).
 */
const operacoesDoAcesso = () => import('@portal/domain/acesso/acesso.operations');
const operacoesDaBiometria = () => import('@portal/domain/acesso/biometria.operations');
export const adiantarOperacoes = () => void operacoesDoAcesso().catch(() => undefined);

/**
 * After any login: where the user was going (spec §2 rule 5), else home, which reloads its quota cards. An
 * expired or provisional password goes to its change first; the destination waits until after it. So does a
 * mandatory registration update (03 §2): its screen comes first, and confirming the data continues there.
 */
function destinoAposLogin(): { caminho: string; estado?: { doLogin: true } } {
  const atual = sessao.ler();
  if (atual?.perfil.senhaExpirada) return { caminho: ROTA_SENHA_ATUAL };
  if (atual?.atualizacaoObrigatoria) return { caminho: ROTA_ATUALIZACAO_OBRIGATORIA };
  return { caminho: consumirDestino() ?? ROTA_HOME, estado: { doLogin: true } };
}

/**
 * A login: `entrar` gets the tokens (the session's preparation is fetched meanwhile), then the session is
 * prepared and the person continues where they were going.
 */
function useLogarE() {
  const { adiantarSessao, prepararSessao, irPara } = useAmbienteDoLogin();
  return async (entrar: () => Promise<TokenResposta>) => {
    adiantarSessao();
    await prepararSessao(await entrar());
    const { caminho, estado } = destinoAposLogin();
    await irPara(caminho, { substituir: true, estado });
  };
}

/**
 * POST /login (grant_type password, with the Basic client header), the session prepared and the next screen.
 * The form shows the error itself (the server's message).
 */
export function useEntrar(form: FormularioLogin) {
  const logarE = useLogarE();
  const idParceiro = useParceiro()?.id;
  const login = useAcao((corpo: LoginBody) =>
    logarE(async () => {
      const { acessoOperacoes } = await operacoesDoAcesso();
      return chamar(acessoOperacoes.login, { body: corpo });
    }),
  );

  const entrar = form.enviar((valores) =>
    login.mutate(corpoDoLogin(valores, idParceiro), {
      onError: () => {
        form.limparSenha();
        form.focar('senha');
      },
    }),
  );
  return { entrar, login };
}

/**
 * Whether the login offers 'Entrar com biometria': only where this device holds a passkey for the partner (one
 * enrolled or used here) and the browser can use it — not on every device that merely has a fingerprint reader.
 */
export function useBiometriaDisponivel(): boolean {
  const idParceiro = useParceiro()?.id;
  const noAparelho = useBiometriasDoAparelho(idParceiro);
  return noAparelho.length > 0 && suportaBiometria();
}

/**
 * Passkey login: challenge → the device's biometrics → session. Any failure (cancelled, unknown passkey,
 * refused by the server) asks for the password instead (spec §8); `aoFalhar` moves the focus there.
 */
export function useEntrarComBiometria(aoFalhar: () => void) {
  const logarE = useLogarE();
  const idParceiro = useParceiro()?.id;
  const biometria = useAcao(() =>
    logarE(async () => {
      // The WebAuthn ceremony's code only when it is used: most logins are by password.
      const webauthn = import('@simplewebauthn/browser');
      const { biometriaOperacoes } = await operacoesDaBiometria();
      // A challenge for a discoverable passkey (no username asked). The shape is checked in depth by the
      // browser and @simplewebauthn; the schema only guarantees an object.
      const opcoes = await chamar(biometriaOperacoes.opcoesLoginBiometria, {
        body: idParceiro ? { idParceiro } : {},
      });
      const { startAuthentication } = await webauthn;
      const resposta = await startAuthentication({
        optionsJSON: opcoes as unknown as PublicKeyCredentialRequestOptionsJSON,
      });
      try {
        // Spread: the wire declares the browser's answer as an open JSON object.
        const tokens = await chamar(biometriaOperacoes.loginBiometria, {
          body: { resposta: { ...resposta }, ...(idParceiro ? { idParceiro } : {}) },
        });
        if (idParceiro) lembrarBiometria(idParceiro, resposta.id);
        return tokens;
      } catch (erro) {
        // The server no longer knows this passkey (removed elsewhere): stop offering it on this device.
        if (idParceiro && erro instanceof ApiError && erro.codigo === CODIGO_CREDENCIAL_DESCONHECIDA)
          esquecerBiometria(idParceiro, resposta.id);
        throw erro;
      }
    }),
  );
  return { ...biometria, mutate: () => biometria.mutate(undefined, { onError: aoFalhar }) };
}
