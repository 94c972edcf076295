import { BLOQUEIO_LOGIN_MINUTOS, mensagemDeEspera, politicaDeLogin } from '@portal/domain';
import { HttpError } from '../../core/erros.ts';
import type { AcessoRepository } from './acesso.repository.ts';

const JANELA_MS = BLOQUEIO_LOGIN_MINUTOS * 60_000;

export const recusaPorTentativas = (esperarSegundos: number, bloqueado: boolean) =>
  new HttpError(429, mensagemDeEspera({ esperarSegundos, bloqueado }), {
    'retry-after': String(esperarSegundos),
  });

/**
 * The brute-force policy (domain `politicaDeLogin`) applied to any secret a person types: the customer's
 * login, the current password in a password change, the analyst's login. Each has its own account key.
 */
export function createTentativas(
  repo: Pick<AcessoRepository, 'falhasConsecutivas' | 'registrarTentativa'>,
  now: () => number,
) {
  return {
    /** Throws 429 (growing wait, then a 15-minute lock) while the key must wait; answers the failures so far. */
    async exigirPermitida(chave: string): Promise<number> {
      const conta = await repo.falhasConsecutivas(chave, new Date(now() - JANELA_MS));
      const politica = politicaDeLogin(conta.falhas, conta.ultimaFalha?.getTime() ?? null, now());
      if (!politica.permitido) throw recusaPorTentativas(politica.esperarSegundos, politica.bloqueado);
      return conta.falhas;
    },
    /** Records a failure; throws the lock at once when this failure is the one that locks the account. */
    async falhou(chave: string, ip: string, falhasAntes: number): Promise<void> {
      await repo.registrarTentativa(chave, ip, false, new Date(now()));
      const depois = politicaDeLogin(falhasAntes + 1, now(), now());
      if (!depois.permitido && depois.bloqueado) throw recusaPorTentativas(depois.esperarSegundos, true);
    },
    acertou: (chave: string, ip: string) => repo.registrarTentativa(chave, ip, true, new Date(now())),
  };
}
export type Tentativas = ReturnType<typeof createTentativas>;
