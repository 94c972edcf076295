import {
  anosDoZeroKm,
  hojeEmSaoPaulo,
  chaveDeBuscaVeiculo,
  MENSAGENS_VEICULOS,
  PRAZO_INCLUSAO_HORAS,
  type AtenderSolicitacaoBody,
  type PaginacaoQuery,
  type SolicitacaoInclusao,
  type SolicitacaoOperador,
  type SolicitarFornecedorBody,
  type SolicitarModeloBody,
  type TipoVeiculo,
} from '@portal/domain';
import { CatalogoIndisponivel, type CatalogoDeVeiculos } from '../../adapters/catalogo-veiculos.ts';
import { HttpError, naoEncontrado } from '../../core/erros.ts';
import type { Sessao } from '../../core/sessao.ts';
import type { CotaRow, CotasService } from '../cotas/cotas.service.ts';
import type { ComAuditoria } from '../operador/auditoria.service.ts';
import type { SolicitacaoRow, VeiculosRepository } from './veiculos.repository.ts';

const M = MENSAGENS_VEICULOS;

function pagina<T>(lista: readonly T[], { page, page_size }: PaginacaoQuery) {
  return {
    data: lista.slice((page - 1) * page_size, page * page_size),
    page,
    page_size,
    total: lista.length,
    total_pages: Math.ceil(lista.length / page_size),
  };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function paraSolicitacao(r: SolicitacaoRow): SolicitacaoInclusao {
  return {
    idSolicitacao: r.id,
    tipo: r.tipo,
    situacao: r.situacao,
    cnpj: r.cnpj,
    razaoSocial: r.razaoSocial,
    cidade: r.cidade,
    uf: r.uf,
    nomeFabricante: r.nomeFabricante,
    nomeBem: r.nomeBem,
    tipoVeiculo: r.tipoVeiculo as TipoVeiculo | null,
    resposta: r.resposta,
    criadoEm: r.criadoEm.toISOString(),
    respondidoEm: iso(r.respondidoEm),
    prazoHoras: PRAZO_INCLUSAO_HORAS,
  };
}

/**
 * The vehicle and dealer catalogue of goods billing (issue 19, ADR 0039): look-ups through the catalogue port
 * (the embedded tables or FIPE_URL's service), dealers by CNPJ, the customers' inclusion requests (one pending
 * per quota and key: the index of migration 0040 decides, 409 to the others), and the analysts' answer — the
 * request marked, the dealer or the brand/model included and the audit entry in one transaction.
 */
export function createVeiculosService(deps: {
  repo: VeiculosRepository;
  /** The catalogue adapter: the embedded one (repo.catalogo) unless FIPE_URL chose the HTTP one. */
  catalogo: CatalogoDeVeiculos;
  cotas: Pick<CotasService, 'exigirDoCliente'>;
  comAuditoria: ComAuditoria;
  now: () => number;
}) {
  const { repo, catalogo, cotas, comAuditoria, now } = deps;

  /** A failing external catalogue answers 503 with a sentence, never its stack or URL. */
  async function doCatalogo<T>(pedido: () => Promise<T>): Promise<T> {
    try {
      return await pedido();
    } catch (erro) {
      if (erro instanceof CatalogoIndisponivel) throw new HttpError(503, M.catalogoIndisponivel);
      throw erro;
    }
  }

  async function fabricantes(q: PaginacaoQuery & { busca?: string; tipo?: TipoVeiculo }) {
    const lista = await doCatalogo(() =>
      catalogo.fabricantes({ ...(q.busca && { busca: q.busca }), ...(q.tipo && { tipo: q.tipo }) }),
    );
    return pagina(lista, q);
  }

  async function modelos(q: PaginacaoQuery & { codFabricante: string; busca?: string; tipo?: TipoVeiculo }) {
    const lista = await doCatalogo(() =>
      catalogo.modelos({
        codFabricante: q.codFabricante,
        ...(q.busca && { busca: q.busca }),
        ...(q.tipo && { tipo: q.tipo }),
      }),
    );
    if (!lista) throw naoEncontrado(M.fabricanteNaoEncontrado);
    return pagina(lista, q);
  }

  async function solicitar(
    valores: Parameters<VeiculosRepository['solicitar']>[0],
  ): Promise<SolicitacaoInclusao> {
    const criada = await repo.solicitar(valores);
    if (!criada) throw new HttpError(409, M.inclusaoPendente);
    return paraSolicitacao(criada);
  }

  async function lerSolicitacao(
    id: number,
    parceiroId: number | null,
    executor?: Parameters<VeiculosRepository['solicitacoesOperador']>[0]['executor'],
  ) {
    const { linhas } = await repo.solicitacoesOperador({
      situacao: 'PENDENTE',
      parceiroId,
      limite: 1,
      deslocamento: 0,
      id,
      ...(executor && { executor }),
    });
    return linhas[0];
  }

  const paraOperador = (l: NonNullable<Awaited<ReturnType<typeof lerSolicitacao>>>): SolicitacaoOperador => ({
    ...paraSolicitacao(l.solicitacao),
    cliente: { nome: l.nome },
    cota: { grupo: l.grupo, cota: l.cota },
    parceiro: l.parceiro,
  });

  return {
    fabricantes: (
      q: PaginacaoQuery & { nomefabricante?: string | undefined; tipo?: TipoVeiculo | undefined },
    ) => fabricantes({ ...q, ...(q.nomefabricante && { busca: q.nomefabricante }) }),
    marcas: (q: PaginacaoQuery & { marca?: string | undefined; tipo?: TipoVeiculo | undefined }) =>
      fabricantes({ ...q, ...(q.marca && { busca: q.marca }) }),
    modelosBens: (
      q: PaginacaoQuery & {
        codfabricante?: string | undefined;
        nomebem?: string | undefined;
        tipo?: TipoVeiculo | undefined;
      },
    ) => {
      if (!q.codfabricante) throw new HttpError(400, M.informeFabricante);
      return modelos({ ...q, codFabricante: q.codfabricante, ...(q.nomebem && { busca: q.nomebem }) });
    },
    modelos: (
      q: PaginacaoQuery & {
        codigoFabricante: string;
        modelo?: string | undefined;
        tipo?: TipoVeiculo | undefined;
      },
    ) => modelos({ ...q, codFabricante: q.codigoFabricante, ...(q.modelo && { busca: q.modelo }) }),

    /**
     * A model's years for the new-vehicle flow: only a 0 km's model years, this year's and the next, by the
     * clock (the catalogue keeps older ones, with their reference values, for the used-vehicle rules).
     */
    async anos(codBem: string) {
      const anos = await doCatalogo(() => catalogo.anos(codBem));
      if (!anos) throw naoEncontrado(M.modeloNaoEncontrado);
      return { data: anosDoZeroKm(anos, hojeEmSaoPaulo(new Date(now()))) };
    },

    async fornecedor(cnpj: string) {
      const c = await repo.concessionaria(cnpj);
      if (!c) throw naoEncontrado(M.concessionariaNaoEncontrada);
      return {
        cnpj: c.cnpj,
        razaoSocial: c.razaoSocial,
        nomeFantasia: c.nomeFantasia,
        cidade: c.cidade,
        uf: c.uf,
        marcas: c.marcas,
      };
    },

    /** 02 §7 POST fornecedores: the quota in the body must be the caller's (404 otherwise). */
    async solicitarFornecedor(sessao: Sessao, body: SolicitarFornecedorBody) {
      const cota = await cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, body.idCota);
      if (await repo.concessionaria(body.cnpj)) throw new HttpError(409, M.concessionariaJaCadastrada);
      return solicitar({
        tipo: 'CONCESSIONARIA',
        cotaId: cota.idCota,
        clienteId: sessao.clienteId,
        chave: body.cnpj,
        cnpj: body.cnpj,
        razaoSocial: body.razaoSocial,
        cidade: body.cidade,
        uf: body.uf,
      });
    },

    async solicitarModelo(sessao: Sessao, cota: Pick<CotaRow, 'idCota'>, body: SolicitarModeloBody) {
      return solicitar({
        tipo: 'MARCA_MODELO',
        cotaId: cota.idCota,
        clienteId: sessao.clienteId,
        chave: `${chaveDeBuscaVeiculo(body.nomeFabricante)}|${chaveDeBuscaVeiculo(body.nomeBem)}`,
        nomeFabricante: body.nomeFabricante,
        nomeBem: body.nomeBem,
        tipoVeiculo: body.tipo,
      });
    },

    async solicitacoes(cota: Pick<CotaRow, 'idCota'>) {
      return { data: (await repo.solicitacoesDaCota(cota.idCota)).map(paraSolicitacao) };
    },

    async solicitacoesOperador(
      operadorId: number,
      q: PaginacaoQuery & { situacao: SolicitacaoInclusao['situacao'] },
    ) {
      const parceiroId = await repo.parceiroDoOperador(operadorId);
      const { total, linhas } = await repo.solicitacoesOperador({
        situacao: q.situacao,
        parceiroId,
        limite: q.page_size,
        deslocamento: (q.page - 1) * q.page_size,
      });
      return {
        data: linhas.map(paraOperador),
        page: q.page,
        page_size: q.page_size,
        total,
        total_pages: Math.ceil(total / q.page_size),
      };
    },

    /**
     * The analyst's answer: the request must be pending and of the analyst's partner (404 otherwise); the
     * decision must fit its type (a dealer's request is answered with a dealer). Marking it answered is one
     * conditional statement, so a second analyst answering at once gets 409 and includes nothing.
     */
    async atender(operadorId: number, idSolicitacao: number, body: AtenderSolicitacaoBody) {
      const parceiroId = await repo.parceiroDoOperador(operadorId);
      const atual = await lerSolicitacao(idSolicitacao, parceiroId);
      if (!atual) throw naoEncontrado(M.solicitacaoNaoEncontrada);
      const s = atual.solicitacao;
      if (s.situacao !== 'PENDENTE') throw new HttpError(409, M.solicitacaoJaRespondida);
      if (body.decisao === 'INCLUIR_CONCESSIONARIA' && s.tipo !== 'CONCESSIONARIA')
        throw new HttpError(400, 'Este pedido é de marca ou modelo: inclua a marca e o modelo.');
      if (body.decisao === 'INCLUIR_MODELO' && s.tipo !== 'MARCA_MODELO')
        throw new HttpError(400, 'Este pedido é de concessionária: inclua a concessionária.');

      const acao =
        body.decisao === 'RECUSAR'
          ? 'catalogo.inclusao-recusada'
          : body.decisao === 'INCLUIR_CONCESSIONARIA'
            ? 'catalogo.concessionaria-incluida'
            : 'catalogo.modelo-incluido';

      await comAuditoria(
        operadorId,
        async (tx) => {
          const respondida = await repo.responder(
            idSolicitacao,
            {
              situacao: body.decisao === 'RECUSAR' ? 'RECUSADA' : 'ATENDIDA',
              resposta: body.decisao === 'RECUSAR' ? body.motivo : null,
              operadorId,
              agora: new Date(now()),
            },
            tx,
          );
          if (!respondida) throw new HttpError(409, M.solicitacaoJaRespondida);
          if (body.decisao === 'INCLUIR_CONCESSIONARIA')
            await repo.incluirConcessionaria(
              {
                cnpj: s.cnpj!,
                razaoSocial: body.razaoSocial,
                nomeFantasia: body.nomeFantasia || null,
                cidade: body.cidade,
                uf: body.uf,
                marcas: [...new Set(body.marcas)],
              },
              tx,
            );
          if (body.decisao === 'INCLUIR_MODELO') return repo.incluirModelo(body, tx);
          return null;
        },
        (incluido) => ({
          acao,
          alvo: `solicitacao-inclusao:${idSolicitacao}`,
          detalhes: {
            tipo: s.tipo,
            ...(s.cnpj && { cnpj: s.cnpj }),
            ...(body.decisao === 'INCLUIR_MODELO' && {
              nomeFabricante: body.nomeFabricante,
              nomeBem: body.nomeBem,
              tipoVeiculo: body.tipoVeiculo,
              anos: body.anos.length,
              ...incluido,
            }),
            ...(body.decisao === 'RECUSAR' && { motivo: body.motivo }),
          },
        }),
      );
      const depois = await repo.solicitacoesOperador({
        situacao: 'ATENDIDA',
        parceiroId,
        limite: 1,
        deslocamento: 0,
        id: idSolicitacao,
      });
      return paraOperador(depois.linhas[0]!);
    },
  };
}

export type VeiculosService = ReturnType<typeof createVeiculosService>;
