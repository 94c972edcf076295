import { operacao } from '../comum/operacao.ts';
import {
  faqBuscaBodySchema,
  faqBuscaRespostaSchema,
  faqFeedbackBodySchema,
  faqParceiroParamsSchema,
  faqPerguntaSchema,
  faqTopicosSchema,
} from './ajuda.schemas.ts';

const tag = 'ajuda';

/** Spec 01 §7 "FAQ": categories, search (list, text, one question) and the helpful vote. */
export const ajudaOperacoes = {
  topicos: operacao({
    metodo: 'GET',
    caminho: '/faq/topics/{partner}',
    escopo: 'cliente',
    tag,
    resumo: 'Categorias da central de ajuda do parceiro',
    params: faqParceiroParamsSchema,
    resposta: faqTopicosSchema,
  }),
  /**
   * A read sent as POST (the spec's): with question_url (and category) one question; with question a search
   * in Portuguese, accents and case ignored; category alone lists it. Pages of 10 (offset).
   */
  buscar: operacao({
    metodo: 'POST',
    efeito: 'consulta',
    caminho: '/faq/search/{partner}',
    escopo: 'cliente',
    tag,
    resumo: 'Perguntas de uma categoria, busca por texto ou uma pergunta pelo endereço',
    params: faqParceiroParamsSchema,
    body: faqBuscaBodySchema,
    resposta: faqBuscaRespostaSchema,
  }),
  votar: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/faq/feedback',
    escopo: 'cliente',
    tag,
    resumo: 'A resposta foi útil? (votar de novo substitui o voto)',
    body: faqFeedbackBodySchema,
    resposta: faqPerguntaSchema,
  }),
};
