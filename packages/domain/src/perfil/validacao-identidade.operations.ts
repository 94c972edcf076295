import { operacao } from '../comum/operacao.ts';
import { cotaIdParamsSchema } from '../cotas/cotas.schemas.ts';
import {
  situacaoValidacaoIdentidadeSchema,
  validacaoIdentidadeBodySchema,
} from './validacao-identidade.schemas.ts';

const tag = 'dados-cadastrais';
const caminho = '/cotas/{id}/dados-cadastrais/validacao-identidade';

/**
 * Identity validation of a registration change (03 §2 validar-identificacao, documento-socio,
 * problema-documentos; §5). The files are uploaded first to the registration flow; this attaches them to the
 * person's open registration-update case, which then goes to 'Análise Documentação'. Open during the mandatory
 * update like the rest of the registration flow.
 */
export const validacaoIdentidadeOperacoes = {
  situacao: operacao({
    metodo: 'GET',
    caminho,
    escopo: 'cota',
    duranteAtualizacao: true,
    tag,
    resumo:
      'Validação de identidade: o caso de atualização cadastral aberto, os documentos já enviados e o que falta',
    params: cotaIdParamsSchema,
    resposta: situacaoValidacaoIdentidadeSchema,
  }),
  enviar: operacao({
    metodo: 'POST',
    efeito: 'cria',
    caminho,
    escopo: 'cota',
    duranteAtualizacao: true,
    tag,
    resumo:
      'Validação de identidade: vincula ao caso aberto {documentos: ids do documento pessoal, selfie: id da selfie ' +
      '(só com documento pessoal enviado antes ou junto), documentosSocio: ids do documento do sócio (empresa, ' +
      'antes da selfie)}, enviados antes por POST /fluxos/cadastro/documentos; completo, o caso vai para ' +
      'Análise Documentação',
    params: cotaIdParamsSchema,
    body: validacaoIdentidadeBodySchema,
    resposta: situacaoValidacaoIdentidadeSchema,
  }),
};
