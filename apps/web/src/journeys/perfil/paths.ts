import { ROTA_ATUALIZACAO_OBRIGATORIA, ROTA_CONFIRMAR_DADOS, ROTAS_PERFIL } from '@portal/domain';

export const caminhosPerfil = {
  atualizacaoObrigatoria: ROTA_ATUALIZACAO_OBRIGATORIA,
  confirmarDados: ROTA_CONFIRMAR_DADOS,
  /** Font size, profile photo, and each quota's nickname and photo. */
  preferencias: '/preferencias',
  /** 03 §2: the profile hub and its registration-update screens, declared once in the domain. */
  ...ROTAS_PERFIL,
  /**
   * Personal (or company) data, PUT /fisica or /juridica. 03 §2 lists no route for it: it is a section of the
   * profile hub like endereco, so it takes the hub's /perfil prefix and the spec's kebab-case.
   */
  dadosPessoais: '/perfil/dados-pessoais',
} as const;
