import {
  BLOQUEIO_LOGIN_MINUTOS,
  FALHAS_PARA_BLOQUEIO,
  mensagemDeEspera,
  politicaDeLogin,
} from '@portal/domain';
import { HttpError } from '../../core/erros.ts';
import type { TentativasRepository } from './tentativas.repository.ts';

const JANELA_MS = BLOQUEIO_LOGIN_MINUTOS * 60_000;
/** Failures from one address across accounts before it is locked out too (password spraying). */
export const FALHAS_POR_IP = 20;

/** The wait after n failures (index n), read from the domain policy so the SQL reservation follows it. */
const ESPERAS_MS = Array.from({ length: FALHAS_PARA_BLOQUEIO + 1 }, (_, falhas) => {
  const politica = politicaDeLogin(falhas, 0, 0);
  return politica.permitido ? 0 : politica.esperarSegundos * 1000;
});
const REGRA_DA_CONTA = { limite: FALHAS_PARA_BLOQUEIO, janelaMs: JANELA_MS, esperasMs: ESPERAS_MS };
const REGRA_DO_IP = { limite: FALHAS_POR_IP, janelaMs: JANELA_MS, esperasMs: [0] };
const chaveDoIp = (ip: string) => `ip:${ip}`;

const recusaPorTentativas = (esperarSegundos: number, bloqueado: boolean) =>
  new HttpError(429, mensagemDeEspera({ esperarSegundos, bloqueado }), {
    'retry-after': String(esperarSegundos),
  });

/**
 * The brute-force policy (domain `politicaDeLogin`) applied to any secret a person types: the customer's
 * login, the current password in a password change, the analyst's login. Each has its own account key.
 * An attempt is reserved in the database BEFORE the secret is compared, so parallel tries cannot slip past
 * the limit: of any burst, at most `FALHAS_PARA_BLOQUEIO` are compared, then the account is locked.
 */
export function createTentativas(repo: TentativasRepository, now: () => number) {
  /** Why a reservation was refused, read after the fact for the message (the refusal itself was atomic). */
  async function recusa(chave: string): Promise<HttpError> {
    const contador = await repo.contador(chave);
    if (contador && contador.reservadas >= FALHAS_PARA_BLOQUEIO) {
      const restanteMs = contador.ultimaEm.getTime() + JANELA_MS - now();
      return recusaPorTentativas(Math.max(1, Math.ceil(restanteMs / 1000)), true);
    }
    const politica = politicaDeLogin(
      contador?.falhas ?? 0,
      contador?.ultimaFalhaEm?.getTime() ?? null,
      now(),
    );
    // Allowed by the time we read it: the state moved between the two statements; a second is enough.
    if (politica.permitido) return recusaPorTentativas(1, false);
    return recusaPorTentativas(politica.esperarSegundos, politica.bloqueado);
  }

  return {
    /** Reserves an attempt of the key, or throws 429 (growing wait, then a 15-minute lock). */
    async exigirPermitida(chave: string): Promise<void> {
      if (!(await repo.reservar(chave, new Date(now()), REGRA_DA_CONTA))) throw await recusa(chave);
    },
    /** Records the failure of a reserved attempt; throws the lock at once when this failure locks the account. */
    async falhou(chave: string, ip: string): Promise<void> {
      await repo.registrar(chave, ip, false, new Date(now()));
      const falhas = await repo.falhou(chave, new Date(now()));
      const depois = politicaDeLogin(falhas, now(), now());
      if (!depois.permitido && depois.bloqueado) throw recusaPorTentativas(depois.esperarSegundos, true);
    },
    /** The secret was right: the streak of the key ends. */
    async acertou(chave: string, ip: string): Promise<void> {
      await repo.registrar(chave, ip, true, new Date(now()));
      await repo.zerar(chave);
    },

    /** Reserves an attempt from the address, or throws the lock when it failed too often across accounts. */
    async exigirIpPermitido(ip: string): Promise<void> {
      if (!(await repo.reservar(chaveDoIp(ip), new Date(now()), REGRA_DO_IP)))
        throw recusaPorTentativas(BLOQUEIO_LOGIN_MINUTOS * 60, true);
    },
    /** The address's attempt was not a failure (it succeeded, or the account refused it unchecked). */
    devolverIp: (ip: string) => repo.devolver(chaveDoIp(ip)),
  };
}
export type Tentativas = ReturnType<typeof createTentativas>;
