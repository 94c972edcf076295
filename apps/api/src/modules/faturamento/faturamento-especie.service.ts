import {
  DOCUMENTOS,
  FASES,
  FASES_ESPECIE_EDITAVEIS,
  FASES_ESPECIE_EM_ANALISE,
  FASE_ESPECIE_APROVADA,
  MOTIVOS_RECUSA_ESPECIE,
  STATUS_CASO,
  TIPOS_CASO,
  bancoPorCodigo,
  cartaoFaturamentoEspecie,
  condicoesFaturamentoEspecie,
  dadosAppEspecieSchema,
  dadosBancariosSchema,
  dataRetornoCredito,
  estaContemplada,
  faseEm,
  hojeEmSaoPaulo,
  lerListaDocumentos,
  origemDoRepasseEspecie,
  telaDoFaturamentoEspecie,
  type AtualizarCreditoBody,
  type DadosAppEspecie,
  type DecisaoEspecieBody,
  type PassosEspecie,
  type StatusFaturamentoCredito,
  type ValidacaoFaturamentoCredito,
} from '@portal/domain';
import { HttpError, naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import type { Sessao } from '../../core/sessao.ts';
import type { CasoRow, CasosService } from '../casos/casos.service.ts';
import type { ContemplacaoService } from '../contemplacao/contemplacao.service.ts';
import type { CotaRow, CotasService } from '../cotas/cotas.service.ts';
import type { Auditar, ComAuditoria } from '../operador/auditoria.service.ts';
import { agendarRepasse, parceiroDaCota } from '../repasses/repasses.service.ts';
import type { FaturamentoRepository } from './faturamento.repository.ts';
import type { FaturamentoEspecieRepository } from './faturamento-especie.repository.ts';

const TIPO = TIPOS_CASO.faturamentoEspecie;

const MENSAGENS_ESPECIE = {
  /** 02 §7: the status call answers this when the quota has no case; the app ignores it and validates. */
  semProcesso: 'Sua cota não possui processos de faturamento em espécie.',
  aceiteTermos: 'Aceite os termos do faturamento em espécie antes de continuar.',
  identificacao: 'Confirme os seus dados antes de continuar.',
  dadosBancarios: 'Informe a conta para o crédito antes de continuar.',
  faseNaoPermite: 'O faturamento em espécie já avançou e não pode mais ser alterado pelo app.',
  contaTravada: 'A conta já foi confirmada no termo de autorização e não pode mais ser alterada.',
  naoAguarda: 'Este faturamento em espécie não aguarda decisão.',
  semConta: 'O cliente ainda não confirmou a conta e o termo de autorização.',
  casoNaoEncontrado: 'Caso não encontrado.',
} as const;

/** The case's app data, read leniently (an analyst may have opened it without any). */
function dadosDoCaso(caso: Pick<CasoRow, 'dadosApp'>): DadosAppEspecie {
  const r = dadosAppEspecieSchema.safeParse({ ...(caso.dadosApp ?? {}), tipoFaturamento: 'ESPECIE' });
  return r.success ? r.data : dadosAppEspecieSchema.parse({ tipoFaturamento: 'ESPECIE' });
}

const passosDe = (d: DadosAppEspecie): PassosEspecie => ({
  aceiteTermos: d.aceiteTermosEm !== null,
  identificacaoConfirmada: d.identificacaoConfirmadaEm !== null,
  dadosBancarios: d.dadosBancarios !== null,
  termoAutorizacao: d.termoAutorizacaoEm !== null,
});

/**
 * Cash billing and cash credit (02 §2.3, §4.2, §4.7, §5, §7 `core/faturamento-credito/*`, ADR 0045): the
 * customer's steps on the quota's Faturamento_Especie case, and the analyst's decision, which schedules the
 * payout in the same audited transaction (ADR 0041).
 */
export function createFaturamentoEspecieService(deps: {
  repo: FaturamentoEspecieRepository;
  faturamentoRepo: Pick<FaturamentoRepository, 'parceiroDoOperador' | 'documentosDoCaso'>;
  casos: CasosService;
  cotas: Pick<CotasService, 'exigirDoCliente' | 'listar'>;
  contemplacao: Pick<ContemplacaoService, 'valorDisponivel'>;
  auditar: Auditar;
  comAuditoria: ComAuditoria;
  now: () => number;
}) {
  const { repo, faturamentoRepo, casos, cotas, contemplacao, auditar, comAuditoria, now } = deps;
  const hoje = () => hojeEmSaoPaulo(new Date(now()));
  const cotaDaSessao = (s: Sessao) => cotas.exigirDoCliente(s.clienteId, s.parceiroId, s.cotaId);

  async function valorCredito(cota: CotaRow): Promise<number> {
    if (!estaContemplada(cota.dataContemplacao, hoje())) return 0;
    return (await contemplacao.valorDisponivel(cota)).valorDisponivel;
  }

  async function statusDe(cota: CotaRow, caso: CasoRow): Promise<StatusFaturamentoCredito> {
    const d = dadosDoCaso(caso);
    const passos = passosDe(d);
    const [historico, pagamento, valor] = await Promise.all([
      casos.historicoDoCaso(caso.id),
      repo.repasseDoCaso(caso.id),
      valorCredito(cota),
    ]);
    const estornado =
      pagamento?.situacao === 'rejeitado' && faseEm(caso.fase, ['PAGAMENTO_ENVIADO']) && !caso.aberto;
    return {
      numeroCaso: caso.numero,
      idCota: cota.idCota,
      fase: caso.fase,
      status: caso.status,
      tela: telaDoFaturamentoEspecie({ fase: caso.fase, existeCaso: true, passos }),
      cartao: caso.aberto ? cartaoFaturamentoEspecie({ fase: caso.fase, passos }) : null,
      passos,
      dadosBancarios: d.dadosBancarios,
      valorCredito: valor,
      dataContemplacao: cota.dataContemplacao?.slice(0, 10) ?? null,
      pessoaJuridica: cota.cdInscricaoNacional.length > 11,
      documentosIlegiveis: lerListaDocumentos(caso.documentosIlegiveis),
      documentosIncompletos: lerListaDocumentos(caso.documentosIncompletos),
      documentosIncorretos: lerListaDocumentos(caso.documentosIncorretos),
      motivo: caso.expliqueMotivo,
      respostaAnalista: caso.respostaAnalista,
      notificacao: estornado
        ? `O banco devolveu o pagamento${caso.respostaAnalista ? `: ${caso.respostaAnalista}` : ''}. Você pode pedir de novo.`
        : null,
      retornoAte: d.retornoAte,
      pagamento,
      linhaDoTempo: historico
        .filter((h) => h.fasePara && h.fasePara !== h.faseDe)
        .map((h) => ({ fase: h.fasePara!, dataUltimaModificacaoFase: h.criadoEm.toISOString() })),
    };
  }

  /** The quota's newest cash case (open or not). */
  const casoMaisNovo = async (cotaId: number) => (await casos.daCota(cotaId, [TIPO]))[0];

  async function casoAberto(cotaId: number): Promise<CasoRow> {
    const caso = await casoMaisNovo(cotaId);
    if (!caso?.aberto) throw naoEncontrado(MENSAGENS_ESPECIE.semProcesso);
    return caso;
  }

  async function validar(sessao: Sessao): Promise<ValidacaoFaturamentoCredito> {
    const cota = await cotaDaSessao(sessao);
    const [{ data: todas }, fgts, ordem, bens] = await Promise.all([
      cotas.listar(sessao, { page: 1, page_size: 100 }),
      repo.fgtsDoLance(cota.idCota),
      repo.temOrdemDePagamento(cota.idCota),
      casos.daCota(cota.idCota, [TIPOS_CASO.faturamentoBem]),
    ]);
    const r = condicoesFaturamentoEspecie({
      hoje: hoje(),
      categoria: cota.categoria,
      situacaoCota: cota.situacaoCota,
      dataContemplacao: cota.dataContemplacao,
      dataAdesao: cota.dataAdesao,
      valorFgtsCentavos: fgts,
      outraCotaEmAtraso: todas.some((c) => c.idCota !== cota.idCota && c.parcelasAtraso > 0),
      ordemDePagamento: ordem,
      // 02 §5: the account is checked against the holder when given (dadosBancariosSchema).
      pagamentoATerceiro: false,
      outroTipoConfirmado: bens.some(
        (c) => c.aberto && (c.dadosApp as { tipoFaturamento?: unknown } | null)?.tipoFaturamento,
      ),
    });
    return {
      podeFaturar: r.podeFaturar,
      motivos: r.motivos.map((codigo) => ({ codigo, mensagem: MOTIVOS_RECUSA_ESPECIE[codigo] })),
      liberaEm: r.liberaEm,
      dataContemplacao: cota.dataContemplacao?.slice(0, 10) ?? null,
      valorCredito: await valorCredito(cota),
      pessoaJuridica: cota.cdInscricaoNacional.length > 11,
    };
  }

  /** A change of the customer's on the open case, locked, in a phase that still takes it. */
  async function alterar(
    sessao: Sessao,
    mudar: (d: DadosAppEspecie) => { dados: DadosAppEspecie; nota: string } | null,
  ): Promise<StatusFaturamentoCredito> {
    const cota = await cotaDaSessao(sessao);
    const doCliente = await casoAberto(cota.idCota);
    const depois = await casos.transacao(async (tx) => {
      const caso = await casos.bloquearCaso(tx, doCliente);
      if (!caso.aberto || !faseEm(caso.fase, FASES_ESPECIE_EDITAVEIS))
        throw new HttpError(409, MENSAGENS_ESPECIE.faseNaoPermite);
      const mudanca = mudar(dadosDoCaso(caso));
      if (!mudanca) return caso; // the same step again: nothing changes
      const { depois } = await casos.alterarDadosDoCaso(tx, caso, mudanca.dados, 'cliente', mudanca.nota);
      await auditar(null, 'faturamento-especie.cliente', `caso:${caso.numero}`, { nota: mudanca.nota }, tx);
      return depois;
    });
    return statusDe(cota, depois);
  }

  return {
    validar,

    /** GET core/faturamento-credito/status: the newest case; none → 404 'sua cota não possui processos'. */
    async status(sessao: Sessao): Promise<StatusFaturamentoCredito> {
      const cota = await cotaDaSessao(sessao);
      const caso = await casoMaisNovo(cota.idCota);
      if (!caso) throw naoEncontrado(MENSAGENS_ESPECIE.semProcesso);
      return statusDe(cota, caso);
    },

    /**
     * GET core/faturamento-credito/iniciar?aceiteTermos=true: the terms accepted, the quota's case opened (one
     * open per quota and type: the unique index decides, 20 at once open one) or the open one answered, with
     * the acceptance recorded once. A new case only when every condition of 02 §4.7 holds.
     */
    async iniciar(sessao: Sessao): Promise<StatusFaturamentoCredito> {
      const cota = await cotaDaSessao(sessao);
      const existente = await casoMaisNovo(cota.idCota);
      if (!existente?.aberto) {
        const v = await validar(sessao);
        if (!v.podeFaturar) throw new HttpError(409, v.motivos.map((m) => m.mensagem).join(' '));
      }
      const agora = new Date(now()).toISOString();
      const caso = await casos.transacao(async (tx) => {
        const { caso: aberto, novo } = await casos.abrirCaso(
          tx,
          {
            tipo: TIPO,
            clienteId: sessao.clienteId,
            cotaId: cota.idCota,
            descricao: 'Pagamento do crédito em espécie',
            dadosApp: { ...dadosDoCaso({ dadosApp: null }), aceiteTermosEm: agora },
          },
          'cliente',
        );
        if (novo) return aberto;
        const atual = await casos.bloquearCaso(tx, aberto);
        const d = dadosDoCaso(atual);
        if (d.aceiteTermosEm) return atual;
        const { depois } = await casos.alterarDadosDoCaso(
          tx,
          atual,
          { ...d, aceiteTermosEm: agora },
          'cliente',
          'Termos do faturamento em espécie aceitos',
        );
        return depois;
      });
      return statusDe(cota, caso);
    },

    /** PATCH core/faturamento-credito/atualizar: identification confirmed and/or the holder's account. */
    async atualizar(sessao: Sessao, body: AtualizarCreditoBody): Promise<StatusFaturamentoCredito> {
      const cota = await cotaDaSessao(sessao);
      // Bad input changes nothing: the account is judged before any write (02 §5, against the holder).
      let conta: DadosAppEspecie['dadosBancarios'] = null;
      if (body.dadosBancarios) {
        const r = dadosBancariosSchema(cota.cdInscricaoNacional).safeParse(body.dadosBancarios);
        if (!r.success) throw requisicaoInvalida(r.error.issues[0]!.message);
        const b = r.data;
        conta = {
          favorecido: b.favorecido,
          cpfCnpj: b.cpfCnpj,
          idBanco: b.banco.idBanco,
          banco: `${b.banco.codigo} – ${b.banco.nome}`,
          agencia: b.agencia,
          digitoAgencia: b.digitoAgencia,
          conta: b.conta,
          digitoConta: b.digitoConta,
          tipoConta: b.tipoConta,
          operacao: b.operacao,
        };
      }
      const agora = new Date(now()).toISOString();
      return alterar(sessao, (d) => {
        if (!d.aceiteTermosEm) throw new HttpError(409, MENSAGENS_ESPECIE.aceiteTermos);
        const notas: string[] = [];
        const novos = { ...d };
        if (body.identificacaoConfirmada && !d.identificacaoConfirmadaEm) {
          novos.identificacaoConfirmadaEm = agora;
          notas.push('Dados e valores previstos confirmados');
        }
        if (conta) {
          if (!novos.identificacaoConfirmadaEm) throw new HttpError(409, MENSAGENS_ESPECIE.identificacao);
          if (d.termoAutorizacaoEm) throw new HttpError(409, MENSAGENS_ESPECIE.contaTravada);
          novos.dadosBancarios = conta;
          notas.push(`Conta para o crédito: banco ${conta.idBanco}, agência ${conta.agencia}`);
        }
        return notas.length ? { dados: novos, nota: notas.join('; ') } : null;
      });
    },

    /**
     * POST core/faturamento-credito/solicitar-pagamento: the authorization term accepted, once; the answer is
     * promised within 3 business days (02 §9).
     */
    async solicitarPagamento(sessao: Sessao): Promise<StatusFaturamentoCredito> {
      const valor = await valorCredito(await cotaDaSessao(sessao));
      const agora = new Date(now()).toISOString();
      const retornoAte = dataRetornoCredito(hoje());
      return alterar(sessao, (d) => {
        if (!d.aceiteTermosEm) throw new HttpError(409, MENSAGENS_ESPECIE.aceiteTermos);
        if (!d.identificacaoConfirmadaEm) throw new HttpError(409, MENSAGENS_ESPECIE.identificacao);
        if (!d.dadosBancarios) throw new HttpError(409, MENSAGENS_ESPECIE.dadosBancarios);
        if (d.termoAutorizacaoEm) return null;
        return {
          dados: { ...d, termoAutorizacaoEm: agora, retornoAte, valorCreditoCentavos: valor },
          nota: `Termo de autorização aceito; retorno até ${retornoAte}`,
        };
      });
    },

    // ——— Back-office ———

    async fila(operadorId: number) {
      const parceiroId = await faturamentoRepo.parceiroDoOperador(operadorId);
      const linhas = await repo.fila(
        FASES_ESPECIE_EM_ANALISE.map((f) => FASES[f]),
        parceiroId,
      );
      const agora = new Date(now());
      return {
        data: await Promise.all(
          linhas.map(async (l) => {
            const d = dadosDoCaso(l);
            return {
              CaseNumber: l.numero,
              Fase__c: l.fase,
              cliente: { nome: l.nome, inscricaoNacional: l.inscricao },
              grupo: l.grupo,
              cota: l.cota,
              parceiro: l.parceiro,
              valorCredito: d.valorCreditoCentavos ?? 0,
              origem: origemDoRepasseEspecie(l.categoria),
              dadosBancarios: d.dadosBancarios,
              termoAutorizacaoEm: d.termoAutorizacaoEm,
              enviadoEm: (l.enviadoEm ?? agora).toISOString(),
              documentos: (await faturamentoRepo.documentosDoCaso(l.casoId)).map((doc) => ({
                ...doc,
                descricao:
                  (DOCUMENTOS as Record<string, { descricao: string }>)[doc.codigo]?.descricao ?? doc.codigo,
              })),
            };
          }),
        ),
      };
    },

    /**
     * The analyst's decision on a cash case in analysis. Approve: the case → Aguardando Pagamento and the
     * payout of the quota's available credit to the confirmed account, in the same audited transaction (ADR
     * 0041). Refuse documents → Pendência Cliente (the customer re-sends them); ask for more → Documentos
     * Adicionais GRC. A partner's analyst sees only that partner's cases (another's: 404).
     */
    async decidir(operadorId: number, numero: string, body: DecisaoEspecieBody) {
      const parceiroId = await faturamentoRepo.parceiroDoOperador(operadorId);
      const caso = await casos.porNumero(numero);
      if (!caso || caso.tipo !== TIPO) throw naoEncontrado(MENSAGENS_ESPECIE.casoNaoEncontrado);
      if (parceiroId !== null) {
        const visiveis = await repo.fila(Object.values(FASES), parceiroId);
        if (!visiveis.some((v) => v.casoId === caso.id))
          throw naoEncontrado(MENSAGENS_ESPECIE.casoNaoEncontrado);
      }
      const documentos = (body.documentos ?? []).join(';') || null;
      const motivo = body.motivo?.trim() || null;
      const { depois } = await comAuditoria(
        operadorId,
        async (tx) => {
          if (body.decisao !== 'aprovar') {
            const mudanca = await casos.decidirPeloAnalista(
              tx,
              caso.id,
              FASES_ESPECIE_EM_ANALISE,
              body.decisao === 'recusar-documentos'
                ? { fase: FASES.PENDENCIA_CLIENTE, documentosIlegiveis: documentos, expliqueMotivo: motivo }
                : {
                    fase: FASES.DOCUMENTOS_ADICIONAIS_GRC,
                    documentosIncompletos: documentos,
                    expliqueMotivo: motivo,
                  },
              operadorId,
              `Faturamento em espécie: ${body.decisao}`,
            );
            if (!mudanca) throw new HttpError(409, MENSAGENS_ESPECIE.naoAguarda);
            return { ...mudanca, repasse: null };
          }
          const atual = await casos.bloquearCaso(tx, caso);
          const d = dadosDoCaso(atual);
          if (!atual.aberto || !faseEm(atual.fase, FASES_ESPECIE_EM_ANALISE))
            throw new HttpError(409, MENSAGENS_ESPECIE.naoAguarda);
          const banco = d.dadosBancarios ? bancoPorCodigo(d.dadosBancarios.idBanco) : null;
          if (!d.dadosBancarios || !d.termoAutorizacaoEm || !banco || !d.valorCreditoCentavos)
            throw new HttpError(409, MENSAGENS_ESPECIE.semConta);
          const mudanca = await casos.decidirPeloAnalista(
            tx,
            atual.id,
            FASES_ESPECIE_EM_ANALISE,
            { fase: FASES[FASE_ESPECIE_APROVADA], status: STATUS_CASO.EM_ANDAMENTO },
            operadorId,
            'Faturamento em espécie aprovado: pagamento programado',
          );
          if (!mudanca) throw new HttpError(409, MENSAGENS_ESPECIE.naoAguarda);
          const categoria = await repo.categoriaDaCota(tx, atual.cotaId);
          const c = d.dadosBancarios;
          const repasse = await agendarRepasse(tx, {
            casoId: atual.id,
            cotaId: atual.cotaId,
            parceiroId: await parceiroDaCota(tx, atual.cotaId),
            origem: origemDoRepasseEspecie(categoria),
            valorCentavos: d.valorCreditoCentavos,
            conta: { ...c, banco, tipoConta: c.tipoConta === 'poupanca' ? 'poupanca' : 'corrente' },
            dataPrevista: dataRetornoCredito(hoje()),
            agendadoPor: `operador:${operadorId}`,
          });
          return { ...mudanca, repasse };
        },
        ({ antes, depois, repasse }) => ({
          acao: 'faturamento-especie.decidido',
          alvo: `caso:${numero}`,
          detalhes: {
            decisao: body.decisao,
            documentos: body.documentos ?? [],
            motivo,
            de: antes.fase,
            para: depois.fase,
            repasseId: repasse?.id ?? null,
          },
        }),
      );
      await casos.avisarNovaFase(depois);
      return { CaseNumber: depois.numero, Fase__c: depois.fase };
    },
  };
}
export type FaturamentoEspecieService = ReturnType<typeof createFaturamentoEspecieService>;
