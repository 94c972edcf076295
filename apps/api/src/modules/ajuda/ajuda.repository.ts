import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { faqCategorias, faqPerguntas, faqVotos, type Db } from '@portal/db';
import { FAQ_TAMANHO_PAGINA, MARCA_FIM, MARCA_INICIO, type CandidatoCorrecao } from '@portal/domain';

/** The text-search configuration the migration creates: Portuguese stemmer over unaccented words. */
const CONFIGURACAO = sql.raw(`'portugues_sem_acento'::regconfig`);
/** One excerpt of the answer around the matched words, marked for the web to highlight. */
const OPCOES_TRECHO = `StartSel="${MARCA_INICIO}", StopSel="${MARCA_FIM}", MaxWords=30, MinWords=14, ShortWord=2, MaxFragments=1, FragmentDelimiter=" … "`;

/** Anything but a letter (accented too) or a digit separates the words of the answers. */
const SEPARADOR_DE_PALAVRAS = '[^0-9A-Za-zÀ-ÖØ-öø-ÿ]+';
/** Trigram similarity below which a word of the answers is not even a candidate. */
const SIMILARIDADE_MINIMA = 0.2;
/** Candidates per searched word, the most similar first. */
const CANDIDATOS_POR_PALAVRA = 5;

/** How the search text becomes a tsquery: as typed (web search syntax) or the prepared prefix query. */
export type ConsultaTexto = { tipo: 'web'; texto: string } | { tipo: 'prefixo'; consulta: string };

function tsquery(c: ConsultaTexto): SQL {
  return c.tipo === 'web'
    ? sql`websearch_to_tsquery(${CONFIGURACAO}, ${c.texto})`
    : sql`to_tsquery(${CONFIGURACAO}, ${c.consulta})`;
}

// Written out: inside a subquery Drizzle would leave the outer column unqualified.
const totalPerguntas = sql<number>`(select count(*)::int from faq_perguntas p where p.categoria_id = "faq_categorias"."id")`;

const colunasCategoria = {
  id: faqCategorias.id,
  url: faqCategorias.url,
  titulo: faqCategorias.titulo,
  descricao: faqCategorias.descricao,
  icone: faqCategorias.icone,
  totalPerguntas,
};

/** A question with its category and the caller's vote (left join: null when not voted). */
function colunasPergunta(trecho: SQL<string | null> = sql<null>`null`) {
  return {
    id: faqPerguntas.id,
    url: faqPerguntas.url,
    pergunta: faqPerguntas.pergunta,
    resposta: faqPerguntas.resposta,
    categoriaUrl: faqCategorias.url,
    categoriaTitulo: faqCategorias.titulo,
    util: faqVotos.util,
    trecho,
  };
}

export type PerguntaRow = {
  id: number;
  url: string;
  pergunta: string;
  resposta: string;
  categoriaUrl: string;
  categoriaTitulo: string;
  util: boolean | null;
  trecho: string | null;
};

export function createAjudaRepository(db: Db) {
  const votoDoCliente = (clienteId: number) =>
    and(eq(faqVotos.perguntaId, faqPerguntas.id), eq(faqVotos.clienteId, clienteId));

  return {
    categorias: (parceiroId: number) =>
      db
        .select(colunasCategoria)
        .from(faqCategorias)
        .where(eq(faqCategorias.parceiroId, parceiroId))
        .orderBy(asc(faqCategorias.ordem)),

    async categoriaPorUrl(parceiroId: number, url: string) {
      const [row] = await db
        .select(colunasCategoria)
        .from(faqCategorias)
        .where(and(eq(faqCategorias.parceiroId, parceiroId), eq(faqCategorias.url, url)));
      return row;
    },

    /** One page of a category's questions, in display order. */
    daCategoria: (categoriaId: number, clienteId: number, offset: number): Promise<PerguntaRow[]> =>
      db
        .select(colunasPergunta())
        .from(faqPerguntas)
        .innerJoin(faqCategorias, eq(faqCategorias.id, faqPerguntas.categoriaId))
        .leftJoin(faqVotos, votoDoCliente(clienteId))
        .where(eq(faqPerguntas.categoriaId, categoriaId))
        .orderBy(asc(faqPerguntas.ordem), asc(faqPerguntas.id))
        .limit(FAQ_TAMANHO_PAGINA)
        .offset(offset),

    async porUrl(categoriaId: number, url: string, clienteId: number): Promise<PerguntaRow | undefined> {
      const [row] = await db
        .select(colunasPergunta())
        .from(faqPerguntas)
        .innerJoin(faqCategorias, eq(faqCategorias.id, faqPerguntas.categoriaId))
        .leftJoin(faqVotos, votoDoCliente(clienteId))
        .where(and(eq(faqPerguntas.categoriaId, categoriaId), eq(faqPerguntas.url, url)));
      return row;
    },

    /** A question of the partner's help centre (another partner's question is not found). */
    async doParceiro(perguntaId: number, parceiroId: number, clienteId: number) {
      const [row] = await db
        .select(colunasPergunta())
        .from(faqPerguntas)
        .innerJoin(faqCategorias, eq(faqCategorias.id, faqPerguntas.categoriaId))
        .leftJoin(faqVotos, votoDoCliente(clienteId))
        .where(and(eq(faqPerguntas.id, perguntaId), eq(faqCategorias.parceiroId, parceiroId)));
      return row;
    },

    /**
     * Full-text search over the partner's questions (optionally one category), best first: ts_rank_cd weighs
     * the question (A) above the answer (B); ties keep the display order. Answers the page and the total.
     */
    async buscar(filtro: {
      parceiroId: number;
      categoriaId: number | null;
      consulta: ConsultaTexto;
      clienteId: number;
      offset: number;
    }): Promise<{ rows: PerguntaRow[]; total: number }> {
      const q = tsquery(filtro.consulta);
      const onde = and(
        eq(faqCategorias.parceiroId, filtro.parceiroId),
        filtro.categoriaId === null ? undefined : eq(faqCategorias.id, filtro.categoriaId),
        sql`${faqPerguntas.busca} @@ ${q}`,
      );
      const [{ total }] = (await db
        .select({ total: count() })
        .from(faqPerguntas)
        .innerJoin(faqCategorias, eq(faqCategorias.id, faqPerguntas.categoriaId))
        .where(onde)) as [{ total: number }];
      if (total === 0 || filtro.offset >= total) return { rows: [], total };
      const trecho = sql<string>`ts_headline(${CONFIGURACAO}, ${faqPerguntas.resposta}, ${q}, ${OPCOES_TRECHO})`;
      const rows = await db
        .select(colunasPergunta(trecho))
        .from(faqPerguntas)
        .innerJoin(faqCategorias, eq(faqCategorias.id, faqPerguntas.categoriaId))
        .leftJoin(faqVotos, votoDoCliente(filtro.clienteId))
        .where(onde)
        .orderBy(
          desc(sql`ts_rank_cd(${faqPerguntas.busca}, ${q})`),
          asc(faqCategorias.ordem),
          asc(faqPerguntas.ordem),
        )
        .limit(FAQ_TAMANHO_PAGINA)
        .offset(filtro.offset);
      return { rows, total };
    },

    /**
     * For each searched word, the words of the partner's questions and answers most similar to it (pg_trgm
     * trigram similarity over unaccented lower case). The vocabulary is built per call: a few hundred short
     * texts, and it is asked only when the full-text search found nothing.
     */
    async candidatosDeCorrecao(
      parceiroId: number,
      palavras: string[],
    ): Promise<Map<string, CandidatoCorrecao[]>> {
      const candidatos = new Map<string, CandidatoCorrecao[]>();
      if (palavras.length === 0) return candidatos;
      const { rows } = await db.execute<{ termo: string; palavra: string; similaridade: number }>(sql`
        with vocabulario as (
          select palavra, count(*) as vezes
          from faq_perguntas p
          join faq_categorias c on c.id = p.categoria_id,
          regexp_split_to_table(lower(p.pergunta || ' ' || p.resposta), ${SEPARADOR_DE_PALAVRAS}) as palavra
          where c.parceiro_id = ${parceiroId} and length(palavra) >= 3
          group by palavra
        ),
        ranqueados as (
          select t.termo, v.palavra, similarity(unaccent(v.palavra), unaccent(t.termo))::float8 as similaridade,
                 row_number() over (
                   partition by t.termo
                   order by similarity(unaccent(v.palavra), unaccent(t.termo)) desc, v.vezes desc, v.palavra
                 ) as posicao
          from unnest(${sql.raw('ARRAY[')}${sql.join(
            palavras.map((p) => sql`${p}`),
            sql`, `,
          )}${sql.raw(']::text[]')}) as t(termo)
          join vocabulario v on similarity(unaccent(v.palavra), unaccent(t.termo)) >= ${SIMILARIDADE_MINIMA}
        )
        select termo, palavra, similaridade from ranqueados
        where posicao <= ${CANDIDATOS_POR_PALAVRA}
        order by termo, posicao`);
      for (const r of rows) {
        const lista = candidatos.get(r.termo) ?? [];
        lista.push({ palavra: r.palavra, similaridade: Number(r.similaridade) });
        candidatos.set(r.termo, lista);
      }
      return candidatos;
    },

    /** One vote per customer and question: voting again replaces the previous one. */
    votar: (v: { perguntaId: number; clienteId: number; idCota: number; util: boolean }) =>
      db
        .insert(faqVotos)
        .values(v)
        .onConflictDoUpdate({
          target: [faqVotos.perguntaId, faqVotos.clienteId],
          set: { util: v.util, idCota: v.idCota, votadoEm: sql`now()` },
        }),
  };
}

export type AjudaRepository = ReturnType<typeof createAjudaRepository>;
