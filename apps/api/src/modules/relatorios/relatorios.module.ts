import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { relatoriosOperacoes as ops } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { RelatoriosService } from './relatorios.service.ts';

function enviarPdf(reply: FastifyReply, pdf: Buffer, nome: string, disposicao: 'inline' | 'attachment') {
  return reply
    .type('application/pdf')
    .header('content-disposition', `${disposicao}; filename="${nome}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** Statements, receipts, income-tax report, contract and proposal (spec 01 §7 "Documents and reports"). */
export const relatoriosModule =
  (deps: {
    relatorios: RelatoriosService;
    parceiroDoHost: (request: FastifyRequest) => Promise<number | undefined>;
  }) =>
  async (app: FastifyInstance) => {
    const { relatorios, parceiroDoHost } = deps;

    rota(app, ops.pdfPorTicket, async (p, reply) => {
      const { pdf, nome } = await relatorios.pdfPorTicket(p.params.ticket, await parceiroDoHost(p));
      return enviarPdf(reply, pdf, nome, 'inline');
    });

    rota(app, ops.impressos, (p) => relatorios.impressos(p.sessao, p.cota));
    rota(app, ops.demonstrativoAtual, (p) => relatorios.demonstrativo(p.sessao, p.cota));
    rota(app, ops.demonstrativoAnterior, (p) => relatorios.demonstrativo(p.sessao, p.cota, p.params.period));
    rota(app, ops.pdfDoDemonstrativo, async (p, reply) =>
      enviarPdf(
        reply,
        await relatorios.pdfDoDemonstrativo(p.sessao, p.cota, p.params.hash),
        'demonstrativo',
        'attachment',
      ),
    );
    rota(app, ops.extrato, (p) => relatorios.extrato(p.sessao, p.cota));
    rota(app, ops.linkDoExtrato, (p) => relatorios.linkDoExtrato(p.sessao, p.cota, p.query.tipo));
    rota(app, ops.comprovante, (p) => relatorios.comprovante(p.sessao, p.cota, p.query.ano));
    rota(app, ops.informe, (p) => relatorios.informe(p.sessao, p.cota, p.query.ano));
    rota(app, ops.linkDoInforme, (p) => relatorios.linkDoInforme(p.sessao, p.cota, p.params.year));
    rota(app, ops.contrato, async (p, reply) =>
      enviarPdf(reply, await relatorios.contrato(p.sessao, p.cota), 'contrato', 'attachment'),
    );
    rota(app, ops.proposta, (p) => relatorios.proposta(p.sessao, p.cota));
  };
