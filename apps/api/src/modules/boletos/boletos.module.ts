import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { boletosOperacoes as ops } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { OperadorService } from '../operador/operador.service.ts';
import type { BoletosService } from './boletos.service.ts';
import type { FormaEnvioService } from './forma-envio.service.ts';
import type { PagamentosService } from './pagamentos.service.ts';
import type { VerificarBoletoService } from './verificar-boleto.service.ts';

/** A CNAB 240 return file may be up to 5 MB of text (importarRetornoBodySchema), above the app's 1 MB. */
const LIMITE_RETORNO = 6 * 1024 * 1024;

function enviarPdf(reply: FastifyReply, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', 'inline; filename="boleto.pdf"')
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/**
 * Boletos (spec 01 §7 "Boletos and payment"): the customer's second copy, settlement and delivery preference,
 * the public check against fake boletos, and the analysts' payment desk in the back-office.
 */
export const boletosModule =
  (deps: {
    boletos: BoletosService;
    formaEnvio: FormaEnvioService;
    verificarBoleto: VerificarBoletoService;
    pagamentos: PagamentosService;
    operador: OperadorService;
    parceiroDoHost: (request: FastifyRequest) => Promise<number | undefined>;
  }) =>
  async (app: FastifyInstance) => {
    const { boletos, formaEnvio, verificarBoleto, pagamentos, operador, parceiroDoHost } = deps;

    rota(app, ops.pdfPorTicket, async (p, reply) =>
      enviarPdf(reply, await boletos.pdfPorTicket(p.params.ticket, await parceiroDoHost(p))),
    );

    // Ownership, page and totals in one statement (the hook's query skipped: see core/rotas.ts).
    rota(app, ops.segundaVia, (p) => boletos.pendentesDoCliente(p.sessao, p.params.id, p.query), {
      posseNaConsulta: true,
    });
    rota(app, ops.marcar, (p) => boletos.marcar(p.sessao, p.cota, p.body.identificadorCobranca, true));
    rota(app, ops.desmarcar, (p) => boletos.marcar(p.sessao, p.cota, p.body.identificadorCobranca, false));
    rota(app, ops.marcarTodas, (p) => boletos.marcarDaLista(p.sessao, p.cota, p.body, true));
    rota(app, ops.desmarcarTodas, (p) => boletos.marcarDaLista(p.sessao, p.cota, p.body, false));
    rota(app, ops.gerarDasMarcadas, (p) =>
      boletos.gerarDasMarcadas(p.sessao, p.cota, p.query.SN_UnificaParcelasOutrasCota === 'S'),
    );
    rota(app, ops.gerar, (p) =>
      boletos.gerarDaLista(p.sessao, p.cota, p.body.identificadorProcesso, p.body.cobrancas),
    );
    rota(app, ops.historico, (p) => boletos.historico(p.sessao, p.query));
    rota(app, ops.quitacao, (p) => boletos.quitacao(p.sessao, p.cota));
    rota(app, ops.boletoDeQuitacao, (p) => boletos.boletoDeQuitacao(p.sessao, p.cota));
    rota(app, ops.formaEnvio, (p) => formaEnvio.consultar(p.cota));
    // The spec's path changes state on GET. Safe here: the credential is a header (no cookie, so no CSRF),
    // and the answer is marked no-store so no cache replays it.
    rota(app, ops.alterarFormaEnvio, (p, reply) => {
      reply.header('cache-control', 'no-store');
      return formaEnvio.alterar(p.cota, p.params.optType);
    });
    rota(app, ops.boleto, (p) => boletos.boleto(p.sessao, p.params.ticket));
    rota(app, ops.pdfPorHash, async (p, reply) =>
      enviarPdf(reply, await boletos.pdfPorHash(p.sessao, p.params.hash)),
    );
    rota(app, ops.linkDoPdf, (p) => boletos.linkDoPdf(p.sessao, p.params.ticket));
    rota(app, ops.enviarPorEmail, (p) => boletos.enviarPorEmail(p.sessao, p.params.ticket, p.body), {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    });

    rota(
      app,
      ops.verificar,
      (p) => verificarBoleto.verificar(p.body.codigo, p.hostname.split(':')[0] ?? ''),
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
    );

    rota(app, ops.buscarOperador, (p) => pagamentos.buscar(p.query.busca, p.operador.parceiroId));
    rota(app, ops.registrarPagamento, async (p) => {
      const eu = await operador.eu(p);
      const quem = { id: eu.id, nome: eu.nome, parceiroId: p.operador.parceiroId };
      return pagamentos.registrar(quem, p.params.nossoNumero, p.body);
    });
    rota(
      app,
      ops.importarRetorno,
      async (p) => {
        const eu = await operador.eu(p);
        return pagamentos.importarRetorno({ id: eu.id, nome: eu.nome }, p.body.nomeArquivo, p.body.conteudo);
      },
      // Only the return import takes a body that large; every other route keeps the app's limit.
      { bodyLimit: LIMITE_RETORNO },
    );
  };
