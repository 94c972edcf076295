import {
  MENSAGEM_ASSEMBLEIA_ENCERRADA,
  MENSAGEM_ASSEMBLEIA_FORA_DE_ORDEM,
  MENSAGEM_ASSEMBLEIA_JA_INICIADA,
  MENSAGEM_ASSEMBLEIA_NAO_INICIADA,
  apurarAssembleia,
  apiDaOperacao,
  assembleiasOperacoes,
  BASE_DA_API,
  caminhoDaChamada,
  dataLimiteLance,
  entradaApuracaoSchema,
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
import type { TokenService } from '../../core/sessao.ts';
import type { Transacao } from '../../core/transacao.ts';
import { naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import type { CotaRow } from '../cotas/cotas.service.ts';
import type { CotasService } from '../cotas/cotas.service.ts';
import type { Notificar } from '../notificacoes/notificacoes.service.ts';
import type { ComAuditoria } from '../operador/auditoria.service.ts';
import type { AoVivo } from './ao-vivo.ts';
import type { AssembleiaRow, AssembleiasRepository } from './assembleias.repository.ts';

const NAO_ENCONTRADA = 'Assembleia não encontrada.';
const eventos = (a: AssembleiaRow) => a.eventos as MensagemAoVivo[];

function paraCalendario(a: AssembleiaRow): AssembleiaCalendario {
  return {
    idAssembleia: a.id,
    numeroTotalAssembleia: a.numero,
    dataSorteio: a.dataSorteio,
    dataLimiteLance: dataLimiteLance(a.dataSorteio),
    dataVencimento: a.dataVencimento,
    situacao: a.situacao,
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
  now: () => number;
}) {
  const { repo, cotas, tokens, aoVivo, notificar, comAuditoria, now } = deps;
  const hoje = () => hojeEmSaoPaulo(new Date(now()));

  /** The assemblies of the quota's group (the quota comes from the ownership hook). */
  const doGrupoDaCota = async (cota: CotaRow) => (await repo.doGrupo(cota.grupo)).map((r) => r.assembleia);

  async function paraOperador(id: number): Promise<ApuracaoOperador> {
    const lista = await listaOperador();
    const assembleia = lista.find((a) => a.idAssembleia === id);
    const row = await repo.porId(id);
    if (!assembleia || !row) throw naoEncontrado(NAO_ENCONTRADA);
    const a = row.assembleia;
    const publicados = eventos(a);
    const resultado = a.resultado as ResultadoApuracao | null;
    const todos = resultado
      ? eventosDaApuracao({ numeroTotalAssembleia: a.numero, dataSorteio: a.dataSorteio }, resultado)
      : [];
    return {
      assembleia,
      publicados,
      proximoEvento: a.situacao === 'em-andamento' ? (todos[publicados.length] ?? null) : null,
      resultado,
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
    }));
  }

  return {
    async calendario(cota: CotaRow): Promise<CalendarioAssembleias> {
      const assembleias = await doGrupoDaCota(cota);
      return { grupo: cota.grupo, assembleias: assembleias.map(paraCalendario) };
    },

    async resultado(cota: CotaRow, idAssembleia: number): Promise<ResultadoAssembleia> {
      const assembleias = await doGrupoDaCota(cota);
      const a = assembleias.find((x) => x.id === idAssembleia);
      if (!a || a.situacao !== 'realizada' || !a.entrada || !a.resultado || !a.publicadoEm)
        throw naoEncontrado('Resultado não encontrado.');
      return {
        idAssembleia: a.id,
        grupo: cota.grupo,
        numeroTotalAssembleia: a.numero,
        dataSorteio: a.dataSorteio,
        publicadoEm: a.publicadoEm.toISOString(),
        entrada: a.entrada as EntradaApuracao,
        resultado: a.resultado as ResultadoApuracao,
      };
    },

    async dashboard(cota: CotaRow): Promise<DashboardAssembleia> {
      const assembleias = await doGrupoDaCota(cota);
      const ultima = assembleias.filter((a) => a.situacao === 'realizada').at(-1);
      const resultado = ultima?.resultado as ResultadoApuracao | undefined;
      const dela = resultado?.contempladas.find((c) => c.cota === cota.cota);
      const proxima = assembleias.find((a) => a.situacao !== 'realizada');
      return {
        aoVivo: assembleias.some((a) => a.situacao === 'em-andamento'),
        proximaAssembleia: proxima ? paraCalendario(proxima) : null,
        ultimoResultado:
          ultima && resultado
            ? {
                idAssembleia: ultima.id,
                numeroTotalAssembleia: ultima.numero,
                dataSorteio: ultima.dataSorteio,
                quantidadeContempladas: resultado.contempladas.length,
                faixaLances: resultado.faixaLances,
                cotaContemplada: Boolean(dela),
                modalidadeContemplacao: dela?.modalidade ?? null,
              }
            : null,
      };
    },

    /** GET {id}/assembleias/ao-vivo: a two-minute link to the running assembly's stream. */
    async linkAoVivo(cota: CotaRow) {
      const assembleias = await doGrupoDaCota(cota);
      const rodando = assembleias.find((a) => a.situacao === 'em-andamento');
      if (!rodando) throw naoEncontrado('Nenhuma assembleia do seu grupo está acontecendo agora.');
      const ticket = await tokens.emitirDownload(`ao-vivo:${rodando.id}`, cota.clienteId, 120);
      const stream = assembleiasOperacoes.aoVivo;
      return { url: BASE_DA_API[apiDaOperacao(stream)] + caminhoDaChamada(stream.caminho, { ticket }) };
    },

    /** The assembly a live-stream ticket opens. */
    async assembleiaDoTicket(ticket: string) {
      const { recurso } = await tokens.verificarDownload(ticket);
      const [tipo, id] = recurso.split(':');
      if (tipo !== 'ao-vivo') throw naoEncontrado(NAO_ENCONTRADA);
      return Number(id);
    },

    listaOperador: async () => ({ assembleias: await listaOperador() }),
    apuracao: paraOperador,

    /** POST /operador/v1/assembleias/{id}/apuracao: computes the whole result once, publishes its first event. */
    async iniciar(operadorId: number, id: number, loteria: IniciarApuracaoBody) {
      const row = await repo.porId(id);
      if (!row) throw naoEncontrado(NAO_ENCONTRADA);
      const a = row.assembleia;
      if (a.situacao !== 'agendada') throw requisicaoInvalida(MENSAGEM_ASSEMBLEIA_JA_INICIADA);
      if (!(await listaOperador()).find((x) => x.idAssembleia === id)?.podeIniciar)
        throw requisicaoInvalida(MENSAGEM_ASSEMBLEIA_FORA_DE_ORDEM);
      // One transaction holding the assembly row: the bids read are exactly the bids the run closes. The
      // audit entry commits with it; a start that loses the race throws, so neither is saved.
      const registro = { acao: 'assembleia.iniciada', alvo: `assembleia:${id}`, detalhes: { ...loteria } };
      const apurar = async (tx: Transacao) => {
        if ((await repo.travar(tx, id)) !== 'agendada')
          throw requisicaoInvalida(MENSAGEM_ASSEMBLEIA_JA_INICIADA);
        const lances = await repo.lancesAtivos(id, tx);
        const entrada = entradaApuracaoSchema.parse({
          tamanhoGrupo: row.tamanhoGrupo,
          cotasElegiveis: await repo.cotasElegiveis(row.grupoId, hoje(), tx),
          contemplacoesPorSorteio: a.contemplacoesPorSorteio,
          contemplacoesPorLance: a.contemplacoesPorLance,
          fundosDisponiveis: a.fundosDisponiveisCentavos,
          valorCredito: a.valorCreditoCentavos,
          loteria: { concurso: loteria.concurso, premios: loteria.premios },
          lances: lances.map((l) => ({
            cota: l.cota,
            modalidade: l.modalidade,
            percentual: l.percentual,
            valor: l.valor,
          })),
        });
        const resultado = apurarAssembleia(entrada);
        const todos = eventosDaApuracao(
          { numeroTotalAssembleia: a.numero, dataSorteio: a.dataSorteio },
          resultado,
        );
        const primeiro: MensagemAoVivo = {
          idAssembleia: id,
          sequencia: 1,
          em: new Date(now()).toISOString(),
          evento: todos[0]!,
        };
        if (!(await repo.iniciar(tx, id, entrada, resultado, primeiro, todos.length)))
          throw requisicaoInvalida(MENSAGEM_ASSEMBLEIA_JA_INICIADA);
      };
      await comAuditoria(operadorId, apurar, registro);
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
        }
      };
      await comAuditoria(operadorId, publicar, registro);
      aoVivo.avisar(id);
      // Once closed, each contemplated quota's holder hears it in the app.
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
                  dataSorteio: atual.assembleia.dataSorteio,
                  forma: c.forma,
                }),
            });
        }
      return paraOperador(id);
    },

    /** Events published so far (for the stream). */
    async publicados(id: number): Promise<MensagemAoVivo[]> {
      const row = await repo.porId(id);
      if (!row) throw naoEncontrado(NAO_ENCONTRADA);
      return eventos(row.assembleia);
    },
  };
}
export type AssembleiasService = ReturnType<typeof createAssembleiasService>;
