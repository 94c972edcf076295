import {
  BENS_DIREITOS_CONSORCIO,
  BENS_DIREITOS_CONTEMPLADO,
  DATA_NAO_CONTEMPLADA,
  MENSAGEM_CONTRATO_INDISPONIVEL,
  MENSAGEM_SEM_COMPROVANTE,
  MENSAGEM_SEM_INFORME,
  anoQuitado,
  anosComPagamento,
  anosDoInforme,
  discriminacaoInforme,
  estaContemplada,
  hojeEmSaoPaulo,
  parcelasRestantes,
  percentualFundoComumPago,
  proximoReajuste,
  type CabecalhoCota,
  type ComprovantePagamentos,
  type Demonstrativo,
  type Extrato,
  type PagamentoDuplicado,
  type Impressos,
  type InformacoesProposta,
  type InformeRendimentos,
} from '@portal/domain';
import type { DonoDoTicket, Sessao, TokenService } from '../../core/sessao.ts';
import { naoEncontrado } from '../../core/erros.ts';
import { cabecalhoDaCota, type CotaRow, type CotasService } from '../cotas/cotas.service.ts';
import type { ParceirosService } from '../parceiros/parceiros.service.ts';
import type { RelatoriosRepository } from './relatorios.repository.ts';
import type { RenderizadorDePdf } from '../../adapters/pdf/renderizador.ts';
import { renderizadorDeRelatorios, type PedidoRelatorio } from './relatorios.pdf.ts';

/** Download links live two minutes (ARCHITECTURE.md: a ticket per document, never the access token). */
const VALIDADE_LINK_S = 120;
const somar = <T>(itens: readonly T[], valor: (i: T) => number) => itens.reduce((s, i) => s + valor(i), 0);
const periodoDe = (data: string) => data.slice(0, 7);
/** The print hash names the quota and period; the ownership hook still checks the quota is the caller's. */
const hashDoPeriodo = (idCota: number, periodo: string) =>
  Buffer.from(`${idCota}:${periodo}`).toString('base64url');

type Dono = Pick<Sessao, 'clienteId' | 'parceiroId'>;

/** The financial documents of a quota (spec 01 §7 "Documents and reports"): data for screens and for PDFs. */
export function createRelatoriosService(deps: {
  repo: RelatoriosRepository;
  cotas: CotasService;
  parceiros: ParceirosService;
  tokens: TokenService;
  /** The boletos module's duplicate payments (money received that paid no instalment) of a quota. */
  pagamentosDuplicados: (idCota: number) => Promise<PagamentoDuplicado[]>;
  /** The PDF pool: documents render off the event loop. */
  pdfs: RenderizadorDePdf;
  now: () => number;
}) {
  const { repo, cotas, parceiros, tokens, pagamentosDuplicados, now } = deps;
  const renderizarRelatorio = renderizadorDeRelatorios(deps.pdfs);
  const hoje = () => hojeEmSaoPaulo(new Date(now()));

  /** Everything a document needs about the caller's quota (proven theirs by the ownership hook or a ticket). */
  async function contexto(dono: Dono, cota: CotaRow) {
    const [parceiro, dados, parcelas, duplicados] = await Promise.all([
      parceiros.exigir(dono.parceiroId),
      repo.dadosDaCota(cota.idCota),
      repo.parcelas(cota.idCota),
      pagamentosDuplicados(cota.idCota),
    ]);
    const cabecalho: CabecalhoCota = cabecalhoDaCota(cota);
    const administradora = { nome: parceiro.nome, cnpj: parceiro.cnpj };
    const pagas = parcelas.filter((p) => p.dataPagamento !== null);
    return { cota, dados, parcelas, pagas, duplicados, cabecalho, administradora };
  }
  type Contexto = Awaited<ReturnType<typeof contexto>>;

  async function link(dono: DonoDoTicket, pedido: PedidoRelatorio) {
    const recurso = JSON.stringify({ ...pedido, p: dono.parceiroId });
    const ticket = await tokens.emitirDownload(`relatorio:${recurso}`, dono, VALIDADE_LINK_S);
    return `/app-cliente/v1/relatorios/${ticket}`;
  }

  function demonstrativoDe(c: Contexto, periodo: string | undefined): Demonstrativo {
    const { parcelas, dados, cota } = c;
    const alvo = periodo
      ? parcelas.find((p) => periodoDe(p.dataVencimento) === periodo)
      : (parcelas.find((p) => p.dataPagamento === null) ?? parcelas.at(-1));
    if (!alvo) throw naoEncontrado('Não há demonstrativo para este período.');
    const dia = hoje();
    const emissao = [dia, alvo.dataVencimento].sort()[0]!;
    const valorParcela = alvo.valorFundoComum + alvo.valorTaxaAdministracao + alvo.valorFundoReserva;
    const p = periodoDe(alvo.dataVencimento);
    return {
      administradora: c.administradora,
      cota: c.cabecalho,
      periodo: p,
      dataVencimento: alvo.dataVencimento,
      dataPagamento: alvo.dataPagamento,
      composicao: {
        dataEmissao: emissao,
        valor: alvo.valor,
        dataProximaAssembleia: dados.dataProximaAssembleia,
        valorParcela,
        dataProximoReajuste: proximoReajuste(cota.dataAdesao, dia),
        numeroParcela: alvo.numero,
        parcelasPagas: cota.parcelasPagas,
        parcelasEmAtraso: cota.parcelasAtraso,
        prazoGrupoMeses: cota.prazoMeses,
        valorCreditoOriginal: dados.valorCreditoAdesao ?? cota.valorBem,
        valorTaxaAdministracao: alvo.valorTaxaAdministracao,
        valorFundoReserva: alvo.valorFundoReserva,
        valorFundoComum: alvo.valorFundoComum,
        valorDiferencaParcela: alvo.valorDiferenca,
        percentualSeguroVida: dados.percentualSeguroVida,
        valorSeguroVida: alvo.valorSeguro,
      },
      hash: hashDoPeriodo(cota.idCota, p),
      periodosAnteriores: parcelas
        .filter((x) => x.dataVencimento < alvo.dataVencimento)
        .map((x) => periodoDe(x.dataVencimento))
        .reverse()
        .slice(0, 24),
    };
  }

  async function extratoDe(c: Contexto): Promise<Extrato> {
    const { cota, dados, pagas } = c;
    const fundoComum = somar(pagas, (p) => p.valorFundoComum);
    const grupo = await repo.resumoDoGrupo(dados.grupoId, hoje());
    return {
      administradora: c.administradora,
      cota: c.cabecalho,
      dataEmissao: hoje(),
      dataAdesao: cota.dataAdesao,
      dataContemplacao:
        cota.dataContemplacao && cota.dataContemplacao > DATA_NAO_CONTEMPLADA ? cota.dataContemplacao : null,
      valorCreditoAtual: cota.valorBem,
      valorSaldoDevedor: cota.valorSaldoDevedor,
      prazoGrupoMeses: cota.prazoMeses,
      parcelasPagas: cota.parcelasPagas,
      parcelasEmAtraso: cota.parcelasAtraso,
      parcelasRestantes: parcelasRestantes(cota),
      totais: {
        valorPago: somar(pagas, (p) => p.valorPago ?? p.valor),
        valorFundoComum: fundoComum,
        valorTaxaAdministracao: somar(pagas, (p) => p.valorTaxaAdministracao),
        valorFundoReserva: somar(pagas, (p) => p.valorFundoReserva),
        valorSeguro: somar(pagas, (p) => p.valorSeguro),
        valorEncargos: somar(pagas, (p) => p.valorEncargos ?? 0),
        percentualFundoComumPago: percentualFundoComumPago(cota.parcelasPagas, cota.prazoMeses),
      },
      lancamentos: [...pagas].reverse().map((p) => ({
        dataPagamento: p.dataPagamento!,
        dataVencimento: p.dataVencimento,
        numeroParcela: p.numero,
        historico: `Pagamento da parcela ${p.numero}`,
        valorPago: p.valorPago ?? p.valor,
        valorFundoComum: p.valorFundoComum,
        valorTaxaAdministracao: p.valorTaxaAdministracao,
        valorFundoReserva: p.valorFundoReserva,
        valorSeguro: p.valorSeguro,
        valorEncargos: p.valorEncargos ?? 0,
      })),
      pagamentosEmDuplicidade: c.duplicados,
      grupo: {
        grupo: cota.grupo,
        descricaoBem: cota.descricaoBem,
        prazoMeses: cota.prazoMeses,
        assembleiaAtual: dados.assembleiaAtual,
        totalAssembleias: dados.totalAssembleias,
        dataProximaAssembleia: dados.dataProximaAssembleia,
        percentualTaxaAdministracao: dados.percentualTaxaAdministracao,
        percentualFundoReserva: dados.percentualFundoReserva,
        ...grupo,
      },
    };
  }

  function comprovanteDe(c: Contexto, ano: number | undefined, url: string): ComprovantePagamentos {
    const anos = anosComPagamento(c.pagas.map((p) => p.dataPagamento!));
    const escolhido = ano ?? anos[0];
    if (escolhido === undefined || !anos.includes(escolhido)) throw naoEncontrado(MENSAGEM_SEM_COMPROVANTE);
    const doAno = c.pagas.filter((p) => p.dataPagamento!.startsWith(`${escolhido}-`));
    return {
      administradora: c.administradora,
      cota: c.cabecalho,
      ano: escolhido,
      anosDisponiveis: anos,
      pagamentos: doAno.map((p) => ({
        numeroParcela: p.numero,
        dataVencimento: p.dataVencimento,
        dataPagamento: p.dataPagamento!,
        valorPago: p.valorPago ?? p.valor,
      })),
      valorTotal: somar(doAno, (p) => p.valorPago ?? p.valor),
      pagamentosEmDuplicidade: c.duplicados.filter((d) => d.dataPagamento.startsWith(`${escolhido}-`)),
      quitacaoAnual: anoQuitado(escolhido, c.parcelas, hoje()),
      url,
    };
  }

  function informeDe(c: Contexto, ano: number | undefined): InformeRendimentos {
    const anos = c.pagas.length
      ? anosDoInforme(
          c.pagas.map((p) => p.dataPagamento!),
          hoje(),
        )
      : [];
    const escolhido = ano ?? anos[0];
    if (escolhido === undefined || !anos.includes(escolhido)) throw naoEncontrado(MENSAGEM_SEM_INFORME);
    // What was paid for the quota itself: charges for late payment are not part of the asset's cost.
    const pagoAte = (data: string) =>
      somar(
        c.pagas.filter((p) => p.dataPagamento! <= data),
        (p) => (p.valorPago ?? p.valor) - (p.valorEncargos ?? 0),
      );
    const valorAcumuladoAnterior = pagoAte(`${escolhido - 1}-12-31`);
    const valorAcumulado = pagoAte(`${escolhido}-12-31`);
    const contemplada = estaContemplada(c.cota.dataContemplacao, `${escolhido}-12-31`);
    const bensDireitos = contemplada ? BENS_DIREITOS_CONTEMPLADO : BENS_DIREITOS_CONSORCIO;
    return {
      administradora: c.administradora,
      cota: c.cabecalho,
      ano: escolhido,
      anosDisponiveis: anos,
      valorAcumuladoAnterior,
      valorPagoNoAno: valorAcumulado - valorAcumuladoAnterior,
      valorAcumulado,
      contemplada,
      discriminacao: discriminacaoInforme({
        grupo: c.cota.grupo,
        cota: c.cota.cota,
        administradora: c.administradora.nome,
        cnpjAdministradora: c.administradora.cnpj,
        valorAcumulado,
        ano: escolhido,
        contemplada,
        descricaoBem: c.cota.descricaoBem,
      }),
      grupoBensDireitos: bensDireitos.grupo,
      codigoBensDireitos: bensDireitos.codigo,
    };
  }

  function propostaDe(c: Contexto, url: string): InformacoesProposta {
    const { cota, dados, parcelas } = c;
    const primeira = parcelas[0];
    return {
      administradora: c.administradora,
      cota: c.cabecalho,
      numeroProposta: dados.numeroProposta ?? `${cota.grupo}-${cota.cota}`,
      dataAdesao: cota.dataAdesao,
      valorCreditoAdesao: dados.valorCreditoAdesao ?? cota.valorBem,
      valorCreditoAtual: cota.valorBem,
      prazoGrupoMeses: cota.prazoMeses,
      percentualTaxaAdministracao: dados.percentualTaxaAdministracao,
      percentualFundoReserva: dados.percentualFundoReserva,
      percentualSeguroVida: dados.percentualSeguroVida,
      valorPrimeiraParcela: primeira?.valor ?? 0,
      diaVencimento: Number((primeira?.dataVencimento ?? cota.dataAdesao).slice(8, 10)),
      formaPagamento: 'Boleto bancário ou PIX',
      modeloContrato: dados.modeloContrato,
      url,
    };
  }

  async function documento(dono: Dono, cota: CotaRow, pedido: PedidoRelatorio) {
    const c = await contexto(dono, cota);
    switch (pedido.t) {
      case 'demonstrativo':
        return renderizarRelatorio({ t: 'demonstrativo', dados: demonstrativoDe(c, pedido.x) });
      case 'extrato-consorciado':
      case 'extrato-grupo':
        return renderizarRelatorio({ t: pedido.t, dados: await extratoDe(c) });
      case 'comprovante-pagamentos':
        return renderizarRelatorio({ t: pedido.t, dados: comprovanteDe(c, Number(pedido.x), '') });
      case 'informe-rendimentos':
        return renderizarRelatorio({ t: pedido.t, dados: informeDe(c, Number(pedido.x)) });
      case 'proposta':
        return renderizarRelatorio({ t: pedido.t, dados: propostaDe(c, '') });
      case 'contrato': {
        const proposta = propostaDe(c, '');
        if (!proposta.modeloContrato) throw naoEncontrado(MENSAGEM_CONTRATO_INDISPONIVEL);
        return renderizarRelatorio({ t: 'contrato', dados: proposta });
      }
    }
  }

  return {
    demonstrativo: async (s: Sessao, cota: CotaRow, periodo?: string) =>
      demonstrativoDe(await contexto(s, cota), periodo),

    /** GET {id}/demonstrativo/imprimir/{hash}. */
    async pdfDoDemonstrativo(s: Sessao, cota: CotaRow, hash: string) {
      const [idCota, periodo] = Buffer.from(hash, 'base64url').toString('utf8').split(':');
      if (Number(idCota) !== cota.idCota || !periodo) throw naoEncontrado('Demonstrativo não encontrado.');
      return documento(s, cota, { t: 'demonstrativo', c: cota.idCota, x: periodo });
    },

    extrato: async (s: Sessao, cota: CotaRow) => extratoDe(await contexto(s, cota)),
    linkDoExtrato: async (s: Sessao, cota: CotaRow, tipo: 'consorciado' | 'grupo') => ({
      url: await link(s, { t: `extrato-${tipo}`, c: cota.idCota }),
    }),

    async comprovante(s: Sessao, cota: CotaRow, ano?: number) {
      const c = await contexto(s, cota);
      const dados = comprovanteDe(c, ano, '');
      return {
        ...dados,
        url: await link(s, { t: 'comprovante-pagamentos', c: cota.idCota, x: String(dados.ano) }),
      };
    },

    informe: async (s: Sessao, cota: CotaRow, ano?: number) => informeDe(await contexto(s, cota), ano),
    async linkDoInforme(s: Sessao, cota: CotaRow, ano: number) {
      informeDe(await contexto(s, cota), ano);
      return { url: await link(s, { t: 'informe-rendimentos', c: cota.idCota, x: String(ano) }) };
    },

    async proposta(s: Sessao, cota: CotaRow) {
      const c = await contexto(s, cota);
      return propostaDe(c, await link(s, { t: 'proposta', c: cota.idCota }));
    },

    contrato: (s: Sessao, cota: CotaRow) => documento(s, cota, { t: 'contrato', c: cota.idCota }),

    async impressos(s: Sessao, cota: CotaRow): Promise<Impressos> {
      const c = await contexto(s, cota);
      const temInforme =
        c.pagas.length > 0 &&
        anosDoInforme(
          c.pagas.map((p) => p.dataPagamento!),
          hoje(),
        ).length > 0;
      const item = (
        tipo: Impressos['impressos'][number]['tipo'],
        titulo: string,
        descricao: string,
        motivo: string | null,
      ) => ({
        tipo,
        titulo,
        descricao,
        disponivel: motivo === null,
        motivo,
      });
      return {
        impressos: [
          item(
            'demonstrativo',
            'Demonstrativo da parcela',
            'Como a parcela do mês é composta: fundo comum, taxa de administração, fundo de reserva e seguro.',
            c.parcelas.length ? null : 'Não há parcelas emitidas para esta cota.',
          ),
          item(
            'extrato-consorciado',
            'Extrato do consorciado',
            'Todos os pagamentos da cota e quanto do crédito você já pagou.',
            null,
          ),
          item(
            'extrato-grupo',
            'Extrato do grupo',
            'Situação do grupo: assembleias, contemplações e recursos arrecadados.',
            null,
          ),
          item(
            'comprovante-pagamentos',
            'Comprovante anual de pagamentos',
            'Pagamentos do ano e declaração de quitação (Lei 12.007/2009).',
            c.pagas.length ? null : MENSAGEM_SEM_COMPROVANTE,
          ),
          item(
            'informe-rendimentos',
            'Informe de rendimentos',
            'Valores para a declaração do Imposto de Renda.',
            temInforme ? null : MENSAGEM_SEM_INFORME,
          ),
          item(
            'contrato',
            '2ª via do contrato',
            'O contrato de adesão ao grupo, com o regulamento.',
            c.dados.modeloContrato ? null : MENSAGEM_CONTRATO_INDISPONIVEL,
          ),
          item(
            'proposta',
            'Informações da proposta',
            'Os dados da sua adesão: crédito, prazo, taxas e vencimento.',
            null,
          ),
        ],
      };
    },

    /** GET /relatorios/{ticket}: the document the ticket names, re-checked against its holder. */
    async pdfPorTicket(ticket: string, parceiroDoHost: number | undefined) {
      const { recurso, clienteId } = await tokens.verificarDownload(ticket, parceiroDoHost);
      if (!recurso.startsWith('relatorio:')) throw naoEncontrado('Documento não encontrado.');
      const { p, ...pedido } = JSON.parse(recurso.slice('relatorio:'.length)) as PedidoRelatorio & {
        p: number;
      };
      // The ticket names the quota: it must still be its holder's on that partner when the link is used.
      const cota = await cotas.exigirDoCliente(clienteId, p, pedido.c);
      return { pdf: await documento({ clienteId, parceiroId: p }, cota, pedido), nome: pedido.t };
    },
  };
}
export type RelatoriosService = ReturnType<typeof createRelatoriosService>;
