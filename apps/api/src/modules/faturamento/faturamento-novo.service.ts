import { readFile } from 'node:fs/promises';
import {
  ACOES_ANALISTA_NOVO,
  FASES,
  acoesDoAnalistaNovo,
  FASES_CADASTRO_VEICULO_NOVO,
  FASES_COM_PEDIDO_COMPRA,
  FASE_APOS_CONFIRMACAO_NOVO,
  FASE_CONFIRMACAO_NOVO,
  FORMAS_PAGAMENTO_NOVO,
  MENSAGENS_FATURAMENTO_NOVO as M,
  TIPOS_CASO,
  TIPOS_CONTA_ROTULO,
  ROTULOS_TIPO_VEICULO,
  administradoraDaUnidade,
  anoDoVeiculo,
  coresDoParceiro,
  dadosFaturamentoNovoSchema,
  faseEm,
  hojeEmSaoPaulo,
  telaDoFaturamentoNovo,
  tipoDaCategoria,
  validarContaDaConcessionaria,
  validarValorCompra,
  valorEnviadoDaCompra,
  valorRecursosProprios,
  type DadosFaturamentoNovo,
  type AcaoAnalistaNovoBody,
  type PainelAnalistaNovo,
  type PedidoCompraResposta,
  type SituacaoFaturamentoNovo,
  type SolicitarFaturamentoBody,
  type TipoVeiculo,
  type VeiculoNovo,
} from '@portal/domain';
import type { Db } from '@portal/db';
import type { PedidoCompra } from '../../adapters/pdf/pedido-compra-pdf.ts';
import type { RenderizadorDePdf } from '../../adapters/pdf/renderizador.ts';
import { HttpError, naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import type { Sessao } from '../../core/sessao.ts';
import type { Transacao } from '../../core/transacao.ts';
import type { CasoRow, CasosService } from '../casos/casos.service.ts';
import type { CotaRow, CotasService } from '../cotas/cotas.service.ts';
import type { ContemplacaoService } from '../contemplacao/contemplacao.service.ts';
import type { ComAuditoria } from '../operador/auditoria.service.ts';
import type { ParceirosService } from '../parceiros/parceiros.service.ts';

const TIPO_FATURAMENTO_NOVO = 'FATURAMENTO_NOVO_AUTO';

type Auditar = (
  operadorId: number | null,
  acao: string,
  alvo: string,
  detalhes: Record<string, unknown>,
  executor: Transacao,
) => Promise<unknown>;

/** The partners' logos are the web app's SVGs (`/parceiros/<nome>.svg`), read once from its public folder. */
const PASTA_PUBLICA = new URL('../../../../web/public/', import.meta.url);
const logos = new Map<string, Promise<string | null>>();
function lerLogo(logoUrl: string | null): Promise<string | null> {
  if (!logoUrl || !/^\/parceiros\/[a-z0-9-]+\.svg$/.test(logoUrl)) return Promise.resolve(null);
  let lido = logos.get(logoUrl);
  if (!lido) {
    lido = readFile(new URL(`.${logoUrl}`, PASTA_PUBLICA), 'utf8').catch(() => null);
    logos.set(logoUrl, lido);
  }
  return lido;
}

/** The case's app data, read leniently: what the new-vehicle flow wrote, or just its billing type. */
function dadosDoCaso(caso: Pick<CasoRow, 'dadosApp'>): DadosFaturamentoNovo {
  const r = dadosFaturamentoNovoSchema.safeParse(caso.dadosApp);
  return r.success ? r.data : { tipoFaturamento: TIPO_FATURAMENTO_NOVO };
}

const ehNovo = (caso: CasoRow) =>
  (caso.dadosApp as { tipoFaturamento?: unknown } | null)?.tipoFaturamento === TIPO_FATURAMENTO_NOVO;

/**
 * New-vehicle (0 km) billing, 02 §2.4/§3/§4.5/§5/§6/§7: the customer's steps on the quota's goods-billing case
 * (Faturamento_Auto_App with tipoFaturamento FATURAMENTO_NOVO_AUTO). Every change goes through the cases
 * service on the case locked in the transaction, with its history line and its audit entry.
 */
export function createFaturamentoNovoService(deps: {
  db: Db;
  casos: CasosService;
  cotas: Pick<CotasService, 'exigirDoCliente'>;
  contemplacao: Pick<ContemplacaoService, 'valorDisponivel'>;
  parceiros: Pick<ParceirosService, 'exigir'>;
  pdfs: Pick<RenderizadorDePdf, 'renderizar'>;
  auditar: Auditar;
  comAuditoria: ComAuditoria;
  now: () => number;
}) {
  const { db, casos, cotas, contemplacao, parceiros, auditar, comAuditoria, now } = deps;

  const painel = (caso: CasoRow): PainelAnalistaNovo => ({
    CaseNumber: caso.numero,
    Fase__c: caso.fase,
    tela: telaDoFaturamentoNovo(caso.fase),
    acoes: acoesDoAnalistaNovo(caso.fase).map((a) => ({
      acao: a,
      rotulo: ACOES_ANALISTA_NOVO[a].rotulo,
      pede: ACOES_ANALISTA_NOVO[a].pede,
    })),
    dados: dadosDoCaso(caso),
  });

  /** The back-office's new-vehicle case (another type, or a used-vehicle billing: 404). */
  async function casoDoAnalista(numero: string): Promise<CasoRow> {
    const caso = await casos.porNumero(numero);
    if (!caso || caso.tipo !== TIPOS_CASO.faturamentoBem || !ehNovo(caso)) throw naoEncontrado(M.semCaso);
    return caso;
  }

  /** The quota's open new-vehicle case (newest), or 404. */
  async function casoDaCota(cotaId: number): Promise<CasoRow> {
    const linhas = await casos.daCota(cotaId, [TIPOS_CASO.faturamentoBem]);
    const caso = linhas.find((c) => c.aberto && ehNovo(c));
    if (!caso) throw naoEncontrado(M.semCaso);
    return caso;
  }

  async function situacaoDe(cota: CotaRow, caso: CasoRow): Promise<SituacaoFaturamentoNovo> {
    const { valorDisponivel } = await contemplacao.valorDisponivel(cota);
    return {
      CaseNumber: caso.numero,
      Fase__c: caso.fase,
      tela: telaDoFaturamentoNovo(caso.fase),
      saldoDevedor: cota.valorSaldoDevedor,
      creditoDisponivel: valorDisponivel,
      pedidoCompraDisponivel: faseEm(caso.fase, FASES_COM_PEDIDO_COMPRA),
      respostaAnalista: caso.respostaAnalista,
      dados: dadosDoCaso(caso),
    };
  }

  const cotaDaSessao = (sessao: Sessao) =>
    cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, sessao.cotaId);

  return {
    async situacao(cota: CotaRow) {
      return situacaoDe(cota, await casoDaCota(cota.idCota));
    },

    /** POST cadastrar-veiculo: vehicle, value (≥ balance; the value sent capped at the credit) and dealer. */
    async cadastrarVeiculo(
      sessao: Sessao,
      body: {
        valorCompra: number;
        veiculo: VeiculoNovo;
        concessionaria: { cnpj: string; razaoSocial: string };
      },
    ) {
      const cota = await cotaDaSessao(sessao);
      const doCliente = await casoDaCota(cota.idCota);
      const recusa = validarValorCompra(body.valorCompra, cota.valorSaldoDevedor);
      if (recusa) throw requisicaoInvalida(recusa);
      const { valorDisponivel } = await contemplacao.valorDisponivel(cota);
      const depois = await db.transaction(async (tx) => {
        const caso = await casos.bloquearCaso(tx, doCliente);
        if (!caso.aberto || !faseEm(caso.fase, FASES_CADASTRO_VEICULO_NOVO))
          throw new HttpError(409, M.faseNaoPermite);
        const v = body.veiculo;
        const dados: DadosFaturamentoNovo = {
          ...dadosDoCaso(caso),
          tipoFaturamento: TIPO_FATURAMENTO_NOVO,
          valorCompra: body.valorCompra,
          valorEnviado: valorEnviadoDaCompra(body.valorCompra, valorDisponivel),
          veiculo: {
            tipo: v.tipo,
            marca: v.marca,
            modelo: v.modelo,
            codigoFabricante: v.codigoFabricante ?? null,
            codigoModelo: v.codigoModelo ?? null,
            anoFabricacao: v.anoFabricacao,
            anoModelo: v.anoModelo,
            ano: anoDoVeiculo(v.anoFabricacao, v.anoModelo),
            cor: v.cor,
          },
          concessionaria: body.concessionaria,
        };
        const { depois } = await casos.alterarDadosDoCaso(
          tx,
          caso,
          dados,
          'cliente',
          `Veículo 0 km informado: ${v.marca} ${v.modelo} ${dados.veiculo!.ano}, concessionária ${body.concessionaria.cnpj}`,
          FASES.RETORNO_ESCOLHA_BEM,
        );
        await auditar(
          null,
          'faturamento-novo.veiculo-informado',
          `caso:${caso.numero}`,
          { cotaId: cota.idCota, valorCompra: dados.valorCompra, valorEnviado: dados.valorEnviado },
          tx,
        );
        return depois;
      });
      return situacaoDe(cota, depois);
    },

    /**
     * POST /cotas/{id}/faturamento/solicitar: payment form and the dealer's account; it moves the case out of
     * RETORNO_ESCOLHA_BEM once. The case is locked and its phase checked under the lock: of concurrent
     * confirmations one moves it and the others find it moved (409).
     */
    async solicitar(sessao: Sessao, cota: CotaRow, body: SolicitarFaturamentoBody) {
      const doCliente = await casoDaCota(cota.idCota);
      const { valorDisponivel } = await contemplacao.valorDisponivel(cota);
      const depois = await db.transaction(async (tx) => {
        const caso = await casos.bloquearCaso(tx, doCliente);
        if (!caso.aberto || !faseEm(caso.fase, [FASE_CONFIRMACAO_NOVO]))
          throw new HttpError(409, dadosDoCaso(caso).confirmadoEm ? M.confirmado : M.faseNaoPermite);
        const dados = dadosDoCaso(caso);
        if (!dados.concessionaria || dados.valorCompra === undefined)
          throw new HttpError(409, M.faseNaoPermite);
        const conta = validarContaDaConcessionaria(body.dadosBancarios, dados.concessionaria.cnpj);
        if (!conta.valido) throw requisicaoInvalida(Object.values(conta.erros)[0]!);
        if (
          valorRecursosProprios(dados.valorCompra, valorDisponivel) > 0 &&
          body.formaPagamento !== 'CREDITO_E_RECURSOS_PROPRIOS'
        )
          throw requisicaoInvalida(M.recursosProprios);
        const d = conta.dados;
        const novos: DadosFaturamentoNovo = {
          ...dados,
          valorEnviado: valorEnviadoDaCompra(dados.valorCompra, valorDisponivel),
          formaPagamento: body.formaPagamento,
          dadosBancarios: {
            favorecido: d.favorecido,
            cpfCnpj: d.cpfCnpj,
            idBanco: d.banco.idBanco,
            banco: `${d.banco.codigo} – ${d.banco.nome}`,
            agencia: d.agencia,
            digitoAgencia: d.digitoAgencia,
            conta: d.conta,
            digitoConta: d.digitoConta,
            tipoConta: d.tipoConta,
            operacao: d.operacao,
          },
          confirmadoEm: new Date(now()).toISOString(),
        };
        const { depois } = await casos.alterarDadosDoCaso(
          tx,
          caso,
          novos,
          'cliente',
          `Faturamento confirmado pelo cliente: ${FORMAS_PAGAMENTO_NOVO[body.formaPagamento]}`,
          FASES[FASE_APOS_CONFIRMACAO_NOVO],
        );
        await auditar(
          null,
          'faturamento-novo.confirmado',
          `caso:${caso.numero}`,
          { cotaId: cota.idCota, formaPagamento: body.formaPagamento, valorEnviado: novos.valorEnviado },
          tx,
        );
        return depois;
      });
      return situacaoDe(cota, depois);
    },

    async painelAnalista(numero: string) {
      return painel(await casoDoAnalista(numero));
    },

    /**
     * The analyst's action (ACOES_ANALISTA_NOVO): on the case locked, only from the action's phases (a second
     * click or another analyst finds it moved: 409), with its history line and audit entry; the customer's
     * screen follows the new phase.
     */
    async acaoDoAnalista(operadorId: number, numero: string, body: AcaoAnalistaNovoBody) {
      const alvo = await casoDoAnalista(numero);
      const regra = ACOES_ANALISTA_NOVO[body.acao];
      if (regra.pede === 'numero' && !body.numero) throw requisicaoInvalida('Informe o número.');
      if (regra.pede === 'motivo' && !body.motivo)
        throw requisicaoInvalida('Explique ao cliente o que falta.');
      const agora = new Date(now()).toISOString();
      const { depois } = await comAuditoria(
        operadorId,
        async (tx) => {
          const atual = await casos.bloquearCaso(tx, alvo);
          const dados = dadosDoCaso(atual);
          const novos: DadosFaturamentoNovo = { ...dados };
          if (body.acao === 'registrar-nota-fiscal')
            novos.notaFiscal = { numero: body.numero!, registradaEm: agora };
          if (body.acao === 'emitir-ordem-pagamento')
            novos.ordemPagamento = { numero: body.numero!, emitidaEm: agora };
          if (body.acao === 'abrir-pendencia-detran')
            novos.pendenciaDetran = { motivo: body.motivo!, abertaEm: agora };
          if (body.acao === 'resolver-pendencia-detran') novos.pendenciaDetran = null;
          if (body.acao === 'marcar-pagamento-enviado') novos.pagamentoEnviadoEm = agora;
          const mudanca = await casos.decidirPeloAnalista(
            tx,
            atual.id,
            regra.de,
            {
              fase: FASES[regra.para],
              dadosApp: novos,
              ...(regra.pede === 'motivo' && { respostaAnalista: body.motivo! }),
            },
            operadorId,
            `Faturamento 0 km: ${regra.rotulo.toLowerCase()}${body.numero ? ` (${body.numero})` : ''}`,
          );
          if (!mudanca) throw new HttpError(409, M.faseNaoPermite);
          return mudanca;
        },
        ({ antes, depois }) => ({
          acao: 'faturamento-novo.acao-do-analista',
          alvo: `caso:${numero}`,
          detalhes: { acao: body.acao, de: antes.fase, para: depois.fase, numero: body.numero ?? null },
        }),
      );
      await casos.avisarNovaFase(depois);
      return painel(depois);
    },

    /** POST pedido-compra: the purchase order PDF, base64, once the documents were approved. */
    async pedidoCompra(sessao: Sessao): Promise<PedidoCompraResposta> {
      const cota = await cotaDaSessao(sessao);
      const caso = await casoDaCota(cota.idCota);
      const dados = dadosDoCaso(caso);
      if (!faseEm(caso.fase, FASES_COM_PEDIDO_COMPRA) || !dados.veiculo || !dados.concessionaria)
        throw naoEncontrado(M.semPedido);
      const [parceiro, { valorDisponivel }] = await Promise.all([
        parceiros.exigir(sessao.parceiroId),
        contemplacao.valorDisponivel(cota),
      ]);
      const compra = dados.valorCompra ?? 0;
      const b = dados.dadosBancarios;
      const pedido: PedidoCompra = {
        administradora: administradoraDaUnidade(cota.idUnidadeNegocio),
        cor: coresDoParceiro(parceiro.cores).primaria,
        logoSvg: await lerLogo(parceiro.logoUrl),
        nomeParceiro: parceiro.nome,
        cota: {
          idCota: cota.idCota,
          grupo: cota.grupo,
          cota: cota.cota,
          versao: cota.versao,
          nomePessoa: cota.nomePessoa,
          cdInscricaoNacional: cota.cdInscricaoNacional,
          tipo: tipoDaCategoria(cota.categoria),
          descricaoBem: cota.descricaoBem,
          situacaoCota: cota.situacaoCota,
        },
        emitidoEm: hojeEmSaoPaulo(new Date(now())),
        numeroCaso: caso.numero,
        veiculo: {
          tipo: ROTULOS_TIPO_VEICULO[dados.veiculo.tipo as TipoVeiculo] ?? dados.veiculo.tipo,
          marca: dados.veiculo.marca,
          modelo: dados.veiculo.modelo,
          ano: dados.veiculo.ano,
          cor: dados.veiculo.cor,
        },
        concessionaria: dados.concessionaria,
        valores: {
          compra,
          credito: valorEnviadoDaCompra(compra, valorDisponivel),
          recursosProprios: valorRecursosProprios(compra, valorDisponivel),
        },
        formaPagamento:
          FORMAS_PAGAMENTO_NOVO[dados.formaPagamento as keyof typeof FORMAS_PAGAMENTO_NOVO] ?? '—',
        conta: b
          ? {
              banco: b.banco,
              agencia: b.digitoAgencia ? `${b.agencia}-${b.digitoAgencia}` : b.agencia,
              conta: `${b.conta}-${b.digitoConta}`,
              tipoConta: TIPOS_CONTA_ROTULO[b.tipoConta as keyof typeof TIPOS_CONTA_ROTULO] ?? b.tipoConta,
            }
          : null,
      };
      const pdf = await deps.pdfs.renderizar({ tipo: 'pedido-compra', dados: pedido });
      return {
        nomeArquivo: `pedido-de-compra-${caso.numero}.pdf`,
        tipo: 'application/pdf',
        base64: pdf.toString('base64'),
      };
    },
  };
}
export type FaturamentoNovoService = ReturnType<typeof createFaturamentoNovoService>;
