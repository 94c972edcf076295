/** Help-centre messages (spec §8 "FAQ"), shared by the API and the web so both say the same. */
export const MENSAGENS_AJUDA = {
  categoriaNaoEncontrada: 'Categoria não encontrada.',
  perguntaNaoEncontrada: 'Pergunta não encontrada.',
  centralNaoEncontrada: 'Central de ajuda não encontrada.',
  erroAoCarregar: 'Não foi possível carregar a central de ajuda. Tente novamente.',
  erroAoAvaliar: 'Não foi possível enviar sua avaliação. Tente novamente.',
  informeBusca: 'Informe o que você procura, uma categoria ou uma pergunta.',
  perguntaSemCategoria: 'Informe a categoria da pergunta.',
  buscaLonga: 'A busca deve ter no máximo 200 caracteres.',
} as const;
