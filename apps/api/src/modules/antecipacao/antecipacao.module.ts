import type { FastifyInstance } from 'fastify';
import { antecipacaoOperacoes } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { AntecipacaoService } from './antecipacao.service.ts';

/** Instalment anticipation (03 §2 "list, request, settle", issue 22, ADR 0055) on the caller's quota. */
export const antecipacaoModule =
  (deps: { antecipacao: AntecipacaoService }) => async (app: FastifyInstance) => {
    const { antecipacao } = deps;
    const op = antecipacaoOperacoes;
    rota(app, op.listar, (p) => antecipacao.listar(p.cota));
    rota(app, op.simular, (p) => antecipacao.simular(p.cota, p.body));
    rota(app, op.solicitar, (p) => antecipacao.solicitar(p.sessao, p.cota, p.body));
    rota(app, op.cancelar, (p) => antecipacao.cancelar(p.cota));
  };
