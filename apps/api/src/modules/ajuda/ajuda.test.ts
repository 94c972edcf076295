import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MENSAGENS_AJUDA, type FaqBuscaResposta, type FaqPergunta } from '@portal/domain';
import { ANA, createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let maria: { access_token: string; idCota: number };
let ana: { access_token: string; idCota: number };
let horizonte: number;
let vertice: number;

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(MARIA);
  ana = await t.login(ANA, { idParceiro: 2 });
  horizonte = (await t.get('/parceiros/configuracao?domain=localhost')).json().id;
  vertice = (await t.get('/parceiros/configuracao?domain=127.0.0.1')).json().id;
});
afterAll(() => t.close());

const buscar = (body: object, quem = maria, parceiro = horizonte) =>
  t.post(`/faq/search/${parceiro}`, { id_cota: quem.idCota, ...body }, { access_token: quem.access_token });
const buscarOk = async (body: object, quem = maria, parceiro = horizonte) => {
  const res = await buscar(body, quem, parceiro);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FaqBuscaResposta;
};
const votar = (body: object, quem = maria) =>
  t.post('/faq/feedback', { id_cota: quem.idCota, ...body }, { access_token: quem.access_token });
const ids = (r: FaqBuscaResposta) => r.data.map((p) => p.id);
const votos = async (perguntaId: number) =>
  (
    await t.database.db.execute<{ util: boolean; cliente_id: number }>(
      sql`select util, cliente_id from faq_votos where pergunta_id = ${perguntaId}`,
    )
  ).rows;

describe('GET /faq/topics/{partner}', () => {
  it("lists the caller's partner categories in order, with at least 40 questions in 8", async () => {
    const res = await t.get(`/faq/topics/${horizonte}`, maria.access_token);
    expect(res.statusCode).toBe(200);
    const { categorias } = res.json() as { categorias: { url: string; totalPerguntas: number }[] };
    expect(categorias.length).toBeGreaterThanOrEqual(8);
    expect(categorias[0]!.url).toBe('boletos-e-pagamentos');
    expect(categorias.reduce((s, c) => s + c.totalPerguntas, 0)).toBeGreaterThanOrEqual(40);
    expect(categorias.every((c) => c.totalPerguntas > 0)).toBe(true);
  });

  it("answers 404 for another partner's help centre", async () => {
    const res = await t.get(`/faq/topics/${vertice}`, maria.access_token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ mensagem: MENSAGENS_AJUDA.centralNaoEncontrada });
  });

  it('answers 400 for a malformed partner and 401 without a session', async () => {
    const invalido = await t.get('/faq/topics/abc', maria.access_token);
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json()).toEqual({ mensagem: 'Parceiro inválido.' });
    expect((await t.get(`/faq/topics/${horizonte}`)).statusCode).toBe(401);
  });
});

describe('POST /faq/search/{partner}: category and question', () => {
  it('lists a category in display order, 10 per page', async () => {
    const r = await buscarOk({ category: 'boletos-e-pagamentos' });
    expect(r.categoria?.titulo).toBe('Boletos e pagamentos');
    expect(r.data[0]!.url).toBe('como-emitir-a-segunda-via-do-boleto');
    expect(r.total).toBe(r.data.length);
    expect(r).toMatchObject({ offset: 0, page_size: 10, total_pages: 1 });
    expect(r.data.every((p) => p.is_helpful === null && p.trecho === null)).toBe(true);
  });

  it('fetches one question by its address', async () => {
    const r = await buscarOk({ category: 'contemplacao', question_url: 'o-que-e-contemplacao' });
    expect(r.data).toHaveLength(1);
    expect(r.data[0]).toMatchObject({
      url: 'o-que-e-contemplacao',
      pergunta: 'O que é contemplação?',
      categoria: { url: 'contemplacao', titulo: 'Contemplação' },
    });
  });

  it.each([
    [{ category: 'nao-existe' }, MENSAGENS_AJUDA.categoriaNaoEncontrada],
    [{ category: 'lances', question_url: 'nao-existe' }, MENSAGENS_AJUDA.perguntaNaoEncontrada],
    // The question exists, but in another category.
    [{ category: 'lances', question_url: 'o-que-e-contemplacao' }, MENSAGENS_AJUDA.perguntaNaoEncontrada],
  ])('answers 404 for %j', async (body, mensagem) => {
    const res = await buscar(body);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ mensagem });
  });

  it.each([
    [{}, MENSAGENS_AJUDA.informeBusca],
    [{ question: '   ' }, MENSAGENS_AJUDA.informeBusca],
    [{ question_url: 'o-que-e-contemplacao' }, MENSAGENS_AJUDA.perguntaSemCategoria],
    [{ question: 'x'.repeat(201) }, MENSAGENS_AJUDA.buscaLonga],
    [{ question: 'boleto', offset: -1 }, 'O deslocamento deve ser 0 ou maior.'],
    [{ category: 'DROP TABLE' }, 'Endereço inválido.'],
    [{ question: 'boleto', id_cota: 'abc' }, 'Informe a cota.'],
  ])('answers 400 for %j', async (body, mensagem) => {
    const res = await buscar(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem });
  });

  it("answers 404 for another partner or another customer's quota", async () => {
    const outroParceiro = await buscar({ question: 'boleto' }, maria, vertice);
    expect(outroParceiro.statusCode).toBe(404);
    expect(outroParceiro.json()).toEqual({ mensagem: MENSAGENS_AJUDA.centralNaoEncontrada });
    const outraCota = await buscar({ question: 'boleto', id_cota: ana.idCota });
    expect(outraCota.statusCode).toBe(404);
    expect(outraCota.json()).toEqual({ mensagem: 'Cota não encontrada.' });
  });

  it('shows each partner its own content, with its own name', async () => {
    const h = await buscarOk({
      category: 'acesso-e-senha',
      question_url: 'o-portal-pede-senha-por-telefone',
    });
    const v = await buscarOk(
      { category: 'acesso-e-senha', question_url: 'o-portal-pede-senha-por-telefone' },
      ana,
      vertice,
    );
    expect(h.data[0]!.resposta).toContain('Consórcio Horizonte');
    expect(v.data[0]!.resposta).toContain('Vértice Consórcios');
    expect(v.data[0]!.resposta).not.toContain('Horizonte');
    expect(v.data[0]!.id).not.toBe(h.data[0]!.id);
  });
});

describe('POST /faq/search/{partner}: Portuguese full-text search', () => {
  it("'boletos', 'boleto' and 'BOLETO' find the same answers", async () => {
    const [plural, singular, maiusculas] = await Promise.all(
      ['boletos', 'boleto', 'BOLETO'].map((question) => buscarOk({ question })),
    );
    expect(singular!.total).toBeGreaterThan(0);
    expect(ids(plural!)).toEqual(ids(singular!));
    expect(ids(maiusculas!)).toEqual(ids(singular!));
  });

  it("'contemplacao' finds 'contemplação', first the question that names it", async () => {
    const semAcento = await buscarOk({ question: 'contemplacao' });
    const comAcento = await buscarOk({ question: 'contemplação' });
    expect(semAcento.total).toBeGreaterThan(0);
    expect(ids(semAcento)).toEqual(ids(comAcento));
    expect(semAcento.data[0]!.url).toBe('o-que-e-contemplacao');
  });

  it('ranks the question above a passing mention in an answer', async () => {
    const r = await buscarOk({ question: 'fundo de reserva' });
    expect(r.data[0]!.url).toBe('o-que-e-o-fundo-de-reserva');
  });

  it('marks the matched words in the excerpt', async () => {
    const r = await buscarOk({ question: 'lance embutido' });
    expect(r.data[0]!.url).toBe('o-que-e-lance-embutido');
    expect(r.data[0]!.trecho).toMatch(/\[\[embutido\]\]/i);
  });

  it('finds a word still being typed (prefix of the last word)', async () => {
    const r = await buscarOk({ question: 'transferenc' });
    expect(r.total).toBeGreaterThan(0);
    expect(r.data.some((p) => p.categoria.url === 'transferencia-de-cota')).toBe(true);
  });

  it('falls back to any of the words when no answer has them all', async () => {
    const r = await buscarOk({ question: 'fgts xilofone' });
    expect(r.total).toBeGreaterThan(0);
    expect(r.data[0]!.categoria.url).toBe('fgts');
  });

  it('finds nothing for a word in no answer, and survives tsquery syntax', async () => {
    for (const question of ['xilofone', "'&|!:*()", 'o de a']) {
      const r = await buscarOk({ question });
      expect(r).toMatchObject({ data: [], total: 0, total_pages: 0 });
    }
  });

  it('searches within a category when one is given', async () => {
    const r = await buscarOk({ question: 'lance', category: 'fgts' });
    expect(r.total).toBeGreaterThan(0);
    expect(r.data.every((p) => p.categoria.url === 'fgts')).toBe(true);
  });

  it('pages 10 at a time without repeating answers', async () => {
    const primeira = await buscarOk({ question: 'cota' });
    expect(primeira.total).toBeGreaterThan(10);
    expect(primeira.data).toHaveLength(10);
    expect(primeira.total_pages).toBe(Math.ceil(primeira.total / 10));
    const segunda = await buscarOk({ question: 'cota', offset: 10 });
    expect(segunda.data.length).toBe(Math.min(10, primeira.total - 10));
    expect(ids(segunda).some((id) => ids(primeira).includes(id))).toBe(false);
    const alem = await buscarOk({ question: 'cota', offset: 1000 });
    expect(alem).toMatchObject({ data: [], total: primeira.total });
  });

  it("searches only the caller's partner", async () => {
    const r = await buscarOk({ question: 'Vértice' });
    expect(r.total).toBe(0);
  });
});

describe('POST /faq/search/{partner}: typos forgiven', () => {
  it("'bolteo' finds the boleto answers and suggests “boleto”", async () => {
    const [erro, certo] = await Promise.all(['bolteo', 'boleto'].map((question) => buscarOk({ question })));
    expect(erro!.sugestao).toBe('boleto');
    expect(erro!.total).toBe(certo!.total);
    expect(ids(erro!)).toEqual(ids(certo!));
    expect(certo!.sugestao).toBeUndefined();
  });

  it("'contenplação' and 'CONTENPLACAO' suggest “contemplação”, accents and case aside", async () => {
    for (const question of ['contenplação', 'CONTENPLACAO', 'Contenplaçao']) {
      const r = await buscarOk({ question });
      expect(r.sugestao, question).toBe('contemplação');
      expect(r.data[0]!.url).toBe('o-que-e-contemplacao');
    }
  });

  it('corrects only the misspelt word of a phrase', async () => {
    const r = await buscarOk({ question: 'via do bolteo' });
    expect(r.sugestao).toBe('via do boleto');
    expect(r.data[0]!.pergunta).toBe('Como emito a 2ª via do boleto?');
  });

  it('suggests nothing when the search as typed finds answers, or for nonsense', async () => {
    expect((await buscarOk({ question: 'contemplacao' })).sugestao).toBeUndefined();
    for (const question of ['xilofone', 'qwzkvbn', 'zzzz yyyy']) {
      const r = await buscarOk({ question });
      expect(r, question).toMatchObject({ data: [], total: 0 });
      expect(r.sugestao).toBeUndefined();
    }
  });

  it("corrects with the caller's partner's words only", async () => {
    const r = await buscarOk({ question: 'Vértise' });
    expect(r).toMatchObject({ data: [], total: 0 });
  });
});

describe('POST /faq/feedback', () => {
  let pergunta: FaqPergunta;
  beforeAll(async () => {
    pergunta = (await buscarOk({ category: 'lances', question_url: 'o-que-e-um-lance' })).data[0]!;
  });

  it("stores the customer's vote, and voting again replaces it", async () => {
    const sim = await votar({ question_id: pergunta.id, is_helpful: true });
    expect(sim.statusCode).toBe(200);
    expect(sim.json()).toMatchObject({ id: pergunta.id, is_helpful: true });
    expect(
      (await buscarOk({ category: 'lances', question_url: 'o-que-e-um-lance' })).data[0]!.is_helpful,
    ).toBe(true);

    const nao = await votar({ question_id: pergunta.id, is_helpful: false });
    expect(nao.json()).toMatchObject({ id: pergunta.id, is_helpful: false });
    expect(await votos(pergunta.id)).toEqual([{ util: false, cliente_id: expect.any(Number) }]);
    const lista = await buscarOk({ category: 'lances' });
    expect(lista.data.find((p) => p.id === pergunta.id)!.is_helpful).toBe(false);
    expect(lista.data.filter((p) => p.id !== pergunta.id).every((p) => p.is_helpful === null)).toBe(true);
  });

  it("keeps each customer's vote apart, and never shows it to another", async () => {
    const vq = (await buscarOk({ category: 'lances', question_url: 'o-que-e-um-lance' }, ana, vertice))
      .data[0]!;
    expect(vq.is_helpful).toBeNull();
    expect((await votar({ question_id: vq.id, is_helpful: true }, ana)).statusCode).toBe(200);
    expect((await votos(vq.id)).map((v) => v.util)).toEqual([true]);
  });

  it("answers 404 for another partner's question or another customer's quota, and changes nothing", async () => {
    const deOutro = (await buscarOk({ category: 'fgts' }, ana, vertice)).data[0]!;
    const res = await votar({ question_id: deOutro.id, is_helpful: false });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ mensagem: MENSAGENS_AJUDA.perguntaNaoEncontrada });
    const outraCota = await votar({ question_id: pergunta.id, is_helpful: true, id_cota: ana.idCota });
    expect(outraCota.statusCode).toBe(404);
    expect((await votar({ question_id: 999999, is_helpful: true })).statusCode).toBe(404);
    expect(await votos(deOutro.id)).toEqual([]);
    expect((await votos(pergunta.id)).map((v) => v.util)).toEqual([false]);
  });

  it.each([
    [{ is_helpful: 'sim' }, 'Informe se a resposta foi útil.'],
    [{ is_helpful: true, question_id: 'x' }, 'Informe a pergunta.'],
    [{ is_helpful: true, id_cota: null }, 'Informe a cota.'],
  ])('answers 400 for %j and stores nothing', async (body, mensagem) => {
    const res = await votar({ question_id: pergunta.id, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem });
    expect((await votos(pergunta.id)).map((v) => v.util)).toEqual([false]);
  });

  it('answers 401 without a session', async () => {
    const res = await t.post('/faq/feedback', {
      question_id: pergunta.id,
      is_helpful: true,
      id_cota: maria.idCota,
    });
    expect(res.statusCode).toBe(401);
  });
});
