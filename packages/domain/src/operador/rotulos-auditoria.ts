/**
 * The audit's action codes (auditoria.acao, written by the API) in words for the back-office. Every code the
 * API writes has a label (apps/api/src/modules/operador/rotulos-auditoria.test.ts reads the API's source).
 */
export const ROTULOS_ACAO_AUDITORIA: Readonly<Record<string, string>> = {
  login: 'Entrou no back-office',
  logout: 'Saiu do back-office',
  'login.falhou': 'Tentativa de entrada recusada',
  'sessao.refresh-reutilizado': 'Sessão encerrada: renovação reutilizada',
  'caso.alterado': 'Alterou um caso',
  'faturamento-seminovo.veiculo-escolhido': 'Veículo seminovo escolhido ou informado pelo cliente',
  'faturamento-seminovo.vistoria-solicitada': 'Vistoria do seminovo pedida pelo cliente (taxa cobrada)',
  'faturamento-seminovo.dados-vendedor': 'Dados do vendedor do seminovo informados pelo cliente',
  'faturamento-seminovo.acao-do-analista': 'Moveu um faturamento de seminovo (ação do analista)',
  'faturamento-seminovo.outro-veiculo': 'Cliente escolheu outro seminovo (fluxo reiniciado)',
  'faturamento-novo.veiculo-informado': 'Veículo 0 km, valor e concessionária informados pelo cliente',
  'faturamento-novo.confirmado': 'Faturamento do veículo 0 km confirmado pelo cliente',
  'faturamento-novo.acao-do-analista': 'Moveu um faturamento de veículo 0 km (ação do analista)',
  'faturamento-novo.outro-veiculo': 'Cliente escolheu outro veículo 0 km (fluxo reiniciado)',
  'faturamento-novo.detran-resolvido-pelo-cliente': 'Cliente informou a pendência do Detran como resolvida',
  'faturamento-novo.dados-ordem-faturamento':
    'Dados da ordem de faturamento (cor, logo, unidade) registrados',
  'faturamento-especie.cliente': 'Faturamento em espécie: etapa concluída pelo cliente',
  'faturamento-especie.decidido': 'Decidiu um faturamento em espécie (aprovou ou pediu documentos)',
  'cliente.consultado': 'Consultou um cliente',
  'login-transparente.emitido': 'Gerou link de login transparente',
  'crivo.definido': 'Registrou retorno do crivo',
  'boleto.pago': 'Registrou pagamento de boleto',
  'renegociacao.confirmada': 'Renegociação de parcelas confirmada pelo cliente',
  'renegociacao.efetivada': 'Renegociação efetivada (próxima parcela paga no vencimento)',
  'renegociacao.desfeita': 'Renegociação desfeita (próxima parcela não paga): parcelas restauradas',
  'pagamento.duplicado': 'Registrou pagamento em duplicidade',
  'retorno.importado': 'Importou retorno bancário',
  'remessa-pagamento.gerada': 'Gerou remessa de pagamentos (repasses)',
  'retorno-pagamento.importado': 'Importou retorno de pagamentos (repasses)',
  'repasse.cancelado': 'Cancelou um repasse agendado',
  'informativo.publicado': 'Publicou uma novidade',
  'assembleia.iniciada': 'Iniciou uma assembleia',
  'assembleia.iniciada-antes-da-data': 'Iniciou uma assembleia antes da data (com justificativa)',
  'aviso-manutencao.publicado': 'Publicou um aviso de manutenção',
  'aviso-manutencao.encerrado': 'Encerrou um aviso de manutenção',
  'assembleia.encerrada': 'Encerrou uma assembleia',
  'assembleia.evento-publicado': 'Publicou um evento da assembleia',
  'biometria.cadastrada': 'Biometria cadastrada pelo cliente',
  'biometria.renomeada': 'Biometria renomeada pelo cliente',
  'biometria.removida': 'Biometria removida',
  'forma-envio.alterada': 'Forma de envio do boleto (opt-in) alterada pelo cliente',
  'cadastro.renda-patrimonio-alterado': 'Renda ou patrimônio alterado pelo cliente',
  'cadastro.endereco-incluido': 'Endereço incluído pelo cliente',
  'cadastro.endereco-alterado': 'Endereço alterado pelo cliente',
  'cadastro.endereco-em-analise': 'Endereço da empresa enviado para análise',
  'cadastro.identidade-enviada': 'Documentos de identidade enviados para análise',
  'cadastro.email-incluido': 'E-mail incluído pelo cliente',
  'cadastro.email-alterado': 'E-mail alterado pelo cliente',
  'cadastro.telefone-incluido': 'Telefone incluído pelo cliente',
  'cadastro.telefone-alterado': 'Telefone alterado pelo cliente',
  'cadastro.pessoa-fisica-alterada': 'Dados pessoais alterados pelo cliente',
  'cadastro.pessoa-juridica-alterada': 'Dados da empresa alterados pelo cliente',
  'cadastro.alteracao-aprovada': 'Aplicou alterações cadastrais aprovadas',
  'documento.consultado': 'Abriu um documento de um caso',
  'analise-contemplacao.decidida': 'Decidiu uma análise de contemplação (documentos e crivo)',
  'faturamento.identificacao-decidida': 'Decidiu a identificação de um faturamento do bem',
  'cota.descontemplada': 'Descontemplou uma cota: documentos não enviados no prazo da garantia',
  'catalogo.concessionaria-incluida': 'Incluiu uma concessionária pedida pelo cliente',
  'catalogo.modelo-incluido': 'Incluiu uma marca ou modelo pedido pelo cliente',
  'catalogo.inclusao-recusada': 'Recusou um pedido de inclusão no catálogo de veículos',
  'devolucao.aprovada': 'Aprovou uma devolução de valores e programou o pagamento',
  'devolucao.recusada': 'Recusou os documentos ou dados bancários de uma devolução de valores',
  'transferencia.solicitada': 'Transferência de cota pedida pelo titular',
  'transferencia.concluida': 'Concluiu uma transferência de cota: a cota passou ao novo titular',
  'transferencia.recusada': 'Recusou uma transferência de cota',
  'posvenda.ano-confirmado': 'Pós-venda: ano de nascimento ou fundação confirmado pelo cliente',
  'posvenda.ano-incorreto': 'Pós-venda: ano de nascimento ou fundação incorreto',
  'posvenda.bloqueado': 'Pós-venda bloqueado após duas respostas incorretas: retorno aberto',
  'posvenda.identidade-enviada': 'Pós-venda: documento e selfie enviados pelo cliente',
  'posvenda.resposta': 'Pós-venda: etapa respondida pelo cliente',
  'posvenda.concluido': 'Pós-venda concluído pelo cliente',
  'posvenda.retorno-pedido': 'Pós-venda: retorno por telefone pedido pelo cliente',
  'posvenda.retorno-concluido': 'Fez o retorno do pós-venda e liberou o atendimento no app',
};

/**
 * An action in words. A code without a label yet (a newer API) still reads as words, never as the raw code:
 * 'boleto.cancelado' → 'Boleto cancelado'.
 */
export function rotuloAcaoAuditoria(acao: string): string {
  const rotulo = ROTULOS_ACAO_AUDITORIA[acao];
  if (rotulo) return rotulo;
  const palavras = acao.replace(/[._-]+/g, ' ').trim();
  return palavras.charAt(0).toUpperCase() + palavras.slice(1);
}
