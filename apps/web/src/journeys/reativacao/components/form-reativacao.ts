import { z } from 'zod';

/** 03 §9 callback periods: morning 08–13h, afternoon 13–19h. */
export const PERIODOS = {
  manha: { rotulo: 'Manhã', faixa: '8h às 13h' },
  tarde: { rotulo: 'Tarde', faixa: '13h às 19h' },
} as const;
export type Periodo = keyof typeof PERIODOS;

export const TAMANHO_MAXIMO_MENSAGEM = 500;

/** A Brazilian phone with area code: 10 digits (landline) or 11 starting with 9 after the DDD (mobile). */
function telefoneValido(texto: string): boolean {
  const d = texto.replace(/\D/g, '');
  if (!/^[1-9][1-9]/.test(d)) return false;
  return d.length === 10 || (d.length === 11 && d[2] === '9');
}

export const formReativacaoSchema = z.object({
  telefone: z
    .string()
    .min(1, { error: 'Informe um telefone para contato.' })
    .refine(telefoneValido, { error: 'Informe um telefone válido, com DDD.' }),
  periodo: z.enum(['manha', 'tarde']),
  mensagem: z
    .string()
    .trim()
    .max(TAMANHO_MAXIMO_MENSAGEM, {
      error: `A mensagem pode ter no máximo ${TAMANHO_MAXIMO_MENSAGEM} caracteres.`,
    }),
});
export type FormReativacao = z.infer<typeof formReativacaoSchema>;

/** The case's Description (what the channel reads) and DadosApp__c (the same data, structured). */
export function corpoDaReativacao(v: FormReativacao, cota: string) {
  const periodo = PERIODOS[v.periodo];
  const mensagem = v.mensagem.trim();
  return {
    Description: [
      `Pedido de reativação da cota ${cota}.`,
      `Ligar para ${v.telefone}, de segunda a sexta, no período da ${periodo.rotulo.toLowerCase()} (${periodo.faixa}).`,
      mensagem && `Mensagem do cliente: ${mensagem}`,
    ]
      .filter(Boolean)
      .join(' '),
    DadosApp__c: JSON.stringify({
      telefone: v.telefone.replace(/\D/g, ''),
      melhorHorario: v.periodo,
      mensagem: mensagem || null,
      origem: 'portal-web',
    }),
  };
}
