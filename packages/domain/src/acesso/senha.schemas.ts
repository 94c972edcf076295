import { z } from '../comum/z.ts';
import { MENSAGENS_SENHA, TAMANHO_SENHA } from './acesso.rules.ts';

/** The one answer of POST /login/recuperar-senha/cliente, whether or not the data matched (no enumeration). */
export const MENSAGEM_RECUPERACAO_ENVIADA =
  'Se os dados estiverem corretos, você vai receber uma senha provisória no e-mail cadastrado em alguns minutos.';
export const MENSAGEM_ERRO_TROCA_SENHA = 'Houve algum erro, tente novamente.';
/** Step 1 of the password change: the typed current password is not the customer's. */
export const MENSAGEM_SENHA_ATUAL_NAO_CONFERE = 'A senha atual não confere. Confira e tente de novo.';
/** Provisional passwords expire (hours). */
export const VALIDADE_SENHA_PROVISORIA_HORAS = 24;

/** POST /login/recuperar-senha/cliente: the date already converted from dd/mm/YYYY to YYYY-MM-DD (spec §5). */
export const recuperarSenhaBodySchema = z.object({
  inscricaoNacional: z
    .string({ error: 'Informe o CPF ou CNPJ.' })
    .trim()
    .min(11, { error: 'CPF ou CNPJ inválido.' })
    .max(20, { error: 'CPF ou CNPJ inválido.' }),
  email: z.email({ error: 'E-mail inválido' }).max(200, { error: 'E-mail inválido' }),
  dataNascimentoFundacao: z.iso.date({ error: 'Data inválida.' }),
});
export type RecuperarSenhaBody = z.infer<typeof recuperarSenhaBodySchema>;

export const mensagemSchema = z.object({ mensagem: z.string() });

const senhaNova = z
  .string({ error: MENSAGENS_SENHA.tamanho })
  .regex(/^\d*$/, { error: MENSAGENS_SENHA.somenteNumeros })
  .length(TAMANHO_SENHA, { error: MENSAGENS_SENHA.tamanho });

const senhaAtual = z
  .string({ error: 'Informe a senha atual.' })
  .min(1, { error: 'Informe a senha atual.' })
  .max(64);

/**
 * POST /cotas/{id}/alterar-senha/conferencia: step 1 checks the current (or provisional) password before the
 * customer types a new one, so a typo is caught where it was made.
 */
export const conferirSenhaAtualBodySchema = z.object({ senhaAtual });
export type ConferirSenhaAtualBody = z.infer<typeof conferirSenhaAtualBodySchema>;

/** POST /cotas/{id}/alterar-senha: current, new and national ID (spec §5). Applies to all the person's quotas. */
export const alterarSenhaBodySchema = z
  .object({
    senhaAtual,
    novaSenha: senhaNova,
    inscricaoNacional: z.string({ error: 'Informe o CPF ou CNPJ.' }).trim().min(11).max(20),
  })
  .refine((b) => b.novaSenha !== b.senhaAtual, { error: MENSAGENS_SENHA.igualAtual, path: ['novaSenha'] });
export type AlterarSenhaBody = z.infer<typeof alterarSenhaBodySchema>;
