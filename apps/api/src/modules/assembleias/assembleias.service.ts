import {
  MENSAGEM_ASSEMBLEIA_ENCERRADA,
  MENSAGEM_CONJUNTO_ANTES_DO_PRAZO,
  DATA_NAO_CONTEMPLADA,
  modalidadeContemplacaoSchema,
  apurar,
  concursoDaData,
  entradaDoConjunto,
  formatarData,
  hashDoConjunto,
  mensagemAntesDaData,
  mensagemConcursoErrado,
  ORIGENS_CASO,
  TIPOS_CASO,
  type ConjuntoCongelado,
  MENSAGEM_ASSEMBLEIA_FORA_DE_ORDEM,
  MENSAGEM_ASSEMBLEIA_JA_INICIADA,
  MENSAGEM_ASSEMBLEIA_NAO_INICIADA,
  apiDaOperacao,
  assembleiasOperacoes,
  BASE_DA_API,
  caminhoDaChamada,
  dataLimiteLance,
  eventosDaApuracao,
  hojeEmSaoPaulo,
  textoContemplacao,
  type ApuracaoOperador,
  type AssembleiaCalendario,
  type AssembleiaOperador,
  type CalendarioAssembleias,
  type DashboardAssembleia,
  type EntradaApuracao,
  type IniciarApuracaoBody,
  type MensagemAoVivo,
  type ResultadoApuracao,
  type ResultadoAssembleia,
} from '@portal/domain';
import type { CacheCompartilhado } from '../../core/cache-compartilhado.ts';
import type { DonoDoTicket, TokenService } from '../../core/sessao.ts';
import type { Transacao } from '../../core/transacao.ts';
import { HttpError, naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import type { CotaRow } from '../cotas/cotas.service.ts';
import type { CotasService } from '../cotas/cotas.service.ts';
import type { CasosService } from '../casos/casos.service.ts';
import type { Notificar } from '../notificacoes/notificacoes.service.ts';
import type { ComAuditoria } from '../operador/auditoria.service.ts';
import type { AoVivo } from './ao-vivo.ts';
import type { AssembleiaDoGrupo, AssembleiaRow, AssembleiasRepository } from './assembleias.repository.ts';

const NAO_ENCONTRADA = 'Assembleia não encontrada.';
const eventos = (a: AssembleiaRow) => a.eventos as MensagemAoVivo[];
/** The day it was held: the run's date once started, the scheduled one before. */
const realizadaEm = (a: Pick<AssembleiaRow, 'realizadaEm' | 'dataSorteio'>) => a.realizadaEm ?? a.dataSorteio;

/**
 * A group's assemblies as the customers' screens read them, in the shared read cache (ADR 0021): every write to
 * one of them (start, each published step, the closing) drops the group's entry in every process.
 */
const topicoDoGrupo = (codigoGrupo: number) => `assembleias:grupo:${codigoGrupo}`;
const conflito = (mensagem: string) => new HttpError(409, mensagem);
const invalida = (mensagem: string) => new HttpError(422, mensagem);

type ConjuntoRow = NonNullable<Awaited<ReturnType<AssembleiasRepository['conjunto']>>>;
function paraConjunto(c: ConjuntoRow): ConjuntoCongelado {
  return {
    tamanhoGrupo: c.tamanhoGrupo,
    cotas: c.cotas,
    hash: c.hash,
    contemplacoesPorSorteio: c.contemplacoesPorSorteio,
    contemplacoesPorLance: c.contemplacoesPorLance,
    fundosDisponiveis: c.fundosDisponiveisCentavos,
    valorCredito: c.valorCreditoCentavos,
    congeladoEm: c.congeladoEm.toISOString(),
  };
}

function paraCalendario(
  a: Pick<AssembleiaDoGrupo, 'id' | 'numero' | 'dataSorteio' | 'dataVencimento' | 'situacao' | 'realizadaEm'>,
): AssembleiaCalendario {
  return {
    idAssembleia: a.id,
    numeroTotalAssembleia: a.numero,
    dataSorteio: a.dataSorteio,
    dataLimiteLance: dataLimiteLance(a.dataSorteio),
    dataVencimento: a.dataVencimento,
    situacao: a.situacao,
    realizadaEm: a.realizadaEm ?? (a.situacao === 'agendada' ? null : a.dataSorteio),
  };
}

/** The monthly assembly: calendar and published results for customers; the live run for operators. */
export function createAssembleiasService(deps: {
  repo: AssembleiasRepository;
  cotas: CotasService;
  tokens: TokenService;
  aoVivo: AoVivo;
  notificar: Notificar;
  comAuditoria: ComAuditoria;
  cache: CacheCompartilhado;
  /** The case engine's opening (casos.service), run inside the closing transaction. */
  abrirCaso: CasosService['abrirCaso'];
  now: () => number;
}) {
  const { repo, cotas, tokens, aoVivo, notificar, comAuditoria, cache, abrirCaso, now } = deps;
  const hoje = () => hojeEmSaoPaulo(new Date(now()));
  /** An early run (supervisor's override) uses the contest of its own day; a late one, its scheduled day's. */
  const dataDoConcurso = (dataSorteio: string) => (hoje() < dataSorteio ? hoje() : dataSorteio);

  type RowComGrupo = NonNullable<Awaited<ReturnType<AssembleiasRepository['porId']>>>;
  /** The frozen set, freezing it now if nobody has (ADR 0018); the caller checked the deadline. */
  async function garantirConjunto(tx: Transacao | undefined, row: RowComGrupo): Promise<ConjuntoCongelado> {
    const existente = await repo.conjunto(row.assembleia.id, tx);
    if (existente) return paraConjunto(existente);
    const cotasAptas = await repo.cotasElegiveis(row.grupoId, row.tamanhoGrupo, hoje(), tx);
    await repo.congelar(
      {
        assembleiaId: row.assembleia.id,
        tamanhoGrupo: row.tamanhoGrupo,
        cotas: cotasAptas,
        hash: await hashDoConjunto(cotasAptas),
        contemplacoesPorSorteio: row.assembleia.contemplacoesPorSorteio,
        contemplacoesPorLance: row.assembleia.contemplacoesPorLance,
        fundosDisponiveisCentavos: row.assembleia.fundosDisponiveisCentavos,
        valorCreditoCentavos: row.assembleia.valorCreditoCentavos,
        congeladoEm: new Date(now()),
      },
      tx,
    );
    return paraConjunto((await repo.conjunto(row.assembleia.id, tx))!);
  }

  /** The assemblies of the quota's group (the quota comes from the ownership hook). */
  const doGrupoDaCota = (cota: CotaRow) =>
    cache.ler(topicoDoGrupo(cota.grupo), 'assembleias', () => repo.doGrupo(cota.grupo));

  async function paraOperador(id: number): Promise<ApuracaoOperador> {
    const lista = await listaOperador();
    const assembleia = lista.find((a) => a.idAssembleia === id);
    const row = await repo.porId(id);
    if (!assembleia || !row) throw naoEncontrado(NAO_ENCONTRADA);
    const a = row.assembleia;
    const publicados = eventos(a);
    const resultado = a.resultado as ResultadoApuracao | null;
    const todos = resultado
      ? eventosDaApuracao({ numeroTotalAssembleia: a.numero, dataSorteio: realizadaEm(a) }, resultado)
      : [];
    const conjunto = await repo.conjunto(id);
    return {
      assembleia,
      publicados,
      proximoEvento: a.situacao === 'em-andamento' ? (todos[publicados.length] ?? null) : null,
      resultado,
      conjuntoElegivel: conjunto ? paraConjunto(conjunto) : null,
    };
  }

  async function listaOperador(): Promise<AssembleiaOperador[]> {
    const rows = await repo.paraOperador();
    return rows.map((r) => ({
      idAssembleia: r.assembleia.id,
      grupo: r.grupo,
      descricaoBem: r.descricaoBem,
      numeroTotalAssembleia: r.assembleia.numero,
      dataSorteio: r.assembleia.dataSorteio,
      dataLimiteLance: dataLimiteLance(r.assembleia.dataSorteio),
      situacao: r.assembleia.situacao,
      contemplacoesPorSorteio: r.assembleia.contemplacoesPorSorteio,
      contemplacoesPorLance: r.assembleia.contemplacoesPorLance,
      lancesAtivos: r.lancesAtivos,
      podeIniciar: r.assembleia.situacao === 'agendada' && r.proximaDoGrupo === r.assembleia.numero,
      antesDaData: hoje() < r.assembleia.dataSorteio,
      concursoEsperado: concursoDaData(dataDoConcurso(r.assembleia.dataSorteio)),
    }));
  }

  /**
   * Spec 02: a contemplated quota "must guarantee the credit and send documents", analysed in the
   * document-analysis case whose phase drives the contemplation flow (02 §4.9: its 'Tratativa nao Iniciada' is
   * the start of the contemplated flow). In TIPOS_CASO that is the credit/document analysis case,
   * Consultoria_Analise; the contemplation notice (Aviso_Contemplacao) only records that the customer saw it.
   * Opened in the closing transaction, so a contemplation never exists without its case; the one-open-case-per-
   * quota-and-type index makes a retried close (or a case the customer already opened) keep exactly one. Numbers
   * we do not hold (members served outside the portal) have no quota row here and get no case.
   */
  async function abrirCasosDeContemplacao(
    tx: Transacao,
    a: Pick<AssembleiaOperador, 'grupo' | 'numeroTotalAssembleia'>,
    resultado: ResultadoApuracao,
  ) {
    for (const c of resultado.contempladas) {
      const cota = await cotas.porGrupoECota(a.grupo, c.cota, 0);
      if (!cota) continue;
      await abrirCaso(
        tx,
        {
          tipo: TIPOS_CASO.consultoriaAnalise,
          clienteId: cota.clienteId,
          cotaId: cota.idCota,
          origem: ORIGENS_CASO.BACK_OFFICE,
          descricao: `Contemplação por ${c.forma === 'lance' ? 'lance' : 'sorteio'} na assembleia nº ${a.numeroTotalAssembleia}: garantia e análise de documentos`,
          modalidadeContemplacao: c.modalidade,
        },
        'sistema',
      );
    }
  }

  return {
    async calendario(cota: CotaRow): Promise<CalendarioAssembleias> {
      const assembleias = await doGrupoDaCota(cota);
      return { grupo: cota.grupo, assembleias: assembleias.map(paraCalendario) };
    },

    async resultado(cota: CotaRow, idAssembleia: number): Promise<ResultadoAssembleia> {
      const a = (await doGrupoDaCota(cota)).find((x) => x.id === idAssembleia);
      // Read when asked, not kept: ~23 KB each and opened now and then, not on every home.
      const publicada = a?.situacao === 'realizada' && a.publicadoEm ? await repo.publicada(a.id) : undefined;
      if (!a?.publicadoEm || !publicada?.entrada || !publicada.resultado)
        throw naoEncontrado('Resultado não encontrado.');
      return {
        idAssembleia: a.id,
        grupo: cota.grupo,
        numeroTotalAssembleia: a.numero,
        dataSorteio: a.dataSorteio,
        realizadaEm: realizadaEm(a),
        publicadoEm: a.publicadoEm.toISOString(),
        conjuntoElegivel: publicada.conjunto ? paraConjunto(publicada.conjunto) : null,
        entrada: publicada.entrada as EntradaApuracao,
        resultado: publicada.resultado as ResultadoApuracao,
      };
    },

    async dashboard(cota: CotaRow): Promise<DashboardAssembleia> {
      const assembleias = await doGrupoDaCota(cota);
      const realizadas = assembleias.filter((a) => a.situacao === 'realizada');
      const ultima = realizadas.at(-1);
      const contempladas = ultima?.contempladas;
      const dela = contempladas?.find((c) => c.cota === cota.cota);
      // The one that contemplated this quota, so the home never says "not contemplated" in a later one: by its
      // published result, or else by the quota's own contemplation date (the last assembly held by then).
      const pelaApuracao = realizadas.find((a) => a.contempladas?.some((x) => x.cota === cota.cota));
      const data = cota.dataContemplacao;
      const contemplada = data !== null && data > DATA_NAO_CONTEMPLADA && data <= hoje();
      const contemplou =
        pelaApuracao ?? (contemplada ? realizadas.filter((a) => realizadaEm(a) <= data).at(-1) : undefined);
      const modalidade = contemplou
        ? (contemplou.contempladas?.find((x) => x.cota === cota.cota)?.modalidade ??
          modalidadeContemplacaoSchema.safeParse(cota.modalidadeContemplacao).data ??
          null)
        : null;
      const proxima = assembleias.find((a) => a.situacao !== 'realizada');
      return {
        aoVivo: assembleias.some((a) => a.situacao === 'em-andamento'),
        proximaAssembleia: proxima ? paraCalendario(proxima) : null,
        ultimoResultado:
          ultima && contempladas
            ? {
                idAssembleia: ultima.id,
                numeroTotalAssembleia: ultima.numero,
                dataSorteio: ultima.dataSorteio,
                realizadaEm: realizadaEm(ultima),
                quantidadeContempladas: contempladas.length,
                faixaLances: ultima.faixaLances,
                cotaContemplada: Boolean(dela),
                modalidadeContemplacao: dela?.modalidade ?? null,
              }
            : null,
        contemplacao: contemplou
          ? {
              idAssembleia: contemplou.id,
              numeroTotalAssembleia: contemplou.numero,
              realizadaEm: realizadaEm(contemplou),
              modalidade,
            }
          : null,
      };
    },

    /** GET {id}/assembleias/ao-vivo: a two-minute link to the running assembly's stream. */
    async linkAoVivo(sessao: DonoDoTicket, cota: CotaRow) {
      const assembleias = await doGrupoDaCota(cota);
      const rodando = assembleias.find((a) => a.situacao === 'em-andamento');
      if (!rodando) throw naoEncontrado('Nenhuma assembleia do seu grupo está acontecendo agora.');
      const ticket = await tokens.emitirDownload(`ao-vivo:${rodando.id}`, sessao, 120);
      const stream = assembleiasOperacoes.aoVivo;
      return { url: BASE_DA_API[apiDaOperacao(stream)] + caminhoDaChamada(stream.caminho, { ticket }) };
    },

    /** The assembly a live-stream ticket opens. */
    async assembleiaDoTicket(ticket: string, parceiroDoHost: number | undefined) {
      const { recurso } = await tokens.verificarDownload(ticket, parceiroDoHost);
      const [tipo, id] = recurso.split(':');
      if (tipo !== 'ao-vivo') throw naoEncontrado(NAO_ENCONTRADA);
      return Number(id);
    },

    listaOperador: async () => ({ assembleias: await listaOperador() }),
    apuracao: paraOperador,

    /** POST /operador/v1/assembleias/{id}/conjunto-elegivel: freezes the eligible set once the bids closed. */
    async congelarElegiveis(id: number): Promise<ConjuntoCongelado> {
      const row = await repo.porId(id);
      if (!row) throw naoEncontrado(NAO_ENCONTRADA);
      const existente = await repo.conjunto(id);
      if (existente) return paraConjunto(existente);
      if (row.assembleia.situacao !== 'agendada') throw conflito(MENSAGEM_ASSEMBLEIA_JA_INICIADA);
      if (hoje() <= dataLimiteLance(row.assembleia.dataSorteio))
        throw conflito(MENSAGEM_CONJUNTO_ANTES_DO_PRAZO);
      return garantirConjunto(undefined, row);
    },

    /**
     * POST /operador/v1/assembleias/{id}/apuracao: not before its date unless a supervisor gives the reason; only
     * with the contest of the draw date; draws from the frozen set (frozen now if nobody did); computes the whole
     * result once and publishes its first event.
     */
    async iniciar(operadorId: number, id: number, loteria: IniciarApuracaoBody) {
      const row = await repo.porId(id);
      if (!row) throw naoEncontrado(NAO_ENCONTRADA);
      const a = row.assembleia;
      if (a.situacao !== 'agendada') throw requisicaoInvalida(MENSAGEM_ASSEMBLEIA_JA_INICIADA);
      if (!(await listaOperador()).find((x) => x.idAssembleia === id)?.podeIniciar)
        throw requisicaoInvalida(MENSAGEM_ASSEMBLEIA_FORA_DE_ORDEM);
      // Starting at all needs the supervisor-only `apuracao` permission (ADR 0014), so the override is theirs.
      const antecipada = hoje() < a.dataSorteio;
      if (antecipada && !loteria.motivoAntecipacao)
        throw conflito(mensagemAntesDaData(formatarData(a.dataSorteio)));
      const dataConcurso = dataDoConcurso(a.dataSorteio);
      if (loteria.concurso !== concursoDaData(dataConcurso))
        throw invalida(mensagemConcursoErrado(dataConcurso));
      // One transaction holding the assembly row: the bids read are exactly the bids the run closes. The
      // audit entry commits with it; a start that loses the race throws, so neither is saved.
      const registro = {
        acao: antecipada ? 'assembleia.iniciada-antes-da-data' : 'assembleia.iniciada',
        alvo: `assembleia:${id}`,
        detalhes: {
          concurso: loteria.concurso,
          premios: loteria.premios,
          ...(antecipada ? { dataSorteio: a.dataSorteio, motivoAntecipacao: loteria.motivoAntecipacao } : {}),
        },
      };
      const executar = async (tx: Transacao) => {
        if ((await repo.travar(tx, id)) !== 'agendada')
          throw requisicaoInvalida(MENSAGEM_ASSEMBLEIA_JA_INICIADA);
        const conjunto = await garantirConjunto(tx, row);
        const lances = (await repo.lancesAtivos(id, tx)).map((l) => ({
          cota: l.cota,
          modalidade: l.modalidade,
          percentual: l.percentual,
          valor: l.valor,
        }));
        const sorteio = { concurso: loteria.concurso, premios: loteria.premios };
        const entrada = entradaDoConjunto(conjunto, sorteio, lances);
        const resultado = apurar(conjunto, sorteio, entrada.lances);
        const todos = eventosDaApuracao({ numeroTotalAssembleia: a.numero, dataSorteio: hoje() }, resultado);
        const primeiro: MensagemAoVivo = {
          idAssembleia: id,
          sequencia: 1,
          em: new Date(now()).toISOString(),
          evento: todos[0]!,
        };
        if (!(await repo.iniciar(tx, id, entrada, resultado, primeiro, todos.length)))
          throw requisicaoInvalida(MENSAGEM_ASSEMBLEIA_JA_INICIADA);
        await cache.avisar(tx, topicoDoGrupo(row.grupo));
      };
      await comAuditoria(operadorId, executar, registro);
      cache.esquecer(topicoDoGrupo(row.grupo));
      aoVivo.avisar(id);
      return paraOperador(id);
    },

    /** POST /operador/v1/assembleias/{id}/proximo-evento: the next event; the last one closes the assembly. */
    async proximoEvento(operadorId: number, id: number) {
      const atual = await paraOperador(id);
      if (atual.assembleia.situacao === 'agendada')
        throw requisicaoInvalida(MENSAGEM_ASSEMBLEIA_NAO_INICIADA);
      if (!atual.proximoEvento || !atual.resultado) throw requisicaoInvalida(MENSAGEM_ASSEMBLEIA_ENCERRADA);
      const mensagem: MensagemAoVivo = {
        idAssembleia: id,
        sequencia: atual.publicados.length + 1,
        em: new Date(now()).toISOString(),
        evento: atual.proximoEvento,
      };
      const resultado = atual.resultado;
      const encerra = mensagem.evento.tipo === 'assembleia-encerrada';
      // Each published step is an operator write and is audited; the last one is the closing.
      const registro = encerra
        ? {
            acao: 'assembleia.encerrada',
            alvo: `assembleia:${id}`,
            detalhes: { contempladas: resultado.contempladas.map((c) => c.cota) },
          }
        : {
            acao: 'assembleia.evento-publicado',
            alvo: `assembleia:${id}`,
            detalhes: { sequencia: mensagem.sequencia, tipo: mensagem.evento.tipo },
          };
      const publicar = async (tx: Transacao) => {
        if (!(await repo.publicar(tx, id, atual.publicados.length, mensagem)))
          throw requisicaoInvalida('Outro operador publicou este passo. Atualize a página.');
        if (encerra) {
          const row = await repo.porId(id);
          await repo.encerrar(tx, row!.assembleia, resultado, new Date(now()));
          await abrirCasosDeContemplacao(tx, atual.assembleia, resultado);
        }
        await cache.avisar(tx, topicoDoGrupo(atual.assembleia.grupo));
      };
      await comAuditoria(operadorId, publicar, registro);
      cache.esquecer(topicoDoGrupo(atual.assembleia.grupo));
      aoVivo.avisar(id);
      // Once closed, each contemplated quota's holder hears it in the app, with the day it was held.
      const realizada = realizadaEm((await repo.porId(id))!.assembleia);
      if (mensagem.evento.tipo === 'assembleia-encerrada')
        for (const c of resultado.contempladas) {
          const cota = await cotas.porGrupoECota(atual.assembleia.grupo, c.cota, 0);
          if (cota)
            await notificar({
              cotaId: cota.idCota,
              origem: 'assembleias',
              texto: (q) =>
                textoContemplacao({
                  ...q,
                  numeroAssembleia: atual.assembleia.numeroTotalAssembleia,
                  dataSorteio: realizada,
                  forma: c.forma,
                }),
            });
        }
      return paraOperador(id);
    },

    /** Events published so far (for the stream). */
    async publicados(id: number): Promise<MensagemAoVivo[]> {
      const publicados = await repo.eventos(id);
      if (!publicados) throw naoEncontrado(NAO_ENCONTRADA);
      return publicados;
    },
  };
}
export type AssembleiasService = ReturnType<typeof createAssembleiasService>;
