import { createHash, randomBytes } from 'node:crypto';
import {
  BANCO_DO_BRASIL,
  agruparParcelas,
  cobradorDoDia,
  cobrancaDaParcela,
  passaNoFiltro,
  pendenciaDeBoleto,
  MENSAGENS_AGRUPAMENTO,
  type SelecaoParcelas,
  type TotaisParcelas,
  type PendenciaBoleto,
  type SegundaViaQuery,
  type SelecaoDaListaBody,
  campoLivreBancoDoBrasil,
  encargosDeAtraso,
  estaCancelada,
  estaQuitada,
  valorDeQuitacao,
  MENSAGEM_SEM_SALDO_QUITACAO,
  MENSAGEM_BOLETO_EM_EMISSAO,
  type PaginaBoletos,
  type BoletoQuitacao,
  type BoletosQuery,
  formatarCnpj,
  formatarData,
  formatarInscricao,
  formatarMoeda,
  padCota,
  padGrupo,
  gerarCodigoDeBarras,
  gerarPixCopiaECola,
  hojeEmSaoPaulo,
  linhaDigitavelDoCodigo,
  nossoNumeroBancoDoBrasil,
  parcelaVencida,
  textoBoletoGerado,
  txidDoNossoNumero,
  type ParcelasPendentes,
  type DadosBoleto,
} from '@portal/domain';
import type { Notificador } from '../../adapters/notificacoes.ts';
import type { Sessao, TokenService } from '../../core/sessao.ts';
import type { RenderizadorDePdf } from '../../adapters/pdf/renderizador.ts';
import { HttpError, naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import { colisaoRepetivel } from '../../core/erros-do-banco.ts';
import { COTA_NAO_ENCONTRADA, type CotaRow, type CotasService } from '../cotas/cotas.service.ts';
import type { ParceirosService } from '../parceiros/parceiros.service.ts';
import type { Notificar } from '../notificacoes/notificacoes.service.ts';
import type { AbertasDaCota, BoletoRow, BoletosRepository } from './boletos.repository.ts';
import { paraDados, paraEmitidos } from './boleto-emitido.ts';
import { createPdfsDeBoletos } from './boleto-pdf-em-cache.ts';
import { hojeDoRelogio } from '../../core/hoje.ts';

/** A partner with no billing identity cannot issue: its customers' money would have nowhere to land. */
const MENSAGEM_COBRANCA_NAO_CONFIGURADA =
  'A emissão de boletos ainda não está disponível. Tente novamente mais tarde ou fale com a central de atendimento.';

/** Collisions a request may lose in a row before it answers 409 (each retry finds the winner's boleto). */
const TENTATIVAS_EMISSAO = 5;

/** What a boleto charges: its kind, the selection key, the total, the due date and each instalment's share. */
interface Selecao {
  tipo: 'parcelas' | 'quitacao';
  chave: string;
  valorTotal: number;
  dataVencimento: string;
  itens: { parcelaId: number; valorCentavos: number }[];
}
const identificadorCobranca = (parcelaId: number) => `P${parcelaId}`;
/** A stored open instalment as the domain's list rules take it. */
const paraBase = (p: {
  idCota: number;
  parcelaId: number;
  numero: number;
  dataVencimento: string;
  valorCentavos: number;
}) => ({
  idCota: p.idCota,
  idMovimentoFinanceiro: p.parcelaId,
  numeroParcela: p.numero,
  vencimento: p.dataVencimento,
  valor: p.valorCentavos,
});
const parcelaDoIdentificador = (id: string) => (/^P(\d{1,10})$/.exec(id) ? Number(id.slice(1)) : NaN);

/** The process id of a listing: which quota and whether other quotas were unified (opaque to the app). */
const processo = (idCota: number, unifica: boolean) =>
  Buffer.from(JSON.stringify({ c: idCota, u: unifica })).toString('base64url');
function lerProcesso(identificador: string): { c: number; u: boolean } | null {
  try {
    const p = JSON.parse(Buffer.from(identificador, 'base64url').toString('utf8')) as {
      c?: unknown;
      u?: unknown;
    };
    return typeof p.c === 'number' && typeof p.u === 'boolean' ? { c: p.c, u: p.u } : null;
  } catch {
    return null;
  }
}

/**
 * Per quota, the selected (path) quota first, then in the order the list shows them (oldest due date first,
 * then quota): what the domain's totaisDasParcelas and selecaoDasParcelas do over the rows, here over the
 * database's per-quota sums (segunda-via-no-banco.test.ts checks both give the same).
 */
function emOrdemDaLista<T extends { idCota: number }>(cotas: T[], primeira: number, data: (c: T) => string) {
  return [...cotas].sort(
    (a, b) =>
      Number(b.idCota === primeira) - Number(a.idCota === primeira) ||
      data(a).localeCompare(data(b)) ||
      a.idCota - b.idCota,
  );
}
const somarCotas = (
  cotas: AbertasDaCota[],
  q: (c: AbertasDaCota) => number,
  v: (c: AbertasDaCota) => number,
) => ({
  quantidade: cotas.reduce((s, c) => s + q(c), 0),
  valorTotal: cotas.reduce((s, c) => s + v(c), 0),
});

/** Everything open in the list's quotas, whatever the filter shows (totaisDasParcelas). */
function totaisDasCotas(cotas: AbertasDaCota[], idCotaPadrao: number): TotaisParcelas {
  return {
    ...somarCotas(
      cotas,
      (c) => c.quantidade,
      (c) => c.valorTotal,
    ),
    emDia: somarCotas(
      cotas,
      (c) => c.quantidade - c.vencidas,
      (c) => c.valorTotal - c.valorVencidas,
    ),
    vencidas: somarCotas(
      cotas,
      (c) => c.vencidas,
      (c) => c.valorVencidas,
    ),
    porCota: emOrdemDaLista(cotas, idCotaPadrao, (c) => c.primeiroVencimento).map((c) => ({
      idCota: c.idCota,
      quantidade: c.quantidade,
      valorTotal: c.valorTotal,
    })),
  };
}

/**
 * The marked instalments' totals and the boleto they would make (selecaoDasParcelas): agruparParcelas' rules
 * in its order over the counts — several quotas without unifying, then overdue mixed with on-time; an on-time
 * boleto falls due on the earliest marked date, an overdue one today. Database rows are never repeated.
 */
function selecaoDasCotas(
  cotas: AbertasDaCota[],
  opcoes: { hoje: string; unificarOutrasCotas: boolean; idCotaPadrao: number },
): SelecaoParcelas {
  const marcadas = cotas.filter((c) => c.marcadas > 0);
  const base = {
    ...somarCotas(
      marcadas,
      (c) => c.marcadas,
      (c) => c.valorMarcadas,
    ),
    porCota: emOrdemDaLista(marcadas, opcoes.idCotaPadrao, (c) => c.primeiroMarcado!).map((c) => ({
      idCota: c.idCota,
      quantidade: c.marcadas,
      valorTotal: c.valorMarcadas,
    })),
  };
  const semVeredito = { situacao: null, dataVencimento: null, motivo: null };
  if (base.quantidade === 0) return { ...base, ...semVeredito };
  if (marcadas.length > 1 && !opcoes.unificarOutrasCotas)
    return { ...base, ...semVeredito, motivo: MENSAGENS_AGRUPAMENTO.outrasCotas };
  const vencidas = marcadas.reduce((s, c) => s + c.marcadasVencidas, 0);
  if (vencidas > 0 && vencidas < base.quantidade)
    return { ...base, ...semVeredito, motivo: MENSAGENS_AGRUPAMENTO.misturada };
  if (vencidas > 0) return { ...base, situacao: 'vencidas', dataVencimento: opcoes.hoje, motivo: null };
  const primeira = marcadas.map((c) => c.primeiroMarcado!).sort()[0]!;
  return { ...base, situacao: 'em-dia', dataVencimento: primeira, motivo: null };
}

/** Second copy of instalments: list, mark, generate (idempotent), read and send boletos with their PIX. */
const RECUSA_DE_IMPRESSAO: Partial<Record<BoletoRow['situacao'], string>> = {
  substituido: 'Este boleto foi substituído por um mais recente e não deve ser pago. Use o boleto novo.',
  cancelado: 'Este boleto foi cancelado e não deve ser pago.',
};

export function createBoletosService(deps: {
  repo: BoletosRepository;
  cotas: CotasService;
  parceiros: ParceirosService;
  notificador: Notificador;
  notificar: Notificar;
  tokens: TokenService;
  /** The PDF pool: fichas render off the event loop, each issued one once (boleto-pdf-em-cache.ts). */
  pdfs: RenderizadorDePdf;
  now: () => number;
}) {
  const { repo, cotas, parceiros, notificador, notificar, tokens, now } = deps;
  const fichaEmPdf = createPdfsDeBoletos(deps.pdfs);
  const hoje = hojeDoRelogio(now);

  /** The quotas a listing covers: the caller's (owned) quota, plus their other quotas when unifying. */
  async function cotasDaListagem(sessao: Sessao, cota: CotaRow, unifica: boolean) {
    const escopo = unifica ? await cotas.situacoes(sessao) : [cota];
    // Spec §4: cancelled quotas skip tickets.
    return escopo.filter((c) => !estaCancelada(c.situacaoCota)).map((c) => c.idCota);
  }

  /** The open instalments of a list: the caller's quota, or all their quotas with S (spec §4). */
  async function abertasDaLista(sessao: Sessao, cota: CotaRow, unifica: boolean) {
    return repo.abertas(sessao.clienteId, await cotasDaListagem(sessao, cota, unifica));
  }

  async function emitir(
    sessao: Sessao,
    cota: CotaRow,
    parcelaIds: number[],
    unifica: boolean,
  ): Promise<BoletoRow> {
    const dia = hoje();
    const abertas = await repo.abertas(sessao.clienteId, await cotasDaListagem(sessao, cota, true));
    const escolhidas = parcelaIds.map((id) => abertas.find((p) => p.parcelaId === id));
    if (escolhidas.some((p) => !p)) throw naoEncontrado('Parcela não encontrada.');
    const selecao = escolhidas.map((p) => ({
      idCota: p!.idCota,
      idMovimentoFinanceiro: p!.parcelaId,
      vencimento: p!.dataVencimento,
      valor: p!.valorCentavos,
    }));
    const grupo = agruparParcelas(selecao, { hoje: dia, unificarOutrasCotas: unifica });
    if (!grupo.permitido) throw requisicaoInvalida(grupo.motivo);

    const itens = escolhidas.map((p) => ({
      parcelaId: p!.parcelaId,
      valorCentavos: cobrancaDaParcela(paraBase(p!), dia).valorCobrado,
    }));
    return registrar(sessao, cota.idCota, {
      tipo: 'parcelas',
      chave: `${[...parcelaIds].sort((a, b) => a - b).join(',')}|${grupo.dataVencimento}|${grupo.valorTotal}`,
      valorTotal: grupo.valorTotal,
      dataVencimento: grupo.dataVencimento,
      itens,
    });
  }

  async function exigirCobranca(parceiroId: number) {
    const cobranca = await repo.cobrancaDo(parceiroId);
    if (!cobranca) throw new HttpError(503, MENSAGEM_COBRANCA_NAO_CONFIGURADA);
    return cobranca;
  }

  /** A boleto ready to insert: its number, barcode, linha digitável and PIX, all from one sequence value. */
  async function montar(sessao: Sessao, idCota: number, b: Selecao, chaveSelecao: string) {
    const cobranca = await exigirCobranca(sessao.parceiroId);
    let codigoBarras = '';
    let nossoNumero = '';
    // A general check digit of 1 lets some single-digit corruptions pass (remainders 0, 10, 11 all map to 1):
    // such sequence numbers are skipped, so every boleto we issue detects any one wrong digit.
    do {
      const sequencial = await repo.proximoSequencial(cobranca.parceiroId);
      const dados = { convenio: cobranca.convenio, sequencial };
      nossoNumero = nossoNumeroBancoDoBrasil(dados);
      codigoBarras = gerarCodigoDeBarras({
        banco: BANCO_DO_BRASIL,
        vencimento: b.dataVencimento,
        valorCentavos: b.valorTotal,
        campoLivre: campoLivreBancoDoBrasil({ ...dados, carteira: cobranca.carteira }),
      });
    } while (codigoBarras[4] === '1');
    return {
      clienteId: sessao.clienteId,
      cotaId: idCota,
      parceiroId: cobranca.parceiroId,
      nossoNumero,
      codigoBarras,
      linhaDigitavel: linhaDigitavelDoCodigo(codigoBarras),
      pixCopiaECola: gerarPixCopiaECola({
        chave: cobranca.chavePix,
        nomeRecebedor: cobranca.nomeRecebedorPix,
        cidadeRecebedor: cobranca.cidadePix,
        valorCentavos: b.valorTotal,
        txid: txidDoNossoNumero(nossoNumero),
      }),
      valorCentavos: b.valorTotal,
      dataVencimento: b.dataVencimento,
      tipo: b.tipo,
      hash: randomBytes(18).toString('base64url'),
      chaveSelecao,
      criadoEm: new Date(now()),
    };
  }

  /**
   * Issues a boleto, or returns the open one already issued for the same selection (`chave`): a double click,
   * a retry or 20 requests at once never create two. A different selection that covers an instalment of an
   * open boleto supersedes it. PostgreSQL decides every race (one open boleto per instalment, one open boleto
   * per selection); the loser of a race runs again and finds the winner's boleto.
   */
  async function registrar(sessao: Sessao, idCota: number, b: Selecao): Promise<BoletoRow> {
    const chaveSelecao = createHash('sha256').update(`${b.tipo}|${b.chave}`).digest('hex');
    for (let tentativa = 0; tentativa < TENTATIVAS_EMISSAO; tentativa++) {
      const existente = await repo.abertoPorSelecao(sessao.clienteId, chaveSelecao);
      if (existente) return existente;
      let emitido: Awaited<ReturnType<BoletosRepository['emitir']>>;
      try {
        emitido = await repo.emitir(await montar(sessao, idCota, b, chaveSelecao), b.itens);
      } catch (erro) {
        if (colisaoRepetivel(erro)) continue;
        throw erro;
      }
      await notificar({
        cotaId: idCota,
        origem: 'boletos',
        texto: (c) =>
          textoBoletoGerado({ ...c, valorCentavos: b.valorTotal, dataVencimento: b.dataVencimento }),
      });
      return emitido.boleto;
    }
    throw new HttpError(409, MENSAGEM_BOLETO_EM_EMISSAO);
  }

  /** Spec §5: settlement is due today; overdue instalments carry their charges as of today. */
  async function calcularQuitacao(sessao: Sessao, cota: CotaRow) {
    if (estaCancelada(cota.situacaoCota) || estaQuitada(cota.situacaoCota))
      throw naoEncontrado(MENSAGEM_SEM_SALDO_QUITACAO);
    const dia = hoje();
    const abertas = await repo.abertas(sessao.clienteId, [cota.idCota]);
    const vencidas = abertas.filter((p) => parcelaVencida(p.dataVencimento, dia));
    // The saldo devedor counts overdue instalments without their insurance: take them out once.
    const noSaldo = vencidas.reduce((soma, p) => soma + p.valorCentavos - p.valorSeguroCentavos, 0);
    const quitacao = valorDeQuitacao({
      valorSaldoAVencer: Math.max(0, cota.valorSaldoDevedor - noSaldo),
      parcelasVencidas: vencidas.map((p) => ({ valor: p.valorCentavos, vencimento: p.dataVencimento })),
      hoje: dia,
    });
    if (quitacao.valorTotal === 0) throw naoEncontrado(MENSAGEM_SEM_SALDO_QUITACAO);
    return { quitacao, abertas, dia };
  }

  /**
   * The PDF of one of the caller's boletos (by print hash): the row is read on every request, the ficha is
   * rendered once and then served from boleto-pdf-em-cache.ts.
   */
  async function pdfDoBoleto(parceiroId: number, b: BoletoRow | undefined): Promise<Buffer> {
    if (!b) throw naoEncontrado('Boleto não encontrado.');
    // A replaced or cancelled boleto's ficha would still carry a barcode and a PIX code that no longer settle
    // its instalments: it is never printed nor e-mailed again. A paid one prints (the customer's record).
    const recusa = RECUSA_DE_IMPRESSAO[b.situacao];
    if (recusa) throw new HttpError(410, recusa);
    return fichaEmPdf({ parceiroId, hash: b.hash, situacao: b.situacao }, async () => {
      // The repository found it by the caller's own id, so the holder is the caller.
      const cota = await cotas.cotaDoBackOffice(b.cotaId);
      const parceiro = await parceiros.exigir(parceiroId);
      const cobranca = await exigirCobranca(parceiroId);
      const pagas = await repo.parcelasDoBoleto(b.id);
      // Mora and multa are what the instalments charge beyond their amount (overdue ones, as of the issue date).
      const encargos = pagas.reduce(
        (s, p) => s + Math.max(0, p.valorCobradoCentavos - p.valorBaseCentavos),
        0,
      );
      return {
        beneficiario: parceiro.nome,
        cnpjBeneficiario: parceiro.cnpj ? formatarCnpj(parceiro.cnpj) : '',
        agenciaCodigoBeneficiario: `${cobranca.agencia} / ${cobranca.codigoBeneficiario}`,
        convenio: cobranca.convenio,
        carteira: cobranca.carteira,
        moraMultaCentavos: encargos,
        parcelasPagas: pagas.map(
          (p) =>
            `Parcela ${p.numero} (venc. ${formatarData(p.dataVencimento)}): ${formatarMoeda(p.valorCobradoCentavos)}`,
        ),
        pagador: cota.cliente.nome,
        documentoPagador: formatarInscricao(cota.cliente.inscricaoNacional),
        descricao: `Consórcio · grupo ${padGrupo(cota.grupo)} cota ${padCota(cota.cota)}`,
        nossoNumero: b.nossoNumero,
        dataDocumento: hojeEmSaoPaulo(b.criadoEm),
        dataVencimento: b.dataVencimento,
        valorCentavos: b.valorCentavos,
        linhaDigitavel: b.linhaDigitavel,
        codigoBarras: b.codigoBarras,
        pixCopiaECola: b.pixCopiaECola,
      };
    });
  }

  return {
    /**
     * The boleto of an anticipation (ADR 0055): the chosen future instalments at their amounts, due on the
     * given date, one per anticipation (its id is the selection key, so a retry finds the same boleto). Paying
     * it pays those instalments like any instalment boleto (pagamentos.repository.ts `baixar`).
     */
    async boletoDeAntecipacao(
      sessao: Sessao,
      idCota: number,
      a: {
        idAntecipacao: number;
        dataVencimento: string;
        itens: { parcelaId: number; valorCentavos: number }[];
      },
    ): Promise<{ id: number; dados: DadosBoleto }> {
      const boleto = await registrar(sessao, idCota, {
        tipo: 'parcelas',
        chave: `antecipacao|${a.idAntecipacao}`,
        valorTotal: a.itens.reduce((s, i) => s + i.valorCentavos, 0),
        dataVencimento: a.dataVencimento,
        itens: a.itens,
      });
      return { id: boleto.id, dados: paraDados(boleto, hoje()) };
    },

    /** Boletos by id as another module shows them (its state, due date and the codes), by id. */
    async dadosPorId(ids: number[]): Promise<Map<number, { row: BoletoRow; dados: DadosBoleto }>> {
      const linhas = await repo.porIds(ids);
      const dia = hoje();
      return new Map(linhas.map((b) => [b.id, { row: b, dados: paraDados(b, dia) }]));
    },

    /** Open boletos of instalments whose amounts another module changed (ADR 0052), in its transaction. */
    cancelarAbertosDasParcelas: repo.cancelarAbertosDasParcelas,

    quitacao: async (sessao: Sessao, cota: CotaRow) => (await calcularQuitacao(sessao, cota)).quitacao,

    /** POST {id}/cobrancas/quitacao/boleto: every open instalment plus the balance, in one boleto due today. */
    async boletoDeQuitacao(sessao: Sessao, cota: CotaRow): Promise<BoletoQuitacao> {
      const { quitacao, abertas, dia } = await calcularQuitacao(sessao, cota);
      const boleto = await registrar(sessao, cota.idCota, {
        tipo: 'quitacao',
        chave: `${cota.idCota}|${dia}|${quitacao.valorTotal}`,
        valorTotal: quitacao.valorTotal,
        dataVencimento: dia,
        itens: abertas.map((p) => ({
          parcelaId: p.parcelaId,
          valorCentavos: encargosDeAtraso({
            valor: p.valorCentavos,
            vencimento: p.dataVencimento,
            dataPagamento: dia,
          }).valorTotal,
        })),
      });
      return { quitacao, boleto: paraDados(boleto, dia) };
    },

    /**
     * GET {id}/boletos: the caller's boletos on this partner (unified ones span quotas), newest first. The
     * quota of the path only proves the caller; the list covers every quota they hold, however many.
     */
    async historico(sessao: Sessao, q: BoletosQuery): Promise<PaginaBoletos> {
      const todas = await cotas.situacoes(sessao);
      const { linhas, total } = await repo.historico(
        sessao.clienteId,
        todas.map((c) => c.idCota),
        { situacao: q.situacao, tipo: q.tipo },
        q.page_size,
        (q.page - 1) * q.page_size,
      );
      return {
        data: await paraEmitidos(repo, linhas, hoje()),
        page: q.page,
        page_size: q.page_size,
        total,
        total_pages: Math.ceil(total / q.page_size),
      };
    },

    /** GET …/segunda-via/imprimir/{hash}: the PDF, for a caller with the access token. */
    async pdfPorHash(sessao: Sessao, hash: string) {
      return pdfDoBoleto(sessao.parceiroId, await repo.porHash(sessao.clienteId, hash));
    },

    /** GET …/boletos/{ticket}/imprimir: a 2-minute link to this boleto's PDF, safe to open in a browser tab. */
    async linkDoPdf(sessao: Sessao, nossoNumero: string) {
      const dados = await this.boleto(sessao, nossoNumero);
      const ticket = await tokens.emitirDownload(`boleto:${dados.hash}:${sessao.parceiroId}`, sessao, 120);
      return { url: `/app-cliente/v1/relatorios/boletos/${ticket}` };
    },

    /** GET /relatorios/boletos/{ticket}: the PDF the ticket names, and nothing else. */
    async pdfPorTicket(ticket: string, parceiroDoHost: number | undefined) {
      const { recurso, clienteId } = await tokens.verificarDownload(ticket, parceiroDoHost);
      const [tipo, hash = '', parceiroId = ''] = recurso.split(':');
      if (tipo !== 'boleto') throw naoEncontrado('Boleto não encontrado.');
      return pdfDoBoleto(Number(parceiroId), await repo.porHash(clienteId, hash));
    },

    /**
     * GET {id}/cobrancas/segunda-via: one page of the list, its totals and the selection (spec §4), with the
     * ownership check, in one statement (the route skips the hook: core/rotas.ts `posseNaConsulta`). The
     * database charges and sums the whole list per quota; only the page and one line per quota come back. The
     * page's rows are charged here by the domain's rule (what the customer reads on each line).
     */
    async pendentesDoCliente(sessao: Sessao, idCota: number, q: SegundaViaQuery): Promise<ParcelasPendentes> {
      const dia = hoje();
      const unifica = q.SN_UnificaParcelasOutrasCota === 'S';
      const unidades = await cotas.unidadesDoParceiro(sessao.parceiroId);
      if (!unidades.length) throw naoEncontrado(COTA_NAO_ENCONTRADA);
      const parametros = {
        clienteId: sessao.clienteId,
        unidades,
        idCota,
        unifica,
        hoje: dia,
        filtro: q.filtro,
        idCotaFiltro: q.id_cota,
        limite: q.page_size,
        deslocamento: (q.page - 1) * q.page_size,
      };
      // Kept per customer until their instalments, quotas or marks change (ADR 0061).
      const lista = await cotas.doCliente(sessao.clienteId, `segunda-via|${JSON.stringify(parametros)}`, () =>
        repo.segundaVia(parametros),
      );
      if (!lista.dona) throw naoEncontrado(COTA_NAO_ENCONTRADA);
      const cobrar = cobradorDoDia(dia);
      return {
        parcelas: lista.pagina.map((p) => {
          const { situacao, valorCobrado } = cobrar(paraBase(p));
          return {
            idCota: p.idCota,
            idMovimentoFinanceiro: p.parcelaId,
            nomeMovimentoFinanceiro: `Parcela ${p.numero} · grupo ${padGrupo(p.grupo)} cota ${padCota(p.cota)}`,
            identificadorCobranca: identificadorCobranca(p.parcelaId),
            numeroParcela: p.numero,
            dataVencimento: p.dataVencimento,
            valorCobrado,
            situacao,
            marcada: p.marcada,
          };
        }),
        identificador: processo(idCota, unifica),
        page: q.page,
        page_size: q.page_size,
        total: lista.total,
        total_pages: Math.ceil(lista.total / q.page_size),
        totais: totaisDasCotas(lista.porCota, idCota),
        selecao: selecaoDasCotas(lista.porCota, {
          hoje: dia,
          unificarOutrasCotas: unifica,
          idCotaPadrao: idCota,
        }),
      };
    },

    /**
     * The home's pending-boleto card from the quota's open instalments the home already read (cotas'
     * `fragmentosJson().home`: the overdue ones and those of the next due date, all it counts): none for a
     * cancelled quota (spec §4: cancelled quotas skip tickets), as `pendencia`.
     */
    pendenciaDasAbertas(
      cota: Pick<CotaRow, 'situacaoCota'>,
      abertas: { vencimento: string; valor: number; numeroParcela: number }[],
    ): PendenciaBoleto | null {
      return estaCancelada(cota.situacaoCota) ? null : pendenciaDeBoleto(abertas, hoje());
    },

    async marcar(sessao: Sessao, cota: CotaRow, identificador: string, marcada: boolean) {
      const parcelaId = parcelaDoIdentificador(identificador);
      const abertas = await repo.abertas(sessao.clienteId, await cotasDaListagem(sessao, cota, true));
      if (!abertas.some((p) => p.parcelaId === parcelaId)) throw naoEncontrado('Parcela não encontrada.');
      await (marcada
        ? repo.marcar(sessao.clienteId, parcelaId)
        : repo.desmarcar(sessao.clienteId, parcelaId));
    },

    /**
     * POST …/marcar-todas and …/desmarcar-todas: every open instalment the list with these parameters shows, on
     * every page, in one statement (marking is idempotent, so concurrent calls end in the same marks).
     */
    async marcarDaLista(sessao: Sessao, cota: CotaRow, lista: SelecaoDaListaBody, marcada: boolean) {
      const cobrar = cobradorDoDia(hoje());
      const ids = (await abertasDaLista(sessao, cota, lista.SN_UnificaParcelasOutrasCota === 'S'))
        .filter(
          (p) =>
            passaNoFiltro(cobrar(paraBase(p)).situacao, lista.filtro) &&
            (lista.id_cota === undefined || p.idCota === lista.id_cota),
        )
        .map((p) => p.parcelaId);
      await (marcada
        ? repo.marcarVarias(sessao.clienteId, ids)
        : repo.desmarcarVarias(sessao.clienteId, ids));
    },

    /**
     * Spec §4 flow: the boleto of the marked instalments; the marks then point at it (no longer shown as
     * marked). With nothing newly marked, the boleto the marks generated is answered again while it is open, so
     * a double click or 20 requests at once all get the one boleto.
     */
    async gerarDasMarcadas(sessao: Sessao, cota: CotaRow, unificaLista: boolean) {
      const abertas = await abertasDaLista(sessao, cota, unificaLista);
      const marcadas = abertas.filter((p) => p.marcada);
      if (!marcadas.length) {
        const anterior = await repo.abertoDasMarcas(sessao.clienteId);
        if (anterior) return paraDados(anterior, hoje());
        throw requisicaoInvalida('Selecione ao menos uma parcela.');
      }
      const unifica = new Set(marcadas.map((p) => p.idCota)).size > 1;
      const ids = marcadas.map((p) => p.parcelaId);
      const boleto = await emitir(sessao, cota, ids, unifica);
      await repo.marcasGeraram(sessao.clienteId, ids, boleto.id);
      return paraDados(boleto, hoje());
    },

    async gerarDaLista(
      sessao: Sessao,
      cota: CotaRow,
      identificadorProcesso: string,
      cobrancas: { identificadorCobranca: string }[],
    ) {
      const proc = lerProcesso(identificadorProcesso);
      if (!proc || proc.c !== cota.idCota)
        throw requisicaoInvalida('Atualize a lista de parcelas e tente novamente.');
      const boleto = await emitir(
        sessao,
        cota,
        cobrancas.map((c) => parcelaDoIdentificador(c.identificadorCobranca)),
        proc.u,
      );
      return paraDados(boleto, hoje());
    },

    /** GET {id}/boletos/{ticket}: any of the caller's boletos (a unified one may belong to another quota). */
    async boleto(sessao: Sessao, nossoNumero: string) {
      const b = await repo.doCliente(sessao.clienteId, nossoNumero);
      if (!b) throw naoEncontrado('Boleto não encontrado.');
      return paraDados(b, hoje());
    },

    async enviarPorEmail(
      sessao: Sessao,
      nossoNumero: string,
      destinatarios: { nome: string; email: string }[],
    ) {
      const dados = await this.boleto(sessao, nossoNumero);
      const parceiro = await parceiros.exigir(sessao.parceiroId);
      const pdf = await pdfDoBoleto(sessao.parceiroId, await repo.doCliente(sessao.clienteId, nossoNumero));
      const valor = formatarMoeda(dados.valorCobrado);
      const vencimento = formatarData(dados.dataVencimento);
      for (const d of destinatarios) {
        await notificador.enviar({
          canal: 'email',
          para: d.email,
          assunto: `${parceiro.nome}: boleto de ${valor} com vencimento em ${vencimento}`,
          texto: `Olá, ${d.nome}!\n\nEnviamos o boleto em PDF, anexo a este e-mail.\n\nLinha digitável: ${dados.linhaDigitavel}\n\nPIX copia e cola: ${dados.pixCopiaECola}\n\nValor: ${valor}. Vencimento: ${vencimento}.`,
          anexos: [{ nome: `boleto-${nossoNumero}.pdf`, tipo: 'application/pdf', conteudo: pdf }],
        });
      }
      return {
        mensagem:
          destinatarios.length === 1
            ? 'Boleto enviado por e-mail.'
            : `Boleto enviado para ${destinatarios.length} e-mails.`,
      };
    },
  };
}
export type BoletosService = ReturnType<typeof createBoletosService>;
