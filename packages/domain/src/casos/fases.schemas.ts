import { z } from '../comum/z.ts';

/**
 * Case phases (`Fase__c`). The CRM stores the picklist label in words ('Tratativa Não Iniciada'); the spec
 * names the same values as upper-case codes (02 §4.1, 03 §2) and the app compares them lower-cased and
 * spaced ('tratativa nao iniciada', 02 §4.8). Each key is its label upper-cased without accents, spaces and
 * hyphens as '_' (a test holds every entry to that), so `codigoDaFase()` turns any spelling into the key.
 */
export const FASES = {
  // 02 §4.1, in the spec's order (the goods-billing phases, 02 §4.8).
  TRATATIVA_NAO_INICIADA: 'Tratativa Não Iniciada',
  BRSCAN_EM_ANDAMENTO: 'BRSCAN em Andamento',
  RETORNO_BRSCAN: 'Retorno BRSCAN',
  REANALISE_BRSCAN: 'Reanálise BRSCAN',
  ANALISE_FATURAMENTO: 'Análise Faturamento',
  DOCUMENTO_APROVADO: 'Documento Aprovado',
  PARECER_GRC: 'Parecer GRC',
  ANALISE_GRC: 'Análise GRC',
  DOCUMENTOS_ADICIONAIS_GRC: 'Documentos Adicionais GRC',
  APROVADO_GRC: 'Aprovado GRC',
  APROVADO_FILIAL: 'Aprovado Filial',
  AGUARDANDO_ATUALIZACAO_NEWCON: 'Aguardando Atualização Newcon',
  CADASTRO_APROVADO: 'Cadastro Aprovado',
  CADASTRO_ATUALIZADO_APP: 'Cadastro Atualizado APP',
  CADASTRO_NAO_ATUALIZADO: 'Cadastro Não Atualizado',
  SEM_INTERESSE: 'Sem Interesse',
  ATUALIZAR_CADASTRO: 'Atualizar Cadastro',
  PENDENCIA_CLIENTE: 'Pendência Cliente',
  ANALISE_DOCUMENTACAO: 'Análise Documentação',
  SUSPEITA_FRAUDE: 'Suspeita Fraude',
  DOCUMENTO_RECUSADO: 'Documento Recusado',
  AGUARDANDO_CONTATO_CANAL: 'Aguardando Contato Canal',
  AGUARDANDO_ESCOLHA_BEM: 'Aguardando Escolha Bem',
  AGUARDANDO_APROVACAO: 'Aguardando Aprovação',
  PAGAMENTO_LIBERADO: 'Pagamento Liberado',
  PAGAMENTO_ENVIADO: 'Pagamento Enviado',
  AGUARDANDO_DOCUMENTOS: 'Aguardando Documentos',
  AGUARDANDO_DADOS_VISTORIA: 'Aguardando Dados Vistoria',
  BEM_ENCONTRADO: 'Bem Encontrado',
  GARANTIA_APROVADA: 'Garantia Aprovada',
  SOLICITAR_VISTORIA_DIGITAL: 'Solicitar Vistoria Digital',
  SOLICITAR_VISTORIA_TECNICA: 'Solicitar Vistoria Técnica',
  CADASTRAR_BEM_MANUAL_AUTO_NOVO: 'Cadastrar Bem Manual Auto Novo',
  VISTORIA_DIGITAL_AGENDADA: 'Vistoria Digital Agendada',
  VISTORIA_TECNICA_AGENDADA: 'Vistoria Técnica Agendada',
  ERRO_VISTORIA: 'Erro Vistoria',
  AGENDAR_VISTORIA_DIGITAL: 'Agendar Vistoria Digital',
  AGENDAR_VISTORIA_TECNICA: 'Agendar Vistoria Técnica',
  AGENDAR_VISTORIA_MANUAL: 'Agendar Vistoria Manual',
  LAUDO_RECEBIDO: 'Laudo Recebido',
  VEICULO_RECUSADO: 'Veículo Recusado',
  PRAZO_FINALIZADO: 'Prazo Finalizado',
  AGUARDANDO_ASSINATURA: 'Aguardando Assinatura',
  DOCUMENTOS_ILEGIVEIS: 'Documentos Ilegíveis',
  DOCUMENTOS_INCORRETOS: 'Documentos Incorretos',
  PENDENCIA_DETRAN: 'Pendência Detran',
  PENDENCIA_NOTA_FISCAL: 'Pendência Nota Fiscal',
  NOTA_FISCAL_CORRIGIDA: 'Nota Fiscal Corrigida',
  PROGRAMAR_PAGAMENTO: 'Programar Pagamento',
  PROGRAMACAO_ANDAMENTO: 'Programação Andamento',
  DOCUMENTACAO_RECEBIDA: 'Documentação Recebida',
  AGUARDANDO_DADOS_VEICULO: 'Aguardando Dados Veículo',
  RETORNO_ESCOLHA_BEM: 'Retorno Escolha Bem',
  DADOS_CADASTRADOS: 'Dados Cadastrados',
  CADASTRAR_DADOS_FATURAMENTO: 'Cadastrar Dados Faturamento',
  ERRO_CADASTRO: 'Erro Cadastro',
  DOCUMENTO_EXPIRADO: 'Documento Expirado',
  RETORNO_PENDENCIA: 'Retorno Pendência',
  RECHAMADA_CADASTRO_MODELO: 'Rechamada Cadastro Modelo',
  RECHAMADA_CADASTRO_CONCESSIONARIA: 'Rechamada Cadastro Concessionária',
  PENDENCIA_SALDO: 'Pendência Saldo',
  PENDENCIA_VEICULO: 'Pendência Veículo',
  DOCUMENTO_ASSINADO: 'Documento Assinado',
  AUTORIZAR_GARANTIA_FATURAMENTO: 'Autorizar Garantia Faturamento',
  AUTORIZAR_GARANTIA_CREDITO: 'Autorizar Garantia Crédito',
  RESPOSTA_FATURAMENTO: 'Resposta Faturamento',
  RESPOSTA_CREDITO: 'Resposta Crédito',
  CADASTRAR_BEM_MANUAL_NOVO: 'Cadastrar Bem Manual Novo',
  AGUARDANDO_LIBERACAO: 'Aguardando Liberação',
  AGUARDANDO_PAGAMENTO: 'Aguardando Pagamento',
  AGUARDANDO_FORNECEDOR: 'Aguardando Fornecedor',
  CADASTRAR_CONCESSIONARIA: 'Cadastrar Concessionária',
  ERRO_INDICACAO_BEM: 'Erro Indicação Bem',
  INDICAR_BEM_MANUAL: 'Indicar Bem Manual',
  ERRO_PROCESSAMENTO: 'Erro Processamento',
  PENDENCIA_CONTRATO: 'Pendência Contrato',
  SLA_VIOLADO: 'SLA Violado',
  ERRO_PROGRAMACAO: 'Erro Programação',
  PROGRAMAR_PAGAMENTO_MANUAL: 'Programar Pagamento Manual',
  VEICULO_ALIENADO: 'Veículo Alienado',
  RETORNO_DOCS: 'Retorno Docs',
  ANALISE_NOTA_FISCAL: 'Análise Nota Fiscal',
  ANALISE_CANAL: 'Análise Canal',
  PENDENCIA_SWORKS: 'Pendência Sworks',
  RETORNO_CORRECAO: 'Retorno Correção',
  CORRECAO_FATURAMENTO: 'Correção Faturamento',
  PENDENCIA_FATURAMENTO: 'Pendência Faturamento',
  REVALIDAR_VENDEDOR: 'Revalidar Vendedor',
  DADOS_VENDEDOR: 'Dados Vendedor',

  // Registration update (03 §2 status table and case-status list; 02 §4.3).
  ANALISE_OPERACOES: 'Análise Operações',
  DOC_APROVADO: 'Doc Aprovado',
  ATUALIZACAO_OBRIGATORIA: 'Atualização Obrigatória',

  // Credit / document analysis (02 §4.9) and cash payment analysis.
  TRIAGEM_EM_ANDAMENTO: 'Triagem em Andamento',
  AGUARDANDO_ANALISE_INTERNA: 'Aguardando Análise Interna',
  AGUARDANDO_REANALISE_INTERNA: 'Aguardando Reanálise Interna',
  RETORNO_CLIENTE_REANALISE: 'Retorno Cliente Reanálise',
  CADASTRO_APROVADO_COMITE: 'Cadastro Aprovado Comitê',
  CADASTRO_NAO_APROVADO: 'Cadastro Não Aprovado',
  CADASTRO_NAO_APROVADO_COMITE: 'Cadastro Não Aprovado Comitê',
  REPROVADO: 'Reprovado',
  REPROVADO_COMITE: 'Reprovado Comitê',
  PENDENCIA_CLIENTE_REANALISE: 'Pendência Cliente Reanálise',
  CASO_EXPIRADO: 'Caso Expirado',
  AGUARDANDO_ANALISE_PAGAMENTO_ESPECIE: 'Aguardando Análise Pagamento Espécie',

  // Notices: finishing one sets this phase (02 §4.10, 03 §4).
  CIENTE_VIA_APP: 'Ciente via APP',

  // After-sales (03 §4), in flow order; the last two are ours: callback requested, onboarding finished.
  E_MAIL_ENVIADO: 'E-mail Enviado',
  CONFIRMACAO_PENDENTE: 'Confirmação Pendente',
  REGRAS_PENDENTE: 'Regras Pendente',
  CONFIRMACAO_DO_PLANO_PENDENTE: 'Confirmação do Plano Pendente',
  INFORMACAO_DE_LANCE: 'Informação de Lance',
  INFORMACOES_IMPORTANTES: 'Informações Importantes',
  RETORNO_SOLICITADO: 'Retorno Solicitado',
  POS_VENDA_CONCLUIDO: 'Pós-venda Concluído',

  // Reactivation outcome (ours; the other reactivation phases reuse 02 §4.1 codes).
  COTA_REATIVADA: 'Cota Reativada',
} as const;

export type CodigoFase = keyof typeof FASES;
export type RotuloFase = (typeof FASES)[CodigoFase];
export const codigosFase = Object.keys(FASES) as [CodigoFase, ...CodigoFase[]];
export const codigoFaseSchema = z.enum(codigosFase);

/** 02 §4.1 in order: the goods-billing phases (new and used vehicle, 02 §4.8). */
export const FASES_FATURAMENTO_BEM = codigosFase.slice(0, codigosFase.indexOf('DADOS_VENDEDOR') + 1);

/** 02 §4.8 / §4.9: the lower-case, spaced, accent-free form the app compares against ('tratativa nao iniciada'). */
export const FASES_MINUSCULAS = Object.fromEntries(
  codigosFase.map((c) => [c, c.toLowerCase().replaceAll('_', ' ')]),
) as Record<CodigoFase, string>;

/** 03 §2 and 02 §4.3: the registration-update family (status list plus the status-to-screen table). */
export const FASES_ATUALIZACAO_CADASTRAL = [
  'TRATATIVA_NAO_INICIADA',
  'ATUALIZACAO_OBRIGATORIA',
  'PENDENCIA_CLIENTE',
  'DOCUMENTOS_ADICIONAIS_GRC',
  'REANALISE_BRSCAN',
  'ANALISE_DOCUMENTACAO',
  'BRSCAN_EM_ANDAMENTO',
  'RETORNO_BRSCAN',
  'ANALISE_OPERACOES',
  'ANALISE_GRC',
  'SUSPEITA_FRAUDE',
  'DOC_APROVADO',
  'DOCUMENTO_RECUSADO',
  'PARECER_GRC',
  'APROVADO_GRC',
  'APROVADO_FILIAL',
  'CADASTRO_APROVADO',
  'AGUARDANDO_ATUALIZACAO_NEWCON',
  'CADASTRO_ATUALIZADO_APP',
  'CADASTRO_NAO_ATUALIZADO',
  'AGUARDANDO_APROVACAO',
  'AGUARDANDO_LIBERACAO',
  'AGUARDANDO_PAGAMENTO',
  'PAGAMENTO_LIBERADO',
  'PRAZO_FINALIZADO',
  'PAGAMENTO_ENVIADO',
] as const satisfies readonly CodigoFase[];

/**
 * Refund (devolução): the variant list of 03 §2 / 02 §4.3 (its payment phases and screens — payment scheduled,
 * branches — are the refund's, 02 §2.6, §4.10).
 */
export const FASES_DEVOLUCAO = [
  'TRATATIVA_NAO_INICIADA',
  'PENDENCIA_CLIENTE',
  'DOCUMENTOS_ADICIONAIS_GRC',
  'REANALISE_BRSCAN',
  'BRSCAN_EM_ANDAMENTO',
  'RETORNO_BRSCAN',
  'ANALISE_OPERACOES',
  'ANALISE_GRC',
  'SUSPEITA_FRAUDE',
  'DOC_APROVADO',
  'DOCUMENTO_RECUSADO',
  'PARECER_GRC',
  'CADASTRO_APROVADO',
  'AGUARDANDO_ATUALIZACAO_NEWCON',
  'AGUARDANDO_APROVACAO',
  'AGUARDANDO_LIBERACAO',
  'AGUARDANDO_PAGAMENTO',
  'PAGAMENTO_LIBERADO',
  'PRAZO_FINALIZADO',
  'PAGAMENTO_ENVIADO',
] as const satisfies readonly CodigoFase[];

/** 02 §4.7 (cash billing phases) plus the rest of family 1 (02 §4.2) and the cash payment analysis phase. */
export const FASES_FATURAMENTO_ESPECIE = [
  'TRATATIVA_NAO_INICIADA',
  'ATUALIZAR_CADASTRO',
  'CADASTRO_APROVADO',
  'AGUARDANDO_ATUALIZACAO_NEWCON',
  'PENDENCIA_CLIENTE',
  'REANALISE_BRSCAN',
  'DOCUMENTOS_ADICIONAIS_GRC',
  'AGUARDANDO_ANALISE_PAGAMENTO_ESPECIE',
  'BRSCAN_EM_ANDAMENTO',
  'RETORNO_BRSCAN',
  'SUSPEITA_FRAUDE',
  'ANALISE_GRC',
  'ANALISE_FATURAMENTO',
  'DOCUMENTO_RECUSADO',
  'AGUARDANDO_APROVACAO',
  'AGUARDANDO_LIBERACAO',
  'PAGAMENTO_LIBERADO',
  'AGUARDANDO_PAGAMENTO',
  'PAGAMENTO_ENVIADO',
  'PRAZO_FINALIZADO',
] as const satisfies readonly CodigoFase[];

/** 02 §4.9: the document / credit analysis that drives the contemplation flow. */
export const FASES_ANALISE_CREDITO = [
  'TRATATIVA_NAO_INICIADA',
  'TRIAGEM_EM_ANDAMENTO',
  'AGUARDANDO_ANALISE_INTERNA',
  'AGUARDANDO_REANALISE_INTERNA',
  'RETORNO_CLIENTE_REANALISE',
  'AGUARDANDO_ANALISE_PAGAMENTO_ESPECIE',
  'PENDENCIA_CLIENTE',
  'PENDENCIA_CLIENTE_REANALISE',
  'PRAZO_FINALIZADO',
  'CADASTRO_APROVADO',
  'CADASTRO_APROVADO_COMITE',
  'CADASTRO_NAO_APROVADO',
  'CADASTRO_NAO_APROVADO_COMITE',
  'REPROVADO',
  'REPROVADO_COMITE',
  'CASO_EXPIRADO',
] as const satisfies readonly CodigoFase[];

/** 03 §4: the six phases with an after-sales route, in flow order. */
export const FASES_POS_VENDA_COM_ROTA = [
  'E_MAIL_ENVIADO',
  'CONFIRMACAO_PENDENTE',
  'REGRAS_PENDENTE',
  'CONFIRMACAO_DO_PLANO_PENDENTE',
  'INFORMACAO_DE_LANCE',
  'INFORMACOES_IMPORTANTES',
] as const satisfies readonly CodigoFase[];

export const FASES_POS_VENDA = [
  'TRATATIVA_NAO_INICIADA',
  ...FASES_POS_VENDA_COM_ROTA,
  'RETORNO_SOLICITADO',
  'POS_VENDA_CONCLUIDO',
] as const satisfies readonly CodigoFase[];

/** Notices only wait for the customer's acknowledgement (02 §4.10); the contemplation one can also expire. */
export const FASES_AVISO_CANCELADA_CONTEMPLADA = [
  'TRATATIVA_NAO_INICIADA',
  'CIENTE_VIA_APP',
] as const satisfies readonly CodigoFase[];
export const FASES_AVISO_CONTEMPLACAO = [
  'TRATATIVA_NAO_INICIADA',
  'CIENTE_VIA_APP',
  'PRAZO_FINALIZADO',
] as const satisfies readonly CodigoFase[];

/** Reactivation: the contact form opens the case, the channel calls back (03 §2, 01 §9). */
export const FASES_REATIVACAO = [
  'TRATATIVA_NAO_INICIADA',
  'AGUARDANDO_CONTATO_CANAL',
  'SEM_INTERESSE',
  'COTA_REATIVADA',
] as const satisfies readonly CodigoFase[];
