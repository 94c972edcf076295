import {
  parcelasRestantes,
  percentualPago,
  tipoDaCategoria,
  type CabecalhoCota,
  type Cota,
  type CotaDetalhe,
  type CotaSimples,
  type PaginacaoQuery,
} from '@portal/domain';
import { naoEncontrado } from '../../core/erros.ts';
import type { Sessao } from '../../core/sessao.ts';
import type { ParceirosService } from '../parceiros/parceiros.service.ts';
import type { EscritaDeCotas } from './cotas.escrita.ts';
import type { CotaRow, CotasRepository, LinhaHome } from './cotas.repository.ts';
import { hojeDoRelogio } from '../../core/hoje.ts';
import type { CacheDosClientes } from '../../core/cache-dos-clientes.ts';

/** Other modules receive quota rows from this service, so they take the row's type from here too. */
export type { CotaRow, EscritaDeCotas };
/** The quota reads as json fragments, for the home's one statement (ADR 0059). */
export { fragmentosJson, type LinhaHome } from './cotas.repository.ts';

export const COTA_NAO_ENCONTRADA = 'Cota não encontrada.';
const ULTIMOS_PAGAMENTOS = 5;

/** The quota as every PDF's header prints it (reports, purchase order, billing authorization, guides). */
export function cabecalhoDaCota(cota: CotaRow): CabecalhoCota {
  return {
    idCota: cota.idCota,
    grupo: cota.grupo,
    cota: cota.cota,
    versao: cota.versao,
    nomePessoa: cota.nomePessoa,
    cdInscricaoNacional: cota.cdInscricaoNacional,
    tipo: tipoDaCategoria(cota.categoria),
    descricaoBem: cota.descricaoBem,
    situacaoCota: cota.situacaoCota,
  };
}

function paraCota(row: CotaRow): Cota {
  return {
    idCota: row.idCota,
    cota: row.cota,
    grupo: row.grupo,
    versao: row.versao,
    numeroCotasCliente: row.numeroCotasCliente,
    valorBem: row.valorBem,
    valorSaldoDevedor: row.valorSaldoDevedor,
    nomePessoa: row.nomePessoa,
    situacaoCota: row.situacaoCota,
    dataContemplacao: row.dataContemplacao,
    modalidadeContemplacao: row.modalidadeContemplacao,
    tipo: tipoDaCategoria(row.categoria),
    categoria: row.categoria,
    descricaoBem: row.descricaoBem,
    idUnidadeNegocio: row.idUnidadeNegocio,
    cdInscricaoNacional: row.cdInscricaoNacional,
    parcelasAtraso: row.parcelasAtraso,
    parcelasRestantes: parcelasRestantes(row),
    parcelasPagas: row.parcelasPagas,
    apelido: row.apelido,
    fotoUrl: row.fotoUrl,
    perfil: { noAssembleia: row.noAssembleia, senhaExpirada: row.senhaExpirada },
  };
}

export function createCotasService(
  repo: CotasRepository,
  parceiros: ParceirosService,
  now: () => number,
  /** Every write to quotas, instalments and groups (ADR 0010): other modules reach it only through here. */
  escrita: EscritaDeCotas,
  /** The customer's reads below are kept per customer until a write changes them (ADR 0061). */
  cache: CacheDosClientes,
) {
  const hoje = hojeDoRelogio(now);
  /** A customer's read kept in the per-customer cache; the key names the read and all its parameters. */
  const doCliente = <T>(clienteId: number, chave: string, buscar: () => Promise<T>) =>
    cache.ler(clienteId, chave, buscar);
  const listarDoCliente = (
    clienteId: number,
    unidades: string[],
    dia: string,
    limite: number,
    deslocamento: number,
  ) =>
    doCliente(clienteId, `lista|${unidades.join(',')}|${dia}|${limite}|${deslocamento}`, () =>
      repo.listar(clienteId, unidades, dia, limite, deslocamento),
    );

  async function unidadesDoParceiro(parceiroId: number) {
    return parceiros.unidades(await parceiros.exigir(parceiroId));
  }

  /**
   * Checks of the same quota for the same customer and partner that are in flight at the same moment share one
   * read (concurrent calls of one customer on one quota). Only while it is in flight: the next check reads
   * again, so nothing is kept past the answer.
   */
  const emVoo = new Map<string, Promise<CotaRow>>();

  /** The quota when it is the caller's on this partner; otherwise a 404 that does not reveal it exists. */
  function exigirDoCliente(clienteId: number, parceiroId: number, idCota: number): Promise<CotaRow> {
    const chave = `${clienteId}:${parceiroId}:${idCota}`;
    const lendo = emVoo.get(chave);
    if (lendo) return lendo;
    const leitura = lerDoCliente(clienteId, parceiroId, idCota).finally(() => emVoo.delete(chave));
    emVoo.set(chave, leitura);
    return leitura;
  }

  async function lerDoCliente(clienteId: number, parceiroId: number, idCota: number): Promise<CotaRow> {
    const unidades = await unidadesDoParceiro(parceiroId);
    const dia = hoje();
    const row = unidades.length
      ? await doCliente(clienteId, `posse|${unidades.join(',')}|${idCota}|${dia}`, () =>
          repo.doCliente(clienteId, unidades, idCota, dia),
        )
      : undefined;
    if (!row) throw naoEncontrado(COTA_NAO_ENCONTRADA);
    return row;
  }

  return {
    escrita,
    exigirDoCliente,
    /** Another module's read of one customer's data, kept in the same per-customer cache (ADR 0061). */
    doCliente,
    unidadesDoParceiro,
    porGrupoECota: repo.porGrupoECota,

    async listar(sessao: Pick<Sessao, 'clienteId' | 'parceiroId'>, { page, page_size }: PaginacaoQuery) {
      const unidades = await unidadesDoParceiro(sessao.parceiroId);
      const rows = unidades.length
        ? await listarDoCliente(sessao.clienteId, unidades, hoje(), page_size, (page - 1) * page_size)
        : [];
      const total =
        rows[0]?.numeroCotasCliente ??
        (page > 1 && unidades.length ? await repo.contar(sessao.clienteId, unidades) : 0);
      return { data: rows.map(paraCota), page, page_size, total, total_pages: Math.ceil(total / page_size) };
    },

    /** Id and status of every quota the caller holds on this partner. */
    async situacoes(sessao: Pick<Sessao, 'clienteId' | 'parceiroId'>) {
      const unidades = await unidadesDoParceiro(sessao.parceiroId);
      return unidades.length ? repo.situacoes(sessao.clienteId, unidades) : [];
    },

    async simples(sessao: Sessao): Promise<CotaSimples[]> {
      const unidades = await unidadesDoParceiro(sessao.parceiroId);
      const rows = unidades.length ? await listarDoCliente(sessao.clienteId, unidades, hoje(), 1000, 0) : [];
      return rows.map((r) => ({
        idCota: r.idCota,
        codigoCota: r.cota,
        codigoGrupo: r.grupo,
        versao: r.versao,
        situacaoCota: r.situacaoCota,
        tipo: tipoDaCategoria(r.categoria),
      }));
    },

    async cota(sessao: Sessao, idCota: number): Promise<Cota> {
      return paraCota(await exigirDoCliente(sessao.clienteId, sessao.parceiroId, idCota));
    },

    cotasDoClienteBackOffice: repo.doClienteNoBackOffice,

    /** For the back-office: any quota with its holder (analysts are not bound to one customer). */
    async cotaDoBackOffice(idCota: number) {
      const row = await repo.porId(idCota, hoje());
      if (!row) throw naoEncontrado(COTA_NAO_ENCONTRADA);
      const cliente = await repo.cliente(row.clienteId);
      return {
        ...paraCota(row),
        cliente: {
          nome: cliente.nome,
          inscricaoNacional: cliente.inscricaoNacional,
          email: cliente.email,
          telefoneCelular: cliente.telefoneCelular,
        },
      };
    },

    /** The owned quota (loaded by the ownership hook) with its details. */
    async detalhe(row: CotaRow): Promise<CotaDetalhe> {
      return paraDetalhe(row, await repo.detalhe(row.idCota, hoje(), ULTIMOS_PAGAMENTOS));
    },

    /**
     * GET /cotas/{id}: the quota with its details when it is the caller's on this partner, in one statement
     * that is also the ownership check (the route skips the hook, core/rotas.ts `posseNaConsulta`); otherwise
     * the hook's very 404. Answers the row too. (The home reads the same with `fragmentosJson().home`.)
     */
    async detalheDoCliente(
      sessao: Pick<Sessao, 'clienteId' | 'parceiroId'>,
      idCota: number,
    ): Promise<{ cota: CotaRow; detalhe: CotaDetalhe }> {
      const unidades = await unidadesDoParceiro(sessao.parceiroId);
      const dia = hoje();
      const row = unidades.length
        ? await doCliente(sessao.clienteId, `detalhe|${unidades.join(',')}|${idCota}|${dia}`, () =>
            repo.detalheDoCliente(sessao.clienteId, unidades, idCota, dia, ULTIMOS_PAGAMENTOS),
          )
        : undefined;
      if (!row) throw naoEncontrado(COTA_NAO_ENCONTRADA);
      return { cota: row, detalhe: paraDetalhe(row, row) };
    },

    /**
     * The parameters of cotas' json fragments (`fragmentosJson`) for the caller and quota, which the home's
     * statement reads (ADR 0059); undefined when the partner has no business unit (no quota is the caller's).
     */
    async parametrosJson(sessao: Pick<Sessao, 'clienteId' | 'parceiroId'>, idCota: number) {
      const unidades = await unidadesDoParceiro(sessao.parceiroId);
      if (!unidades.length) return undefined;
      return { clienteId: sessao.clienteId, unidades, hoje: hoje(), idCota, pagamentos: ULTIMOS_PAGAMENTOS };
    },

    /**
     * The home's quota as its statement read it (`fragmentosJson().home`): null is the ownership hook's very
     * 404 (not the caller's on this partner); else the row, its details as GET /cotas/{id} and its open
     * instalments.
     */
    daHome(linha: LinhaHome | null | undefined) {
      if (!linha) throw naoEncontrado(COTA_NAO_ENCONTRADA);
      return { cota: linha as CotaRow, detalhe: paraDetalhe(linha, linha), abertas: linha.abertas };
    },

    /** GET /cotas's first page from the home's statement (`fragmentosJson().pagina`): cards and total. */
    primeiraPagina: (rows: CotaRow[]) => ({
      data: rows.map(paraCota),
      total: rows[0]?.numeroCotasCliente ?? 0,
    }),
  };
}

type Detalhes = Awaited<ReturnType<CotasRepository['detalhe']>>;

function paraDetalhe(row: CotaRow, d: Detalhes): CotaDetalhe {
  return {
    ...paraCota(row),
    details: {
      dataAdesao: row.dataAdesao,
      prazoGrupoMeses: row.prazoMeses,
      assembleiaAtual: d.assembleiaAtual,
      totalAssembleias: d.totalAssembleias,
      dataProximaAssembleia: d.dataProximaAssembleia,
      percentualTaxaAdministracao: d.percentualTaxaAdministracao,
      percentualFundoReserva: d.percentualFundoReserva,
      percentualPago: percentualPago(row),
      valorParcela: row.valorParcela,
      dataProximoVencimento: d.resumo.dataProximoVencimento,
    },
    dadosCadastrais: {
      nome: d.nome,
      inscricaoNacional: d.inscricaoNacional,
      tipoPessoa: d.tipoPessoa,
      dataNascimentoFundacao: d.dataNascimentoFundacao,
      email: d.email,
      telefoneCelular: d.telefoneCelular,
      telefoneFixo: d.telefoneFixo,
    },
    extrato: {
      valorTotalPago: d.resumo.valorTotalPago,
      valorEmAtraso: d.resumo.valorEmAtraso,
      ultimosPagamentos: d.ultimosPagamentos,
    },
  };
}
export type CotasService = ReturnType<typeof createCotasService>;
