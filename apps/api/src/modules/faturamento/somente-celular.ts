import type { FastifyInstance } from 'fastify';
import { ehDispositivoMovel, MENSAGEM_DISPOSITIVO_MOVEL, type Operacao } from '@portal/domain';
import { proibido } from '../../core/erros.ts';
import { rota, type Tratador } from '../../core/rotas.ts';
import type { Sessao } from '../../core/sessao.ts';

/**
 * 02 §6: asset-invoicing routes are for phones. The API reads the user agent and refuses any other device with
 * 403 and one message (the web sends such a device to /faturamento/indisponivel); a transparent-login session,
 * opened by the app on the phone, passes.
 */
function exigirCelular(sessao: Pick<Sessao, 'transparente'>, userAgent: string | undefined): void {
  if (!sessao.transparente && !ehDispositivoMovel(userAgent)) throw proibido(MENSAGEM_DISPOSITIVO_MOVEL);
}

/**
 * `rota` for an asset-invoicing operation: the device is checked before the handler runs, on every one of them
 * alike (the billing start, the new vehicle, its catalogue), so none can be forgotten.
 */
export function rotaDoCelular<O extends Operacao>(
  app: FastifyInstance,
  op: O,
  tratador: Tratador<O>,
  opcoes?: Parameters<typeof rota<O>>[3],
) {
  rota(
    app,
    op,
    (pedido, resposta) => {
      exigirCelular(pedido.sessao, pedido.headers['user-agent']);
      return tratador(pedido, resposta);
    },
    opcoes,
  );
}
