import {
  inscricaoValida,
  MENSAGENS_SENHA,
  normalizarInscricao,
  TAMANHO_SENHA,
  type LoginBody,
} from '@portal/domain';
import { z } from 'zod';

export type ModoIdentificacao = 'documento' | 'grupo-cota';

/** One form model for both login screens; the mobile one validates the identity step on its own first. */
export const formLoginSchema = z
  .object({
    modo: z.enum(['documento', 'grupo-cota']),
    documento: z.string(),
    grupo: z.string(),
    cota: z.string(),
    senha: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.modo === 'documento') {
      if (!v.documento.trim())
        ctx.addIssue({ code: 'custom', path: ['documento'], message: 'Informe seu CPF ou CNPJ.' });
      else if (!inscricaoValida(v.documento))
        ctx.addIssue({
          code: 'custom',
          path: ['documento'],
          message: 'CPF ou CNPJ inválido. Confira os números.',
        });
    } else {
      if (!v.grupo) ctx.addIssue({ code: 'custom', path: ['grupo'], message: 'Informe o grupo.' });
      if (!v.cota) ctx.addIssue({ code: 'custom', path: ['cota'], message: 'Informe a cota.' });
    }
    if (!v.senha) ctx.addIssue({ code: 'custom', path: ['senha'], message: 'Informe sua senha.' });
    else if (v.senha.length !== TAMANHO_SENHA)
      ctx.addIssue({ code: 'custom', path: ['senha'], message: MENSAGENS_SENHA.tamanho });
  });

export type FormLogin = z.infer<typeof formLoginSchema>;

export const VALORES_INICIAIS: FormLogin = {
  modo: 'documento',
  documento: '',
  grupo: '',
  cota: '',
  senha: '',
};

export const camposDaIdentificacao = (modo: ModoIdentificacao) =>
  modo === 'documento' ? (['documento'] as const) : (['grupo', 'cota'] as const);

export function corpoDoLogin(v: FormLogin, idParceiro: number | undefined): LoginBody {
  const base = { grant_type: 'password' as const, password: v.senha, ...(idParceiro ? { idParceiro } : {}) };
  return v.modo === 'documento'
    ? { ...base, username: normalizarInscricao(v.documento) }
    : { ...base, codigoGrupo: Number(v.grupo), codigoCota: Number(v.cota) };
}
