import { randomUUID } from 'node:crypto';
import { normalizarInscricao, VALIDADE_TOKEN_TRANSPARENTE_S } from '@portal/domain';
import { LINK_TRANSPARENTE_INVALIDO } from '../../core/sessao.ts';
import type { TokenService } from '../../core/sessao.ts';
import { naoAutorizado, naoEncontrado } from '../../core/erros.ts';
import type { CotasService } from '../cotas/cotas.service.ts';
import type { ComAuditoria } from '../operador/auditoria.service.ts';
import type { ParceirosService } from '../parceiros/parceiros.service.ts';
import type { AcessoRepository } from './acesso.repository.ts';
import type { AcessoService } from './acesso.service.ts';
import type { TransparenteRepository } from './transparente.repository.ts';

/**
 * Transparent login: the back-office mints a signed, 2-minute token for one customer's quota; the portal
 * exchanges it once for a session flagged transparent (restricted routes, no mandatory update).
 */
export function createTransparenteService(deps: {
  repo: TransparenteRepository;
  acessoRepo: AcessoRepository;
  acesso: AcessoService;
  cotas: CotasService;
  parceiros: ParceirosService;
  tokens: TokenService;
  comAuditoria: ComAuditoria;
  now: () => number;
}) {
  const { repo, acessoRepo, acesso, cotas, parceiros, tokens, comAuditoria, now } = deps;

  return {
    /** Minted by an analyst, or (operadorId null) by the integration key: audited either way, with the token row. */
    async emitir(
      inscricaoNacional: string,
      idCota: number,
      idParceiro: number,
      operadorId: number | null,
      parceiroDoOperador: number | null = null,
    ) {
      const cliente = await acessoRepo.clientePorInscricao(normalizarInscricao(inscricaoNacional));
      // A partner's analyst opens only its partner's portal: another partner's customer is not found for it.
      const alheio = parceiroDoOperador !== null && parceiroDoOperador !== idParceiro;
      if (!cliente || alheio) throw naoEncontrado('Cliente não encontrado.');
      // The quota must be the customer's on that partner, as for any session.
      await cotas.exigirDoCliente(cliente.id, idParceiro, idCota);
      const id = randomUUID();
      const expiraEm = new Date(now() + VALIDADE_TOKEN_TRANSPARENTE_S * 1000);
      const registro = {
        acao: 'login-transparente.emitido',
        alvo: `cliente:${inscricaoNacional}`,
        detalhes: { idCota, idParceiro, via: operadorId ? 'back-office' : 'chave de integração' },
      };
      await comAuditoria(
        operadorId,
        (tx) => repo.registrar({ id, clienteId: cliente.id, cotaId: idCota, expiraEm }, tx),
        registro,
      );
      const token = await tokens.emitirTransparente(
        { id, clienteId: cliente.id, cotaId: idCota, parceiroId: idParceiro },
        VALIDADE_TOKEN_TRANSPARENTE_S,
      );
      return { token, caminho: `/login-transparente/${token}`, expiraEm: expiraEm.toISOString() };
    },

    /**
     * Exchanges a link for a session, once, on the portal it was minted for: on another partner's host it is
     * refused and left unspent (the customer can still open it on the right portal).
     */
    async trocar(token: string, parceiroDoHost: number | undefined) {
      const t = await tokens.verificarTransparente(token);
      if (t.parceiroId !== parceiroDoHost) throw naoAutorizado(LINK_TRANSPARENTE_INVALIDO);
      if (!(await repo.queimar(t.id, new Date(now())))) throw naoAutorizado(LINK_TRANSPARENTE_INVALIDO);
      await parceiros.exigir(t.parceiroId);
      return acesso.abrirSessao(t.clienteId, t.parceiroId, t.cotaId, true);
    },
  };
}
export type TransparenteService = ReturnType<typeof createTransparenteService>;
