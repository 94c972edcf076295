import {
  buscaCorrigida,
  consultaComPrefixo,
  FAQ_TAMANHO_PAGINA,
  MENSAGENS_AJUDA,
  normalizarBusca,
  palavrasParaCorrigir,
  totalDePaginas,
  trechoComReticencias,
  type FaqBuscaResposta,
  type FaqCategoria,
  type FaqFeedbackBody,
  type FaqPergunta,
  type FaqTopicos,
} from '@portal/domain';
import type { Sessao } from '../../core/sessao.ts';
import { naoEncontrado } from '../../core/erros.ts';
import type { CotasService } from '../cotas/cotas.service.ts';
import type { AjudaRepository, ConsultaTexto, PerguntaRow } from './ajuda.repository.ts';

/** POST /faq/search after validation (the wire body with its default offset). */
export interface Busca {
  category?: string;
  question?: string;
  question_url?: string;
  offset: number;
  id_cota: number;
}

function paraPergunta(r: PerguntaRow): FaqPergunta {
  return {
    id: r.id,
    url: r.url,
    pergunta: r.pergunta,
    resposta: r.resposta,
    categoria: { url: r.categoriaUrl, titulo: r.categoriaTitulo },
    is_helpful: r.util,
    trecho: r.trecho === null ? null : trechoComReticencias(r.trecho, r.resposta),
  };
}

function pagina(
  rows: PerguntaRow[],
  total: number,
  offset: number,
  categoria: FaqCategoria | null,
): FaqBuscaResposta {
  return {
    data: rows.map(paraPergunta),
    categoria,
    offset,
    page_size: FAQ_TAMANHO_PAGINA,
    total,
    total_pages: totalDePaginas(total),
  };
}

/** The help centre (spec 01 §7 "FAQ"): each partner's own content, searched in Portuguese, voted per customer. */
export function createAjudaService(deps: { repo: AjudaRepository; cotas: CotasService }) {
  const { repo, cotas } = deps;

  /** `{partner}` must be the caller's own partner: any other answers 404, as if it did not exist. */
  function exigirParceiro(sessao: Sessao, parceiro: number) {
    if (parceiro !== sessao.parceiroId) throw naoEncontrado(MENSAGENS_AJUDA.centralNaoEncontrada);
  }

  async function exigirCategoria(sessao: Sessao, url: string): Promise<FaqCategoria> {
    const categoria = await repo.categoriaPorUrl(sessao.parceiroId, url);
    if (!categoria) throw naoEncontrado(MENSAGENS_AJUDA.categoriaNaoEncontrada);
    return categoria;
  }

  /** Every way of reading the text, in order, until one finds something ('todas': every word, last as prefix). */
  async function primeiraQueAcha(
    sessao: Sessao,
    texto: string,
    juncoes: ('web' | 'todas' | 'qualquer')[],
    categoria: FaqCategoria | null,
    offset: number,
  ) {
    let resultado = { rows: [] as PerguntaRow[], total: 0 };
    for (const juncao of juncoes) {
      const prefixo = juncao === 'web' ? null : consultaComPrefixo(texto, juncao);
      if (juncao !== 'web' && !prefixo) continue;
      const consulta: ConsultaTexto = prefixo
        ? { tipo: 'prefixo', consulta: prefixo }
        : { tipo: 'web', texto };
      resultado = await repo.buscar({
        parceiroId: sessao.parceiroId,
        categoriaId: categoria?.id ?? null,
        consulta,
        clienteId: sessao.clienteId,
        offset,
      });
      if (resultado.total > 0) break;
    }
    return resultado;
  }

  /**
   * Text search: as typed first ('boletos' finds 'boleto', accents and case ignored by the configuration);
   * when that finds nothing, every word with the last as a prefix (still being typed). Then, forgiving typos,
   * the search with each word replaced by the closest word of the answers ('bolteo' → 'boleto'), answered
   * with that suggestion; only then any of the words as typed.
   */
  async function buscarTexto(sessao: Sessao, texto: string, categoria: FaqCategoria | null, offset: number) {
    const exata = await primeiraQueAcha(sessao, texto, ['web', 'todas'], categoria, offset);
    if (exata.total > 0) return pagina(exata.rows, exata.total, offset, categoria);
    const candidatos = await repo.candidatosDeCorrecao(sessao.parceiroId, palavrasParaCorrigir(texto));
    const sugestao = buscaCorrigida(texto, candidatos);
    if (sugestao) {
      const corrigida = await primeiraQueAcha(sessao, sugestao, ['web', 'todas'], categoria, offset);
      if (corrigida.total > 0)
        return { ...pagina(corrigida.rows, corrigida.total, offset, categoria), sugestao };
    }
    const qualquer = await primeiraQueAcha(sessao, texto, ['qualquer'], categoria, offset);
    return pagina(qualquer.rows, qualquer.total, offset, categoria);
  }

  return {
    async topicos(sessao: Sessao, parceiro: number): Promise<FaqTopicos> {
      exigirParceiro(sessao, parceiro);
      return { categorias: await repo.categorias(sessao.parceiroId) };
    },

    async buscar(sessao: Sessao, parceiro: number, busca: Busca): Promise<FaqBuscaResposta> {
      exigirParceiro(sessao, parceiro);
      await cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, busca.id_cota);
      const categoria = busca.category ? await exigirCategoria(sessao, busca.category) : null;
      if (busca.question_url && categoria) {
        const row = await repo.porUrl(categoria.id, busca.question_url, sessao.clienteId);
        if (!row) throw naoEncontrado(MENSAGENS_AJUDA.perguntaNaoEncontrada);
        return pagina([row], 1, 0, categoria);
      }
      const texto = normalizarBusca(busca.question ?? '');
      if (texto) return buscarTexto(sessao, texto, categoria, busca.offset);
      // The schema guarantees a category when there is neither text nor a question address.
      const rows = await repo.daCategoria(categoria!.id, sessao.clienteId, busca.offset);
      return pagina(rows, categoria!.totalPerguntas, busca.offset, categoria);
    },

    async votar(sessao: Sessao, voto: FaqFeedbackBody): Promise<FaqPergunta> {
      await cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, voto.id_cota);
      const pergunta = await repo.doParceiro(voto.question_id, sessao.parceiroId, sessao.clienteId);
      if (!pergunta) throw naoEncontrado(MENSAGENS_AJUDA.perguntaNaoEncontrada);
      await repo.votar({
        perguntaId: pergunta.id,
        clienteId: sessao.clienteId,
        idCota: voto.id_cota,
        util: voto.is_helpful,
      });
      return paraPergunta({ ...pergunta, util: voto.is_helpful });
    },
  };
}

export type AjudaService = ReturnType<typeof createAjudaService>;
