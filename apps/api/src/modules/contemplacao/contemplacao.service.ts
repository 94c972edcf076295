import {
  CHAMADAS_ANALISE_DOCUMENTO,
  DOCUMENTOS,
  DOCUMENTOS_VENDEDOR,
  FASES_AGUARDANDO_DOCUMENTOS,
  FASES_EM_ANALISE,
  MENSAGENS_FATURAMENTO_SEMINOVO,
  TIPOS_CASO,
  casoDaAnalise,
  contempladaPorSorteio,
  deveDescontemplar,
  chaveDoDocumento,
  documentosDaEmpresa,
  LIMITES_DE_DOCUMENTO,
  MENSAGENS_ENVIO_DOCUMENTO,
  documentosDaOcupacao,
  documentosDeTerceiro,
  MENSAGENS_SOCIOS,
  rotuloDoDocumento,
  type DeclararSociosBody,
  type SocioDeclarado,
  documentosPedidos,
  estadoRestricaoCpf,
  estaContemplada,
  etapasVisiveis,
  exibirAvisoNaoPerca,
  faseEm,
  hojeEmSaoPaulo,
  jaPossuiCaso,
  linhaDoTempoContemplacao,
  mapaErrosDocumentos,
  normalizarTermo,
  prazoDaAnalise,
  prazoDaGarantia,
  PRAZO_GARANTIA_PADRAO_DIAS_UTEIS,
  recusaDoEnvio,
  telaDaAnaliseDeCredito,
  type ChamadaAnalise,
  type ChamadaAnaliseDocumento,
  type CodigoDocumento,
  type DocumentoExigido,
  type SelecaoDocumentos,
  type SelecionarDocumentosBody,
  type SituacaoContemplacao,
  type SolicitarAnaliseBody,
  type SolicitarAnaliseResposta,
  type TipoCaso,
  type TipoIdentificacao,
  type TipoIdentificacaoTerceiro,
  type TipoRenda,
  BASE_DA_API,
  CATEGORIAS_DOCUMENTO,
  dataIsoParaBr,
  coresDoParceiro,
  HORARIO_ATENDIMENTO,
  ROTULOS_IDENTIFICACAO,
  TIPOS_RENDA,
  type EstadoEtapaLinhaDoTempo,
} from '@portal/domain';
import type { Db } from '@portal/db';
import type { Notificador } from '../../adapters/notificacoes.ts';
import type { GuiaContemplacao } from '../../adapters/pdf/guia-contemplacao-pdf.ts';
import type { RenderizadorDePdf } from '../../adapters/pdf/renderizador.ts';
import type { Trabalhos } from '../../adapters/trabalhos.ts';
import { erroDoBanco } from '../../core/erros-do-banco.ts';
import { HttpError, naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import type { Sessao } from '../../core/sessao.ts';
import type { Transacao } from '../../core/transacao.ts';
import type { CasoRow, CasosService } from '../casos/casos.service.ts';
import { cabecalhoDaCota, type CotaRow, type CotasService } from '../cotas/cotas.service.ts';
import type { DocumentosService } from '../documentos/documentos.service.ts';
import type { Notificar } from '../notificacoes/notificacoes.service.ts';
import type { ParceirosService } from '../parceiros/parceiros.service.ts';
import { createAvisosDeResponsavel, ufDaCidade } from './avisos-de-responsavel.ts';
import type { ContemplacaoRepository, SelecaoRow } from './contemplacao.repository.ts';

/** The deadline job's queue (migration 0030): daily, and safe to run twice. */
export const FILA_DESCONTEMPLAR = 'descontemplar-vencidos';

export const MENSAGENS_CONTEMPLACAO = {
  semProcessos: 'Sua cota não possui processos de análise de crédito.',
  naoContemplada: 'Esta cota ainda não foi contemplada.',
  aceitesTravados: 'Os aceites já foram confirmados e não podem ser alterados.',
  aceitesPendentes: 'Aceite os termos e a consulta de crédito para continuar.',
  travarAntesDeEnviar: 'Confirme os aceites antes de enviar os documentos.',
  escolherDocumentos: 'Escolha o tipo de renda e o documento de identificação antes de enviar.',
  casoNaoAguarda: 'Este caso não aguarda documentos agora.',
  casoEncerrado: 'Este processo de análise foi encerrado e não pode mais ser alterado.',
  casoDeOutroTipo: 'Este caso não recebe estes documentos.',
  somentePessoaFisica: 'Para empresas, envie os documentos da empresa e dos sócios.',
  somenteEmpresa: 'Este envio é apenas para empresas.',
  sociosSoDeEmpresa: 'Apenas empresas informam sócios.',
  sociosDepoisDoEnvio: 'Os sócios não podem mudar depois que os documentos foram enviados.',
  documentoVendedor: 'Tipo de documento inválido para este envio.',
} as const;

/**
 * The shared upload flow the journey's documents come from (POST /fluxos/cadastro/documentos); a company's
 * analysis documents come from its own, larger flow (ADR 0036).
 */
const FLUXO = 'cadastro';
const FLUXO_EMPRESA = 'contemplacao-empresa';
/** Author of the deadline job's history lines and audit entries. */
const NOTA_DESCONTEMPLACAO = 'Prazo da garantia encerrado sem os documentos: cota descontemplada';

const pessoaJuridica = (inscricao: string) =>
  inscricao.replace(/\D/g, '').length > 11 || /[A-Z]/i.test(inscricao);

/** Any of the document's spellings in the analyst's lists (code or description) → its code. */
function codigoDoNomeado(nome: string): string {
  const n = normalizarTermo(nome);
  const achado = (Object.keys(DOCUMENTOS) as CodigoDocumento[]).find(
    (c) => normalizarTermo(c) === n || normalizarTermo(DOCUMENTOS[c].descricao) === n,
  );
  return achado ?? n;
}

export function createContemplacaoService(deps: {
  db: Db;
  repo: ContemplacaoRepository;
  casos: CasosService;
  cotas: CotasService;
  documentos: DocumentosService;
  parceiros: Pick<ParceirosService, 'exigir'>;
  trabalhos: Trabalhos;
  notificar: Notificar;
  /** The outbox: the holder-change e-mails. */
  notificador: Notificador;
  /** A holder-change notice that failed: logged, the move it tells of stands. */
  aoFalharAviso: (erro: unknown, m: { cotaId: number }) => void;
  /** The PDF worker pool (ADR 0020): the contemplation guide. */
  pdfs: Pick<RenderizadorDePdf, 'renderizar'>;
  auditar: (
    operadorId: number | null,
    acao: string,
    alvo: string,
    detalhes: Record<string, unknown>,
    executor: Transacao,
  ) => Promise<unknown>;
  now: () => number;
}) {
  const { db, repo, casos, cotas, documentos, parceiros, trabalhos, notificar, auditar, now } = deps;
  const hoje = () => hojeEmSaoPaulo(new Date(now()));
  const notificarMudancaDeResponsavel = createAvisosDeResponsavel({
    repo,
    notificar,
    notificador: deps.notificador,
    aoFalhar: deps.aoFalharAviso,
  });
  /** The holder's state (principal address), for the state holidays in every deadline (02 §9). */
  const ufDoTitular = async (cotaId: number) => ufDaCidade(await repo.cidadeDoTitular(cotaId));

  /** The analysis case the customer may still change (selection, agreements): an open one. */
  async function casoAbertoDaCota(cota: Pick<CotaRow, 'idCota'>): Promise<CasoRow> {
    const caso = await casoDaCota(cota);
    if (!caso.aberto) throw new HttpError(409, MENSAGENS_CONTEMPLACAO.casoEncerrado);
    return caso;
  }

  /** The quota's analysis case (the latest created, 02 §4.9), or null when it has none. */
  async function analiseDaCota(cota: Pick<CotaRow, 'idCota'>): Promise<CasoRow | null> {
    const linhas = await casos.daCota(cota.idCota, [TIPOS_CASO.consultoriaAnalise]);
    const caso = casoDaAnalise(
      linhas.map((l) => ({
        linha: l,
        CaseNumber: l.numero,
        CreatedDate: l.criadoEm.toISOString(),
        RecordTypeDeveloperName: l.tipo,
      })),
    );
    return caso?.linha ?? null;
  }

  /** The quota's analysis case, or 404 saying it has none. */
  async function casoDaCota(cota: Pick<CotaRow, 'idCota'>): Promise<CasoRow> {
    const caso = await analiseDaCota(cota);
    if (!caso) throw naoEncontrado(MENSAGENS_CONTEMPLACAO.semProcessos);
    return caso;
  }

  /**
   * The documents the selection asks for: a company's groups once its partners are declared (ADR 0036), a
   * person's occupation list once the income and ID types are chosen; with the analyst's extra asks.
   */
  function pedidosDaSelecao(selecao: SelecaoRow | undefined, empresa: boolean): DocumentoExigido[] {
    if (empresa) {
      const socios = (selecao?.socios ?? []) as SocioDeclarado[];
      if (socios.length === 0) return [];
      return documentosPedidos(documentosDaEmpresa(socios), selecao!.documentosAdicionais);
    }
    if (!selecao?.tipoRenda || !selecao.tipoIdentificacao) return [];
    const daOcupacao = [
      ...documentosDaOcupacao(
        selecao.tipoRenda as TipoRenda,
        selecao.tipoIdentificacao as TipoIdentificacao,
        {
          completa: selecao.listaCompleta,
        },
      ),
      ...(selecao.tipoIdentificacaoTerceiro
        ? documentosDeTerceiro(selecao.tipoIdentificacaoTerceiro as TipoIdentificacaoTerceiro)
        : []),
    ];
    return documentosPedidos(daOcupacao, selecao.documentosAdicionais);
  }

  /** The selection as the screens read it: requested documents, sent ones with their files, the agreements. */
  async function paraSelecao(
    sessao: Sessao,
    caso: CasoRow,
    selecao: SelecaoRow | undefined,
    empresa: boolean,
  ): Promise<SelecaoDocumentos> {
    const enviados = selecao?.documentosEnviados ?? [];
    const chavesEnviadas = new Set(enviados.map((e) => chaveDoDocumento(e.codigo, e.cpfSocio)));
    const erros = mapaErrosDocumentos({
      Fase__c: caso.fase,
      DocumentosIlegiveis__c: caso.documentosIlegiveis,
      DocumentosIncompletos__c: caso.documentosIncompletos,
      DocumentosIncorretos__c: caso.documentosIncorretos,
    });
    const problemasPorCodigo = new Map<string, ('ilegivel' | 'incompleto' | 'incorreto')[]>();
    for (const [nome, problemas] of Object.entries(erros ?? {}))
      problemasPorCodigo.set(codigoDoNomeado(nome), problemas);
    const arquivos = new Map((await documentos.doCaso(sessao, caso.numero)).map((d) => [d.id, d]));
    return {
      CaseNumber: jaPossuiCaso({ Fase__c: caso.fase }) ? null : caso.numero,
      Fase__c: caso.fase,
      pessoa: empresa ? 'PJ' : 'PF',
      socios: empresa ? ((selecao?.socios as SelecaoDocumentos['socios']) ?? null) : null,
      tipoRenda: (selecao?.tipoRenda as TipoRenda | null) ?? null,
      tipoIdentificacao: (selecao?.tipoIdentificacao as SelecaoDocumentos['tipoIdentificacao']) ?? null,
      listaCompleta: selecao?.listaCompleta ?? false,
      tipoIdentificacaoTerceiro:
        (selecao?.tipoIdentificacaoTerceiro as TipoIdentificacaoTerceiro | null) ?? null,
      documentosParaEnviar: pedidosDaSelecao(selecao, empresa).map((d) => ({
        codigo: d.codigo,
        description: d.descricao,
        categoria: d.categoria,
        quantidade: d.quantidade,
        obrigatorio: d.obrigatorio,
        orientacao: d.orientacao,
        sentToSF: chavesEnviadas.has(d.chave),
        problemas: problemasPorCodigo.get(d.codigo) ?? [],
        pedidoPeloAnalista: d.pedidoPeloAnalista,
        chave: d.chave,
        grupo: d.grupo,
        socio: d.socio,
      })),
      documentosEnviados: enviados.flatMap((e) => {
        const arquivo = arquivos.get(e.id);
        return arquivo
          ? [
              {
                id: e.id,
                codigo: e.codigo,
                cpfSocio: e.cpfSocio ?? null,
                url: `${BASE_DA_API.cliente}/documentos/${e.id}`,
                fileName: arquivo.nome,
                fileType: arquivo.tipo,
              },
            ]
          : [];
      }),
      aceites: {
        termosECondicoes: selecao?.aceiteTermos ?? false,
        autorizacaoConsultaCredito: selecao?.aceiteConsultaCredito ?? false,
      },
      travado: selecao?.travadoEm != null,
      travadoEm: selecao?.travadoEm?.toISOString() ?? null,
      ExpliqueMotivo__c: caso.expliqueMotivo,
    };
  }

  async function selecao(sessao: Sessao, cota: CotaRow) {
    const caso = await casoDaCota(cota);
    return paraSelecao(sessao, caso, await repo.selecao(caso.id), pessoaJuridica(cota.cdInscricaoNacional));
  }

  /** What a sending may carry for this call and case: the selection's list, or any document of the kind. */
  function pedidosDoEnvio(
    regra: ChamadaAnaliseDocumento,
    caso: CasoRow,
    sel: SelecaoRow | undefined,
    empresa: boolean,
  ): DocumentoExigido[] | null {
    if (regra.documentos === 'vendedor') return null;
    if (caso.tipo === TIPOS_CASO.consultoriaAnalise) return pedidosDaSelecao(sel, empresa);
    // The goods billing's identification (issue 19): the personal document and the selfie; a company adds
    // its articles of association.
    if (caso.tipo === TIPOS_CASO.faturamentoBem)
      return (
        empresa
          ? (['documento_pessoal', 'selfie', 'contrato_social'] as const)
          : (['documento_pessoal', 'selfie'] as const)
      ).map((codigo) => ({
        codigo,
        descricao: DOCUMENTOS[codigo].descricao,
        categoria: DOCUMENTOS[codigo].categoria,
        quantidade: 1,
        obrigatorio: true,
        orientacao: null,
        pedidoPeloAnalista: false,
        grupo: null,
        socio: null,
        chave: codigo,
      }));
    // A cash-billing case asks for what its analyst named: any contemplation document, one file each.
    return (Object.keys(DOCUMENTOS) as CodigoDocumento[]).map((codigo) => ({
      codigo,
      descricao: DOCUMENTOS[codigo].descricao,
      categoria: DOCUMENTOS[codigo].categoria,
      quantidade: 1,
      obrigatorio: false,
      orientacao: null,
      pedidoPeloAnalista: true,
      grupo: null,
      socio: null,
      chave: codigo,
    }));
  }

  async function descontemplarVencidos(): Promise<number> {
    const dia = hoje();
    let descontempladas = 0;
    for (const c of await repo.candidatosADescontemplar()) {
      // A group no partner lists (data outside the portal) still gets a deadline: the default one.
      const diasUteis = c.diasUteis || PRAZO_GARANTIA_PADRAO_DIAS_UTEIS;
      const uf = ufDaCidade(c.idCidade);
      if (
        !deveDescontemplar({
          dataContemplacao: c.dataContemplacao,
          diasUteis,
          faseAnalise: c.fase,
          hoje: dia,
          uf,
        })
      )
        continue;
      const prazo = prazoDaGarantia(c.dataContemplacao, diasUteis, dia, uf);
      const feito = await db.transaction(async (tx) => {
        const caso = await casos.encerrarPorPrazo(
          tx,
          c.casoId,
          FASES_AGUARDANDO_DOCUMENTOS,
          'PRAZO_FINALIZADO',
          NOTA_DESCONTEMPLACAO,
        );
        if (!caso) return null;
        await cotas.escrita.descontemplar(tx, c.cotaId);
        await auditar(
          null,
          'cota.descontemplada',
          `cota:${c.cotaId}`,
          { caso: c.numero, dataContemplacao: c.dataContemplacao, prazoGarantia: prazo.data, uf },
          tx,
        );
        return caso;
      });
      if (!feito) continue;
      descontempladas++;
      await notificarMudancaDeResponsavel({
        cotaId: c.cotaId,
        faseAntes: c.fase,
        faseDepois: feito.fase,
        em: feito.atualizadoEm,
        dataContemplacao: c.dataContemplacao,
      });
    }
    return descontempladas;
  }

  trabalhos.definir({
    nome: FILA_DESCONTEMPLAR,
    tentativas: 3,
    esperaSegundos: 300,
    expiraSegundos: 900,
    // Early every day, São Paulo time: a deadline that ended yesterday is acted on before the customer wakes.
    agenda: '10 5 * * *',
    executar: async () => {
      await descontemplarVencidos();
    },
  });

  const SITUACAO_DA_ETAPA: Record<EstadoEtapaLinhaDoTempo, string> = {
    concluida: 'Concluída',
    atual: 'Em andamento',
    pendente: 'A seguir',
    recusada: 'Não aprovada',
  };

  /** The guide's data: the journey's situation (timeline, deadlines) and the chosen occupation's documents. */
  async function dadosDoGuia(
    sessao: Sessao,
    cota: CotaRow,
    s: SituacaoContemplacao,
  ): Promise<GuiaContemplacao> {
    const [parceiro, uf, analise] = await Promise.all([
      parceiros.exigir(sessao.parceiroId),
      ufDoTitular(cota.idCota),
      analiseDaCota(cota),
    ]);
    const sel = analise ? await repo.selecao(analise.id) : undefined;
    const empresa = pessoaJuridica(cota.cdInscricaoNacional);
    const pedidos = pedidosDaSelecao(sel, empresa);
    const majoritario = (sel?.socios ?? []).find((s) => s.majoritario);
    return {
      administradora: { nome: parceiro.nome, cnpj: parceiro.cnpj },
      cor: coresDoParceiro(parceiro.cores).primaria,
      cota: cabecalhoDaCota(cota),
      emitidoEm: hoje(),
      dataContemplacao: dataIsoParaBr(s.dataContemplacao!)!,
      porSorteio: s.porSorteio,
      etapas: s.linhaDoTempo.map((e) => ({
        titulo: e.titulo,
        responsavel: e.responsavel === 'voce' ? 'Você' : 'Administradora',
        situacao: SITUACAO_DA_ETAPA[e.estado],
        data: e.data,
      })),
      prazoGarantia: {
        dataFormatada: s.prazoGarantia!.dataFormatada,
        diasUteis: parceiro.prazoGarantiaDiasUteis,
      },
      prazoAnalise: s.prazoAnalise?.dataFormatada ?? null,
      uf,
      documentos:
        pedidos.length === 0
          ? null
          : {
              ocupacao:
                empresa || !sel?.tipoRenda
                  ? 'Empresa (pessoa jurídica)'
                  : TIPOS_RENDA[sel.tipoRenda as TipoRenda],
              identificacao:
                empresa || !sel?.tipoIdentificacao
                  ? `Representante: ${majoritario?.nome ?? 'sócio majoritário'}`
                  : ROTULOS_IDENTIFICACAO[sel.tipoIdentificacao as TipoIdentificacao],
              itens: pedidos.map((d) => ({
                descricao: rotuloDoDocumento(d),
                categoria: CATEGORIAS_DOCUMENTO[d.categoria],
                quantidade: d.quantidade,
                obrigatorio: d.obrigatorio,
                orientacao: d.orientacao,
              })),
            },
      horarioAtendimento: HORARIO_ATENDIMENTO,
    };
  }

  const servico = {
    selecao,

    async selecionar(sessao: Sessao, cota: CotaRow, body: SelecionarDocumentosBody) {
      if (pessoaJuridica(cota.cdInscricaoNacional))
        throw requisicaoInvalida(MENSAGENS_CONTEMPLACAO.somentePessoaFisica);
      const caso = await casoAbertoDaCota(cota);
      await repo.selecionar(
        caso.id,
        cota.idCota,
        {
          tipoRenda: body.tipoRenda,
          tipoIdentificacao: body.tipoIdentificacao,
          listaCompleta: body.listaCompleta ?? false,
          tipoIdentificacaoTerceiro: body.tipoIdentificacaoTerceiro ?? null,
        },
        new Date(now()),
      );
      return selecao(sessao, cota);
    },

    /** A company's partners (ADR 0036): free to change until the first document goes with the case. */
    async declararSocios(sessao: Sessao, cota: CotaRow, body: DeclararSociosBody) {
      if (!pessoaJuridica(cota.cdInscricaoNacional))
        throw requisicaoInvalida(MENSAGENS_CONTEMPLACAO.sociosSoDeEmpresa);
      const caso = await casoAbertoDaCota(cota);
      const socios = body.socios.map((s) => ({
        nome: s.nome.trim(),
        cpf: s.cpf.replace(/\D/g, ''),
        majoritario: s.majoritario,
        administrador: s.administrador,
        entrouAposAdesao: s.entrouAposAdesao,
        tipoIdentificacao: s.tipoIdentificacao,
      }));
      if (!(await repo.declararSocios(caso.id, cota.idCota, socios, new Date(now()))))
        throw new HttpError(409, MENSAGENS_CONTEMPLACAO.sociosDepoisDoEnvio);
      return selecao(sessao, cota);
    },

    async aceites(
      sessao: Sessao,
      cota: CotaRow,
      body: { termosECondicoes: boolean; autorizacaoConsultaCredito: boolean },
    ) {
      const caso = await casoAbertoDaCota(cota);
      const marcado = await repo
        .marcarAceites(
          caso.id,
          cota.idCota,
          { aceiteTermos: body.termosECondicoes, aceiteConsultaCredito: body.autorizacaoConsultaCredito },
          new Date(now()),
        )
        .catch((erro: unknown) => {
          // The trigger: a lock committed between our read of the row and our write.
          if (erroDoBanco(erro)?.constraint === 'selecoes_documentos_aceites_travados') return false;
          throw erro;
        });
      if (!marcado) throw new HttpError(409, MENSAGENS_CONTEMPLACAO.aceitesTravados);
      return selecao(sessao, cota);
    },

    /** Locks accepted terms once: a repeat answers the locked state; the case's history tells it once. */
    async travarAceites(sessao: Sessao, cota: CotaRow) {
      const caso = await casoAbertoDaCota(cota);
      await db.transaction(async (tx) => {
        const travada = await repo.travar(tx, caso.id, new Date(now()));
        if (travada) {
          await casos.anotarCaso(tx, caso, 'cliente', 'Aceites confirmados e travados pelo cliente');
          return;
        }
        const atual = await repo.selecao(caso.id, tx);
        if (!atual?.travadoEm) throw requisicaoInvalida(MENSAGENS_CONTEMPLACAO.aceitesPendentes);
      });
      return selecao(sessao, cota);
    },

    /**
     * One of the 02 §7 anti-fraud calls: ties the uploaded documents to the case and moves it to the call's
     * "sent" phase, in one transaction with the case row locked, so 20 identical requests tie the files once,
     * move the case once, and all answer the same.
     */
    async solicitar(
      sessao: Sessao,
      chamada: ChamadaAnalise,
      body: SolicitarAnaliseBody,
    ): Promise<SolicitarAnaliseResposta> {
      const regra: ChamadaAnaliseDocumento = CHAMADAS_ANALISE_DOCUMENTO[chamada];
      const ids = body.documentos.map((d) => d.id);
      // Ownership and the holder's kind are read on the pool first: inside the transaction, only its connection.
      const doCliente = await casos.casoDoCliente(sessao, body.CaseNumber);
      const tipo = doCliente.tipo as TipoCaso;
      if (!regra.tipos.includes(tipo)) throw requisicaoInvalida(MENSAGENS_CONTEMPLACAO.casoDeOutroTipo);
      const cota = await cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, doCliente.cotaId);
      const empresa = pessoaJuridica(cota.cdInscricaoNacional);
      if (regra.pessoa === 'PF' && empresa)
        throw requisicaoInvalida(MENSAGENS_CONTEMPLACAO.somentePessoaFisica);
      if (regra.pessoa === 'PJ' && !empresa) throw requisicaoInvalida(MENSAGENS_CONTEMPLACAO.somenteEmpresa);
      const fluxo = empresa && tipo === TIPOS_CASO.consultoriaAnalise ? FLUXO_EMPRESA : FLUXO;
      const maximo = LIMITES_DE_DOCUMENTO[fluxo].quantidadeMaxima;
      if (body.documentos.length > maximo)
        throw requisicaoInvalida(MENSAGENS_ENVIO_DOCUMENTO.quantidade(maximo));
      const uf = await ufDoTitular(cota.idCota);
      const { caso, antes } = await db.transaction(async (tx) => {
        const caso = await casos.bloquearCaso(tx, doCliente);
        const alvo = regra.faseAlvo[tipo]!;
        const sel = await repo.selecao(caso.id, tx);
        const enviados = sel?.documentosEnviados ?? [];
        const idsEnviados = new Set(enviados.map((e) => e.id));
        // The same sending again, once it took effect: the same answer, nothing changed.
        if (faseEm(caso.fase, [alvo]) && ids.every((id) => idsEnviados.has(id))) return { caso, antes: null };
        if (!caso.aberto || !faseEm(caso.fase, regra.fasesDe))
          throw new HttpError(409, MENSAGENS_CONTEMPLACAO.casoNaoAguarda);
        const pedidos = pedidosDoEnvio(regra, caso, sel, empresa);
        if (pedidos === null) {
          if (body.documentos.some((d) => !Object.hasOwn(DOCUMENTOS_VENDEDOR, d.codigo)))
            throw requisicaoInvalida(MENSAGENS_CONTEMPLACAO.documentoVendedor);
        } else {
          if (tipo === TIPOS_CASO.consultoriaAnalise && pedidos.length === 0)
            throw requisicaoInvalida(
              empresa ? MENSAGENS_SOCIOS.declarar : MENSAGENS_CONTEMPLACAO.escolherDocumentos,
            );
          if (
            tipo === TIPOS_CASO.consultoriaAnalise &&
            !sel?.travadoEm &&
            regra.fasesDe.includes('TRATATIVA_NAO_INICIADA')
          )
            throw requisicaoInvalida(MENSAGENS_CONTEMPLACAO.travarAntesDeEnviar);
          if (body.documentos.some((d) => !Object.hasOwn(DOCUMENTOS, d.codigo)))
            throw requisicaoInvalida(MENSAGENS_CONTEMPLACAO.documentoVendedor);
          // A company's first sending carries every group and partner (ADR 0036).
          const recusa = recusaDoEnvio(
            pedidos,
            body.documentos.map((d) => ({ ...d, codigo: d.codigo as CodigoDocumento })),
            enviados.map((e) => chaveDoDocumento(e.codigo, e.cpfSocio)),
            hoje(),
            { completo: chamada === 'solicitar-empresa' },
          );
          if (recusa) throw requisicaoInvalida(recusa);
        }
        const tipos = await documentos.vincularAoCaso(tx, {
          clienteId: sessao.clienteId,
          fluxo,
          ids,
          casoId: caso.id,
        });
        // 02 §5 "DUT and ATPV only as PDF", for the used vehicle's seller (issue 21): the bytes decide.
        if (
          regra.documentos === 'vendedor' &&
          body.documentos.some(
            (d) => (d.codigo === 'dut' || d.codigo === 'atpv') && tipos.get(d.id) !== 'application/pdf',
          )
        )
          throw requisicaoInvalida(MENSAGENS_FATURAMENTO_SEMINOVO.dutSomentePdf);
        const novos = body.documentos
          .filter((d) => !idsEnviados.has(d.id))
          .map((d) => ({ id: d.id, codigo: d.codigo, ...(d.cpfSocio ? { cpfSocio: d.cpfSocio } : {}) }));
        await repo.registrarEnviados(tx, caso.id, caso.cotaId, [...enviados, ...novos], new Date(now()));
        const nota = `Documentos enviados pelo app (${chamada}): ${novos.map((n) => n.codigo).join(', ')}`;
        const { depois } = await casos.moverPeloCliente(
          tx,
          caso,
          alvo,
          body.Observacao__c ? `${nota}. ${body.Observacao__c}` : nota,
        );
        return { caso: depois, antes: caso.fase };
      });
      // Only the request that moved the case tells the customer, once it committed; the contemplation's
      // timeline is the credit analysis's (a billing case's steps have deadlines of their own).
      if (antes !== null && tipo === TIPOS_CASO.consultoriaAnalise)
        await notificarMudancaDeResponsavel({
          cotaId: caso.cotaId,
          faseAntes: antes,
          faseDepois: caso.fase,
          em: caso.atualizadoEm,
        });
      return {
        CaseNumber: caso.numero,
        Fase__c: caso.fase,
        documentos: await documentos.doCaso(sessao, caso.numero),
        prazoAnalise: prazoDaAnalise(caso.atualizadoEm, hoje(), uf),
      };
    },

    /** Only a contemplated quota has credit to show (the 1900 placeholder is not a contemplation, 02 §7). */
    async valorDisponivel(cota: CotaRow) {
      if (!estaContemplada(cota.dataContemplacao, hoje()))
        throw naoEncontrado(MENSAGENS_CONTEMPLACAO.naoContemplada);
      const lance = await repo.lanceContemplado(cota.idCota);
      const valorEmbutido = Math.min(lance?.valorEmbutido ?? 0, cota.valorBem);
      return {
        valorCredito: cota.valorBem,
        valorDisponivel: cota.valorBem - valorEmbutido,
        valorEmbutido,
        dataContemplacao: cota.dataContemplacao!.slice(0, 10),
      };
    },

    async situacao(sessao: Sessao, cota: CotaRow): Promise<SituacaoContemplacao> {
      const dia = hoje();
      const contemplada = estaContemplada(cota.dataContemplacao, dia);
      const linhas = await casos.daCota(cota.idCota, [
        TIPOS_CASO.consultoriaAnalise,
        TIPOS_CASO.avisoContemplacao,
      ]);
      const resumos = linhas.map((l) => ({
        linha: l,
        CaseNumber: l.numero,
        CreatedDate: l.criadoEm.toISOString(),
        Status: l.status,
        Fase__c: l.fase,
        RecordTypeDeveloperName: l.tipo,
      }));
      const analise = casoDaAnalise(resumos)?.linha ?? null;
      const crivo = await casos.crivo(cota).catch(() => null);
      const restricaoCpf = estadoRestricaoCpf(crivo);
      const lance =
        contemplada && !contempladaPorSorteio(cota.modalidadeContemplacao)
          ? await repo.lanceContemplado(cota.idCota)
          : undefined;
      const itemGarantia: 'fgts' | 'chaves' | 'boleto' | null = !lance
        ? null
        : lance.valorFgts > 0
          ? 'fgts'
          : lance.trocaChaves
            ? 'chaves'
            : 'boleto';
      const [parceiro, uf] = await Promise.all([
        parceiros.exigir(sessao.parceiroId),
        ufDoTitular(cota.idCota),
      ]);
      const dataContemplacao = contemplada ? cota.dataContemplacao!.slice(0, 10) : null;
      const prazoGarantia = dataContemplacao
        ? prazoDaGarantia(dataContemplacao, parceiro.prazoGarantiaDiasUteis, dia, uf)
        : null;
      const prazoAnalise =
        analise && analise.aberto && faseEm(analise.fase, FASES_EM_ANALISE)
          ? prazoDaAnalise(analise.atualizadoEm, dia, uf)
          : null;
      const tela = contemplada
        ? analise
          ? telaDaAnaliseDeCredito(analise.fase)
          : 'fluxo-contemplado'
        : null;
      return {
        contemplada,
        dataContemplacao,
        modalidade: contemplada ? cota.modalidadeContemplacao : null,
        porSorteio: contemplada && contempladaPorSorteio(cota.modalidadeContemplacao),
        categoria: cota.categoria,
        itemGarantia,
        caso: analise && {
          CaseNumber: jaPossuiCaso({ Fase__c: analise.fase }) ? null : analise.numero,
          Fase__c: analise.fase,
          Status: analise.status,
          CreatedDate: analise.criadoEm.toISOString(),
          jaPossuiCaso: jaPossuiCaso({ Fase__c: analise.fase }),
          ExpliqueMotivo__c: analise.expliqueMotivo,
          errosDocumentos: mapaErrosDocumentos({
            Fase__c: analise.fase,
            DocumentosIlegiveis__c: analise.documentosIlegiveis,
            DocumentosIncompletos__c: analise.documentosIncompletos,
            DocumentosIncorretos__c: analise.documentosIncorretos,
          }),
        },
        tela,
        etapas: contemplada
          ? etapasVisiveis({
              modalidade: cota.modalidadeContemplacao,
              categoria: cota.categoria,
              itemGarantia,
              restricaoCpf: restricaoCpf === 'restrito',
              documentosAdicionais: faseEm(analise?.fase, ['PENDENCIA_CLIENTE_REANALISE']),
            })
          : [],
        prazoGarantia,
        avisoNaoPerca: exibirAvisoNaoPerca(cota.dataContemplacao, resumos, dia),
        prazoAnalise,
        restricaoCpf,
        linhaDoTempo: dataContemplacao
          ? linhaDoTempoContemplacao({
              dataContemplacao,
              faseAnalise: analise?.fase,
              prazoGarantia,
              prazoAnalise,
            })
          : [],
      };
    },

    /** The contemplation guide (PDF, drawn in the worker pool); 404 when the quota is not contemplated. */
    async guia(sessao: Sessao, cota: CotaRow): Promise<Buffer> {
      const s = await servico.situacao(sessao, cota);
      if (!s.contemplada || !s.prazoGarantia) throw naoEncontrado(MENSAGENS_CONTEMPLACAO.naoContemplada);
      return deps.pdfs.renderizar({ tipo: 'guia-contemplacao', dados: await dadosDoGuia(sessao, cota, s) });
    },

    descontemplarVencidos,
    notificarMudancaDeResponsavel,

    /** The analyst's "Pedir documentos adicionais" (issue 18), in the decision's transaction. */
    pedirDocumentosAdicionais: (
      tx: Transacao,
      caso: { casoId: number; cotaId: number },
      codigos: readonly CodigoDocumento[],
      quando: Date,
    ) => repo.pedirDocumentosAdicionais(tx, caso.casoId, caso.cotaId, codigos, quando),
  };
  return servico;
}
export type ContemplacaoService = ReturnType<typeof createContemplacaoService>;
