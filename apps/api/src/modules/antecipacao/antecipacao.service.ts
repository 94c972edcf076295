import {
  MENSAGENS_ANTECIPACAO,
  desfechoDaAntecipacao,
  estaCancelada,
  estaQuitada,
  motivoSemAntecipacao,
  parcelasAntecipaveis,
  parcelasRestantes,
  planoDeAntecipacao,
  vencimentoDaAntecipacao,
  type Antecipacao,
  type AntecipacoesDaCota,
  type PedidoAntecipacaoBody,
  type PlanoDeAntecipacao,
  type SimulacaoAntecipacao,
} from '@portal/domain';
import { HttpError, naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import { erroDoBanco } from '../../core/erros-do-banco.ts';
import { hojeDoRelogio } from '../../core/hoje.ts';
import type { Sessao } from '../../core/sessao.ts';
import type { BoletosService } from '../boletos/boletos.service.ts';
import type { CotaRow } from '../cotas/cotas.service.ts';
import type { Auditar } from '../operador/operador.service.ts';
import type { AntecipacaoRepository, AntecipacaoRow } from './antecipacao.repository.ts';

/** An open anticipation whose boleto was never recorded (the issue failed midway) is given up after this. */
const PRAZO_SEM_BOLETO_MS = 2 * 60_000;

const conflito = (mensagem: string = MENSAGENS_ANTECIPACAO.concorrente) => new HttpError(409, mensagem);

/**
 * Instalment anticipation (03 §2; ADR 0055) on the caller's quota (the ownership hook loaded it): the last open
 * instalments, paid early through one boleto of the boletos journey. Paying that boleto pays the instalments
 * (the boletos module settles it); the anticipation follows its boleto when read. PostgreSQL holds one open
 * anticipation per quota.
 */
export function createAntecipacaoService(deps: {
  repo: AntecipacaoRepository;
  boletos: Pick<BoletosService, 'boletoDeAntecipacao' | 'dadosPorId' | 'cancelarAbertosDasParcelas'>;
  auditar: Auditar;
  now: () => number;
}) {
  const { repo, boletos, auditar, now } = deps;
  const hoje = hojeDoRelogio(now);

  /** Closes an open anticipation (in one transaction with its audit entry); false when it was no longer open. */
  async function encerrar(
    a: AntecipacaoRow,
    situacao: 'liquidada' | 'cancelada',
    motivo: string | null,
    acao: 'antecipacao.liquidada' | 'antecipacao.cancelada',
    cancelarBoleto: boolean,
  ) {
    return repo.transacao(async (tx) => {
      const travada = await repo.travarAberta(tx, a.id);
      if (!travada) return false;
      const parcelas = await repo.parcelasDaAntecipacao(tx, a.id);
      const cancelados = cancelarBoleto
        ? await boletos.cancelarAbertosDasParcelas(
            tx,
            parcelas.map((p) => p.parcelaId),
          )
        : [];
      await repo.resolver(tx, a.id, { situacao, motivo, em: new Date(now()) });
      await auditar(
        null,
        acao,
        `cota:${a.cotaId}`,
        {
          idAntecipacao: a.id,
          valorCentavos: a.valorCentavos,
          parcelas: parcelas.map((p) => ({ parcelaId: p.parcelaId, valorCentavos: p.valorCentavos })),
          motivo,
          boletosCancelados: cancelados.map((b) => b.nossoNumero),
        },
        tx,
      );
      return true;
    });
  }

  /** An open anticipation follows its boleto (paid → liquidada; replaced, cancelled or expired → cancelada). */
  async function acompanharAberta(cotaId: number) {
    const a = await repo.aberta(cotaId);
    if (!a) return;
    if (a.boletoId === null) {
      if (now() - a.criadaEm.getTime() > PRAZO_SEM_BOLETO_MS)
        await encerrar(a, 'cancelada', 'O boleto não foi emitido.', 'antecipacao.cancelada', false);
      return;
    }
    const boleto = (await boletos.dadosPorId([a.boletoId])).get(a.boletoId);
    if (!boleto) return;
    const d = desfechoDaAntecipacao({
      situacaoBoleto: boleto.row.situacao,
      vencimentoBoleto: boleto.row.dataVencimento,
      hoje: hoje(),
    });
    if (d.situacao === 'liquidada') await encerrar(a, 'liquidada', null, 'antecipacao.liquidada', false);
    else if (d.situacao === 'cancelada')
      await encerrar(a, 'cancelada', d.motivo, 'antecipacao.cancelada', boleto.row.situacao === 'aberto');
  }

  async function estado(cota: CotaRow) {
    await acompanharAberta(cota.idCota);
    const [parcelas, lista, renegociacaoPendente] = await Promise.all([
      repo.parcelas(cota.idCota),
      repo.daCota(cota.idCota),
      repo.renegociacaoPendente(cota.idCota),
    ]);
    const dia = hoje();
    const antecipaveis = parcelasAntecipaveis(parcelas, dia);
    const emAtraso = parcelas.filter((p) => !p.pago && p.vencimento < dia).length;
    const motivo = motivoSemAntecipacao({
      cancelada: estaCancelada(cota.situacaoCota),
      quitada: estaQuitada(cota.situacaoCota),
      parcelasEmAtraso: emAtraso,
      aberta: lista.some((a) => a.situacao === 'aberta'),
      renegociacaoPendente,
      antecipaveis: antecipaveis.length,
    });
    return { antecipaveis, lista, motivo, dia };
  }

  function planejar(
    cota: CotaRow,
    antecipaveis: ReturnType<typeof parcelasAntecipaveis>,
    body: PedidoAntecipacaoBody,
  ) {
    const r = planoDeAntecipacao({
      antecipaveis,
      pedido: body,
      saldoDevedor: cota.valorSaldoDevedor,
      parcelasRestantes: parcelasRestantes(cota),
    });
    if ('erro' in r) throw requisicaoInvalida(r.erro);
    return r.plano;
  }

  function paraSimulacao(
    body: PedidoAntecipacaoBody,
    plano: PlanoDeAntecipacao,
    dia: string,
  ): SimulacaoAntecipacao {
    return {
      modo: body.modo,
      quantidadeParcelas: plano.parcelas.length,
      parcelas: plano.parcelas.map((p) => ({
        idParcela: p.id,
        numeroParcela: p.numero,
        dataVencimento: p.vencimento,
        valorCentavos: p.valor,
      })),
      valorTotalCentavos: plano.valorTotal,
      valorNaoUtilizadoCentavos: plano.valorNaoUtilizado,
      saldoDevedorAntesCentavos: plano.saldoAntes,
      saldoDevedorDepoisCentavos: plano.saldoDepois,
      parcelasRestantesAntes: plano.restantesAntes,
      parcelasRestantesDepois: plano.restantesDepois,
      ultimaParcelaDepois: plano.ultimaParcelaDepois && {
        numeroParcela: plano.ultimaParcelaDepois.numero,
        dataVencimento: plano.ultimaParcelaDepois.vencimento,
      },
      dataVencimentoBoleto: vencimentoDaAntecipacao(dia, plano.parcelas),
    };
  }

  async function paraAntecipacoes(
    linhas: (AntecipacaoRow & { numeros: number[] })[],
  ): Promise<Antecipacao[]> {
    const dados = await boletos.dadosPorId(linhas.flatMap((l) => (l.boletoId === null ? [] : [l.boletoId])));
    return linhas.map((a) => ({
      idAntecipacao: a.id,
      situacao: a.situacao,
      modo: a.modo,
      valorInformadoCentavos: a.valorInformadoCentavos,
      quantidadeParcelas: a.quantidadeParcelas,
      numerosParcelas: a.numeros,
      valorCentavos: a.valorCentavos,
      saldoDevedorAntesCentavos: a.saldoAntesCentavos,
      saldoDevedorDepoisCentavos: a.saldoDepoisCentavos,
      parcelasRestantesAntes: a.parcelasRestantesAntes,
      parcelasRestantesDepois: a.parcelasRestantesDepois,
      motivoCancelamento: a.motivoCancelamento,
      criadaEm: a.criadaEm.toISOString(),
      resolvidaEm: a.resolvidaEm?.toISOString() ?? null,
      boleto: a.boletoId === null ? null : (dados.get(a.boletoId)?.dados ?? null),
    }));
  }

  async function antecipacao(cotaId: number, id: number): Promise<Antecipacao> {
    const lista = await repo.daCota(cotaId);
    const [a] = await paraAntecipacoes(lista.filter((l) => l.id === id));
    return a!;
  }

  return {
    /** GET cotas/{id}/antecipacao: whether it may, the limits, the open anticipation and the list. */
    async listar(cota: CotaRow): Promise<AntecipacoesDaCota> {
      const { antecipaveis, lista, motivo } = await estado(cota);
      const todas = await paraAntecipacoes(lista);
      return {
        idCota: cota.idCota,
        podeAntecipar: motivo === null,
        motivo: motivo ? MENSAGENS_ANTECIPACAO[motivo] : null,
        parcelasDisponiveis: antecipaveis.length,
        valorMinimoCentavos: antecipaveis[0]?.valor ?? 0,
        valorMaximoCentavos: antecipaveis.reduce((s, p) => s + p.valor, 0),
        saldoDevedorCentavos: cota.valorSaldoDevedor,
        parcelasRestantes: parcelasRestantes(cota),
        aberta: todas.find((a) => a.situacao === 'aberta') ?? null,
        antecipacoes: todas,
      };
    },

    /** POST cotas/{id}/antecipacao/simular: the effect on the saldo and the term, changing nothing. */
    async simular(cota: CotaRow, body: PedidoAntecipacaoBody): Promise<SimulacaoAntecipacao> {
      const { antecipaveis, motivo, dia } = await estado(cota);
      if (motivo) throw requisicaoInvalida(MENSAGENS_ANTECIPACAO[motivo]);
      return paraSimulacao(body, planejar(cota, antecipaveis, body), dia);
    },

    /**
     * POST cotas/{id}/antecipacao/solicitar: the anticipation and its instalments are recorded and audited in one
     * transaction (the partial unique index lets one open per quota through), then its boleto is issued by the
     * boletos service. A failed issue gives the anticipation up again, audited.
     */
    async solicitar(sessao: Sessao, cota: CotaRow, body: PedidoAntecipacaoBody): Promise<Antecipacao> {
      const { antecipaveis, motivo, dia } = await estado(cota);
      if (motivo === 'aberta') throw conflito(MENSAGENS_ANTECIPACAO.aberta);
      if (motivo) throw requisicaoInvalida(MENSAGENS_ANTECIPACAO[motivo]);
      const plano = planejar(cota, antecipaveis, body);
      const vencimento = vencimentoDaAntecipacao(dia, plano.parcelas);
      let criada: AntecipacaoRow;
      try {
        criada = await repo.transacao(async (tx) => {
          const a = await repo.inserir(tx, {
            cotaId: cota.idCota,
            modo: body.modo,
            valorInformadoCentavos: body.modo === 'valor' ? body.valorCentavos : null,
            quantidadeParcelas: plano.parcelas.length,
            valorCentavos: plano.valorTotal,
            saldoAntesCentavos: plano.saldoAntes,
            saldoDepoisCentavos: plano.saldoDepois,
            parcelasRestantesAntes: plano.restantesAntes,
            parcelasRestantesDepois: plano.restantesDepois,
            criadaEm: new Date(now()),
          });
          await repo.registrarParcelas(
            tx,
            plano.parcelas.map((p) => ({ antecipacaoId: a.id, parcelaId: p.id, valorCentavos: p.valor })),
          );
          await auditar(
            null,
            'antecipacao.solicitada',
            `cota:${cota.idCota}`,
            {
              idAntecipacao: a.id,
              clienteId: sessao.clienteId,
              modo: body.modo,
              valorInformadoCentavos: body.modo === 'valor' ? body.valorCentavos : null,
              parcelas: plano.parcelas.map((p) => ({
                parcelaId: p.id,
                numero: p.numero,
                valorCentavos: p.valor,
              })),
              valorCentavos: plano.valorTotal,
              saldoDevedorAntesCentavos: plano.saldoAntes,
              saldoDevedorDepoisCentavos: plano.saldoDepois,
              dataVencimentoBoleto: vencimento,
            },
            tx,
          );
          return a;
        });
      } catch (erro) {
        // Another request of this quota committed first: the one-open index refused this one, nothing written.
        if (erroDoBanco(erro)?.code === '23505') throw conflito();
        throw erro;
      }
      try {
        const boleto = await boletos.boletoDeAntecipacao(sessao, cota.idCota, {
          idAntecipacao: criada.id,
          dataVencimento: vencimento,
          itens: plano.parcelas.map((p) => ({ parcelaId: p.id, valorCentavos: p.valor })),
        });
        await repo.definirBoleto(criada.id, boleto.id);
      } catch (erro) {
        await encerrar(criada, 'cancelada', 'O boleto não foi emitido.', 'antecipacao.cancelada', false);
        throw erro;
      }
      return antecipacao(cota.idCota, criada.id);
    },

    /** DELETE cotas/{id}/antecipacao/aberta: the customer gives up the open anticipation; its boleto is cancelled. */
    async cancelar(cota: CotaRow): Promise<Antecipacao> {
      await acompanharAberta(cota.idCota);
      const a = await repo.aberta(cota.idCota);
      if (!a) throw naoEncontrado(MENSAGENS_ANTECIPACAO.semAberta);
      const feito = await encerrar(a, 'cancelada', 'Cancelada pelo cliente.', 'antecipacao.cancelada', true);
      if (!feito) throw conflito(MENSAGENS_ANTECIPACAO.semAberta);
      return antecipacao(cota.idCota, a.id);
    },
  };
}
export type AntecipacaoService = ReturnType<typeof createAntecipacaoService>;
