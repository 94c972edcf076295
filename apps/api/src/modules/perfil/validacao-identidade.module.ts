import type { FastifyInstance } from 'fastify';
import { validacaoIdentidadeOperacoes as ops } from '@portal/domain';
import { rota } from '../../core/rotas.ts';
import type { ValidacaoIdentidadeService } from './validacao-identidade.service.ts';

/** 03 §2 validar-identificacao, documento-socio, problema-documentos: the files attached to the case. */
export const validacaoIdentidadeModule =
  (deps: { validacaoIdentidade: ValidacaoIdentidadeService }) => async (app: FastifyInstance) => {
    const v = deps.validacaoIdentidade;
    rota(app, ops.situacao, (p) => v.situacao(p.cota));
    rota(app, ops.enviar, (p) => v.enviar(p.cota, p.body));
  };
