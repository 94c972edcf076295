/** Every user-facing message of the bid journey, shared by the wizard, the API refusals and the tests. */

export const MENSAGENS_LANCE = {
  // Spec §5, word for word.
  acimaDoMaximo: 'Este valor excede o lance máximo',
  abaixoDoMinimo: 'Este valor é menor que o lance mínimo',
  embutidoVazio: 'Insira algum valor.',
  embutidoAcimaDoPermitido: 'Este valor excede o permitido.',
  // Spec §5 rules whose wording the spec leaves to us.
  tipoObrigatorio: 'Escolha o tipo de lance.',
  valorObrigatorio: 'Insira o valor do lance.',
  modalidadeIndisponivel: 'Este tipo de lance não está disponível para a sua cota.',
  embutidoMaisFgtsAcimaDoLance: 'O lance embutido somado ao FGTS não pode ser maior que o valor do lance.',
  embutidoAcimaDoLance: 'O lance embutido não pode ser maior que o valor do lance.',
  fgtsVazio: 'Insira o valor do FGTS.',
  fgtsAcimaDoLance: 'O valor do FGTS não pode ser maior que o valor do lance.',
  fgtsIndisponivel: 'O FGTS só pode ser usado em lances de cotas de imóvel.',
  trocaChavesIndisponivel: 'A troca de chaves não está disponível para a sua cota.',
  reducaoObrigatoria: 'Escolha se o lance vai reduzir o prazo ou o valor da parcela.',
  // Eligibility and deadline (the API refuses with these too).
  prazoEncerrado: 'Os lances para esta assembleia foram encerrados. Você pode ofertar para a próxima.',
  cotaCancelada: 'Esta cota está cancelada e não pode ofertar lances.',
  cotaContemplada: 'Esta cota já foi contemplada e não pode ofertar lances.',
  cotaQuitada: 'Esta cota está quitada e não participa mais das assembleias.',
  semAssembleia: 'Ainda não há assembleia agendada para o seu grupo. Tente novamente mais tarde.',
  cancelamentoInativo: 'Só é possível cancelar um lance ativo.',
  cancelamentoEncerrado:
    'Este lance não pode mais ser cancelado: os lances desta assembleia já foram encerrados.',
  // Answers and failures (spec §8).
  ofertaDivergente: 'O valor confirmado não confere com a simulação. Simule o lance novamente.',
  erroSimulacao: 'Não foi possível simular o lance. Confira os valores e tente novamente.',
  erroConfirmacao: 'Não foi possível confirmar o lance. Tente novamente.',
  lanceConcorrente:
    'Outro lance desta cota foi registrado ao mesmo tempo. Confira o histórico de lances e tente novamente.',
  lanceRegistrado: 'Lance registrado com sucesso.',
  lanceSubstituido: 'Este lance substitui o lance anterior que você ofertou para a mesma assembleia.',
  lanceCancelado: 'Lance cancelado.',
} as const;

/** Spec §5 built-in help text ("up to 25% of the quota"). */
export const TEXTO_AJUDA_EMBUTIDO =
  'Lance embutido é a parte do lance paga com a própria carta de crédito: você pode usar até 25% do valor do crédito. ' +
  'Se for contemplada, a cota recebe o crédito já descontado desse valor.';

/** Spec §5 "using FGTS means cash billing is not possible", with the reason a customer needs. */
export const TEXTO_FGTS_SEM_FATURAMENTO_ESPECIE =
  'Ao usar o FGTS no lance, o crédito não poderá ser recebido em dinheiro (faturamento em espécie): ' +
  'pela lei, o FGTS só pode ir para a compra, construção ou reforma do imóvel, pago direto ao vendedor ou à obra.';
