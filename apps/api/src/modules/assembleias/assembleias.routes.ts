import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import {
  apuracaoOperadorSchema,
  assembleiasOperadorSchema,
  calendarioAssembleiasSchema,
  cotaIdParamsSchema,
  dashboardAssembleiaSchema,
  erroSchema,
  iniciarApuracaoBodySchema,
  resultadoAssembleiaSchema,
  type MensagemAoVivo,
} from '@portal/domain';
import type { OperadorService } from '../operador/operador.service.ts';
import type { AoVivo } from './ao-vivo.ts';
import type { AssembleiasService } from './assembleias.service.ts';

const tags = ['assembleias'];
const security = [{ accessToken: [] }];
const erros = { 400: erroSchema, 401: erroSchema, 404: erroSchema };
/** Proxies drop idle connections: a comment line keeps the stream alive. */
const BATIMENTO_MS = 15_000;

/** Calendar, published results, the home card and the live stream (spec 01 §7 "Assemblies"). */
export const assembleiasRoutes =
  (
    assembleias: AssembleiasService,
    aoVivo: AoVivo,
    autenticar: preHandlerAsyncHookHandler,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    // EventSource cannot send headers: the two-minute ticket in the path opens the stream.
    app.get(
      '/assembleias/ao-vivo/:ticket',
      {
        schema: {
          tags,
          summary: 'Assembleia ao vivo (server-sent events)',
          params: z.object({ ticket: z.string().min(20).max(1000) }),
        },
      },
      async (request, reply) => {
        const id = await assembleias.assembleiaDoTicket(request.params.ticket);
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
      },
    );

    await app.register(async (escopo) => {
      const app = escopo.withTypeProvider<ZodTypeProvider>();
      app.addHook('preHandler', autenticar);

      app.get(
        '/cotas/:id/assembleias/calendario',
        {
          schema: {
            tags,
            security,
            summary: 'Calendário de assembleias do grupo',
            params: cotaIdParamsSchema,
            response: { 200: calendarioAssembleiasSchema, ...erros },
          },
        },
        (request) => assembleias.calendario(request.sessao, request.params.id),
      );
      app.get(
        '/cotas/:id/assembleias/resultado/:assembly',
        {
          schema: {
            tags,
            security,
            summary: 'Resultado publicado (com as entradas, para conferir)',
            params: cotaIdParamsSchema.extend({ assembly: z.coerce.number().int().positive() }),
            response: { 200: resultadoAssembleiaSchema, ...erros },
          },
        },
        (request) => assembleias.resultado(request.sessao, request.params.id, request.params.assembly),
      );
      app.get(
        '/cotas/:id/dashboard/resultado-assembleia',
        {
          schema: {
            tags,
            security,
            summary: 'Cartão da assembleia na home',
            params: cotaIdParamsSchema,
            response: { 200: dashboardAssembleiaSchema, ...erros },
          },
        },
        (request) => assembleias.dashboard(request.sessao, request.params.id),
      );
      app.get(
        '/cotas/:id/assembleias/ao-vivo',
        {
          schema: {
            tags,
            security,
            summary: 'Link de 2 minutos para assistir à assembleia',
            params: cotaIdParamsSchema,
            response: { 200: z.object({ url: z.string() }), ...erros },
          },
        },
        (request) => assembleias.linkAoVivo(request.sessao, request.params.id),
      );
    });
  };

/** The operator runs the assembly: enters the Loteria Federal result, then publishes each step. */
export const assembleiasOperadorRoutes =
  (operador: OperadorService, assembleias: AssembleiasService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', operador.autenticar);
    const sec = [{ operador: [] }];
    const params = z.object({ id: z.coerce.number().int().positive() });

    app.get(
      '/assembleias',
      {
        schema: {
          tags,
          security: sec,
          summary: 'Assembleias',
          response: { 200: assembleiasOperadorSchema, ...erros },
        },
      },
      () => assembleias.listaOperador(),
    );
    app.get(
      '/assembleias/:id',
      {
        schema: {
          tags,
          security: sec,
          summary: 'Apuração de uma assembleia',
          params,
          response: { 200: apuracaoOperadorSchema, ...erros },
        },
      },
      (request) => assembleias.apuracao(request.params.id),
    );
    app.post(
      '/assembleias/:id/apuracao',
      {
        schema: {
          tags,
          security: sec,
          summary: 'Iniciar com o resultado da Loteria Federal',
          params,
          body: iniciarApuracaoBodySchema,
          response: { 200: apuracaoOperadorSchema, ...erros },
        },
      },
      async (request) => {
        const r = await assembleias.iniciar(request.params.id, request.body);
        await operador.auditar(
          request.operador.operadorId,
          'assembleia.iniciada',
          `assembleia:${request.params.id}`,
          { ...request.body },
        );
        return r;
      },
    );
    app.post(
      '/assembleias/:id/proximo-evento',
      {
        schema: {
          tags,
          security: sec,
          summary: 'Publicar o próximo passo',
          params,
          response: { 200: apuracaoOperadorSchema, ...erros },
        },
      },
      async (request) => {
        const r = await assembleias.proximoEvento(request.params.id);
        const ultimo = r.publicados.at(-1);
        if (ultimo?.evento.tipo === 'assembleia-encerrada')
          await operador.auditar(
            request.operador.operadorId,
            'assembleia.encerrada',
            `assembleia:${request.params.id}`,
            {
              contempladas: r.resultado?.contempladas.map((c) => c.cota) ?? [],
            },
          );
        return r;
      },
    );
  };
