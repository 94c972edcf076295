import { and, asc, eq, sql } from 'drizzle-orm';
import { taxasVistoria, type Db } from '@portal/db';
import type {
  agendarVistoriaBodySchema,
  dadosVendedorBodySchema,
  selecionarVeiculoBodySchema,
  simularBodySchema,
} from '@portal/domain';
import {
  ACOES_ANALISTA_SEMINOVO,
  FASES,
  acoesDoAnalistaSeminovo,
  FASE_APOS_DADOS_VENDEDOR,
  FASE_REINICIO_SEMINOVO,
  FASE_VEICULO_ENCONTRADO,
  FASE_VEICULO_MANUAL,
  FASE_VISTORIA_AGENDADA,
  FASES_AGENDAR_VISTORIA,
  FASES_DADOS_VENDEDOR,
  FASES_OUTRO_VEICULO_SEMINOVO,
  FASES_SELECIONAR_VEICULO_SEMINOVO,
  MENSAGENS_FATURAMENTO_SEMINOVO as M,
  MENSAGENS_DADOS_BANCARIOS,
  MENSAGENS_SEMINOVO,
  TAXA_REVISTORIA_CENTAVOS,
  TAXA_VISTORIA_CENTAVOS,
  TIPOS_CASO,
  anoDoVeiculo,
  cnpjValido,
  cpfValido,
  creditoAposTaxas,
  dadosFaturamentoSeminovoSchema,
  expiracaoDoLinkVistoria,
  faseEm,
  formatarPlaca,
  grupoSeminovoDaUnidade,
  hojeEmSaoPaulo,
  linhaDoTempoSeminovo,
  regrasDeAceite,
  telaDoFaturamentoSeminovo,
  validarDadosBancarios,
  validarHorarioVistoriaTecnica,
  valorFipeEmCentavos,
  type AcaoAnalistaSeminovoBody,
  type ConsultaVeiculo,
  type PainelAnalistaSeminovo,
  type DadosFaturamentoSeminovo,
  type SimulacaoSeminovo,
  type SituacaoFaturamentoSeminovo,
  type TipoVeiculo,
  type VeiculoParaAceite,
} from '@portal/domain';
import type { z } from 'zod';
import type { ConsultaDePlaca, VeiculoDaPlaca } from '../../adapters/placa.ts';
import { HttpError, naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import type { OperadorDaRequisicao, Sessao } from '../../core/sessao.ts';
import type { Transacao } from '../../core/transacao.ts';
import type { CasoRow, CasosService } from '../casos/casos.service.ts';
import type { ContemplacaoService } from '../contemplacao/contemplacao.service.ts';
import type { CotaRow, CotasService } from '../cotas/cotas.service.ts';
import type { Auditar, ComAuditoria } from '../operador/auditoria.service.ts';
import type { DocumentosService } from '../documentos/documentos.service.ts';
import type { AutorizacoesRepository } from './autorizacao-seminovo.repository.ts';
import type { AvisoDeVistoriaDigital } from './vistoria-digital.service.ts';

const TIPO_FATURAMENTO_SEMINOVO = 'FATURAMENTO_SEMINOVO_AUTO';

/** The case's app data, read leniently: what the used-vehicle flow wrote, or just its billing type. */
function dadosDoCaso(caso: Pick<CasoRow, 'dadosApp'>): DadosFaturamentoSeminovo {
  const r = dadosFaturamentoSeminovoSchema.safeParse(caso.dadosApp);
  return r.success ? r.data : { tipoFaturamento: TIPO_FATURAMENTO_SEMINOVO };
}

const ehSeminovo = (caso: CasoRow) =>
  (caso.dadosApp as { tipoFaturamento?: unknown } | null)?.tipoFaturamento === TIPO_FATURAMENTO_SEMINOVO;

/** Only the last 4 characters: whoever types a plate does not read the vehicle's chassis or RENAVAM. */
const mascarar = (texto: string) => `${'*'.repeat(Math.max(0, texto.length - 4))}${texto.slice(-4)}`;

type SelecionarVeiculo = z.output<typeof selecionarVeiculoBodySchema>;
type Simular = z.output<typeof simularBodySchema>;
type AgendarVistoria = z.output<typeof agendarVistoriaBodySchema>;
type DadosVendedor = z.output<typeof dadosVendedorBodySchema>;

/**
 * Used-vehicle billing (issue 21), 02 §2.5/§3/§4.6/§5/§7/§9: the customer's steps on the quota's goods-billing
 * case (Faturamento_Auto_App with tipoFaturamento FATURAMENTO_SEMINOVO_AUTO), as the new vehicle's (ADR 0038):
 * the state is the case's phase and DadosApp__c, every change on the case locked in the transaction with its
 * history line and audit entry; the inspection fees are rows of taxas_vistoria (ADR 0047), charged at most once
 * each by a unique index, audited in the same transaction.
 */
export function createFaturamentoSeminovoService(deps: {
  db: Db;
  casos: CasosService;
  cotas: Pick<CotasService, 'exigirDoCliente'>;
  contemplacao: Pick<ContemplacaoService, 'valorDisponivel'>;
  placas: ConsultaDePlaca;
  /** The customer's signed billing authorizations (ADR 0057): the panel shows them, the contract needs one. */
  autorizacoes: Pick<AutorizacoesRepository, 'assinaturaDoCaso'>;
  /** The inspection report recorded must be a PDF the analyst uploaded to the case (ADR 0058). */
  documentos: Pick<DocumentosService, 'doCasoNoFluxo'>;
  /** The digital inspection's link goes by SMS, with the request, in its transaction (ADR 0058). */
  avisarLinkVistoria: AvisoDeVistoriaDigital;
  auditar: Auditar;
  comAuditoria: ComAuditoria;
  now: () => number;
}) {
  const { db, casos, cotas, contemplacao, placas, autorizacoes, documentos, auditar, comAuditoria, now } =
    deps;
  const hoje = () => hojeEmSaoPaulo(new Date(now()));

  const cotaDaSessao = (sessao: Sessao) =>
    cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, sessao.cotaId);

  /** The quota's open used-vehicle case (newest), or 404. */
  async function casoDaCota(cotaId: number): Promise<CasoRow> {
    const linhas = await casos.daCota(cotaId, [TIPOS_CASO.faturamentoBem]);
    const caso = linhas.find((c) => c.aberto && ehSeminovo(c));
    if (!caso) throw naoEncontrado(M.semCaso);
    return caso;
  }

  const taxasDoCaso = (casoId: number, executor: Db | Transacao = db) =>
    executor
      .select({
        tipo: taxasVistoria.tipo,
        valor: taxasVistoria.valorCentavos,
        rodada: taxasVistoria.rodada,
        cobradaEm: taxasVistoria.cobradaEm,
      })
      .from(taxasVistoria)
      .where(eq(taxasVistoria.casoId, casoId))
      .orderBy(asc(taxasVistoria.id));

  async function situacaoDe(cota: CotaRow, caso: CasoRow): Promise<SituacaoFaturamentoSeminovo> {
    const [{ valorDisponivel }, taxas] = await Promise.all([
      contemplacao.valorDisponivel(cota),
      taxasDoCaso(caso.id),
    ]);
    const dados = dadosDoCaso(caso);
    const contexto = { tipoVistoria: dados.tipoVistoria ?? null, tipoVendedor: dados.tipoVendedor ?? null };
    return {
      CaseNumber: caso.numero,
      Fase__c: caso.fase,
      tela: telaDoFaturamentoSeminovo(caso.fase, contexto),
      linhaDoTempo: linhaDoTempoSeminovo(caso.fase),
      grupo: grupoSeminovoDaUnidade(cota.idUnidadeNegocio),
      saldoDevedor: cota.valorSaldoDevedor,
      creditoDisponivel: valorDisponivel,
      taxas: { vistoria: TAXA_VISTORIA_CENTAVOS, revistoria: TAXA_REVISTORIA_CENTAVOS },
      taxasCobradas: taxas.map((t) => ({ ...t, cobradaEm: t.cobradaEm.toISOString() })),
      creditoAposTaxas: creditoAposTaxas(valorDisponivel, {
        vistorias: taxas.filter((t) => t.tipo === 'VISTORIA').length,
        revistorias: taxas.filter((t) => t.tipo === 'REVISTORIA').length,
      }),
      respostaAnalista: caso.respostaAnalista,
      dados,
    };
  }

  /** 02 §9 for this quota: its group kind and balance, the vehicle's type, year, value and flags. */
  function aceiteDe(cota: CotaRow, v: Omit<VeiculoParaAceite, 'grupo' | 'saldoDevedor'>): SimulacaoSeminovo {
    const grupo = grupoSeminovoDaUnidade(cota.idUnidadeNegocio);
    const r = regrasDeAceite({ ...v, grupo, saldoDevedor: cota.valorSaldoDevedor }, hoje());
    return r.aprovado
      ? {
          grupo,
          aprovado: true,
          motivo: null,
          mensagem: null,
          valorMinimo: r.valorMinimo,
          acimaDoSaldo: r.acimaDoSaldo,
          taxaVistoria: TAXA_VISTORIA_CENTAVOS,
        }
      : {
          grupo,
          aprovado: false,
          motivo: r.motivo,
          mensagem: r.mensagem,
          valorMinimo: null,
          acimaDoSaldo: null,
          taxaVistoria: TAXA_VISTORIA_CENTAVOS,
        };
  }

  const aceiteDaPlaca = (cota: CotaRow, v: VeiculoDaPlaca, valor: number) =>
    aceiteDe(cota, {
      tipo: v.tipo,
      anoModelo: v.anoModelo,
      valorFipe: valor,
      leilao: v.leilao,
      chassiRecuperado: v.chassiRecuperado,
    });

  /** A locked change of the customer's case: phase check under the lock, history line, audit entry. */
  async function alterarCaso(
    cota: CotaRow,
    doCliente: CasoRow,
    fases: readonly Parameters<typeof faseEm>[1][number][],
    recusa: string,
    mudar: (
      tx: Transacao,
      caso: CasoRow,
      dados: DadosFaturamentoSeminovo,
    ) => Promise<{
      dados: DadosFaturamentoSeminovo;
      nota: string;
      fase?: string;
      acao: string;
      detalhes: Record<string, unknown>;
    }>,
  ): Promise<CasoRow> {
    const depois = await db.transaction(async (tx) => {
      const caso = await casos.bloquearCaso(tx, doCliente);
      if (!caso.aberto || !faseEm(caso.fase, fases)) throw new HttpError(409, recusa);
      const m = await mudar(tx, caso, dadosDoCaso(caso));
      const { depois } = await casos.alterarDadosDoCaso(tx, caso, m.dados, 'cliente', m.nota, m.fase);
      await auditar(null, m.acao, `caso:${caso.numero}`, { cotaId: cota.idCota, ...m.detalhes }, tx);
      return depois;
    });
    await casos.avisarNovaFase(depois);
    return depois;
  }

  /** The back-office's used-vehicle case (another type, or a new-vehicle billing: 404). */
  async function casoDoAnalista(numero: string, parceiroId: number | null): Promise<CasoRow> {
    const caso = await casos.porNumeroDoOperador(numero, parceiroId);
    if (!caso || caso.tipo !== TIPOS_CASO.faturamentoBem || !ehSeminovo(caso)) throw naoEncontrado(M.semCaso);
    return caso;
  }

  async function painel(caso: CasoRow): Promise<PainelAnalistaSeminovo> {
    const dados = dadosDoCaso(caso);
    const [taxas, autorizacao] = await Promise.all([
      taxasDoCaso(caso.id),
      autorizacoes.assinaturaDoCaso(caso.id),
    ]);
    return {
      CaseNumber: caso.numero,
      Fase__c: caso.fase,
      tela: telaDoFaturamentoSeminovo(caso.fase, {
        tipoVistoria: dados.tipoVistoria ?? null,
        tipoVendedor: dados.tipoVendedor ?? null,
      }),
      acoes: acoesDoAnalistaSeminovo(caso.fase).map((a) => ({
        acao: a,
        rotulo: ACOES_ANALISTA_SEMINOVO[a].rotulo,
        pede: ACOES_ANALISTA_SEMINOVO[a].pede,
      })),
      taxasCobradas: taxas.map((t) => ({ ...t, cobradaEm: t.cobradaEm.toISOString() })),
      dados,
      autorizacao,
    };
  }

  return {
    async situacao(cota: CotaRow) {
      return situacaoDe(cota, await casoDaCota(cota.idCota));
    },

    casoDaCota,
    alterarCaso,

    /**
     * GET consultar-veiculo/{placa}: the vehicle and whether the quota's group accepts it (02 §9), or not found
     * (the look-up failing is not found too, 02 §7). Needs the customer's open used-vehicle case.
     */
    async consultarVeiculo(sessao: Sessao, placa: string): Promise<ConsultaVeiculo> {
      const cota = await cotaDaSessao(sessao);
      await casoDaCota(cota.idCota);
      const v = await placas.consultar(placa);
      const valor = v ? valorFipeEmCentavos(v.valorFipe) : null;
      const placaFormatada = formatarPlaca(placa) ?? placa;
      if (!v || valor === null)
        return {
          encontrado: false,
          placa,
          placaFormatada,
          mensagem: MENSAGENS_SEMINOVO.placaNaoEncontrada,
          veiculo: null,
          aceite: null,
        };
      const aceite = aceiteDaPlaca(cota, v, valor);
      return {
        encontrado: true,
        placa,
        placaFormatada,
        mensagem: aceite.mensagem,
        veiculo: {
          tipo: v.tipo,
          marca: v.marca,
          codigoFabricante: v.codigoFabricante,
          modelo: v.modelo,
          anoFabricacao: v.anoFabricacao,
          anoModelo: v.anoModelo,
          ano: anoDoVeiculo(v.anoFabricacao, v.anoModelo),
          uf: v.uf,
          cor: v.cor,
          valorFipe: v.valorFipe,
          valor,
          chassiMascarado: mascarar(v.chassi),
          renavamMascarado: mascarar(v.renavam),
        },
        aceite,
      };
    },

    /** POST simular: the §9 rules for a type, model year and FIPE value; idUnidade must be the quota's. */
    async simular(sessao: Sessao, body: Simular): Promise<SimulacaoSeminovo> {
      const cota = await cotaDaSessao(sessao);
      await casoDaCota(cota.idCota);
      if (body.idUnidade !== Number(cota.idUnidadeNegocio)) throw requisicaoInvalida(M.unidade);
      return aceiteDe(cota, {
        tipo: body.tipo,
        anoModelo: body.anoModelo,
        valorFipe: body.valor,
        leilao: false,
        chassiRecuperado: false,
      });
    },

    /**
     * POST selecionar-veiculo: the vehicle goes on the case if the group accepts it (02 §9; else 400 with the
     * reason, nothing changed). A plate the look-up knows is judged by the look-up's FIPE value and flags and
     * must carry its chassis and RENAVAM (→ BEM_ENCONTRADO, the inspection opens); a plate it does not know is a
     * manual registration (→ the brand-inclusion analysis), judged by what the customer typed.
     */
    async selecionarVeiculo(sessao: Sessao, body: SelecionarVeiculo) {
      const cota = await cotaDaSessao(sessao);
      const doCliente = await casoDaCota(cota.idCota);
      const daPlaca = await placas.consultar(body.placa);
      const valorDaPlaca = daPlaca ? valorFipeEmCentavos(daPlaca.valorFipe) : null;
      const encontrado = daPlaca !== null && valorDaPlaca !== null;
      if (encontrado && daPlaca.chassi !== body.chassi) throw requisicaoInvalida(M.chassiNaoConfere);
      if (encontrado && daPlaca.renavam.padStart(11, '0') !== body.renavam)
        throw requisicaoInvalida(M.renavamNaoConfere);
      const veiculo = encontrado
        ? {
            tipo: daPlaca.tipo,
            marca: daPlaca.marca,
            codigoFabricante: daPlaca.codigoFabricante,
            modelo: daPlaca.modelo,
            anoFabricacao: daPlaca.anoFabricacao,
            anoModelo: daPlaca.anoModelo,
            uf: daPlaca.uf,
            cor: body.cor,
            valor: valorDaPlaca,
          }
        : { ...body, tipo: body.tipo as TipoVeiculo, codigoFabricante: null };
      const aceite = aceiteDe(cota, {
        tipo: veiculo.tipo,
        anoModelo: veiculo.anoModelo,
        valorFipe: veiculo.valor,
        leilao: daPlaca?.leilao ?? false,
        chassiRecuperado: daPlaca?.chassiRecuperado ?? false,
      });
      if (!aceite.aprovado) throw requisicaoInvalida(aceite.mensagem ?? MENSAGENS_SEMINOVO.naoFaturavel);
      const depois = await alterarCaso(
        cota,
        doCliente,
        FASES_SELECIONAR_VEICULO_SEMINOVO,
        M.faseNaoPermite,
        (_tx, caso, dados) => {
          const gravado = {
            ...veiculo,
            ano: anoDoVeiculo(veiculo.anoFabricacao, veiculo.anoModelo),
            placa: body.placa,
            chassi: body.chassi,
            renavam: body.renavam,
            encontrado,
            aprovado: true,
          };
          const descricao = `${gravado.marca} ${gravado.modelo} ${gravado.ano}, placa ${formatarPlaca(body.placa)}`;
          return Promise.resolve({
            dados: {
              ...dados,
              tipoFaturamento: TIPO_FATURAMENTO_SEMINOVO,
              veiculo: gravado,
              // A new vehicle of the case: its inspection is charged apart from the previous one's.
              rodadaVistoria: (dados.rodadaVistoria ?? 0) + 1,
            },
            nota: encontrado
              ? `Veículo seminovo escolhido: ${descricao}`
              : `Veículo seminovo informado à mão (placa não encontrada): ${descricao}`,
            fase: FASES[encontrado ? FASE_VEICULO_ENCONTRADO : FASE_VEICULO_MANUAL],
            acao: 'faturamento-seminovo.veiculo-escolhido',
            detalhes: { placa: body.placa, valor: gravado.valor, encontrado, de: caso.fase },
          });
        },
      );
      return situacaoDe(cota, depois);
    },

    /**
     * PUT agendar-vistoria: the digital inspection (the link valid 30 days goes by SMS to the holder's phone) or
     * the technical one (companion, address and a visit at least 48 h ahead). The R$ 150,00 fee is charged in
     * the same transaction, once per vehicle of the case (unique index), and audited.
     */
    async agendarVistoria(sessao: Sessao, body: AgendarVistoria) {
      const cota = await cotaDaSessao(sessao);
      const doCliente = await casoDaCota(cota.idCota);
      const agora = new Date(now());
      if (body.tipoVistoria === 'VISTORIA_TECNICA') {
        const [data, hora] = body.acompanhanteVistoria.horarioVisita.split('T') as [string, string];
        const recusa = validarHorarioVistoriaTecnica(data, hora, agora);
        if (recusa) throw requisicaoInvalida(recusa);
      }
      const depois = await alterarCaso(
        cota,
        doCliente,
        FASES_AGENDAR_VISTORIA,
        M.faseNaoPermite,
        async (tx, caso, dados) => {
          const rodada = dados.rodadaVistoria ?? 1;
          const [taxa] = await tx
            .insert(taxasVistoria)
            .values({
              casoId: caso.id,
              cotaId: cota.idCota,
              tipo: 'VISTORIA',
              rodada,
              ordem: 1,
              valorCentavos: TAXA_VISTORIA_CENTAVOS,
              cobradaEm: agora,
            })
            .onConflictDoNothing()
            .returning({ id: taxasVistoria.id });
          if (!taxa) throw new HttpError(409, M.vistoriaJaAgendada);
          const tecnica = body.tipoVistoria === 'VISTORIA_TECNICA' ? body : null;
          const solicitadaEm = agora.toISOString();
          const linkExpiraEm = tecnica ? null : expiracaoDoLinkVistoria(solicitadaEm);
          if (linkExpiraEm) await deps.avisarLinkVistoria(tx, sessao, dados.veiculo, linkExpiraEm);
          return {
            dados: {
              ...dados,
              tipoVistoria: body.tipoVistoria,
              vistoria: {
                tipo: body.tipoVistoria,
                solicitadaEm,
                linkExpiraEm,
                horarioVisita: tecnica?.acompanhanteVistoria.horarioVisita ?? null,
                acompanhante: tecnica
                  ? {
                      nome: tecnica.acompanhanteVistoria.nome,
                      telefone: tecnica.acompanhanteVistoria.telefone,
                    }
                  : null,
                endereco: tecnica?.endereco ?? null,
              },
            },
            nota: tecnica
              ? `Vistoria técnica agendada para ${tecnica.acompanhanteVistoria.horarioVisita.replace('T', ' ')}; taxa de vistoria cobrada`
              : 'Vistoria digital solicitada (link por SMS válido por 30 dias); taxa de vistoria cobrada',
            fase: FASES[FASE_VISTORIA_AGENDADA[body.tipoVistoria]],
            acao: 'faturamento-seminovo.vistoria-solicitada',
            detalhes: {
              tipoVistoria: body.tipoVistoria,
              taxaId: taxa.id,
              rodada,
              valorCentavos: TAXA_VISTORIA_CENTAVOS,
            },
          };
        },
      );
      return situacaoDe(cota, depois);
    },

    /**
     * POST dados-vendedor: the seller's type, data and account (02 §5: the account must be the seller's, not a
     * salary one); then the seller's documents (AGUARDANDO_DOCUMENTOS).
     */
    async dadosVendedor(sessao: Sessao, body: DadosVendedor) {
      const cota = await cotaDaSessao(sessao);
      const doCliente = await casoDaCota(cota.idCota);
      const pf = body.tipoVendedor === 'PF';
      if (pf && !cpfValido(body.cpfCnpj)) throw requisicaoInvalida(M.cpfVendedor);
      if (!pf && !cnpjValido(body.cpfCnpj)) throw requisicaoInvalida(M.cnpjVendedor);
      const conta = validarDadosBancarios(body.dadosBancarios, body.cpfCnpj);
      if (!conta.valido) {
        const erro = Object.values(conta.erros)[0]!;
        throw requisicaoInvalida(erro === MENSAGENS_DADOS_BANCARIOS.titular ? M.contaDoVendedor : erro);
      }
      const d = conta.dados;
      const depois = await alterarCaso(
        cota,
        doCliente,
        FASES_DADOS_VENDEDOR,
        M.faseNaoPermite,
        (_tx, caso, dados) =>
          Promise.resolve({
            dados: {
              ...dados,
              tipoVendedor: body.tipoVendedor,
              vendedor: {
                nome: body.nome,
                cpfCnpj: body.cpfCnpj,
                nomeFantasia: pf ? null : body.nomeFantasia,
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
              },
            },
            nota: `Dados do vendedor informados (${body.tipoVendedor})`,
            fase: FASES[FASE_APOS_DADOS_VENDEDOR],
            acao: 'faturamento-seminovo.dados-vendedor',
            detalhes: { tipoVendedor: body.tipoVendedor, de: caso.fase },
          }),
      );
      return situacaoDe(cota, depois);
    },

    async painelAnalista(numero: string, parceiroId: number | null) {
      return painel(await casoDoAnalista(numero, parceiroId));
    },

    /**
     * The analyst's action (ACOES_ANALISTA_SEMINOVO): on the case locked, only from the action's phases (a second
     * click or another analyst finds it moved: 409), with its history line and audit entry in one transaction.
     * "Inspector not received" charges the R$ 75,00 re-inspection fee there too: the next `ordem` of the
     * vehicle's re-inspections, under the case lock and the unique index.
     */
    async acaoDoAnalista(
      { operadorId, parceiroId }: OperadorDaRequisicao,
      numero: string,
      body: AcaoAnalistaSeminovoBody,
    ) {
      const alvo = await casoDoAnalista(numero, parceiroId);
      const regra = ACOES_ANALISTA_SEMINOVO[body.acao];
      if (regra.pede === 'numero' && !body.numero)
        throw requisicaoInvalida('Informe a data e o horário da vistoria.');
      if (regra.pede === 'laudo' && !body.numero) throw requisicaoInvalida('Informe o número do laudo.');
      if (regra.pede === 'laudo' && !body.documento) throw requisicaoInvalida(M.laudoSemArquivo);
      if (regra.pede === 'motivo' && !body.motivo) throw requisicaoInvalida('Explique ao cliente o motivo.');
      const agora = new Date(now());
      const { depois } = await comAuditoria(
        operadorId,
        async (tx) => {
          const atual = await casos.bloquearCaso(tx, alvo);
          // The seller's notarized contract closes the signatures: the customer's, in the portal, comes first.
          if (body.acao === 'registrar-assinatura' && !(await autorizacoes.assinaturaDoCaso(atual.id, tx)))
            throw new HttpError(409, M.clienteNaoAssinou);
          // The report's PDF is one the analyst uploaded to this very case (POST …/laudo-vistoria).
          if (
            regra.pede === 'laudo' &&
            !(await documentos.doCasoNoFluxo(tx, atual.id, 'laudo-vistoria', body.documento!))
          )
            throw requisicaoInvalida(M.laudoSemArquivo);
          const dados = dadosDoCaso(atual);
          const novos: DadosFaturamentoSeminovo = { ...dados };
          if (regra.pede === 'laudo')
            novos.laudo = {
              numero: body.numero!,
              registradoEm: agora.toISOString(),
              documento: body.documento!,
            };
          if (body.acao === 'agendar-vistoria' && dados.vistoria)
            novos.vistoria = { ...dados.vistoria, horarioVisita: body.numero! };
          if (body.acao === 'registrar-assinatura') novos.contratoAssinadoEm = agora.toISOString();
          if (body.acao === 'marcar-pagamento-enviado') novos.pagamentoEnviadoEm = agora.toISOString();
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
            `Faturamento seminovo: ${regra.rotulo.toLowerCase()}${body.numero ? ` (${body.numero})` : ''}`,
          );
          if (!mudanca) throw new HttpError(409, M.faseNaoPermite);
          let cobrada: { id: number; ordem: number } | null = null;
          if (regra.cobraRevistoria) {
            const rodada = dados.rodadaVistoria ?? 1;
            const [linha] = await tx
              .insert(taxasVistoria)
              .values({
                casoId: atual.id,
                cotaId: atual.cotaId,
                tipo: 'REVISTORIA',
                rodada,
                ordem: sql`(select count(*) + 1 from ${taxasVistoria} where ${and(
                  eq(taxasVistoria.casoId, atual.id),
                  eq(taxasVistoria.tipo, 'REVISTORIA'),
                  eq(taxasVistoria.rodada, rodada),
                )})`,
                valorCentavos: TAXA_REVISTORIA_CENTAVOS,
                operadorId,
                cobradaEm: agora,
              })
              .returning({ id: taxasVistoria.id, ordem: taxasVistoria.ordem });
            cobrada = linha!;
          }
          return { ...mudanca, taxa: cobrada };
        },
        ({ antes, depois, taxa }) => ({
          acao: 'faturamento-seminovo.acao-do-analista',
          alvo: `caso:${numero}`,
          detalhes: {
            acao: body.acao,
            de: antes.fase,
            para: depois.fase,
            numero: body.numero ?? null,
            ...(regra.pede === 'laudo' && { documento: body.documento }),
            ...(taxa && { taxaId: taxa.id, valorCentavos: TAXA_REVISTORIA_CENTAVOS, ordem: taxa.ordem }),
          },
        }),
      );
      await casos.avisarNovaFase(depois);
      return painel(depois);
    },

    /**
     * GET reiniciar-fluxo on a used-vehicle case = choose another vehicle (02 §4.10): from
     * FASES_OUTRO_VEICULO_SEMINOVO back to the simulation without the vehicle and its inspection; the vehicle
     * left behind stays in veiculosAnteriores, the history and the audit, and the fees charged stay charged.
     * False when the quota's newest case is not a used-vehicle one in those phases.
     */
    async escolherOutroVeiculo(sessao: Sessao): Promise<boolean> {
      const cota = await cotaDaSessao(sessao);
      const [maisNovo] = await casos.daCota(cota.idCota, [TIPOS_CASO.faturamentoBem]);
      if (!maisNovo?.aberto || !ehSeminovo(maisNovo) || !faseEm(maisNovo.fase, FASES_OUTRO_VEICULO_SEMINOVO))
        return false;
      await alterarCaso(cota, maisNovo, FASES_OUTRO_VEICULO_SEMINOVO, M.outroVeiculo, (_tx, caso, dados) => {
        const { veiculo, vistoria: _vistoria, tipoVistoria: _tipo, ...resto } = dados;
        const anteriores = [...(resto.veiculosAnteriores ?? [])];
        if (veiculo)
          anteriores.push({
            descricao: `${veiculo.marca} ${veiculo.modelo} ${veiculo.ano}`,
            placa: veiculo.placa,
            trocadoEm: new Date(now()).toISOString(),
          });
        return Promise.resolve({
          dados: { ...resto, veiculosAnteriores: anteriores },
          nota: veiculo
            ? `Cliente escolheu outro veículo (antes: ${veiculo.marca} ${veiculo.modelo}, placa ${formatarPlaca(veiculo.placa)})`
            : 'Cliente recomeçou a escolha do veículo',
          fase: FASES[FASE_REINICIO_SEMINOVO],
          acao: 'faturamento-seminovo.outro-veiculo',
          detalhes: { de: caso.fase, placaAnterior: veiculo?.placa ?? null },
        });
      });
      return true;
    },
  };
}
export type FaturamentoSeminovoService = ReturnType<typeof createFaturamentoSeminovoService>;
