import { MENSAGENS_ANTECIPACAO, mascaraDinheiro, type PedidoAntecipacaoBody } from '@portal/domain';
import { z } from 'zod';

/** The request form: by term (how many instalments) or by value (a masked amount, positive only). */
export const formAntecipacaoSchema = z
  .object({
    modo: z.enum(['prazo', 'valor']),
    quantidade: z.string(),
    valor: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.modo === 'prazo' && !/^[1-9]\d{0,3}$/.test(v.quantidade.trim()))
      ctx.addIssue({
        code: 'custom',
        path: ['quantidade'],
        message: MENSAGENS_ANTECIPACAO.quantidadeInvalida,
      });
    if (v.modo === 'valor' && mascaraDinheiro(v.valor).centavos < 1)
      ctx.addIssue({ code: 'custom', path: ['valor'], message: MENSAGENS_ANTECIPACAO.valorInvalido });
  });
export type FormAntecipacao = z.infer<typeof formAntecipacaoSchema>;

export function pedidoDoForm(v: FormAntecipacao): PedidoAntecipacaoBody {
  return v.modo === 'prazo'
    ? { modo: 'prazo', quantidadeParcelas: Number(v.quantidade.trim()) }
    : { modo: 'valor', valorCentavos: mascaraDinheiro(v.valor).centavos };
}
