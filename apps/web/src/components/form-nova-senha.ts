import { MENSAGENS_SENHA, TAMANHO_SENHA, validarNovaSenha } from '@portal/domain';
import type { z } from 'zod';

/** The fields every password form shares; `atual` is typed on the same form or on the previous step. */
export interface CamposSenha {
  atual: string;
  nova: string;
  confirmacao: string;
}

/**
 * Spec §5 through the domain's validarNovaSenha, each message on the field it is about: the first three on
 * the new password, 'As senhas não conferem.' on the confirmation.
 */
export function validarCamposSenha(v: CamposSenha, ctx: z.RefinementCtx, comAtual: boolean): void {
  if (comAtual) {
    if (!v.atual) ctx.addIssue({ code: 'custom', path: ['atual'], message: 'Informe a senha atual.' });
    else if (v.atual.length !== TAMANHO_SENHA)
      ctx.addIssue({ code: 'custom', path: ['atual'], message: MENSAGENS_SENHA.tamanho });
  }
  const problema = validarNovaSenha({ atual: v.atual, nova: v.nova, confirmacao: v.confirmacao });
  if (!problema) return;
  const campo = problema === MENSAGENS_SENHA.naoConferem ? 'confirmacao' : 'nova';
  ctx.addIssue({ code: 'custom', path: [campo], message: problema });
}
