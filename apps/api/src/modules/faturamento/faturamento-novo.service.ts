import { readFile } from 'node:fs/promises';
import {
  ACOES_ANALISTA_NOVO,
  FASES,
  acoesDoAnalistaNovo,
  ehAnoModeloZeroKm,
  etapaDaProgramacao,
  mensagemAnoZeroKm,
  ETAPAS_PROGRAMACAO,
  FASE_DETRAN_RESOLVIDA_PELO_CLIENTE,
  FASE_REINICIO_NOVO,
  FASES_ESCOLHER_OUTRO_VEICULO,
  MENSAGENS_ORDEM_FATURAMENTO as MO,
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
  validarContaDaConcessionaria,
  validarCorHex,
  validarValorCompra,
  valorEnviadoDaCompra,
  valorRecursosProprios,
  type DadosFaturamentoNovo,
  type AcaoAnalistaNovoBody,
  type DadosOrdemFaturamentoBody,
  type DadosOrdemFaturamentoResposta,
  type ProgramacaoPagamento,
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
import type { OperadorDaRequisicao, Sessao } from '../../core/sessao.ts';
import type { CasoRow, CasosService } from '../casos/casos.service.ts';
import { cabecalhoDaCota, type CotaRow, type CotasService } from '../cotas/cotas.service.ts';
import type { ContemplacaoService } from '../contemplacao/contemplacao.service.ts';
import type { Auditar, ComAuditoria } from '../operador/auditoria.service.ts';
import type { ParceirosService } from '../parceiros/parceiros.service.ts';

const TIPO_FATURAMENTO_NOVO = 'FATURAMENTO_NOVO_AUTO';

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
  async function casoDoAnalista(numero: string, parceiroId: number | null): Promise<CasoRow> {
    const caso = await casos.porNumeroDoOperador(numero, parceiroId);
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
      const hoje = hojeEmSaoPaulo(new Date(now()));
      if (!ehAnoModeloZeroKm(body.veiculo.anoModelo, hoje)) throw requisicaoInvalida(mensagemAnoZeroKm(hoje));
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

    async painelAnalista(numero: string, parceiroId: number | null) {
      return painel(await casoDoAnalista(numero, parceiroId));
    },

    /**
     * The analyst's action (ACOES_ANALISTA_NOVO): on the case locked, only from the action's phases (a second
     * click or another analyst finds it moved: 409), with its history line and audit entry; the customer's
     * screen follows the new phase.
     */
    async acaoDoAnalista(
      { operadorId, parceiroId }: OperadorDaRequisicao,
      numero: string,
      body: AcaoAnalistaNovoBody,
    ) {
      const alvo = await casoDoAnalista(numero, parceiroId);
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

    /**
     * GET reiniciar-fluxo on a new-vehicle case ("choose another vehicle", 02 §4.10): from the phases of
     * FASES_ESCOLHER_OUTRO_VEICULO the case goes back to the vehicle step with the vehicle, value, dealer,
     * account and the back-office's steps cleared; the vehicle left behind stays in `veiculosAnteriores`, the
     * history line and the audit entry. False when the quota's newest case is not a new-vehicle one in those
     * phases (the billing start's own restart answers then).
     */
    async escolherOutroVeiculo(sessao: Sessao): Promise<boolean> {
      const cota = await cotaDaSessao(sessao);
      const [maisNovo] = await casos.daCota(cota.idCota, [TIPOS_CASO.faturamentoBem]);
      if (!maisNovo?.aberto || !ehNovo(maisNovo) || !faseEm(maisNovo.fase, FASES_ESCOLHER_OUTRO_VEICULO))
        return false;
      await db.transaction(async (tx) => {
        const caso = await casos.bloquearCaso(tx, maisNovo);
        if (!caso.aberto || !faseEm(caso.fase, FASES_ESCOLHER_OUTRO_VEICULO))
          throw new HttpError(409, MO.outroVeiculo);
        const {
          valorCompra,
          valorEnviado: _valorEnviado,
          veiculo,
          concessionaria,
          formaPagamento: _formaPagamento,
          dadosBancarios: _dadosBancarios,
          confirmadoEm: _confirmadoEm,
          ordemPagamento: _ordemPagamento,
          notaFiscal: _notaFiscal,
          pendenciaDetran: _pendenciaDetran,
          pendenciaDetranInformadaEm: _informada,
          ordemFaturamento: _ordemFaturamento,
          ...resto
        } = dadosDoCaso(caso);
        const anteriores = [...(resto.veiculosAnteriores ?? [])];
        if (veiculo)
          anteriores.push({
            descricao: `${veiculo.marca} ${veiculo.modelo} ${veiculo.ano}`,
            valorCompra: valorCompra ?? null,
            concessionaria: concessionaria ? `${concessionaria.razaoSocial} (${concessionaria.cnpj})` : null,
            trocadoEm: new Date(now()).toISOString(),
          });
        const novos: DadosFaturamentoNovo = { ...resto, veiculosAnteriores: anteriores };
        await casos.alterarDadosDoCaso(
          tx,
          caso,
          novos,
          'cliente',
          veiculo
            ? `Cliente escolheu outro veículo (antes: ${veiculo.marca} ${veiculo.modelo} ${veiculo.ano})`
            : 'Cliente recomeçou a escolha do veículo',
          FASES[FASE_REINICIO_NOVO],
        );
        await auditar(
          null,
          'faturamento-novo.outro-veiculo',
          `caso:${caso.numero}`,
          { cotaId: cota.idCota, de: caso.fase, veiculoAnterior: anteriores.at(-1)?.descricao ?? null },
          tx,
        );
      });
      return true;
    },

    /** GET programar-pagamento: where the payment to the dealer stands, from the case's phase and data. */
    async programarPagamento(sessao: Sessao): Promise<ProgramacaoPagamento> {
      const cota = await cotaDaSessao(sessao);
      const caso = await casoDaCota(cota.idCota);
      const dados = dadosDoCaso(caso);
      const etapa = etapaDaProgramacao(caso.fase);
      return {
        CaseNumber: caso.numero,
        Fase__c: caso.fase,
        etapa,
        mensagem: ETAPAS_PROGRAMACAO[etapa],
        valorEnviado: dados.valorEnviado ?? null,
        concessionaria: dados.concessionaria ?? null,
        ordemPagamento: dados.ordemPagamento ?? null,
        pendenciaDetran: dados.pendenciaDetran ?? null,
        pagamentoEnviadoEm: dados.pagamentoEnviadoEm ?? null,
      };
    },

    /**
     * GET resolver-pendencia-detran: the customer says the lien is resolved; the case leaves PENDENCIA_DETRAN
     * (under the lock: of concurrent calls one moves it, the others find it moved, 409) back to the analyst.
     * The pendency's reason stays in the history; the analyst confirms with Detran and goes on, or reopens it.
     */
    async resolverPendenciaDetran(sessao: Sessao): Promise<SituacaoFaturamentoNovo> {
      const cota = await cotaDaSessao(sessao);
      const doCliente = await casoDaCota(cota.idCota);
      const depois = await db.transaction(async (tx) => {
        const caso = await casos.bloquearCaso(tx, doCliente);
        if (!caso.aberto || !faseEm(caso.fase, ['PENDENCIA_DETRAN']))
          throw new HttpError(409, MO.detranSemPendencia);
        const dados = dadosDoCaso(caso);
        const { depois } = await casos.alterarDadosDoCaso(
          tx,
          caso,
          { ...dados, pendenciaDetranInformadaEm: new Date(now()).toISOString() },
          'cliente',
          `Cliente informou a pendência no Detran resolvida${dados.pendenciaDetran ? ` (${dados.pendenciaDetran.motivo})` : ''}`,
          FASES[FASE_DETRAN_RESOLVIDA_PELO_CLIENTE],
        );
        await auditar(
          null,
          'faturamento-novo.detran-resolvido-pelo-cliente',
          `caso:${caso.numero}`,
          { cotaId: cota.idCota },
          tx,
        );
        return depois;
      });
      await casos.avisarNovaFase(depois);
      return situacaoDe(cota, depois);
    },

    /**
     * POST dados-ordem-faturamento: the billing order's presentation. The business unit must be the quota's
     * (it names the administrator, 02 §6) and the logo the partner's own; the colour is the partner's as the
     * app shows it. Recorded on the case (history and audit) and used by the purchase order PDF.
     */
    async dadosOrdemFaturamento(
      sessao: Sessao,
      body: DadosOrdemFaturamentoBody,
    ): Promise<DadosOrdemFaturamentoResposta> {
      const cota = await cotaDaSessao(sessao);
      const doCliente = await casoDaCota(cota.idCota);
      const unidade = Number(body.unidadeNegocio);
      if (unidade !== Number(cota.idUnidadeNegocio)) throw requisicaoInvalida(MO.unidade);
      const parceiro = await parceiros.exigir(sessao.parceiroId);
      if (!parceiro.logoUrl || body.logoParceiro !== parceiro.logoUrl) throw requisicaoInvalida(MO.logo);
      const ordem = {
        corParceiro: validarCorHex(body.corParceiro),
        logoParceiro: body.logoParceiro,
        unidadeNegocio: unidade,
      };
      const depois = await db.transaction(async (tx) => {
        const caso = await casos.bloquearCaso(tx, doCliente);
        if (!caso.aberto || !faseEm(caso.fase, FASES_COM_PEDIDO_COMPRA))
          throw new HttpError(409, M.semPedido);
        const dados = dadosDoCaso(caso);
        const igual =
          dados.ordemFaturamento?.corParceiro === ordem.corParceiro &&
          dados.ordemFaturamento.logoParceiro === ordem.logoParceiro &&
          dados.ordemFaturamento.unidadeNegocio === ordem.unidadeNegocio;
        if (igual) return caso;
        const { depois } = await casos.alterarDadosDoCaso(
          tx,
          caso,
          { ...dados, ordemFaturamento: ordem },
          'cliente',
          `Dados da ordem de faturamento: unidade ${unidade}, cor ${ordem.corParceiro}`,
        );
        await auditar(
          null,
          'faturamento-novo.dados-ordem-faturamento',
          `caso:${caso.numero}`,
          { cotaId: cota.idCota, ...ordem },
          tx,
        );
        return depois;
      });
      return {
        CaseNumber: depois.numero,
        ...ordem,
        administradora: administradoraDaUnidade(unidade),
        pedidoCompraDisponivel: faseEm(depois.fase, FASES_COM_PEDIDO_COMPRA),
      };
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
        // The presentation the app sent (dados-ordem-faturamento), else the partner's own.
        cor: dados.ordemFaturamento?.corParceiro ?? coresDoParceiro(parceiro.cores).primaria,
        logoSvg: await lerLogo(dados.ordemFaturamento?.logoParceiro ?? parceiro.logoUrl),
        nomeParceiro: parceiro.nome,
        cota: cabecalhoDaCota(cota),
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
