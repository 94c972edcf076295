import { operacao } from '../comum/operacao.ts';
import {
  anoBodySchema,
  concluirRetornoBodySchema,
  estadoOnboardingSchema,
  filaRetornosPosVendaSchema,
  identidadeBodySchema,
  respostaBodySchema,
  respostaOnboardingSchema,
  resultadoAnoSchema,
  retornoBodySchema,
  retornoConcluidoSchema,
  retornoPosVendaParamsSchema,
  retornoPosVendaSchema,
} from './posvenda.schemas.ts';

const tag = 'posvenda';

/** After-sales onboarding (03 §2, issue 22): every call works on the session's selected quota and its case. */
export const posvendaOperacoes = {
  estado: operacao({
    metodo: 'GET',
    caminho: '/pos-venda',
    escopo: 'cliente',
    tag,
    resumo: 'O atendimento pós-venda da cota: etapa atual, tentativas do ano, bloqueio e retorno',
    resposta: estadoOnboardingSchema,
  }),
  ano: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/pos-venda/validacao-seguranca/ano',
    escopo: 'cliente',
    tag,
    resumo:
      'Confirmar o ano de nascimento (ou de fundação): duas respostas erradas bloqueiam e abrem um retorno',
    body: anoBodySchema,
    resposta: resultadoAnoSchema,
  }),
  identidade: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/pos-venda/validacao-seguranca/identidade',
    escopo: 'cliente',
    tag,
    resumo: 'Enviar o documento e a selfie (enviados antes em /fluxos/cadastro/documentos)',
    body: identidadeBodySchema,
    resposta: estadoOnboardingSchema,
  }),
  responder: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/pos-venda/respostas',
    escopo: 'cliente',
    tag,
    resumo: 'Responder uma etapa (guardada no atendimento); a etapa atual avança e o caso muda de fase',
    body: respostaBodySchema,
    resposta: respostaOnboardingSchema,
  }),
  retorno: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho: '/pos-venda/retorno',
    escopo: 'cliente',
    tag,
    resumo: 'Pedir que a equipe ligue (período da manhã ou da tarde e telefone com DDD)',
    body: retornoBodySchema,
    resposta: retornoPosVendaSchema,
    status: 201,
  }),
};

/** Back-office (issue 22): after-sales call-backs and blocked onboardings. */
export const posvendaOperadorOperacoes = {
  fila: operacao({
    metodo: 'GET',
    caminho: '/pos-venda/retornos',
    escopo: 'operador',
    permissao: 'casos',
    tag: 'operador',
    resumo: 'Retornos do pós-venda pendentes (pedidos e atendimentos bloqueados), os mais antigos primeiro',
    resposta: filaRetornosPosVendaSchema,
  }),
  concluir: operacao({
    metodo: 'PATCH',
    caminho: '/pos-venda/retornos/{id}',
    escopo: 'operador',
    permissao: 'casos',
    tag: 'operador',
    resumo: 'Marcar o retorno como feito: o atendimento volta a ficar disponível no app',
    params: retornoPosVendaParamsSchema,
    body: concluirRetornoBodySchema,
    resposta: retornoConcluidoSchema,
  }),
};
