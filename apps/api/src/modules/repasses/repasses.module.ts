import type { FastifyInstance } from 'fastify';
import { repassesOperacoes as ops } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { RemessasService } from './remessas.service.ts';

/** A CNAB 240 return may be up to 5 MB of text (the body schema), above the app's 1 MB. */
const LIMITE_RETORNO = 6 * 1024 * 1024;

/**
 * /operador/v1/repasses (issue 20, ADR 0042): the payouts queue, the CNAB 240 payment remittance per partner
 * and its download, the bank's return, and cancelling a payout not yet remitted.
 */
export const repassesModule = (deps: { remessas: RemessasService }) => async (app: FastifyInstance) => {
  const { remessas } = deps;

  rota(app, ops.fila, (p) => remessas.fila(p.query.situacao));
  rota(app, ops.gerarRemessa, (p) => remessas.gerarRemessa(p.operador.operadorId, p.body.parceiroId));
  rota(app, ops.arquivoRemessa, async (p, reply) => {
    const { nomeArquivo, conteudo } = await remessas.arquivoRemessa(p.params.id);
    // Banks read CNAB files as Latin-1; the content is ASCII already (alfa() strips accents).
    return reply
      .type('text/plain; charset=iso-8859-1')
      .header('content-disposition', `attachment; filename="${nomeArquivo}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(conteudo, 'latin1'));
  });
  rota(
    app,
    ops.importarRetorno,
    (p) => remessas.importarRetorno(p.operador.operadorId, p.body.nomeArquivo, p.body.conteudo),
    { bodyLimit: LIMITE_RETORNO },
  );
  rota(app, ops.cancelar, (p) => remessas.cancelar(p.operador.operadorId, p.params.id, p.body.motivo));
};
