import { operacao } from '../comum/operacao.ts';
import { cotaIdParamsSchema } from '../cotas/cotas.schemas.ts';
import { resumoHomeSchema } from './home.schemas.ts';

/** /home (spec 01 §2): its cards in one call. */
export const homeOperacoes = {
  // Home is allowed in transparent login and during the mandatory update (spec §2 rules 3 and 4).
  resumo: operacao({
    metodo: 'GET',
    caminho: '/cotas/{id}/home',
    escopo: 'cota',
    transparente: true,
    duranteAtualizacao: true,
    tag: 'home',
    resumo: 'Os cartões da home numa resposta: cotas, casos, boleto pendente, assembleia e informativos',
    params: cotaIdParamsSchema,
    resposta: resumoHomeSchema,
  }),
};
