import type { FastifyInstance } from 'fastify';
import { contemplacaoOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { ContemplacaoService } from './contemplacao.service.ts';

/**
 * The contemplation and credit-analysis journey (02 §2.7, §7): the anti-fraud document calls, the available
 * credit, the journey's situation and its guide (PDF), the document selection and its locked agreements. The credit screening and the
 * app's case update are the cases module's routes.
 */
export const contemplacaoModule =
  (deps: { contemplacao: ContemplacaoService }) => async (app: FastifyInstance) => {
    const { contemplacao } = deps;
    const op = contemplacaoOperacoes;

    rota(app, op.solicitarAnalise, (p) => contemplacao.solicitar(p.sessao, 'solicitar', p.body));
    rota(app, op.solicitarAnaliseEmpresa, (p) =>
      contemplacao.solicitar(p.sessao, 'solicitar-empresa', p.body),
    );
    rota(app, op.solicitarReanalise, (p) => contemplacao.solicitar(p.sessao, 'solicitar-reanalise', p.body));
    rota(app, op.solicitarVendedor, (p) => contemplacao.solicitar(p.sessao, 'solicitar-vendedor', p.body));
    rota(app, op.solicitarVendedorReenvio, (p) =>
      contemplacao.solicitar(p.sessao, 'solicitar-vendedor-reenvio', p.body),
    );
    rota(app, op.solicitarCartaCorrecao, (p) =>
      contemplacao.solicitar(p.sessao, 'solicitar-carta-correcao', p.body),
    );
    rota(app, op.solicitarDocumentosAdicionaisVendedor, (p) =>
      contemplacao.solicitar(p.sessao, 'solicitar-documentos-adicionais-vendedor', p.body),
    );
    rota(app, op.solicitarReanaliseFaturamento, (p) =>
      contemplacao.solicitar(p.sessao, 'solicitar-reanalise-faturamento', p.body),
    );
    rota(app, op.solicitarReanaliseVistoria, (p) =>
      contemplacao.solicitar(p.sessao, 'solicitar-reanalise-vistoria', p.body),
    );

    rota(app, op.valorDisponivel, (p) => contemplacao.valorDisponivel(p.cota));
    rota(app, op.situacao, (p) => contemplacao.situacao(p.sessao, p.cota));
    rota(app, op.guia, async (p, reply) =>
      reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="guia-da-contemplacao.pdf"')
        .header('cache-control', 'private, no-store')
        .send(await contemplacao.guia(p.sessao, p.cota)),
    );
    rota(app, op.selecaoDocumentos, (p) => contemplacao.selecao(p.sessao, p.cota));
    rota(app, op.selecionarDocumentos, (p) => contemplacao.selecionar(p.sessao, p.cota, p.body));
    rota(app, op.declararSocios, (p) => contemplacao.declararSocios(p.sessao, p.cota, p.body));
    rota(app, op.aceites, (p) => contemplacao.aceites(p.sessao, p.cota, p.body));
    rota(app, op.travarAceites, (p) => contemplacao.travarAceites(p.sessao, p.cota));
  };
