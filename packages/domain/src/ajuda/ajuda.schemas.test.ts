import { describe, expect, it } from 'vitest';
import { MENSAGENS_AJUDA } from './ajuda.mensagens.ts';
import { faqBuscaBodySchema, faqFeedbackBodySchema } from './ajuda.schemas.ts';

const primeiraMensagem = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('faqBuscaBodySchema', () => {
  it.each([
    [{ id_cota: 1, category: 'boletos-e-pagamentos' }, null],
    [{ id_cota: 1, question: 'boleto' }, null],
    [{ id_cota: 1, category: 'lances', question_url: 'o-que-e-lance-livre' }, null],
    [{ id_cota: 1 }, MENSAGENS_AJUDA.informeBusca],
    [{ id_cota: 1, question: '   ' }, MENSAGENS_AJUDA.informeBusca],
    [{ id_cota: 1, question_url: 'o-que-e-lance' }, MENSAGENS_AJUDA.perguntaSemCategoria],
    [{ id_cota: 1, question: 'a'.repeat(201) }, MENSAGENS_AJUDA.buscaLonga],
    [{ id_cota: 1, category: 'Boletos E Pagamentos' }, 'Endereço inválido.'],
    [{ id_cota: 1, category: '../x' }, 'Endereço inválido.'],
    [{ id_cota: 1, question: 'x', offset: -10 }, 'O deslocamento deve ser 0 ou maior.'],
    [{ id_cota: 1, question: 'x', offset: 1.5 }, 'O deslocamento deve ser um número inteiro.'],
    [{ question: 'x' }, 'Informe a cota.'],
    [{ id_cota: 0, question: 'x' }, 'Informe a cota.'],
  ])('%j → %j', (body, mensagem) =>
    expect(primeiraMensagem(faqBuscaBodySchema.safeParse(body))).toBe(mensagem),
  );

  it('defaults the offset to the first page', () => {
    expect(faqBuscaBodySchema.parse({ id_cota: 1, question: 'x' }).offset).toBe(0);
  });
});

describe('faqFeedbackBodySchema', () => {
  it.each([
    [{ is_helpful: true, id_cota: 1, question_id: 2 }, null],
    [{ is_helpful: false, id_cota: 1, question_id: 2 }, null],
    [{ is_helpful: 'sim', id_cota: 1, question_id: 2 }, 'Informe se a resposta foi útil.'],
    [{ id_cota: 1, question_id: 2 }, 'Informe se a resposta foi útil.'],
    [{ is_helpful: true, id_cota: 1 }, 'Informe a pergunta.'],
    [{ is_helpful: true, question_id: 2 }, 'Informe a cota.'],
  ])('%j → %j', (body, mensagem) =>
    expect(primeiraMensagem(faqFeedbackBodySchema.safeParse(body))).toBe(mensagem),
  );
});
