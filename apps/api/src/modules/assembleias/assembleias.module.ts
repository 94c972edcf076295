import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assembleiasOperacoes, type MensagemAoVivo } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { AoVivo } from './ao-vivo.ts';
import type { AssembleiasService } from './assembleias.service.ts';

/** Proxies drop idle connections: a comment line keeps the stream alive. */
const BATIMENTO_MS = 15_000;

/**
 * Calendar, published results, the home card and the live stream (spec 01 §7 "Assemblies"); in the
 * back-office, the operator enters the Loteria Federal result, then publishes each step.
 */
export const assembleiasModule =
  (deps: {
    assembleias: AssembleiasService;
    aoVivo: AoVivo;
    parceiroDoHost: (request: FastifyRequest) => Promise<number | undefined>;
  }) =>
  async (app: FastifyInstance) => {
    const { assembleias, aoVivo, parceiroDoHost } = deps;

    rota(app, assembleiasOperacoes.calendario, (p) => assembleias.calendario(p.cota));
    rota(app, assembleiasOperacoes.resultado, (p) => assembleias.resultado(p.cota, p.params.assembly));
    rota(app, assembleiasOperacoes.dashboard, (p) => assembleias.dashboard(p.cota));
    rota(app, assembleiasOperacoes.linkAoVivo, (p) => assembleias.linkAoVivo(p.sessao, p.cota));

    // Server-sent events straight on the socket: each event as it is published, resumed after Last-Event-ID.
    rota(app, assembleiasOperacoes.aoVivo, async (request, reply) => {
      const id = await assembleias.assembleiaDoTicket(request.params.ticket, await parceiroDoHost(request));
      await assembleias.publicados(id);
      const desde = Number(request.headers['last-event-id'] ?? 0) || 0;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let ultimo = desde;
      let parar = () => undefined as void;
      const batimento = setInterval(() => res.write(': batimento\n\n'), BATIMENTO_MS);
      const encerrar = () => {
        clearInterval(batimento);
        parar();
        res.end();
      };
      parar = aoVivo.assistir(id, (mensagens: MensagemAoVivo[]) => {
        for (const m of mensagens) {
          if (m.sequencia <= ultimo) continue;
          ultimo = m.sequencia;
          res.write(`id: ${m.sequencia}\nevent: assembleia\ndata: ${JSON.stringify(m)}\n\n`);
          if (m.evento.tipo === 'assembleia-encerrada') return encerrar();
        }
      });
      request.raw.on('close', () => {
        clearInterval(batimento);
        parar();
      });
      return reply;
    });

    rota(app, assembleiasOperacoes.listarOperador, () => assembleias.listaOperador());
    rota(app, assembleiasOperacoes.apuracaoOperador, (p) => assembleias.apuracao(p.params.id));
    rota(app, assembleiasOperacoes.congelarElegiveis, (p) => assembleias.congelarElegiveis(p.params.id));
    rota(app, assembleiasOperacoes.iniciarApuracao, (p) =>
      assembleias.iniciar(p.operador.operadorId, p.params.id, p.body),
    );
    rota(app, assembleiasOperacoes.proximoEvento, (p) =>
      assembleias.proximoEvento(p.operador.operadorId, p.params.id),
    );
  };
