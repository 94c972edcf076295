import {
  exigeAtualizacaoObrigatoria,
  faseDefinivelPeloApp,
  fasePermitidaAoAnalista,
  normalizarInscricao,
  opcoesDoAnalista,
  podeAbrirNovoCaso,
  REFERENCIA_CONTA,
  REFERENCIA_NOVO_CASO,
  referenciaDoCaso,
  rotuloDaFase,
  rotuloDoStatus,
  ROTULOS_TIPO_CASO,
  statusPermitidoAoAnalista,
  STATUS_CASO,
  FASES,
  TIPOS_ABERTOS_PELO_APP,
  TIPOS_CASO,
  textoFaseDoCaso,
  type AlterarCasoOperadorBody,
  type AtualizarCasoBody,
  type Caso,
  type ConsultaCasosBody,
  type CriarCasoBody,
  type TipoCaso,
} from '@portal/domain';
import type { Sessao } from '../../core/sessao.ts';
import { naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import type { CotaRow } from '../cotas/cotas.service.ts';
import type { CotasService } from '../cotas/cotas.service.ts';
import type { Notificar } from '../notificacoes/notificacoes.service.ts';
import type { CasoRow, CasosRepository, FiltroFila } from './casos.repository.ts';

const CASO_NAO_ENCONTRADO = 'Caso não encontrado.';
const SEM_PROCESSOS = 'Sua cota não possui processos de análise de crédito.';
const juntar = (lista: string[] | undefined) =>
  lista === undefined ? undefined : lista.length ? lista.join(';') : null;

function paraCaso(row: CasoRow, inscricao: string): Caso {
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

/** The built-in case store behind the Salesforce-shaped endpoints, for customers and for analysts. */
export function createCasosService(
  repo: CasosRepository,
  cotas: CotasService,
  now: () => number,
  notificar: Notificar,
) {
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
      if (!TIPOS_ABERTOS_PELO_APP.includes(body.RecordTypeDeveloperName))
        throw requisicaoInvalida('Este tipo de solicitação não pode ser aberto pelo app.');
      const existentes = await repo.daCota(cota.idCota, [body.RecordTypeDeveloperName]);
      if (!podeAbrirNovoCaso(existentes.map((c) => ({ Status: c.status })))) {
        throw requisicaoInvalida('Você já tem uma solicitação deste tipo em andamento para esta cota.');
      }
      const caso = await repo.criar(
        {
          tipo: body.RecordTypeDeveloperName,
          // 'Em Andamento' at once: it is what hides the card that offered the request (e.g. reactivation).
          status: STATUS_CASO.EM_ANDAMENTO,
          fase: FASES.TRATATIVA_NAO_INICIADA,
          clienteId: sessao.clienteId,
          cotaId: cota.idCota,
          origem: 'APP',
          descricao: body.Description,
          dadosApp: body.DadosApp__c ? (JSON.parse(body.DadosApp__c) as Record<string, unknown>) : null,
          criadoEm: new Date(now()),
          atualizadoEm: new Date(now()),
        },
        'cliente',
      );
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
      if (!faseDefinivelPeloApp(caso.tipo as TipoCaso, body.Fase__c))
        throw requisicaoInvalida('Esta etapa não pode ser alterada pelo app.');
      await repo.alterar(
        caso,
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
          linha,
          { fase: FASES.CADASTRO_ATUALIZADO_APP },
          'cliente',
          'Dados confirmados pelo cliente no app',
          new Date(now()),
        );
      }
      return { atualizacaoObrigatoria: false, confirmados: obrigatorios.length };
    },

    // ——— Back-office ———

    async fila(filtro: FiltroFila, page: number, pageSize: number) {
      const linhas = await repo.fila(filtro, pageSize, (page - 1) * pageSize);
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
          grupo: l.grupo,
          cota: l.cota,
        })),
        page,
        page_size: pageSize,
        total,
        total_pages: Math.ceil(total / pageSize),
      };
    },

    async detalheOperador(numero: string) {
      const caso = await repo.porNumero(numero);
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

    /** The analyst's decision: only the phases and statuses the spec lists for the case type. */
    async alterarPeloOperador(operadorId: number, numero: string, body: AlterarCasoOperadorBody) {
      const caso = await repo.porNumero(numero);
      if (!caso) throw naoEncontrado(CASO_NAO_ENCONTRADO);
      const tipo = caso.tipo as TipoCaso;
      if (body.fase !== undefined && !fasePermitidaAoAnalista(tipo, body.fase))
        throw requisicaoInvalida(`A fase '${body.fase}' não se aplica a este tipo de caso.`);
      if (body.status !== undefined && !statusPermitidoAoAnalista(tipo, body.status))
        throw requisicaoInvalida(`O status '${body.status}' não se aplica a este tipo de caso.`);
      const novo = await repo.alterar(
        caso,
        {
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
        },
        `operador:${operadorId}`,
        body.nota ?? null,
        new Date(now()),
      );
      // The customer hears in the app when an analyst moves the case to another phase.
      if (novo.fase !== caso.fase)
        await notificar({
          cotaId: caso.cotaId,
          origem: 'casos',
          texto: () =>
            textoFaseDoCaso({ numero: caso.numero, tipo: ROTULOS_TIPO_CASO[tipo], fase: novo.fase }),
        });
      return { antes: caso, depois: novo };
    },

    definirCrivo: (cotaId: number, codigo: string, descricao: string | null) =>
      repo.definirCrivo(cotaId, codigo, descricao, new Date(now())),
  };
}
export type CasosService = ReturnType<typeof createCasosService>;

export { abrirReembolsoDePagamentoDuplicado } from './reembolso-de-pagamento-duplicado.ts';
