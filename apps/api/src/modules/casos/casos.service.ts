import {
  elegibilidadeParaAbrirCaso,
  exigeAtualizacaoObrigatoria,
  hojeEmSaoPaulo,
  MENSAGENS_ABERTURA_CASO,
  MENSAGEM_RECUSA_SEM_MOTIVO,
  recusaSemMotivo,
  faseDefinivelPeloApp,
  faseEm,
  FASES_SO_COM_DOCUMENTOS,
  FASES_SO_CONFIRMADAS_PELO_APP,
  MENSAGEM_FASE_SO_COM_DOCUMENTOS,
  codigoDaFase,
  fasePermitidaAoAnalista,
  normalizarInscricao,
  opcoesDoAnalista,
  REFERENCIA_CONTA,
  REFERENCIA_NOVO_CASO,
  referenciaDoCaso,
  rotaDoCasoCadastral,
  rotuloDaFase,
  rotuloDoStatus,
  ROTULOS_TIPO_CASO,
  statusPermitidoAoAnalista,
  STATUS_CASO,
  FASES,
  FASES_RECUSA_CADASTRAL,
  TIPOS_ABERTOS_PELO_APP,
  TIPOS_CASO,
  textoFaseDoCaso,
  type AlterarCasoOperadorBody,
  type AtualizarCasoBody,
  type CodigoFase,
  type Caso,
  type ConsultaCasosBody,
  type CriarCasoBody,
  type TipoCaso,
} from '@portal/domain';
import type { OperadorDaRequisicao, Sessao } from '../../core/sessao.ts';
import { HttpError, naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import { violouUnicidade } from '../../core/erros-do-banco.ts';
import type { Transacao } from '../../core/transacao.ts';
import type { CotaRow } from '../cotas/cotas.service.ts';
import type { CotasService } from '../cotas/cotas.service.ts';
import type { Notificar } from '../notificacoes/notificacoes.service.ts';
import type { ComAuditoria } from '../operador/auditoria.service.ts';
import type { AtualizacaoPendente } from './atualizacao-pendente.ts';
import type {
  CamposDoCaso,
  CasoJson,
  CasoRow,
  CasosRepository,
  FiltroFila,
  NovoCaso,
} from './casos.repository.ts';

export type { CasoRow };
/** A quota's cases as a json fragment, for the home's one statement (ADR 0059). */
export { casosDaCotaJson, type CasoJson } from './casos.repository.ts';

const CASO_NAO_ENCONTRADO = 'Caso não encontrado.';
/** The unique index that keeps one open case per quota and type (migration 0013). */
const INDICE_UM_ABERTO = 'casos_um_aberto_por_tipo_idx';
const OUTRO_CASO_ABERTO =
  'Esta cota já tem outro caso deste tipo em andamento. Encerre-o antes de reabrir este.';
/** Inserts refused by an open case that was then closed before it could be read (a rare race). */
const TENTATIVAS_DE_ABERTURA = 3;
const SEM_PROCESSOS = 'Sua cota não possui processos de análise de crédito.';
const juntar = (lista: string[] | undefined) =>
  lista === undefined ? undefined : lista.length ? lista.join(';') : null;

function paraCaso(row: CamposDoCaso, inscricao: string): Caso {
  return {
    CaseNumber: row.numero,
    CreatedDate: row.criadoEm.toISOString(),
    Status: row.status,
    Fase__c: row.fase,
    RecordTypeDeveloperName: row.tipo as TipoCaso,
    IdExternoCota: String(row.cotaId),
    CPF_CNPJ: inscricao,
    Origin: row.origem,
    Description: row.descricao,
    Observacao__c: row.observacao,
    ModalidadeContemplacao__c: row.modalidadeContemplacao,
    DocumentosIlegiveis__c: row.documentosIlegiveis,
    DocumentosIncompletos__c: row.documentosIncompletos,
    DocumentosIncorretos__c: row.documentosIncorretos,
    ExpliqueMotivo__c: row.expliqueMotivo,
    DadosApp__c: row.dadosApp ? JSON.stringify(row.dadosApp) : null,
    RespostaAnalista__c: row.respostaAnalista,
  };
}

/** What opening a case needs; it always opens 'Em Andamento', the status that blocks a second one. */
export type AberturaDeCaso = Omit<NovoCaso, 'status' | 'fase' | 'criadoEm' | 'atualizadoEm'> & {
  fase?: string;
};

/** The built-in case store behind the Salesforce-shaped endpoints, for customers and for analysts. */
export function createCasosService(
  repo: CasosRepository,
  cotas: CotasService,
  now: () => number,
  notificar: Notificar,
  comAuditoria: ComAuditoria,
  /** The mode guard's view of the mandatory update: told when a case change may start or end it. */
  atualizacaoPendente: Pick<AtualizacaoPendente, 'esquecer'>,
  /**
   * An analyst approved a registration-update case (phase 'Cadastro Aprovado'): the owner of the registration
   * data applies the changes the case holds, in the decision's transaction.
   */
  aoAprovarAtualizacaoCadastral?: (tx: Transacao, caso: CasoRow, operadorId: number) => Promise<void>,
) {
  /**
   * Opens a case inside the caller's transaction (ADR 0010: another module's change and the case commit
   * together), or answers the quota's case of that type already open, with `novo: false`: the caller decides
   * between a 409 and a note on the existing case. The unique index decides, never a read before the write;
   * the retry only covers the open case being closed between the refused insert and the read.
   */
  async function abrirCaso(
    tx: Transacao,
    dados: AberturaDeCaso,
    autor: string,
  ): Promise<{ caso: CasoRow; novo: boolean }> {
    for (let tentativa = 0; tentativa < TENTATIVAS_DE_ABERTURA; tentativa++) {
      const quando = new Date(now());
      const caso = await repo.abrir(
        tx,
        {
          ...dados,
          status: STATUS_CASO.EM_ANDAMENTO,
          fase: dados.fase ?? FASES.TRATATIVA_NAO_INICIADA,
          criadoEm: quando,
          atualizadoEm: quando,
        },
        autor,
      );
      if (caso) return { caso, novo: true };
      const existente = await repo.abertoDoTipo(dados.cotaId, dados.tipo, tx);
      if (existente) return { caso: existente, novo: false };
    }
    // Opened and closed by others over and over while we tried: the request may simply be sent again.
    throw new HttpError(409, MENSAGENS_ABERTURA_CASO.emAndamento);
  }

  /** A case change that would make a second open case of the type for the quota is a 409, not a 500. */
  const semSegundoAberto = <T>(mudanca: Promise<T>) =>
    mudanca.catch((erro: unknown) => {
      throw violouUnicidade(erro, INDICE_UM_ABERTO) ? new HttpError(409, OUTRO_CASO_ABERTO) : erro;
    });

  /** The tax id must be the caller's and the quota theirs on this partner; otherwise a 404 that reveals nothing. */
  async function exigirDono(sessao: Sessao, cpfCnpj: string, idExternoCota: string) {
    const cota = await cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, Number(idExternoCota));
    if (normalizarInscricao(cpfCnpj) !== cota.cdInscricaoNacional)
      throw naoEncontrado('Cota não encontrada.');
    return cota;
  }

  async function casoDoCliente(sessao: Sessao, numero: string): Promise<CasoRow> {
    const caso = await repo.porNumero(numero);
    if (!caso || caso.clienteId !== sessao.clienteId) throw naoEncontrado(CASO_NAO_ENCONTRADO);
    await cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, caso.cotaId).catch(() => {
      throw naoEncontrado(CASO_NAO_ENCONTRADO);
    });
    return caso;
  }

  async function casosDeAtualizacao(sessao: Sessao) {
    const cota = await cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, sessao.cotaId);
    const linhas = await repo.daCota(cota.idCota, [TIPOS_CASO.atualizacaoCadastral]);
    return { cota, casos: linhas.map((l) => paraCaso(l, cota.cdInscricaoNacional)) };
  }

  return {
    /**
     * The home's cases of a quota the caller was shown to hold, as its statement read them
     * (`casosDaCotaJson`, ADR 0059): each as POST …/consulta answers it.
     */
    daCotaConferida: (cota: Pick<CotaRow, 'cdInscricaoNacional'>, linhas: CasoJson[]): Caso[] =>
      linhas.map((l) => paraCaso({ ...l, criadoEm: new Date(l.criadoEm) }, cota.cdInscricaoNacional)),

    async consultar(sessao: Sessao, body: ConsultaCasosBody) {
      const cota = await exigirDono(sessao, body.CPF_CNPJ, body.IdExternoCota);
      const tipos = Array.isArray(body.RecordTypeDeveloperName)
        ? body.RecordTypeDeveloperName
        : [body.RecordTypeDeveloperName];
      const linhas = await repo.daCota(cota.idCota, tipos);
      return {
        compositeResponse: linhas.map((l) => ({
          body: paraCaso(l, cota.cdInscricaoNacional),
          httpStatusCode: 200,
          referenceId: referenciaDoCaso(l.numero),
        })),
      };
    },

    async criar(sessao: Sessao, body: CriarCasoBody) {
      const cota = await exigirDono(sessao, body.CPF_CNPJ, body.IdExternoCota);
      const tipo = body.RecordTypeDeveloperName;
      if (!TIPOS_ABERTOS_PELO_APP.includes(tipo))
        throw requisicaoInvalida(MENSAGENS_ABERTURA_CASO.tipoNaoAbertoPeloApp);
      // The API owns the truth: the quota's situation is checked here, whatever the screen showed.
      const { details } = await cotas.detalhe(cota);
      const elegibilidade = elegibilidadeParaAbrirCaso(
        tipo,
        {
          situacaoCota: cota.situacaoCota,
          dataContemplacao: cota.dataContemplacao,
          assembleiaAtual: details.assembleiaAtual,
          totalAssembleias: details.totalAssembleias,
          parcelasPagas: cota.parcelasPagas,
        },
        hojeEmSaoPaulo(new Date(now())),
      );
      if (!elegibilidade.elegivel) throw new HttpError(409, elegibilidade.mensagem);
      const { caso, novo } = await repo.transacao((tx) =>
        abrirCaso(
          tx,
          {
            tipo,
            clienteId: sessao.clienteId,
            cotaId: cota.idCota,
            origem: 'APP',
            descricao: body.Description,
            dadosApp: body.DadosApp__c ? (JSON.parse(body.DadosApp__c) as Record<string, unknown>) : null,
          },
          'cliente',
        ),
      );
      // 'Em Andamento' at once: it hides the card that offered the request (e.g. reactivation), and a
      // second request of the type, even one sent at the same instant, finds it.
      if (!novo) throw new HttpError(409, MENSAGENS_ABERTURA_CASO.emAndamento);
      return {
        compositeResponse: [
          {
            body: { id: String(caso.id), success: true, errors: [], CaseNumber: caso.numero },
            httpStatusCode: 201,
            referenceId: REFERENCIA_NOVO_CASO,
          },
        ],
      };
    },

    /** The app moves a case only to the steps that are the customer's to take (acknowledge, 'I sent it'). */
    async atualizarPeloApp(sessao: Sessao, numero: string, body: AtualizarCasoBody) {
      if (body.CaseNumber !== numero) throw requisicaoInvalida('O número do caso não confere.');
      const caso = await casoDoCliente(sessao, numero);
      const confirmaDecisao =
        faseEm(body.Fase__c, FASES_SO_CONFIRMADAS_PELO_APP[caso.tipo as TipoCaso] ?? []) &&
        codigoDaFase(caso.fase) === codigoDaFase(body.Fase__c);
      if (!confirmaDecisao && !faseDefinivelPeloApp(caso.tipo as TipoCaso, body.Fase__c))
        throw requisicaoInvalida('Esta etapa não pode ser alterada pelo app.');
      const soComDocumentos = FASES_SO_COM_DOCUMENTOS[caso.tipo as TipoCaso] ?? [];
      if (faseEm(body.Fase__c, soComDocumentos) && codigoDaFase(caso.fase) !== codigoDaFase(body.Fase__c))
        throw new HttpError(409, MENSAGEM_FASE_SO_COM_DOCUMENTOS);
      await repo.alterar(
        caso.id,
        {
          fase: rotuloDaFase(body.Fase__c),
          ...(body.Observacao__c !== undefined ? { observacao: body.Observacao__c } : {}),
          ...(body.DadosApp__c ? { dadosApp: JSON.parse(body.DadosApp__c) as Record<string, unknown> } : {}),
        },
        'cliente',
        body.Observacao__c ?? null,
        new Date(now()),
      );
    },

    async conta(sessao: Sessao, cpfCnpj: string) {
      const cota = await cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, sessao.cotaId);
      if (normalizarInscricao(cpfCnpj) !== cota.cdInscricaoNacional)
        throw naoEncontrado('Conta não encontrada.');
      const Id = `001${String(sessao.clienteId).padStart(15, '0')}`;
      return { compositeResponse: [{ body: { Id }, httpStatusCode: 200, referenceId: REFERENCIA_CONTA }] };
    },

    /** The quota comes from the ownership hook: it is already the caller's. */
    async crivo(cota: Pick<CotaRow, 'idCota'>) {
      const crivo = await repo.crivo(cota.idCota);
      if (!crivo) throw naoEncontrado(SEM_PROCESSOS);
      return { codigo: crivo.codigo, descricao: crivo.descricao };
    },

    /** GET /core/dados-cadastrais/status: the registration-update case of the selected quota and the flag. */
    async statusCadastral(sessao: Sessao) {
      const { casos } = await casosDeAtualizacao(sessao);
      const maisRecente = casos[0] ?? null;
      return {
        atualizacaoObrigatoria: exigeAtualizacaoObrigatoria(casos, sessao.transparente),
        caso: maisRecente && {
          CaseNumber: maisRecente.CaseNumber,
          Status: maisRecente.Status,
          Fase__c: maisRecente.Fase__c,
          RespostaAnalista__c: maisRecente.RespostaAnalista__c,
        },
      };
    },

    /** PATCH /core/dados-cadastrais/atualizar: the customer confirmed their data; the mandatory update ends. */
    async confirmarDados(sessao: Sessao) {
      const { casos } = await casosDeAtualizacao(sessao);
      const obrigatorios = casos.filter((c) => exigeAtualizacaoObrigatoria([c], false));
      for (const c of obrigatorios) {
        const linha = (await repo.porNumero(c.CaseNumber))!;
        await repo.alterar(
          linha.id,
          { fase: FASES.CADASTRO_ATUALIZADO_APP },
          'cliente',
          'Dados confirmados pelo cliente no app',
          new Date(now()),
        );
      }
      atualizacaoPendente.esquecer(sessao.cotaId);
      return { atualizacaoObrigatoria: false, confirmados: obrigatorios.length };
    },

    // ——— Back-office ———

    async fila(filtro: FiltroFila, parceiroId: number | null, page: number, pageSize: number) {
      const linhas = await repo.fila(filtro, parceiroId, pageSize, (page - 1) * pageSize);
      const total = linhas[0]?.total ?? 0;
      return {
        data: linhas.map((l) => ({
          CaseNumber: l.caso.numero,
          RecordTypeDeveloperName: l.caso.tipo as TipoCaso,
          tipo: ROTULOS_TIPO_CASO[l.caso.tipo as TipoCaso] ?? l.caso.tipo,
          Status: l.caso.status,
          Fase__c: l.caso.fase,
          CreatedDate: l.caso.criadoEm.toISOString(),
          atualizadoEm: l.caso.atualizadoEm.toISOString(),
          cliente: { nome: l.nome, inscricaoNacional: l.inscricao },
          parceiro: l.parceiro,
          grupo: l.grupo,
          cota: l.cota,
        })),
        page,
        page_size: pageSize,
        total,
        total_pages: Math.ceil(total / pageSize),
      };
    },

    async detalheOperador(numero: string, parceiroId: number | null) {
      const caso = await repo.porNumeroDoOperador(numero, parceiroId);
      if (!caso) throw naoEncontrado(CASO_NAO_ENCONTRADO);
      const cota = await cotas.cotaDoBackOffice(caso.cotaId);
      const historico = await repo.historico(caso.id);
      return {
        caso: paraCaso(caso, cota.cliente.inscricaoNacional),
        cliente: cota.cliente,
        cota: {
          idCota: cota.idCota,
          grupo: cota.grupo,
          cota: cota.cota,
          situacaoCota: cota.situacaoCota,
          dataContemplacao: cota.dataContemplacao,
        },
        historico: historico.map((h) => ({ ...h, criadoEm: h.criadoEm.toISOString() })),
        opcoes: opcoesDoAnalista(caso.tipo as TipoCaso),
      };
    },

    /**
     * The analyst's decision: only the phases and statuses the spec lists for the case type. The change, its
     * history line and the audit entry commit together; the customer hears of a new phase after the commit.
     */
    async alterarPeloOperador(
      { operadorId, parceiroId }: OperadorDaRequisicao,
      numero: string,
      body: AlterarCasoOperadorBody,
    ) {
      const caso = await repo.porNumeroDoOperador(numero, parceiroId);
      if (!caso) throw naoEncontrado(CASO_NAO_ENCONTRADO);
      const tipo = caso.tipo as TipoCaso;
      if (body.fase !== undefined && !fasePermitidaAoAnalista(tipo, body.fase))
        throw requisicaoInvalida(`A fase '${body.fase}' não se aplica a este tipo de caso.`);
      if (body.status !== undefined && !statusPermitidoAoAnalista(tipo, body.status))
        throw requisicaoInvalida(`O status '${body.status}' não se aplica a este tipo de caso.`);
      const mudancas = {
        ...(body.fase !== undefined ? { fase: rotuloDaFase(body.fase) } : {}),
        ...(body.status !== undefined ? { status: rotuloDoStatus(body.status) } : {}),
        ...(body.documentosIlegiveis !== undefined
          ? { documentosIlegiveis: juntar(body.documentosIlegiveis) }
          : {}),
        ...(body.documentosIncompletos !== undefined
          ? { documentosIncompletos: juntar(body.documentosIncompletos) }
          : {}),
        ...(body.documentosIncorretos !== undefined
          ? { documentosIncorretos: juntar(body.documentosIncorretos) }
          : {}),
        ...(body.expliqueMotivo !== undefined ? { expliqueMotivo: body.expliqueMotivo } : {}),
        ...(body.respostaAnalista !== undefined ? { respostaAnalista: body.respostaAnalista } : {}),
      };
      const { antes, depois } = await semSegundoAberto(
        comAuditoria(
          operadorId,
          async (tx) => {
            const mudanca = await repo.alterar(
              caso.id,
              mudancas,
              `operador:${operadorId}`,
              body.nota ?? null,
              new Date(now()),
              tx,
            );
            const cadastral = tipo === TIPOS_CASO.atualizacaoCadastral;
            // A refusal tells the customer why; judged on the locked row as this change leaves it.
            if (cadastral && recusaSemMotivo(mudanca.antes.fase, mudanca.depois))
              throw requisicaoInvalida(MENSAGEM_RECUSA_SEM_MOTIVO);
            const aprovado =
              cadastral &&
              mudanca.depois.fase !== mudanca.antes.fase &&
              faseEm(mudanca.depois.fase, ['CADASTRO_APROVADO']);
            if (aprovado) await aoAprovarAtualizacaoCadastral?.(tx, mudanca.depois, operadorId);
            return mudanca;
          },
          ({ antes, depois }) => ({
            acao: 'caso.alterado',
            alvo: `caso:${caso.numero}`,
            detalhes: {
              de: { fase: antes.fase, status: antes.status },
              para: { fase: depois.fase, status: depois.status },
              campos: Object.keys(body),
              // A refusal's reasons, as the customer reads them.
              ...(tipo === TIPOS_CASO.atualizacaoCadastral &&
                depois.fase !== antes.fase &&
                faseEm(depois.fase, FASES_RECUSA_CADASTRAL) && {
                  motivos: {
                    documentosIlegiveis: depois.documentosIlegiveis,
                    documentosIncompletos: depois.documentosIncompletos,
                    documentosIncorretos: depois.documentosIncorretos,
                    expliqueMotivo: depois.expliqueMotivo,
                  },
                }),
            },
          }),
        ),
      );
      atualizacaoPendente.esquecer(caso.cotaId);
      // The customer hears in the app when an analyst moves the case to another phase.
      if (depois.fase !== antes.fase)
        await notificar({
          cotaId: caso.cotaId,
          origem: 'casos',
          texto: () =>
            textoFaseDoCaso({
              numero: caso.numero,
              tipo: ROTULOS_TIPO_CASO[tipo],
              fase: depois.fase,
              // A registration update is followed on its profile screen (approved and closed: applied).
              ...(tipo === TIPOS_CASO.atualizacaoCadastral && {
                link: rotaDoCasoCadastral({ Status: depois.status, Fase__c: depois.fase }),
              }),
            }),
        });
      return { antes, depois };
    },

    /** PUT /operador/v1/cotas/{id}/retorno-crivo: the screening return and its audit entry, together. */
    async definirCrivo(
      { operadorId, parceiroId }: OperadorDaRequisicao,
      cotaId: number,
      codigo: string,
      descricao: string | null,
    ) {
      if (!(await repo.cotaVisivelAoOperador(cotaId, parceiroId)))
        throw naoEncontrado('Cota não encontrada.');
      await comAuditoria(
        operadorId,
        (tx) => repo.definirCrivo(cotaId, codigo, descricao, new Date(now()), tx),
        { acao: 'crivo.definido', alvo: `cota:${cotaId}`, detalhes: { codigo, descricao } },
      );
    },

    /**
     * An analyst's decision taken by another module (the contemplation analysis, ADR 0031), in its transaction:
     * the case locked, changed only if still open and in one of `fasesEsperadas` (undefined otherwise: another
     * decision got there first), with its history line.
     */
    async decidirPeloAnalista(
      tx: Transacao,
      casoId: number,
      fasesEsperadas: readonly CodigoFase[],
      mudancas: Parameters<CasosRepository['alterar']>[1],
      operadorId: number,
      nota: string,
    ) {
      const caso = await repo.porIdBloqueado(tx, casoId);
      if (!caso?.aberto || !faseEm(caso.fase, fasesEsperadas)) return undefined;
      return repo.alterar(caso.id, mudancas, `operador:${operadorId}`, nota, new Date(now()), tx);
    },
    /** The customer hears in the app that a case moved to another phase (after the commit), as above. */
    avisarNovaFase: (caso: Pick<CasoRow, 'cotaId' | 'numero' | 'tipo' | 'fase'>) =>
      notificar({
        cotaId: caso.cotaId,
        origem: 'casos',
        texto: () =>
          textoFaseDoCaso({
            numero: caso.numero,
            tipo: ROTULOS_TIPO_CASO[caso.tipo as TipoCaso],
            fase: caso.fase,
          }),
      }),
    /** For other modules (e.g. a refund case after a duplicate payment), inside their own transaction. */
    abrirCaso,
    /** A transaction on the cases' database, for a journey whose change is only its own case's (goods billing). */
    transacao: <T>(fn: (tx: Transacao) => Promise<T>) => repo.transacao(fn),
    /** A case by its number, whoever holds it (the back-office's journeys check their own scope). */
    porNumero: (numero: string) => repo.porNumero(numero),
    /** A case by its number for the back-office: another partner's is not found for a partner's analyst. */
    porNumeroDoOperador: (numero: string, parceiroId: number | null) =>
      repo.porNumeroDoOperador(numero, parceiroId),
    /** The case's history lines, oldest first. */
    historicoDoCaso: (casoId: number) => repo.historico(casoId),
    /** The quota's credit screening return, or undefined when the analysts set none. */
    crivoDaCota: (cotaId: number) => repo.crivo(cotaId),
    /** The quota's cases of these types, newest first (for journeys that read their own case types). */
    daCota: (cotaId: number, tipos: TipoCaso[]) => repo.daCota(cotaId, tipos),
    /**
     * One of the caller's cases by its number (another customer's or partner's: 404, as unknown). Checked on
     * the pool, before a journey opens its transaction: a transaction waiting for a lock never needs a second
     * connection.
     */
    casoDoCliente,
    /** The same case, locked until the caller's transaction ends: a journey's changes to it run one at a time. */
    async bloquearCaso(tx: Transacao, caso: CasoRow): Promise<CasoRow> {
      const atual = await repo.porIdBloqueado(tx, caso.id);
      if (!atual || atual.clienteId !== caso.clienteId) throw naoEncontrado(CASO_NAO_ENCONTRADO);
      return atual;
    },
    /** The quota's open case of a type (at most one); in a transaction, read with it. */
    abertoDaCota: (cotaId: number, tipo: TipoCaso, tx?: Transacao) => repo.abertoDoTipo(cotaId, tipo, tx),
    /** The customer finished the case's journey (the after-sales onboarding): `fase`, status Fechado. */
    encerrarPeloCliente: (tx: Transacao, caso: CasoRow, fase: CodigoFase, nota: string) =>
      repo.alterar(
        caso.id,
        { fase: FASES[fase], status: STATUS_CASO.FECHADO },
        'cliente',
        nota,
        new Date(now()),
        tx,
      ),
    /** An analyst's step on a case another module runs (a call-back made): `fase` in words, a history line. */
    moverPeloOperador: (tx: Transacao, casoId: number, fase: string, operadorId: number, nota: string) =>
      repo.alterar(casoId, { fase }, `operador:${operadorId}`, nota, new Date(now()), tx),
    /** The customer's step moves the case to `fase` (a journey checked it is theirs to take), with a history line. */
    moverPeloCliente: (tx: Transacao, caso: CasoRow, fase: CodigoFase, nota: string) =>
      repo.alterar(caso.id, { fase: FASES[fase] }, 'cliente', nota, new Date(now()), tx),
    /**
     * A deadline closed the case: only if it is still open and in one of `fasesEsperadas` once locked (a second
     * run, or the customer's sending that got there first, finds it moved and changes nothing: undefined).
     */
    async encerrarPorPrazo(
      tx: Transacao,
      casoId: number,
      fasesEsperadas: readonly CodigoFase[],
      fase: CodigoFase,
      nota: string,
    ): Promise<CasoRow | undefined> {
      const caso = await repo.porIdBloqueado(tx, casoId);
      if (!caso?.aberto || !faseEm(caso.fase, fasesEsperadas)) return undefined;
      const { depois } = await repo.alterar(
        caso.id,
        { fase: FASES[fase], status: STATUS_CASO.FECHADO },
        'sistema',
        nota,
        new Date(now()),
        tx,
      );
      return depois;
    },
    /** The person's open case of a type on any quota; in the caller's transaction, locked until it ends. */
    abertoDoTipoDoCliente: (clienteId: number, tipo: TipoCaso, tx?: Transacao) =>
      repo.abertoDoTipoDoCliente(clienteId, tipo, tx),
    /**
     * Replaces a case's app data (`DadosApp__c`) with a history line, in the caller's transaction; with `fase`,
     * the case moves to that phase too (the customer sent what the phase waited for, e.g. their documents).
     */
    async alterarDadosDoCaso(
      tx: Transacao,
      caso: CasoRow,
      dadosApp: Record<string, unknown>,
      autor: string,
      nota: string,
      fase?: string,
    ) {
      const mudanca = await repo.alterar(
        caso.id,
        { dadosApp, ...(fase !== undefined && { fase }) },
        autor,
        nota,
        new Date(now()),
        tx,
      );
      // A phase may end the mandatory update ('Atualização Obrigatória' left): the guard reads it again.
      if (fase !== undefined) atualizacaoPendente.esquecer(caso.cotaId);
      return mudanca;
    },
    /**
     * The case follows its payout (ADR 0041): a remittance or the bank's return moves its phase, status and
     * answer, with a history line, in the caller's transaction.
     */
    moverPeloPagamento: (
      tx: Transacao,
      casoId: number,
      mudanca: { fase: string; status: string; respostaAnalista?: string },
      autor: string,
      nota: string,
    ) => repo.alterar(casoId, mudanca, autor, nota, new Date(now()), tx),
    /** A history line on a case, in the caller's transaction (e.g. "another duplicate payment arrived"). */
    anotarCaso: (tx: Transacao, caso: CasoRow, autor: string, nota: string) =>
      repo.anotar(tx, caso, autor, nota, new Date(now())),
  };
}
export type CasosService = ReturnType<typeof createCasosService>;

export { abrirReembolsoDePagamentoDuplicado } from './reembolso-de-pagamento-duplicado.ts';
