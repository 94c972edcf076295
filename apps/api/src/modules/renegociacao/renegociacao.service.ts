import {
  MAXIMO_PARCELAS_POR_RENEGOCIACAO,
  MAXIMO_RENEGOCIACOES_POR_COTA,
  MENSAGENS_RENEGOCIACAO,
  desfechoDaRenegociacao,
  encargosDeAtraso,
  erroDaSelecao,
  estaCancelada,
  estaContemplada,
  estaQuitada,
  motivoSemRenegociacao,
  planoDeRenegociacao,
  somarDias,
  textoRenegociacaoDesfeita,
  textoRenegociacaoEfetivada,
  type AcrescimoDaParcela,
  type ParcelasEmAtraso,
  type PlanoDeRenegociacao,
  type Renegociacao,
  type ResumoRenegociacao,
  type ValidacaoRenegociacao,
} from '@portal/domain';
import { HttpError, naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import { erroDoBanco } from '../../core/erros-do-banco.ts';
import { hojeDoRelogio } from '../../core/hoje.ts';
import type { Sessao } from '../../core/sessao.ts';
import type { Trabalhos } from '../../adapters/trabalhos.ts';
import type { BoletosService } from '../boletos/boletos.service.ts';
import type { CotasService } from '../cotas/cotas.service.ts';
import type { Notificar } from '../notificacoes/notificacoes.service.ts';
import type { Auditar } from '../operador/operador.service.ts';
import type { ParcelaDaCota, RenegociacaoRepository, RenegociacaoRow } from './renegociacao.repository.ts';

/** The deadline job's type (the `prazos` queue): the day after the next instalment's due date. */
const PRAZO_DA_RENEGOCIACAO = 'renegociacao-vencimento';

const conflito = () => new HttpError(409, MENSAGENS_RENEGOCIACAO.concorrente);

/** São Paulo's midnight starting the day after `data` (Brazil keeps no daylight saving time since 2019). */
const inicioDoDiaSeguinte = (data: string) => new Date(`${somarDias(data, 1)}T00:00:00-03:00`);

function paraEmAtraso(p: ParcelaDaCota, hoje: string) {
  const e = encargosDeAtraso({ valor: p.valor, vencimento: p.vencimento, dataPagamento: hoje });
  return {
    idParcela: p.id,
    numeroParcela: p.numero,
    dataVencimento: p.vencimento,
    valorCentavos: p.valor,
    valorEncargosCentavos: e.valorTotal - p.valor,
    valorAtualizadoCentavos: e.valorTotal,
    diasAtraso: e.diasAtraso,
  };
}

function paraDiluida(d: AcrescimoDaParcela) {
  return {
    idParcela: d.id,
    numeroParcela: d.numero,
    dataVencimento: d.vencimento,
    valorAnteriorCentavos: d.valorAnterior,
    acrescimoCentavos: d.acrescimo.valor,
    valorNovoCentavos: d.valorNovo,
  };
}

/**
 * Instalment renegotiation on the session's selected quota (03 §2, §4, §5, §7, §9; ADR 0052). The quota is the
 * caller's (the quotas service answers 404 otherwise, also for another partner's); every rule is checked again
 * on confirmation, and PostgreSQL holds the one-pending and at-most-3 limits.
 */
export function createRenegociacaoService(deps: {
  repo: RenegociacaoRepository;
  cotas: CotasService;
  boletos: Pick<BoletosService, 'cancelarAbertosDasParcelas'>;
  trabalhos: Trabalhos;
  auditar: Auditar;
  notificar: Notificar;
  now: () => number;
}) {
  const { repo, cotas, boletos, trabalhos, auditar, notificar, now } = deps;
  const hoje = hojeDoRelogio(now);

  /** The quota, its instalments and renegotiations, and what the rules say about them today. */
  async function estado(sessao: Sessao) {
    const cota = await cotas.cota(sessao, sessao.cotaId);
    await efetivarSePaga(cota.idCota);
    const [parcelas, renegociacoes] = await Promise.all([
      repo.parcelas(cota.idCota),
      repo.daCota(cota.idCota),
    ]);
    const dia = hoje();
    const abertas = parcelas.filter((p) => p.dataPagamento === null);
    const emAtraso = abertas.filter((p) => p.vencimento < dia);
    const aVencer = abertas.filter((p) => p.vencimento >= dia);
    const motivo = motivoSemRenegociacao({
      contemplada: estaContemplada(cota.dataContemplacao, dia),
      encerrada: estaCancelada(cota.situacaoCota) || estaQuitada(cota.situacaoCota),
      parcelasPagas: parcelas.filter((p) => p.dataPagamento !== null && !p.renegociada).length,
      renegociacoesFeitas: renegociacoes.length,
      pendente: renegociacoes.some((r) => r.situacao === 'pendente'),
      parcelasEmAtraso: emAtraso.length,
      parcelasAVencer: aVencer.length,
    });
    return { cota, dia, emAtraso, aVencer, renegociacoes, motivo };
  }

  async function exigirPermitida(sessao: Sessao) {
    const e = await estado(sessao);
    if (e.motivo) throw requisicaoInvalida(MENSAGENS_RENEGOCIACAO[e.motivo]);
    return e;
  }

  /** The plan of a selection, after every rule: 400 with the reason otherwise. */
  async function planejar(sessao: Sessao, selecionadas: number[]) {
    const e = await exigirPermitida(sessao);
    const erro = erroDaSelecao(
      selecionadas,
      e.emAtraso.map((p) => p.id),
    );
    if (erro) throw requisicaoInvalida(MENSAGENS_RENEGOCIACAO[erro]);
    const escolhidas = e.emAtraso.filter((p) => selecionadas.includes(p.id));
    const plano = planoDeRenegociacao({ selecionadas: escolhidas, aVencer: e.aVencer, hoje: e.dia });
    return { ...e, escolhidas, plano };
  }

  async function paraRenegociacao(r: RenegociacaoRow): Promise<Renegociacao> {
    return {
      idRenegociacao: r.id,
      situacao: r.situacao,
      numeroParcelas: await repo.numerosRenegociados(r.id),
      valorRenegociadoCentavos: r.valorParcelasCentavos + r.valorEncargosCentavos,
      numeroProximaParcela: await repo.numeroDaParcela(r.proximaParcelaId),
      dataLimite: r.dataLimite,
      criadaEm: r.criadaEm.toISOString(),
      resolvidaEm: r.resolvidaEm?.toISOString() ?? null,
    };
  }

  /**
   * The outcome of a pending renegotiation (03 §4), in one transaction with its audit entry: the next instalment
   * paid by its due date → efetivada; past the due date unpaid → desfeita, every instalment restored exactly and
   * the boletos of changed amounts cancelled. Answers what it decided, or null when still pending (or no longer).
   */
  async function decidir(id: number): Promise<RenegociacaoRow['situacao'] | null> {
    const resultado = await repo.transacao(async (tx) => {
      const r = await repo.pendenteParaDesfecho(tx, id);
      if (!r) return null;
      const desfecho = desfechoDaRenegociacao({
        dataLimite: r.dataLimite,
        dataPagamentoProxima: await repo.dataPagamento(tx, r.proximaParcelaId),
        hoje: hoje(),
      });
      if (desfecho === 'pendente') return null;
      const agora = new Date(now());
      if (desfecho === 'desfeita') {
        const linhas = await repo.parcelasDaRenegociacao(tx, r.id);
        await cotas.escrita.desfazerRenegociacao(tx, {
          cotaId: r.cotaId,
          encargos: r.valorEncargosCentavos,
          situacaoAnterior: r.situacaoCotaAnterior,
          parcelas: linhas.map((l) => ({
            parcelaId: l.parcelaId,
            renegociada: l.papel === 'renegociada',
            valor: l.valorCentavos,
            fundoComum: l.valorFundoComumCentavos,
            taxaAdministracao: l.valorTaxaAdministracaoCentavos,
            fundoReserva: l.valorFundoReservaCentavos,
            seguro: l.valorSeguroCentavos,
            diferenca: l.valorDiferencaCentavos,
          })),
        });
        const cancelados = await boletos.cancelarAbertosDasParcelas(
          tx,
          linhas.map((l) => l.parcelaId),
        );
        await auditar(
          null,
          'renegociacao.desfeita',
          `cota:${r.cotaId}`,
          {
            idRenegociacao: r.id,
            dataLimite: r.dataLimite,
            parcelasRestauradas: linhas.map((l) => ({
              parcelaId: l.parcelaId,
              valorCentavos: l.valorCentavos,
            })),
            valorEncargosCentavos: r.valorEncargosCentavos,
            boletosCancelados: cancelados.map((b) => b.nossoNumero),
          },
          tx,
        );
      } else {
        await auditar(
          null,
          'renegociacao.efetivada',
          `cota:${r.cotaId}`,
          { idRenegociacao: r.id, dataLimite: r.dataLimite },
          tx,
        );
      }
      await repo.resolver(tx, r.id, desfecho, agora);
      return { desfecho, cotaId: r.cotaId, dataLimite: r.dataLimite };
    });
    if (!resultado) return null;
    const { desfecho, cotaId, dataLimite } = resultado;
    await notificar({
      cotaId,
      origem: 'boletos',
      texto: (c) =>
        desfecho === 'efetivada'
          ? textoRenegociacaoEfetivada(c)
          : textoRenegociacaoDesfeita({ ...c, dataLimite }),
    });
    return desfecho;
  }

  /** A pending renegotiation whose next instalment is already paid on time stands: settled as soon as it is read. */
  async function efetivarSePaga(cotaId: number) {
    const pendente = await repo.pendenteDaCota(cotaId);
    if (pendente !== undefined) await decidir(pendente);
  }

  // At the deadline: effective if paid on time, otherwise reversed. Still pending (a clock behind the job's
  // schedule) is an error, so pg-boss runs it again later.
  trabalhos.prazos.registrar<{ idRenegociacao: number }>(
    PRAZO_DA_RENEGOCIACAO,
    async ({ idRenegociacao }) => {
      const decidido = await decidir(idRenegociacao);
      if (decidido === null && (await repo.transacao((tx) => repo.pendenteParaDesfecho(tx, idRenegociacao))))
        throw new Error(`renegociação ${idRenegociacao} ainda dentro do prazo`);
    },
  );

  return {
    async validar(sessao: Sessao): Promise<ValidacaoRenegociacao> {
      const e = await estado(sessao);
      const ultima = e.renegociacoes[0];
      return {
        idCota: e.cota.idCota,
        podeRenegociar: e.motivo === null,
        motivo: e.motivo ? MENSAGENS_RENEGOCIACAO[e.motivo] : null,
        renegociacoesFeitas: e.renegociacoes.length,
        renegociacoesRestantes: Math.max(0, MAXIMO_RENEGOCIACOES_POR_COTA - e.renegociacoes.length),
        maximoParcelas: MAXIMO_PARCELAS_POR_RENEGOCIACAO,
        ultimaRenegociacao: ultima ? await paraRenegociacao(ultima) : null,
      };
    },

    async obterParcelas(sessao: Sessao): Promise<ParcelasEmAtraso> {
      const e = await exigirPermitida(sessao);
      return {
        idCota: e.cota.idCota,
        maximoParcelas: MAXIMO_PARCELAS_POR_RENEGOCIACAO,
        parcelasEmAtraso: e.emAtraso.map((p) => paraEmAtraso(p, e.dia)),
      };
    },

    async selecionar(sessao: Sessao, parcelas: number[]) {
      const { escolhidas, dia, plano } = await planejar(sessao, parcelas);
      return {
        parcelasSelecionadas: escolhidas.map((p) => paraEmAtraso(p, dia)),
        valorTotalCentavos: plano.valorRenegociado,
      };
    },

    async resumo(sessao: Sessao, parcelas: number[]): Promise<ResumoRenegociacao> {
      const { escolhidas, dia, plano } = await planejar(sessao, parcelas);
      return paraResumo(plano, escolhidas, dia);
    },

    async confirmar(sessao: Sessao, parcelas: number[]): Promise<Renegociacao> {
      const { cota, aVencer, plano } = await planejar(sessao, parcelas);
      const antes = new Map(aVencer.map((p) => [p.id, p]));
      const dataLimite = plano.proxima.vencimento;
      let criada: RenegociacaoRow;
      try {
        criada = await repo.transacao(async (tx) => {
          const r = await repo.inserir(tx, {
            cotaId: cota.idCota,
            valorParcelasCentavos: plano.valorParcelas,
            valorEncargosCentavos: plano.valorEncargos,
            proximaParcelaId: plano.proxima.id,
            dataLimite,
            situacaoCotaAnterior: cota.situacaoCota,
            criadaEm: new Date(now()),
          });
          await repo.registrarParcelas(tx, [
            ...plano.renegociadas.map((p) => ({
              renegociacaoId: r.id,
              parcelaId: p.id,
              papel: 'renegociada' as const,
              encargosCentavos: p.encargos,
              ...gravada(p),
            })),
            ...plano.diluidas.map((d) => ({
              renegociacaoId: r.id,
              parcelaId: d.id,
              papel: 'diluida' as const,
              acrescimoCentavos: d.acrescimo.valor,
              ...gravada(antes.get(d.id)!),
            })),
          ]);
          await cotas.escrita.renegociarParcelas(tx, {
            cotaId: cota.idCota,
            renegociadas: plano.renegociadas.map((p) => p.id),
            acrescimos: plano.diluidas.map((d) => ({ parcelaId: d.id, acrescimo: d.acrescimo })),
            encargos: plano.valorEncargos,
            hoje: hoje(),
          });
          const cancelados = await boletos.cancelarAbertosDasParcelas(tx, [
            ...plano.renegociadas.map((p) => p.id),
            ...plano.diluidas.map((d) => d.id),
          ]);
          await auditar(
            null,
            'renegociacao.confirmada',
            `cota:${cota.idCota}`,
            {
              idRenegociacao: r.id,
              clienteId: sessao.clienteId,
              parcelasRenegociadas: plano.renegociadas.map((p) => ({
                parcelaId: p.id,
                numero: p.numero,
                valorCentavos: p.valor,
                encargosCentavos: p.encargos,
              })),
              parcelasDiluidas: plano.diluidas.map((d) => ({
                parcelaId: d.id,
                numero: d.numero,
                acrescimoCentavos: d.acrescimo.valor,
              })),
              valorRenegociadoCentavos: plano.valorRenegociado,
              dataLimite,
              boletosCancelados: cancelados.map((b) => b.nossoNumero),
            },
            tx,
          );
          await trabalhos.prazos.agendar(
            PRAZO_DA_RENEGOCIACAO,
            { idRenegociacao: r.id },
            inicioDoDiaSeguinte(dataLimite),
            { chave: String(r.id), tx },
          );
          return r;
        });
      } catch (erro) {
        // Another confirmation of this quota committed first: the one-pending index, the (quota, number) key or
        // the 1..3 check refused this one, and nothing of it was written.
        const db = erroDoBanco(erro);
        if (db?.code === '23505' || db?.code === '23514') throw conflito();
        throw erro;
      }
      return paraRenegociacao(criada);
    },

    /** Back-office: the pending renegotiations the operator's partner may see, the nearest deadline first. */
    acompanhar: async (parceiroId: number | null) => ({ data: await repo.acompanhadas(parceiroId) }),

    /**
     * Back-office: a contact with the customer about a pending renegotiation, audited with it. A resolved one
     * (or another partner's) answers 404 and records nothing.
     */
    async registrarContato(
      operador: { operadorId: number; parceiroId: number | null },
      id: number,
      nota: string,
    ) {
      const [visivel] = await repo.acompanhadas(operador.parceiroId, id);
      const semEla = () => naoEncontrado('Renegociação não encontrada ou já concluída.');
      if (!visivel) throw semEla();
      await repo.transacao(async (tx) => {
        const contato = await repo.registrarContato(tx, id, operador.operadorId, nota);
        if (contato === undefined) throw semEla();
        await auditar(
          operador.operadorId,
          'renegociacao.contato',
          `renegociacao:${id}`,
          { idContato: contato, nota },
          tx,
        );
      });
      const [atual] = await repo.acompanhadas(operador.parceiroId, id);
      if (!atual) throw semEla();
      return atual;
    },
  };

  function paraResumo(
    plano: PlanoDeRenegociacao,
    escolhidas: ParcelaDaCota[],
    dia: string,
  ): ResumoRenegociacao {
    return {
      parcelasSelecionadas: escolhidas.map((p) => paraEmAtraso(p, dia)),
      valorParcelasCentavos: plano.valorParcelas,
      valorEncargosCentavos: plano.valorEncargos,
      valorRenegociadoCentavos: plano.valorRenegociado,
      parcelasDiluidas: plano.diluidas.map(paraDiluida),
      proximaParcela: paraDiluida(plano.proxima),
    };
  }
}

/** An instalment's amounts as renegotiacao_parcelas keeps them (to restore exactly). */
function gravada(p: {
  valor: number;
  fundoComum: number;
  taxaAdministracao: number;
  fundoReserva: number;
  seguro: number;
  diferenca: number;
}) {
  return {
    valorCentavos: p.valor,
    valorFundoComumCentavos: p.fundoComum,
    valorTaxaAdministracaoCentavos: p.taxaAdministracao,
    valorFundoReservaCentavos: p.fundoReserva,
    valorSeguroCentavos: p.seguro,
    valorDiferencaCentavos: p.diferenca,
  };
}

export type RenegociacaoService = ReturnType<typeof createRenegociacaoService>;
