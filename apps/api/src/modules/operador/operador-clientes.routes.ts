import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '@portal/db';
import { clienteOperadorSchema, erroSchema, inscricaoParamsSchema } from '@portal/domain';
import { lerCaixaDeSaida } from '../../adapters/notificacoes.ts';
import { naoEncontrado } from '../../core/erros.ts';
import type { AcessoService } from '../acesso/acesso.service.ts';
import type { CotasService } from '../cotas/cotas.service.ts';
import type { OperadorService } from './operador.service.ts';

/** The customer page of the back-office: quotas, open sessions and what was sent to them. Viewing is audited. */
export const operadorClientesRoutes =
  (deps: {
    operador: OperadorService;
    acesso: AcessoService;
    cotas: CotasService;
    db: Db;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { operador, acesso, cotas, db } = deps;
    app.addHook('preHandler', operador.autenticar);

    app.get(
      '/clientes/:inscricao',
      {
        schema: {
          tags: ['operador'],
          security: [{ operador: [] }],
          summary: 'Cliente: cotas, sessões abertas e mensagens enviadas',
          params: inscricaoParamsSchema,
          response: { 200: clienteOperadorSchema, 400: erroSchema, 401: erroSchema, 404: erroSchema },
        },
      },
      async (request) => {
        const encontrado = await acesso.clienteBackOffice(request.params.inscricao);
        if (!encontrado) throw naoEncontrado('Cliente não encontrado.');
        const { cliente, sessoes } = encontrado;
        const destinos = [cliente.email, cliente.telefoneCelular].filter((d): d is string => Boolean(d));
        const mensagens = (await Promise.all(destinos.map((d) => lerCaixaDeSaida(db, d))))
          .flat()
          .sort((a, b) => b.criadoEm.getTime() - a.criadoEm.getTime());
        await operador.auditar(
          request.operador.operadorId,
          'cliente.consultado',
          `cliente:${cliente.inscricaoNacional}`,
        );
        return {
          cliente: {
            nome: cliente.nome,
            inscricaoNacional: cliente.inscricaoNacional,
            tipoPessoa: cliente.tipoPessoa,
            email: cliente.email,
            telefoneCelular: cliente.telefoneCelular,
            senhaExpirada: cliente.senhaExpirada,
          },
          cotas: await cotas.cotasDoClienteBackOffice(cliente.id),
          sessoes: sessoes.map((s) => ({
            desde: s.desde.toISOString(),
            ultimoUso: s.ultimoUso.toISOString(),
            transparente: s.transparente,
          })),
          mensagens: mensagens.map((m) => ({ ...m, criadoEm: m.criadoEm.toISOString() })),
        };
      },
    );
  };
