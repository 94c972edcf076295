import { randomBytes, randomUUID } from 'node:crypto';
import {
  MENSAGENS_LANCE,
  PERCENTUAIS_LANCE_FIXO,
  PERCENTUAL_MAXIMO_EMBUTIDO,
  ROTULOS_AMORTIZACAO,
  ROTULOS_MODALIDADE,
  SITUACAO_OFERTA_PADRAO,
  acoesDoLance,
  avisoDeAtrasoNoLance,
  dataLimiteLance,
  historicoLancesVencedores,
  hojeEmSaoPaulo,
  modalidadesLance,
  percentualDoValor,
  textoLanceRegistrado,
  podeCancelarLance,
  podeOfertarLance,
  tipoDaCategoria,
  tiposAmortizacao,
  validarPayloadLance,
  valorDoPercentual,
  valorMaximoEmbutido,
  valorOfertaDoPayload,
  type CancelamentoLanceResposta,
  type ConfirmacaoLanceBody,
  type ConfirmacaoLanceResposta,
  type HistoricoLances,
  type LanceEmbutidoBody,
  type ModalidadeLance,
  type PayloadLance,
  type RegrasLance,
  type ResumoLance,
  type SimulacaoLanceResposta,
  type TipoAmortizacao,
} from '@portal/domain';
import { HttpError, naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import { violouUnicidade } from '../../core/erros-do-banco.ts';
import type { CotaRow } from '../cotas/cotas.service.ts';
import type { Notificar } from '../notificacoes/notificacoes.service.ts';
import type { LanceRow, LancesRepository } from './lances.repository.ts';

/** The administrator's bid policy for every group (a real one would come per group from its regulation). */
const PERCENTUAL_MINIMO = 1;
const PERCENTUAL_MAXIMO = 90;
const TROCA_CHAVES = {
  codigo: '003',
  descricao: 'Troca de chaves: usar o crédito para trocar o veículo atual',
};

/** The unique key of a confirmation: one bid per quota and simulation `identificador`. */
const INDICE_IDENTIFICADOR = 'lances_cota_identificador';

const recusa = (codigo: string, mensagem: string) => ({ codigo, mensagem });
const prazoEncerrado = () => recusa('PRAZO_ENCERRADO', MENSAGENS_LANCE.prazoEncerrado);

/**
 * A simulation's id names the assembly it was made for: a confirmation that arrives after that assembly closed
 * (or started) is refused instead of silently becoming a bid for the following one.
 */
const identificadorDaSimulacao = (idAssembleia: number) => `${idAssembleia}.${randomUUID()}`;
const assembleiaDoIdentificador = (identificador: string) => {
  const [prefixo] = identificador.split('.', 1);
  return /^\d{1,9}$/.test(prefixo ?? '') ? Number(prefixo) : null;
};

/**
 * Bids (spec 01 §4, §7): the API re-checks every rule the wizard applies and owns the deadline. Every call is
 * about the caller's quota, already loaded (and owned) by the ownership hook.
 */
export function createLancesService(deps: {
  repo: LancesRepository;
  notificar: Notificar;
  now: () => number;
}) {
  const { repo, notificar, now } = deps;

  async function regras(cota: CotaRow): Promise<RegrasLance> {
    const { idCota } = cota;
    const tipo = tipoDaCategoria(cota.categoria);
    const proxima = await repo.proximaAgendada(cota.grupo);
    const agora = new Date(now());
    const permissao = podeOfertarLance({ cota, dataSorteio: proxima?.dataSorteio ?? null, agora });
    const ativo = proxima ? await repo.ativo(idCota, proxima.id) : undefined;
    return {
      idCota,
      tipo,
      podeOfertar: permissao.permitido,
      motivoImpedimento: permissao.permitido ? null : permissao.motivo,
      // The same rule the assembly freezes its eligible set with; `parcelasAtraso` counts as of today.
      avisoElegibilidade: permissao.permitido
        ? avisoDeAtrasoNoLance({ cota, assembleia: proxima ?? null, hoje: hojeEmSaoPaulo(agora) })
        : null,
      tiposLance: modalidadesLance.map((modalidade: ModalidadeLance) => ({
        modalidade,
        descricao: ROTULOS_MODALIDADE[modalidade],
        situacaoOferta: SITUACAO_OFERTA_PADRAO[modalidade],
        percentualFixo: PERCENTUAIS_LANCE_FIXO[modalidade] ?? null,
      })),
      tiposOferta: [
        { situacaoOferta: 'P', descricao: 'Percentual do valor do bem' },
        { situacaoOferta: 'V', descricao: 'Valor em reais' },
      ],
      tiposAmortizacao: tiposAmortizacao.map((t: TipoAmortizacao) => ({
        tipoAmortizacao: t,
        descricao: ROTULOS_AMORTIZACAO[t],
      })),
      opcoes: cota.categoria === 'veiculos' || cota.categoria === 'pesados' ? [TROCA_CHAVES] : [],
      percentualMinimo: PERCENTUAL_MINIMO,
      percentualMaximo: PERCENTUAL_MAXIMO,
      percentualMaximoEmbutido: PERCENTUAL_MAXIMO_EMBUTIDO,
      valorBem: cota.valorBem,
      valorCredito: cota.valorBem,
      valorSaldoDevedor: cota.valorSaldoDevedor,
      proximaAssembleia: proxima
        ? {
            idAssembleia: proxima.id,
            numeroTotalAssembleia: proxima.numero,
            dataSorteio: proxima.dataSorteio,
            dataLimiteLance: dataLimiteLance(proxima.dataSorteio),
          }
        : null,
      lanceAtivo: ativo ? { protocolo: ativo.protocolo, valorLance: ativo.valorLanceCentavos } : null,
    };
  }

  type AssembleiaDoLance = Pick<
    NonNullable<RegrasLance['proximaAssembleia']>,
    'numeroTotalAssembleia' | 'dataSorteio' | 'dataLimiteLance'
  >;

  function resumo(
    r: RegrasLance,
    p: PayloadLance,
    a: AssembleiaDoLance = r.proximaAssembleia!,
    substitui: string | null = r.lanceAtivo?.protocolo ?? null,
  ): ResumoLance {
    return {
      situacaoModalidade: p.situacaoModalidade,
      descricaoModalidade: ROTULOS_MODALIDADE[p.situacaoModalidade],
      percentualLance: percentualDoValor(p.valorLance, r.valorBem),
      valorLance: p.valorLance,
      valorLanceEmbutido: p.valorLanceEmbutido,
      valorFGTS: p.valorFGTS,
      valorOferta: valorOfertaDoPayload(p),
      valorCreditoLiquido: r.valorCredito - p.valorLanceEmbutido,
      tipoAmortizacao: p.tipoAmortizacao,
      trocaChaves: p.trocaChaves,
      numeroTotalAssembleia: a.numeroTotalAssembleia,
      dataSorteio: a.dataSorteio,
      dataLimiteLance: a.dataLimiteLance,
      substituiProtocolo: substitui,
    };
  }

  /** Why this payload cannot become a bid now, or null. */
  function motivo(r: RegrasLance, p: PayloadLance) {
    if (!r.podeOfertar || !r.proximaAssembleia)
      return recusa(
        r.motivoImpedimento === MENSAGENS_LANCE.prazoEncerrado ? 'PRAZO_ENCERRADO' : 'COTA_IMPEDIDA',
        r.motivoImpedimento ?? MENSAGENS_LANCE.semAssembleia,
      );
    const erro = validarPayloadLance(r, p);
    return erro ? recusa('VALOR_INVALIDO', erro) : null;
  }

  /**
   * The answer for a recorded bid, about its own assembly: a retried confirmation may arrive after that
   * assembly started (the next one, if any, is another). `substitui` is the bid it replaced, when known.
   */
  async function comSummary(
    r: RegrasLance,
    l: LanceRow,
    substitui: string | null,
  ): Promise<ConfirmacaoLanceResposta> {
    const a = await repo.assembleia(l.assembleiaId);
    const assembleia = a
      ? {
          numeroTotalAssembleia: a.numero,
          dataSorteio: a.dataSorteio,
          dataLimiteLance: dataLimiteLance(a.dataSorteio),
        }
      : r.proximaAssembleia!;
    return {
      protocolo: l.protocolo,
      summary: resumo(r, l.payload as PayloadLance, assembleia, substitui),
      notifications: [recusa('LANCE_REGISTRADO', MENSAGENS_LANCE.lanceRegistrado)],
    };
  }

  return {
    regras,

    async embutido(cota: CotaRow, b: LanceEmbutidoBody) {
      const r = await regras(cota);
      // No bid is worth more than the asset: a larger amount is refused here, before it becomes a percentage.
      if (b.valorLance !== undefined && b.valorLance > r.valorBem)
        throw requisicaoInvalida(MENSAGENS_LANCE.acimaDoMaximo);
      const fixo = PERCENTUAIS_LANCE_FIXO[b.situacaoModalidade];
      const percentualLance = fixo ?? b.percentualLance ?? percentualDoValor(b.valorLance ?? 0, r.valorBem);
      const valorLance =
        b.valorLance !== undefined && fixo === undefined
          ? b.valorLance
          : valorDoPercentual(r.valorBem, percentualLance);
      return {
        situacaoModalidade: b.situacaoModalidade,
        percentualLance,
        valorLance,
        percentualMaximoEmbutido: r.percentualMaximoEmbutido,
        valorMaximoEmbutido: Math.min(valorMaximoEmbutido(r), valorLance),
      };
    },

    async simular(cota: CotaRow, p: PayloadLance): Promise<SimulacaoLanceResposta> {
      const r = await regras(cota);
      const refusal = motivo(r, p);
      if (refusal) return { identificador: null, summary: null, notifications: [refusal] };
      const notifications = r.lanceAtivo ? [recusa('SUBSTITUI_LANCE', MENSAGENS_LANCE.lanceSubstituido)] : [];
      return {
        identificador: identificadorDaSimulacao(r.proximaAssembleia!.idAssembleia),
        summary: resumo(r, p),
        notifications,
      };
    },

    /** The same `identificador` twice (double click, retry) answers the bid already registered. */
    async confirmar(
      cota: CotaRow,
      body: ConfirmacaoLanceBody,
      ip: string,
    ): Promise<ConfirmacaoLanceResposta> {
      const { idCota } = cota;
      const r = await regras(cota);
      const { valorOferta, identificador, ...payload } = body;
      const existente = await repo.porIdentificador(idCota, identificador);
      if (existente) return comSummary(r, existente, null);
      const simuladaPara = assembleiaDoIdentificador(identificador);
      const refusal =
        (simuladaPara !== null && r.proximaAssembleia && simuladaPara !== r.proximaAssembleia.idAssembleia
          ? prazoEncerrado()
          : null) ??
        motivo(r, payload) ??
        (valorOferta !== valorOfertaDoPayload(payload)
          ? recusa('OFERTA_DIVERGENTE', MENSAGENS_LANCE.ofertaDivergente)
          : null);
      if (refusal) return { protocolo: null, summary: null, notifications: [refusal] };
      const a = r.proximaAssembleia!;
      const registro = await repo
        .registrar({
          cotaId: idCota,
          assembleiaId: a.idAssembleia,
          protocolo: `${a.dataSorteio.slice(0, 4)}${randomBytes(5).toString('hex').toUpperCase()}`,
          identificador,
          modalidade: payload.situacaoModalidade,
          tipoAmortizacao: payload.tipoAmortizacao,
          percentual: percentualDoValor(payload.valorLance, r.valorBem),
          valorLanceCentavos: payload.valorLance,
          valorEmbutidoCentavos: payload.valorLanceEmbutido,
          valorFgtsCentavos: payload.valorFGTS,
          valorOfertaCentavos: valorOferta,
          trocaChaves: payload.trocaChaves,
          payload: { ...payload, numeroIP: ip },
          numeroIp: ip,
          criadoEm: new Date(now()),
        })
        .catch(async (erro: unknown) => {
          // The quota lock serialises a quota's bids, so these are backstops: the same confirmation committed
          // by a request that started first is answered as it is; any other collision is a 409, never a 500.
          if (violouUnicidade(erro, INDICE_IDENTIFICADOR)) {
            const vencedor = await repo.porIdentificador(idCota, identificador);
            if (vencedor) return { tipo: 'existente' as const, lance: vencedor };
          }
          if (violouUnicidade(erro)) throw new HttpError(409, MENSAGENS_LANCE.lanceConcorrente);
          throw erro;
        });
      if (registro.tipo === 'prazo-encerrado')
        return { protocolo: null, summary: null, notifications: [prazoEncerrado()] };
      if (registro.tipo === 'existente') return comSummary(r, registro.lance, null);
      const { lance, substitui } = registro;
      await notificar({
        cotaId: idCota,
        origem: 'lances',
        texto: (c) => textoLanceRegistrado({ ...c, protocolo: lance.protocolo, dataSorteio: a.dataSorteio }),
      });
      return comSummary(r, lance, substitui);
    },

    async historico(cota: CotaRow, page: number, pageSize: number): Promise<HistoricoLances> {
      const r = await regras(cota);
      const { linhas, total } = await repo.historico(cota.idCota, pageSize, (page - 1) * pageSize);
      const agora = new Date(now());
      return {
        data: linhas.map(({ lance: l, numero, dataSorteio, situacaoAssembleia }) => {
          const acoes = acoesDoLance(
            { situacao: l.situacao, dataSorteio, situacaoAssembleia },
            r.podeOfertar,
            agora,
          );
          const p = l.payload as PayloadLance;
          return {
            protocolo: l.protocolo,
            situacao: l.situacao,
            situacaoModalidade: l.modalidade as ModalidadeLance,
            descricaoModalidade: ROTULOS_MODALIDADE[l.modalidade as ModalidadeLance],
            situacaoOferta: p.situacaoOferta,
            percentualLance: l.percentual,
            valorLance: l.valorLanceCentavos,
            valorLanceEmbutido: l.valorEmbutidoCentavos,
            valorFGTS: l.valorFgtsCentavos,
            tipoAmortizacao: l.tipoAmortizacao as TipoAmortizacao,
            trocaChaves: l.trocaChaves,
            numeroTotalAssembleia: numero,
            dataSorteio,
            dataLimiteLance: dataLimiteLance(dataSorteio),
            registradoEm: l.criadoEm.toISOString(),
            canceladoEm: l.canceladoEm?.toISOString() ?? null,
            ...acoes,
          };
        }),
        page,
        page_size: pageSize,
        total,
        total_pages: Math.ceil(total / pageSize),
      };
    },

    async cancelar(cota: CotaRow, protocolo: string): Promise<CancelamentoLanceResposta> {
      const { idCota } = cota;
      const achado = await repo.doProtocolo(idCota, protocolo);
      if (!achado) throw naoEncontrado('Lance não encontrado.');
      const agora = new Date(now());
      const permissao = (a: NonNullable<typeof achado>) =>
        podeCancelarLance(
          {
            situacao: a.lance.situacao,
            dataSorteio: a.dataSorteio,
            situacaoAssembleia: a.situacaoAssembleia,
          },
          agora,
        );
      const pode = permissao(achado);
      if (!pode.permitido) throw requisicaoInvalida(pode.motivo);
      const cancelado = await repo.cancelar(achado.lance.id, agora);
      if (!cancelado) {
        // Something changed in between (a second click, the run started): say what, as of now.
        const agoraEstado = await repo.doProtocolo(idCota, protocolo);
        const depois = agoraEstado ? permissao(agoraEstado) : pode;
        throw requisicaoInvalida(depois.permitido ? MENSAGENS_LANCE.cancelamentoInativo : depois.motivo);
      }
      return {
        protocolo,
        situacao: 'cancelado',
        canceladoEm: agora.toISOString(),
        mensagem: MENSAGENS_LANCE.lanceCancelado,
      };
    },

    /** Beyond the spec: the group's winning bids of the last assemblies, and where `percentual` would have stood. */
    async vencedores(cota: CotaRow, percentual: number | undefined) {
      const realizadas = await repo.realizadas(cota.grupo);
      return historicoLancesVencedores(
        realizadas.map((a) => ({
          numeroTotalAssembleia: a.numero,
          dataSorteio: a.dataSorteio,
          percentuaisVencedores: (a.resultado?.contempladas ?? [])
            .filter((c) => c.forma === 'lance')
            .map((c) => c.percentualLance ?? 0),
        })),
        { percentual: percentual ?? null },
      );
    },
  };
}
export type LancesService = ReturnType<typeof createLancesService>;
/** The assembly's run closes the bids through this, in its own transaction (ADR 0010). */
export type EncerrarLancesDaAssembleia = LancesRepository['encerrarDaAssembleia'];
