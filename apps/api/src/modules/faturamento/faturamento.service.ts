import {
  DOCUMENTOS,
  FASES,
  FASE_DA_DECISAO_IDENTIFICACAO,
  FASES_IDENTIFICACAO_EM_ANALISE,
  MENSAGEM_FALHA_CRIVO,
  MENSAGEM_SEM_PROCESSO_FATURAMENTO,
  ROTULOS_MOTIVO_RESTRICAO,
  TIPOS_CASO,
  dadosAppFaturamentoSchema,
  decidirValidacao,
  estaCancelada,
  estaContemplada,
  estaQuitada,
  estadoRestricaoCpf,
  faseEm,
  hojeEmSaoPaulo,
  linkWhatsAppManual,
  mascararTelefone,
  mensagemWhatsAppManual,
  recusaDaDecisaoIdentificacao,
  statusEm,
  telefonesConferem,
  STATUS_ABERTOS,
  textoDosMotivos,
  type Cota,
  type DadosAppFaturamento,
  type DecisaoIdentificacaoBody,
  type FluxoManual,
  type MotivoRestricao,
  type StatusFaturamento,
  type TipoFaturamento,
  type ValidacaoFaturamento,
} from '@portal/domain';
import { HttpError, naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import type { Sessao } from '../../core/sessao.ts';
import type { Transacao } from '../../core/transacao.ts';
import type { CasoRow, CasosService } from '../casos/casos.service.ts';
import type { CotasService } from '../cotas/cotas.service.ts';
import type { ComAuditoria } from '../operador/auditoria.service.ts';
import type { ParceirosService } from '../parceiros/parceiros.service.ts';
import type { FaturamentoRepository } from './faturamento.repository.ts';

const TIPO = TIPOS_CASO.faturamentoBem;

const MENSAGENS_FATURAMENTO = {
  semProcesso: MENSAGEM_SEM_PROCESSO_FATURAMENTO,
  naoContemplada: 'Esta cota ainda não foi contemplada.',
  naoPodeFaturar: 'Esta cota não pode iniciar o faturamento pelo app agora.',
  cotaNaoAuto: 'O faturamento do bem pelo app é para cotas de automóvel.',
  cotaInvalida: 'Escolha apenas cotas contempladas suas, de automóvel.',
  naoReinicia: 'O faturamento já avançou e não pode ser recomeçado pelo app.',
  naoAguarda: 'Esta identificação não aguarda decisão.',
} as const;

/** The case's choices, with defaults for a case an analyst opened without them. */
function dadosDoCaso(caso: Pick<CasoRow, 'dadosApp' | 'cotaId'>): DadosAppFaturamento {
  const lido = dadosAppFaturamentoSchema.partial().safeParse(caso.dadosApp ?? {});
  const d = lido.success ? lido.data : {};
  return {
    tipoFaturamento: d.tipoFaturamento ?? null,
    fluxoManual: d.fluxoManual ?? false,
    cotas: d.cotas?.length ? d.cotas : [caso.cotaId],
    quantidadeBens: d.quantidadeBens ?? 1,
    motivoEncerramento: d.motivoEncerramento ?? null,
    visitouFinal: d.visitouFinal ?? false,
  };
}

/**
 * The case's DadosApp__c with the start's choices changed: the keys of the later steps (the new vehicle's
 * value, vehicle, dealer, payment, ADR 0038) stay as they are.
 */
function dadosAlterados(
  caso: Pick<CasoRow, 'dadosApp' | 'cotaId'>,
  mudanca: Partial<DadosAppFaturamento>,
): Record<string, unknown> {
  const soltos =
    caso.dadosApp && typeof caso.dadosApp === 'object' && !Array.isArray(caso.dadosApp)
      ? (caso.dadosApp as Record<string, unknown>)
      : {};
  return { ...soltos, ...dadosDoCaso(caso), ...mudanca };
}

/** The 02 §3 billing status of a case. */
function paraStatus(caso: CasoRow, historico: { fase: string; em: Date }[]): StatusFaturamento {
  const d = dadosDoCaso(caso);
  return {
    numeroCaso: caso.numero,
    idCota: caso.cotaId,
    fase: caso.fase,
    status: caso.status,
    observacao: caso.observacao,
    respostaAnalista: caso.respostaAnalista,
    motivosRecusa: caso.expliqueMotivo,
    respostaSworks: null,
    dataCriacao: caso.criadoEm.toISOString(),
    fluxoManual: d.fluxoManual,
    tipoCaso: caso.tipo,
    tipoVistoria: null,
    tipoFaturamento: d.tipoFaturamento,
    tipoVendedor: null,
    linhaDoTempoPagamento: historico.map((h) => ({
      fase: h.fase,
      dataUltimaModificacaoFase: h.em.toISOString(),
    })),
    visitouFinal: d.visitouFinal,
    quantidadeBens: d.quantidadeBens,
    cotas: d.cotas,
    motivoEncerramento: d.motivoEncerramento,
  };
}

export function createFaturamentoService(deps: {
  repo: FaturamentoRepository;
  casos: CasosService;
  cotas: CotasService;
  parceiros: ParceirosService;
  comAuditoria: ComAuditoria;
  now: () => number;
}) {
  const { repo, casos, cotas, parceiros, comAuditoria, now } = deps;
  const hoje = () => hojeEmSaoPaulo(new Date(now()));

  /** 02 §6: asset-invoicing operations need a phone; a transparent login (embedded) is exempt. */
  async function cotaDaSessao(sessao: Sessao) {
    return cotas.cota(sessao, sessao.cotaId);
  }

  /** The customer's contemplated, auto quotas on this partner that may still bill (not cancelled, not paid off). */
  async function cotasFaturaveis(sessao: Sessao): Promise<Cota[]> {
    const { data } = await cotas.listar(sessao, { page: 1, page_size: 100 });
    return data.filter(
      (c) =>
        c.tipo === 'auto' &&
        estaContemplada(c.dataContemplacao, hoje()) &&
        !estaCancelada(c.situacaoCota) &&
        !estaQuitada(c.situacaoCota),
    );
  }

  /** The phases the case went through, from its history (the payment timeline). */
  async function statusDoCaso(caso: CasoRow): Promise<StatusFaturamento> {
    const historico = await casos.historicoDoCaso(caso.id);
    const vistas = historico
      .filter((h) => h.fasePara && h.fasePara !== h.faseDe)
      .map((h) => ({ fase: h.fasePara!, em: h.criadoEm }));
    return paraStatus(caso, vistas);
  }

  /** The newest goods-billing case of the quota (open or not): the status reads it. */
  async function casoMaisNovo(cotaId: number): Promise<CasoRow | undefined> {
    return (await casos.daCota(cotaId, [TIPO]))[0];
  }

  async function validar(sessao: Sessao): Promise<ValidacaoFaturamento> {
    const cota = await cotaDaSessao(sessao);
    if (!estaContemplada(cota.dataContemplacao, hoje()))
      throw naoEncontrado(MENSAGENS_FATURAMENTO.naoContemplada);
    const [analise] = await casos.daCota(cota.idCota, [TIPOS_CASO.consultoriaAnalise]);
    const crivo = await casos
      .crivoDaCota(cota.idCota)
      .then((c) => (c ? { codigo: c.codigo } : null))
      // 02 §8: "if the call fails, the restriction is cleared".
      .catch(() => 'falhou' as const);
    const outras = (await cotasFaturaveis(sessao)).filter((c) => c.idCota !== cota.idCota);
    const decisao = decidirValidacao({
      quitada: estaQuitada(cota.situacaoCota),
      faseAnaliseCredito: analise?.fase ?? null,
      restricaoCpf: estadoRestricaoCpf(crivo),
      outrasCotasContempladas: outras.length,
      parcelasEmAtraso: cota.parcelasAtraso,
    });
    if (decisao === 'erro-crivo') throw new HttpError(503, MENSAGEM_FALHA_CRIVO);
    const escolha = (analise?.dadosApp as { faturamento?: { bem?: unknown; tipo?: unknown } } | null)
      ?.faturamento;
    return {
      ...decisao,
      cotasContempladas: outras.map((c) => ({ idCota: c.idCota, grupo: c.grupo, cota: c.cota })),
      escolhaDaContemplacao:
        typeof escolha?.bem === 'string' && typeof escolha.tipo === 'string'
          ? { bem: escolha.bem, tipo: escolha.tipo }
          : null,
      pessoaJuridica: cota.cdInscricaoNacional.length > 11,
    };
  }

  return {
    /** GET core/faturamento/auto/status: the newest case; none → 404 (the app validates instead, 02 §7). */
    async status(sessao: Sessao): Promise<StatusFaturamento> {
      await cotaDaSessao(sessao);
      const caso = await casoMaisNovo(sessao.cotaId);
      if (!caso) throw naoEncontrado(MENSAGENS_FATURAMENTO.semProcesso);
      // 02 §1 "payment sent and not yet seen": reading it once it was sent counts as seen.
      const status = await statusDoCaso(caso);
      if (faseEm(caso.fase, ['PAGAMENTO_ENVIADO']) && !status.visitouFinal) {
        await casos.transacao((tx) =>
          casos.alterarDadosDoCaso(
            tx,
            caso,
            dadosAlterados(caso, { visitouFinal: true }),
            'cliente',
            'Cliente viu o pagamento enviado',
          ),
        );
      }
      return status;
    },

    validar,

    /**
     * GET core/faturamento/auto/iniciar: opens the quota's billing case with the customer's choices, or answers
     * the open one (one per quota and type: the unique index decides, so 20 calls at once open one).
     */
    async iniciar(
      sessao: Sessao,
      q: { tipoFaturamento: TipoFaturamento; cotas?: number[]; quantidadeBens?: number },
    ): Promise<StatusFaturamento> {
      const cota = await cotaDaSessao(sessao);
      if (cota.tipo !== 'auto') throw requisicaoInvalida(MENSAGENS_FATURAMENTO.cotaNaoAuto);
      const aberto = (await casoMaisNovo(cota.idCota)) ?? null;
      if (aberto && statusEm(aberto.status, STATUS_ABERTOS)) return statusDoCaso(aberto);
      const validacao = await validar(sessao);
      const extras = (q.cotas ?? []).filter((id) => id !== cota.idCota);
      const permitidas = new Set(validacao.cotasContempladas.map((c) => c.idCota));
      if (extras.some((id) => !permitidas.has(id)))
        throw requisicaoInvalida(MENSAGENS_FATURAMENTO.cotaInvalida);
      // Several contemplated quotas are a restriction only until the customer picks which ones to use.
      const motivos = validacao.motivos.filter((m) => m !== 'MULTIPLAS_COTAS');
      if (
        validacao.resultado === 'REPROVADO' ||
        (validacao.resultado === 'RESTRITO' && (motivos.length > 0 || validacao.motivos.length === 0))
      )
        throw new HttpError(409, MENSAGENS_FATURAMENTO.naoPodeFaturar);
      const dados: DadosAppFaturamento = {
        tipoFaturamento: q.tipoFaturamento,
        fluxoManual: false,
        cotas: [cota.idCota, ...extras],
        quantidadeBens: q.quantidadeBens ?? 1,
        motivoEncerramento: null,
        visitouFinal: false,
      };
      const { caso } = await casos.transacao((tx) =>
        casos.abrirCaso(
          tx,
          {
            tipo: TIPO,
            clienteId: sessao.clienteId,
            cotaId: cota.idCota,
            descricao: 'Faturamento do bem pelo app',
            dadosApp: dados,
          },
          'cliente',
        ),
      );
      return statusDoCaso(caso);
    },

    /** GET core/faturamento/auto/reiniciar-fluxo: back to the start while nothing was sent for analysis. */
    async reiniciarFluxo(sessao: Sessao): Promise<StatusFaturamento> {
      await cotaDaSessao(sessao);
      const caso = await casoMaisNovo(sessao.cotaId);
      if (!caso || !caso.aberto) throw naoEncontrado(MENSAGENS_FATURAMENTO.semProcesso);
      const depois = await casos.transacao(async (tx) => {
        const atual = await casos.bloquearCaso(tx, caso);
        if (
          !faseEm(atual.fase, [
            'TRATATIVA_NAO_INICIADA',
            'SLA_VIOLADO',
            'DOCUMENTO_EXPIRADO',
            'PRAZO_FINALIZADO',
            'REANALISE_BRSCAN',
            'PENDENCIA_CLIENTE',
          ])
        )
          throw new HttpError(409, MENSAGENS_FATURAMENTO.naoReinicia);
        const { depois } = await casos.alterarDadosDoCaso(
          tx,
          atual,
          dadosAlterados(atual, { fluxoManual: false, motivoEncerramento: null }),
          'cliente',
          'Faturamento recomeçado pelo cliente',
          FASES.TRATATIVA_NAO_INICIADA,
        );
        return depois;
      });
      return statusDoCaso(depois);
    },

    /**
     * POST core/faturamento/auto/iniciar-manual: the billing goes on with an attendant. The quota's case (opened
     * if none) is escalated with the reason; the WhatsApp link is given only when the customer's phone is the
     * quota's registered one.
     */
    async iniciarManual(sessao: Sessao, motivo: MotivoRestricao): Promise<FluxoManual> {
      const cota = await cotaDaSessao(sessao);
      if (!estaContemplada(cota.dataContemplacao, hoje()))
        throw naoEncontrado(MENSAGENS_FATURAMENTO.naoContemplada);
      const nota = `Faturamento pelo atendimento (WhatsApp): ${ROTULOS_MOTIVO_RESTRICAO[motivo]}`;
      const caso = await casos.transacao(async (tx: Transacao) => {
        const { caso: aberto, novo } = await casos.abrirCaso(
          tx,
          {
            tipo: TIPO,
            clienteId: sessao.clienteId,
            cotaId: cota.idCota,
            descricao: 'Faturamento do bem com atendente',
            dadosApp: {
              tipoFaturamento: null,
              fluxoManual: true,
              cotas: [cota.idCota],
              quantidadeBens: 1,
              motivoEncerramento: motivo,
              visitouFinal: false,
            } satisfies DadosAppFaturamento,
          },
          'cliente',
        );
        const atual = novo ? aberto : await casos.bloquearCaso(tx, aberto);
        const d = dadosDoCaso(atual);
        if (!novo && d.fluxoManual && d.motivoEncerramento === motivo) return atual;
        const { depois } = await casos.alterarDadosDoCaso(
          tx,
          atual,
          dadosAlterados(atual, { fluxoManual: true, motivoEncerramento: motivo }),
          'cliente',
          nota,
        );
        return depois;
      });
      const telefones = await repo.telefones(cota.idCota);
      const confere = telefonesConferem(telefones.doCliente, telefones.daCota);
      const parceiro = await parceiros.exigir(sessao.parceiroId);
      const link = confere
        ? linkWhatsAppManual(
            parceiro.whatsappFaturamento ?? parceiro.linkAtendimentoWhatsapp ?? parceiro.whatsappUrl ?? null,
            mensagemWhatsAppManual({ nome: cota.nomePessoa, grupo: cota.grupo, cota: cota.cota, motivo }),
          )
        : null;
      return {
        numeroCaso: caso.numero,
        motivoEncerramento: motivo,
        telefoneConfere: confere,
        linkWhatsApp: link,
        telefoneDaCotaMascarado: mascararTelefone(telefones.daCota),
      };
    },

    // ——— Back-office ———

    async filaIdentificacao(operadorId: number) {
      const parceiroId = await repo.parceiroDoOperador(operadorId);
      const linhas = await repo.filaIdentificacao(
        FASES_IDENTIFICACAO_EM_ANALISE.map((f) => FASES[f]),
        parceiroId,
      );
      const agora = new Date(now());
      return {
        data: await Promise.all(
          linhas.map(async (l) => ({
            CaseNumber: l.numero,
            Fase__c: l.fase,
            cliente: { nome: l.nome, inscricaoNacional: l.inscricao },
            grupo: l.grupo,
            cota: l.cota,
            parceiro: l.parceiro,
            tipoFaturamento: dadosDoCaso({ dadosApp: l.dadosApp, cotaId: l.cotaId }).tipoFaturamento,
            enviadoEm: (l.enviadoEm ?? agora).toISOString(),
            documentos: (await repo.documentosDoCaso(l.casoId)).map((d) => ({
              ...d,
              descricao:
                (DOCUMENTOS as Record<string, { descricao: string }>)[d.codigo]?.descricao ?? d.codigo,
            })),
          })),
        ),
      };
    },

    async decidirIdentificacao(operadorId: number, numero: string, body: DecisaoIdentificacaoBody) {
      const parceiroId = await repo.parceiroDoOperador(operadorId);
      const caso = await casos.porNumero(numero);
      if (!caso || caso.tipo !== TIPO) throw naoEncontrado('Caso não encontrado.');
      const visiveis = await repo.filaIdentificacao(Object.values(FASES), parceiroId);
      if (parceiroId !== null && !visiveis.some((v) => v.casoId === caso.id))
        throw naoEncontrado('Caso não encontrado.');
      const recusa = recusaDaDecisaoIdentificacao(body);
      if (recusa) throw requisicaoInvalida(recusa);
      const motivos = textoDosMotivos(body.motivos);
      const observacao = body.observacao?.trim() || null;
      const { antes, depois } = await comAuditoria(
        operadorId,
        async (tx) => {
          const mudanca = await casos.decidirPeloAnalista(
            tx,
            caso.id,
            FASES_IDENTIFICACAO_EM_ANALISE,
            {
              fase: FASES[FASE_DA_DECISAO_IDENTIFICACAO[body.decisao]],
              expliqueMotivo: motivos,
              respostaAnalista: observacao,
            },
            operadorId,
            `Identificação do faturamento: ${body.decisao}`,
          );
          if (!mudanca) throw new HttpError(409, MENSAGENS_FATURAMENTO.naoAguarda);
          return mudanca;
        },
        ({ antes, depois }) => ({
          acao: 'faturamento.identificacao-decidida',
          alvo: `caso:${numero}`,
          detalhes: {
            decisao: body.decisao,
            motivos: body.motivos,
            observacao,
            de: { fase: antes.fase, status: antes.status },
            para: { fase: depois.fase, status: depois.status },
          },
        }),
      );
      void antes;
      await casos.avisarNovaFase(depois);
      return { CaseNumber: depois.numero, Fase__c: depois.fase };
    },
  };
}
export type FaturamentoService = ReturnType<typeof createFaturamentoService>;
