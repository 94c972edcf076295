import {
  bancoPorCodigo,
  bancos,
  calcularValoresDevolucao,
  dadosBancariosSchema,
  dataPrevistaPagamento,
  diasUteisEntre,
  disponibilidadeDevolucao,
  documentosFaltando,
  DIAS_UTEIS_PAGAMENTO_DEVOLUCAO,
  DOCUMENTOS_DEVOLUCAO,
  estadoDevolucao,
  faseEm,
  FASES,
  hojeEmSaoPaulo,
  MENSAGENS_DEVOLUCAO,
  MOTIVOS_RECUSA_DEVOLUCAO,
  pessoaDaInscricao,
  podeSolicitarDevolucao,
  prazoRespostaDevolucao,
  statusEm,
  STATUS_ABERTOS,
  telaDaDevolucao,
  TIPOS_CASO,
  validarDadosBancarios,
  type CodigoFase,
  type DadosBancarios,
  type DecisaoDevolucaoBody,
  type EstadoDevolucao,
  type SolicitarPagamentoDevolucaoBody,
  type ValoresDevolucao,
} from '@portal/domain';
import { HttpError, naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import type { Sessao } from '../../core/sessao.ts';
import type { VerificacaoService } from '../acesso/verificacao.service.ts';
import type { CasoRow, CasosService } from '../casos/casos.service.ts';
import type { CotasService } from '../cotas/cotas.service.ts';
import type { DocumentosService } from '../documentos/documentos.service.ts';
import type { ComAuditoria } from '../operador/auditoria.service.ts';
import { agendarRepasse, parceiroDaCota } from '../repasses/repasses.service.ts';
import type { CotaDaDevolucao, DevolucaoRepository } from './devolucao.repository.ts';

const TIPO = TIPOS_CASO.devolucao;
const M = MENSAGENS_DEVOLUCAO;

/** The phases the analyst decides in (the customer sent everything): the back-office queue. */
const FASES_FILA_DEVOLUCAO = [
  'BRSCAN_EM_ANDAMENTO',
  'RETORNO_BRSCAN',
  'ANALISE_OPERACOES',
  'ANALISE_GRC',
  'SUSPEITA_FRAUDE',
] as const satisfies readonly CodigoFase[];
/** The phases in which the customer resends documents and bank data (the analyst refused them). */
const FASES_REENVIO = [
  'PENDENCIA_CLIENTE',
  'REANALISE_BRSCAN',
  'DOCUMENTOS_ADICIONAIS_GRC',
] as const satisfies readonly CodigoFase[];

/** What the refund case keeps in DadosApp__c: the request as confirmed. */
interface DadosAppDevolucao {
  valores: ValoresDevolucao;
  valorCentavos: number;
  conta: DadosBancarios;
  pessoa: 'F' | 'J';
  documentos: { codigo: string; id: string }[];
  solicitadoEm: string;
  prazoResposta: string;
}

const dadosDoCaso = (caso: Pick<CasoRow, 'dadosApp'>): DadosAppDevolucao | null =>
  caso.dadosApp && typeof caso.dadosApp === 'object' && 'conta' in caso.dadosApp
    ? (caso.dadosApp as unknown as DadosAppDevolucao)
    : null;

const mascararConta = (conta: string) => (conta.length <= 3 ? conta : `${'•'.repeat(3)}${conta.slice(-3)}`);

export function createDevolucaoService(deps: {
  repo: DevolucaoRepository;
  casos: CasosService;
  cotas: CotasService;
  documentos: DocumentosService;
  verificacao: Pick<VerificacaoService, 'exigirAutorizacao'>;
  comAuditoria: ComAuditoria;
  now: () => number;
}) {
  const { repo, casos, cotas, documentos, verificacao, comAuditoria, now } = deps;
  const hoje = () => hojeEmSaoPaulo(new Date(now()));

  /** The session's quota, checked as the caller's on this partner (404 otherwise). */
  async function cotaDaSessao(sessao: Sessao): Promise<CotaDaDevolucao> {
    await cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, sessao.cotaId);
    return cotaPorId(sessao.cotaId);
  }

  async function cotaPorId(idCota: number): Promise<CotaDaDevolucao> {
    const cota = await repo.cota(idCota);
    if (!cota) throw naoEncontrado('Cota não encontrada.');
    return cota;
  }

  /** Everything the refund's answers are made of: availability, values, newest case, state and screen. */
  async function situacao(cota: CotaDaDevolucao) {
    const dia = hoje();
    const disponibilidade = disponibilidadeDevolucao(cota, dia);
    const [pagamentos, jaPago, casosDaCota] = await Promise.all([
      repo.pagamentos(cota.idCota),
      repo.jaPago(cota.idCota),
      casos.daCota(cota.idCota, [TIPO]),
    ]);
    const caso = casosDaCota[0] ?? null;
    const valores: ValoresDevolucao =
      disponibilidade.disponivel && disponibilidade.motivo
        ? calcularValoresDevolucao({
            motivo: disponibilidade.motivo,
            pagamentos,
            multaBp: Math.round(cota.percentualMultaCancelamento * 100),
            plano: cota.plano,
            valorCreditoCentavos: cota.valorCreditoCentavos,
            dataDevolucao: disponibilidade.dataDevolucao ?? dia,
            hoje: dia,
            jaPagoCentavos: jaPago,
          })
        : { itens: [], valorTotalCentavos: 0 };
    const estado = estadoDevolucao({
      disponibilidade,
      caso,
      valorTotalCentavos: valores.valorTotalCentavos,
      hoje: dia,
    });
    return { disponibilidade, valores, caso, estado, tela: telaDaDevolucao(estado, caso), hoje: dia };
  }

  function mensagemDoEstado(estado: EstadoDevolucao): string | null {
    switch (estado) {
      case 'indisponivel':
        return M.situacaoDaCota;
      case 'nao-confirmada':
        return M.naoConfirmada;
      case 'sem-valor':
        return M.semValor;
      case 'disponivel':
      case 'estornada':
        return null;
      default:
        return M.emAndamento;
    }
  }

  /** The values of one quota, or 409 with why there are none to ask for. */
  async function valoresDaCota(cota: CotaDaDevolucao, motivo: 'cancelada-contemplada' | 'grupo-encerrado') {
    const s = await situacao(cota);
    if (s.disponibilidade.motivo !== motivo) throw new HttpError(409, M.situacaoDaCota);
    return s;
  }

  async function statusDe(cota: CotaDaDevolucao) {
    const s = await situacao(cota);
    const { caso } = s;
    const dados = caso ? dadosDoCaso(caso) : null;
    const historico = caso ? await casos.historicoDoCaso(caso.id) : [];
    const repasse = caso ? await repo.repasseDoCaso(caso.id) : undefined;
    const linha = historico
      .filter((h) => h.fasePara && h.fasePara !== h.faseDe)
      .map((h) => ({ fase: h.fasePara!, dataUltimaModificacaoFase: h.criadoEm.toISOString() }))
      .reverse();
    const valorCaso = caso && statusEm(caso.status, STATUS_ABERTOS) ? (dados?.valorCentavos ?? 0) : null;
    return {
      idCota: cota.idCota,
      cancelamento: s.disponibilidade.motivo === 'cancelada-contemplada',
      possuiValores: s.valores.valorTotalCentavos > 0,
      valorDisponivelCentavos: valorCaso ?? s.valores.valorTotalCentavos,
      estado: s.estado,
      tela: s.tela,
      podeSolicitar: podeSolicitarDevolucao(s.estado),
      pessoa: pessoaDaInscricao(cota.inscricao),
      numeroCaso: caso?.numero ?? null,
      fase: caso?.fase ?? null,
      status: caso?.status ?? null,
      // A rejected transfer's reason is the bank's (ADR 0041); otherwise the analyst's reply.
      respostaAnalista: caso?.respostaAnalista ?? repasse?.motivoRejeicao ?? null,
      motivosRecusa: caso?.expliqueMotivo ?? null,
      linhaDoTempoPagamento: linha,
      dataDevolucao: s.disponibilidade.dataDevolucao,
      dataPrevistaPagamento: repasse && repasse.situacao !== 'cancelado' ? repasse.dataPrevista : null,
      prazoResposta: dados?.prazoResposta ?? null,
      diasUteisPagamento: DIAS_UTEIS_PAGAMENTO_DEVOLUCAO,
      conta: dados
        ? {
            banco: `${dados.conta.banco.codigo} - ${dados.conta.banco.nome}`,
            agencia: dados.conta.agencia,
            conta: mascararConta(`${dados.conta.conta}${dados.conta.digitoConta}`),
            favorecido: dados.conta.favorecido,
          }
        : null,
    };
  }

  return {
    /** GET core/devolucao/valores-disponiveis. */
    async valoresDisponiveis(sessao: Sessao) {
      const s = await situacao(await cotaDaSessao(sessao));
      return {
        possuiValores: s.valores.valorTotalCentavos > 0,
        valorDisponivelCentavos: s.valores.valorTotalCentavos,
        motivo: s.disponibilidade.motivo,
        valores: s.valores,
      };
    },

    /** GET core/devolucao/status. */
    async status(sessao: Sessao) {
      return statusDe(await cotaDaSessao(sessao));
    },

    /** GET core/devolucao/iniciar: whether a request may start now, the screen and the documents it asks. */
    async iniciar(sessao: Sessao) {
      const cota = await cotaDaSessao(sessao);
      const s = await situacao(cota);
      return {
        podeSolicitar: podeSolicitarDevolucao(s.estado),
        estado: s.estado,
        tela: s.tela,
        mensagem: mensagemDoEstado(s.estado),
        documentos: DOCUMENTOS_DEVOLUCAO[pessoaDaInscricao(cota.inscricao)].map((d) => ({ ...d })),
      };
    },

    /** GET core/devolucao/data-devolucao. */
    async dataDevolucao(sessao: Sessao) {
      const cota = await cotaDaSessao(sessao);
      return { dataDevolucao: disponibilidadeDevolucao(cota, hoje()).dataDevolucao };
    },

    /** GET cotas/{id}/devolucoes-cancelado/valores-devolver (the ownership hook checked the quota). */
    async valoresCancelado(idCota: number) {
      const s = await valoresDaCota(await cotaPorId(idCota), 'cancelada-contemplada');
      return { data: s.valores };
    },

    /** GET cotas/{id}/encerramentos/valores-devolver: data.dadosContemplacao and the closed group's values. */
    async valoresEncerramento(idCota: number) {
      const cota = await cotaPorId(idCota);
      const s = await valoresDaCota(cota, 'grupo-encerrado');
      return {
        data: {
          dadosContemplacao: {
            dataContemplacao: cota.dataContemplacao,
            modalidadeContemplacao: cota.modalidadeContemplacao,
            contemplada: cota.dataContemplacao !== null && cota.dataContemplacao !== '1900-01-01',
          },
          dataUltimaAssembleia: cota.dataUltimaAssembleia,
          comunicarAte: s.disponibilidade.comunicarAte,
          valores: s.valores,
        },
      };
    },

    /** GET cotas/{id}/encerramentos/bancos. */
    bancos: () => ({ data: bancos().map(({ idBanco, codigo, nome }) => ({ idBanco, codigo, nome })) }),

    /**
     * POST core/devolucao/solicitar-pagamento: the confirmed request (02 §4.10). Checked before anything is
     * written: the state allows a request (denied by the quota's situation, in progress, no value), every
     * document of the holder's kind, the bank data by every 02 §5 rule against the quota holder. Then, in one
     * transaction: the SMS authorisation spent, the case opened (one open refund per quota: the unique index
     * decides, so 20 at once open one) or, after a refusal, the same case back to analysis, and the files tied
     * to it. Anything refused leaves nothing behind.
     */
    async solicitarPagamento(sessao: Sessao, body: SolicitarPagamentoDevolucaoBody) {
      const cota = await cotaDaSessao(sessao);
      const s = await situacao(cota);
      const reenvio =
        s.caso !== null && statusEm(s.caso.status, STATUS_ABERTOS) && faseEm(s.caso.fase, FASES_REENVIO);
      if (!reenvio && !podeSolicitarDevolucao(s.estado))
        throw new HttpError(409, mensagemDoEstado(s.estado) ?? M.falhaGenerica);
      const pessoa = pessoaDaInscricao(cota.inscricao);
      const aceitos = new Set<string>(DOCUMENTOS_DEVOLUCAO[pessoa].map((d) => d.codigo));
      if (body.documentos.some((d) => !aceitos.has(d.codigo)))
        throw requisicaoInvalida('Documento não pedido para esta devolução.');
      const faltando = documentosFaltando(pessoa, body.documentos);
      if (faltando) throw requisicaoInvalida(faltando);
      const conta = dadosBancariosSchema(cota.inscricao).safeParse(body.dadosBancarios);
      if (!conta.success) throw requisicaoInvalida(conta.error.issues[0]?.message ?? M.falhaGenerica);
      const anterior = reenvio ? dadosDoCaso(s.caso!) : null;
      const dados: DadosAppDevolucao = {
        valores: anterior?.valores ?? s.valores,
        valorCentavos: anterior?.valorCentavos ?? s.valores.valorTotalCentavos,
        conta: conta.data,
        pessoa,
        documentos: body.documentos.map((d) => ({ codigo: d.codigo, id: d.id })),
        solicitadoEm: s.hoje,
        prazoResposta: prazoRespostaDevolucao(s.hoje),
      };
      if (dados.valorCentavos <= 0) throw new HttpError(409, M.semValor);
      const ids = body.documentos.map((d) => d.id);
      const caso = await casos.transacao(async (tx) => {
        await verificacao.exigirAutorizacao(tx, sessao, { idCota: cota.idCota }, body.auth_token);
        if (reenvio) {
          const atual = await casos.bloquearCaso(tx, s.caso!);
          if (!atual.aberto || !faseEm(atual.fase, FASES_REENVIO)) throw new HttpError(409, M.emAndamento);
          await documentos.vincularAoCaso(tx, {
            clienteId: sessao.clienteId,
            fluxo: 'devolucao',
            ids,
            casoId: atual.id,
          });
          const { depois } = await casos.alterarDadosDoCaso(
            tx,
            atual,
            { ...dados },
            'cliente',
            'Documentos e dados bancários reenviados pelo cliente',
            FASES.BRSCAN_EM_ANDAMENTO,
          );
          return depois;
        }
        const { caso: aberto, novo } = await casos.abrirCaso(
          tx,
          {
            tipo: TIPO,
            clienteId: sessao.clienteId,
            cotaId: cota.idCota,
            descricao: 'Devolução de valores solicitada pelo app',
            fase: FASES.BRSCAN_EM_ANDAMENTO,
            dadosApp: { ...dados },
          },
          'cliente',
        );
        if (!novo) throw new HttpError(409, M.emAndamento);
        await documentos.vincularAoCaso(tx, {
          clienteId: sessao.clienteId,
          fluxo: 'devolucao',
          ids,
          casoId: aberto.id,
        });
        return aberto;
      });
      return {
        numeroSolicitacao: caso.numero,
        valorCentavos: dados.valorCentavos,
        prazoResposta: dados.prazoResposta,
      };
    },

    // ——— Back-office ———

    /** The refund queue, the nearest business-day deadline first (02 §9: answered within 10 business days). */
    async fila(operadorId: number) {
      const parceiroId = await repo.parceiroDoOperador(operadorId);
      const linhas = await repo.fila(
        FASES_FILA_DEVOLUCAO.map((f) => FASES[f]),
        parceiroId,
      );
      const dia = hoje();
      const itens = await Promise.all(
        linhas.map(async (l) => {
          const dados = dadosDoCaso(l);
          const solicitadoEm = dados?.solicitadoEm ?? hojeEmSaoPaulo(l.criadoEm);
          const prazo = dados?.prazoResposta ?? prazoRespostaDevolucao(solicitadoEm);
          const codigos = new Map((dados?.documentos ?? []).map((d) => [d.id, d.codigo]));
          // The holder's own list: a company's selfie is the partner's.
          const todos = DOCUMENTOS_DEVOLUCAO[dados?.pessoa ?? pessoaDaInscricao(l.inscricao)];
          const docs = await documentos.doCasoOperador(l.numero, parceiroId);
          return {
            CaseNumber: l.numero,
            Fase__c: l.fase,
            cliente: { nome: l.nome, inscricaoNacional: l.inscricao },
            grupo: l.grupo,
            cota: l.cota,
            valorCentavos: dados?.valorCentavos ?? 0,
            solicitadoEm,
            prazoResposta: prazo,
            diasUteisRestantes: diasUteisEntre(dia, prazo),
            conta: {
              favorecido: dados?.conta.favorecido ?? '',
              cpfCnpj: dados?.conta.cpfCnpj ?? '',
              banco: dados ? `${dados.conta.banco.codigo} - ${dados.conta.banco.nome}` : '',
              agencia: dados
                ? `${dados.conta.agencia}${dados.conta.digitoAgencia ? `-${dados.conta.digitoAgencia}` : ''}`
                : '',
              conta: dados
                ? `${dados.conta.operacao ? `${dados.conta.operacao} ` : ''}${dados.conta.conta}-${dados.conta.digitoConta}`
                : '',
              tipoConta: dados?.conta.tipoConta === 'poupanca' ? 'Poupança' : 'Corrente',
            },
            documentos: docs.map((d) => {
              const codigo = codigos.get(d.id) ?? 'documento';
              return {
                id: d.id,
                codigo,
                descricao: todos.find((t) => t.codigo === codigo)?.descricao ?? 'Documento',
                nome: d.nome,
              };
            }),
          };
        }),
      );
      itens.sort(
        (a, b) => a.prazoResposta.localeCompare(b.prazoResposta) || a.CaseNumber.localeCompare(b.CaseNumber),
      );
      return { data: itens };
    },

    /**
     * The analyst's decision. Approve: the case to 'Aguardando Pagamento' and the payout scheduled (paid within
     * {dias} business days) in the same audited transaction (ADR 0041). Refuse: the reasons, and the customer
     * resends on problema-documentos or reenviar-documentos.
     */
    async decidir(operadorId: number, numero: string, body: DecisaoDevolucaoBody) {
      const parceiroId = await repo.parceiroDoOperador(operadorId);
      const caso = await casos.porNumero(numero);
      if (!caso || caso.tipo !== TIPO) throw naoEncontrado('Caso não encontrado.');
      if (parceiroId !== null) {
        const visiveis = await repo.fila(Object.values(FASES), parceiroId);
        if (!visiveis.some((v) => v.casoId === caso.id)) throw naoEncontrado('Caso não encontrado.');
      }
      const observacao = body.observacao?.trim() || null;
      if (body.decisao === 'recusar') {
        const motivos = [...new Set(body.motivos ?? [])];
        if (!motivos.length) throw requisicaoInvalida(M.motivosObrigatorios);
        const fase: CodigoFase =
          body.reenvio === 'reenviar-documentos' ? 'DOCUMENTOS_ADICIONAIS_GRC' : 'PENDENCIA_CLIENTE';
        const texto = motivos.map((m) => MOTIVOS_RECUSA_DEVOLUCAO[m]).join(';');
        const depois = await comAuditoria(
          operadorId,
          async (tx) => {
            const mudanca = await casos.decidirPeloAnalista(
              tx,
              caso.id,
              FASES_FILA_DEVOLUCAO,
              { fase: FASES[fase], expliqueMotivo: texto, respostaAnalista: observacao },
              operadorId,
              `Devolução recusada: ${texto}`,
            );
            if (!mudanca) throw new HttpError(409, M.naoAguarda);
            return mudanca.depois;
          },
          (d) => ({
            acao: 'devolucao.recusada',
            alvo: `caso:${numero}`,
            detalhes: { motivos, reenvio: body.reenvio ?? 'problema-documentos', observacao, para: d.fase },
          }),
        );
        await casos.avisarNovaFase(depois);
        return { CaseNumber: depois.numero, Fase__c: depois.fase, dataPrevista: null };
      }
      const dados = dadosDoCaso(caso);
      const cota = await cotaPorId(caso.cotaId);
      // The account as confirmed, checked again against the holder: a case changed by hand pays no one else.
      const conta = dados
        ? validarDadosBancarios(
            {
              favorecido: dados.conta.favorecido,
              cpfCnpj: dados.conta.cpfCnpj,
              idBanco: dados.conta.banco.idBanco,
              agencia: dados.conta.agencia,
              digitoAgencia: dados.conta.digitoAgencia,
              conta: `${dados.conta.conta}${dados.conta.digitoConta}`,
              tipoConta: dados.conta.tipoConta,
              operacao: dados.conta.operacao,
            },
            cota.inscricao,
          )
        : null;
      if (!dados || !conta?.valido || !bancoPorCodigo(dados.conta.banco.idBanco))
        throw new HttpError(
          409,
          'Os dados bancários desta devolução não são válidos: recuse-a para o cliente reenviar.',
        );
      const dataPrevista = dataPrevistaPagamento(hoje());
      const depois = await comAuditoria(
        operadorId,
        async (tx) => {
          const mudanca = await casos.decidirPeloAnalista(
            tx,
            caso.id,
            FASES_FILA_DEVOLUCAO,
            { fase: FASES.AGUARDANDO_PAGAMENTO, expliqueMotivo: null, respostaAnalista: observacao },
            operadorId,
            `Devolução aprovada: pagamento programado para ${dataPrevista}`,
          );
          if (!mudanca) throw new HttpError(409, M.naoAguarda);
          const repasse = await agendarRepasse(tx, {
            casoId: caso.id,
            cotaId: caso.cotaId,
            parceiroId: await parceiroDaCota(tx, caso.cotaId),
            origem: 'devolucao',
            valorCentavos: dados.valorCentavos,
            conta: conta.dados,
            dataPrevista,
            agendadoPor: `operador:${operadorId}`,
          });
          return { caso: mudanca.depois, repasse };
        },
        (r) => ({
          acao: 'devolucao.aprovada',
          alvo: `caso:${numero}`,
          detalhes: { repasse: r.repasse.id, valorCentavos: dados.valorCentavos, dataPrevista, observacao },
        }),
      );
      await casos.avisarNovaFase(depois.caso);
      return { CaseNumber: depois.caso.numero, Fase__c: depois.caso.fase, dataPrevista };
    },
  };
}
export type DevolucaoService = ReturnType<typeof createDevolucaoService>;
