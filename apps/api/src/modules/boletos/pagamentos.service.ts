import { createHash } from 'node:crypto';
import {
  MENSAGEM_DATA_PAGAMENTO_FUTURA,
  MENSAGEM_NAO_E_RETORNO_CNAB240,
  MENSAGEM_VALOR_PAGO_MENOR,
  ROTULOS_MOTIVO_PAGAMENTO_DUPLICADO,
  formatarData,
  formatarMoeda,
  hojeEmSaoPaulo,
  lerRetornoCnab240,
  type BoletoOperador,
  type MotivoPagamentoDuplicado,
  type PagamentoDuplicado,
  type ResultadoRetorno,
} from '@portal/domain';
import { naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import type { BoletoRow, BoletosRepository } from './boletos.repository.ts';
import { paraEmitidos } from './boleto-emitido.ts';
import type { Auditar } from '../operador/operador.service.ts';
import type { abrirReembolsoDePagamentoDuplicado } from '../casos/casos.service.ts';
import type { PagamentosRepository, Transacao } from './pagamentos.repository.ts';

interface Baixa {
  dataPagamento: string;
  valorPago: number;
  baixadoPor: string;
}

type Origem = 'operador' | 'retorno';

/** Why an open boleto cannot take this payment as its settlement, or null when it can. */
function recusa(b: BoletoRow, baixa: Baixa, hoje: string): string | null {
  if (baixa.dataPagamento > hoje) return MENSAGEM_DATA_PAGAMENTO_FUTURA;
  if (baixa.dataPagamento < hojeEmSaoPaulo(b.criadoEm))
    return 'A data do pagamento é anterior à emissão do boleto.';
  if (baixa.valorPago < b.valorCentavos) return MENSAGEM_VALOR_PAGO_MENOR;
  return null;
}

/** Back-office payments: by hand (an analyst) or in bulk from the bank's CNAB 240 return file. */
export function createPagamentosService(deps: {
  repo: PagamentosRepository;
  boletos: BoletosRepository;
  /** The back-office audit log (the operador module's), written in the settlement's transaction. */
  auditar: Auditar;
  /** The casos module's refund case, opened in the same transaction as the duplicate payment. */
  abrirReembolso: typeof abrirReembolsoDePagamentoDuplicado;
  now: () => number;
}) {
  const { repo, boletos, auditar, abrirReembolso, now } = deps;
  const hoje = () => hojeEmSaoPaulo(new Date(now()));

  async function paraOperador(linhas: Awaited<ReturnType<PagamentosRepository['buscar']>>) {
    const emitidos = await paraEmitidos(
      boletos,
      linhas.map((l) => l.boleto),
      hoje(),
    );
    const duplicados = await repo.duplicadosDosBoletos(linhas.map((l) => l.boleto.id));
    return emitidos.map((e, i): BoletoOperador => ({
      ...e,
      cliente: { nome: linhas[i]!.nome, inscricaoNacional: linhas[i]!.inscricaoNacional },
      baixadoPor: linhas[i]!.boleto.baixadoPor,
      pagamentosDuplicados: duplicados
        .filter((d) => d.boletoId === linhas[i]!.boleto.id)
        .map(({ boletoId: _, ...d }) => d),
    }));
  }

  /**
   * Whether a payment of this (locked) boleto settles it, or why it can settle nothing: the boleto is paid,
   * superseded or cancelled, or every instalment it pays was already paid by another boleto.
   */
  async function motivoDeDuplicidade(tx: Transacao, b: BoletoRow): Promise<MotivoPagamentoDuplicado | null> {
    if (b.situacao === 'pago') return 'boleto_pago';
    if (b.situacao === 'substituido') return 'boleto_substituido';
    if (b.situacao === 'cancelado') return 'boleto_cancelado';
    if (b.tipo === 'quitacao') return null;
    const { total, emAberto } = await repo.parcelasEmAberto(tx, b.id);
    return total > 0 && emAberto === 0 ? 'parcelas_pagas' : null;
  }

  /**
   * Nothing received is lost: the payment is kept as a duplicate payment, the quota's refund case is opened
   * (or noted), and the back-office audit says so, all in the caller's transaction.
   */
  async function guardarDuplicado(
    tx: Transacao,
    operadorId: number,
    b: BoletoRow,
    baixa: Baixa & { origem: Origem; motivo: MotivoPagamentoDuplicado },
  ) {
    const caso = await abrirReembolso(tx, {
      clienteId: b.clienteId,
      cotaId: b.cotaId,
      quando: new Date(now()),
      nota:
        `Pagamento de ${formatarMoeda(baixa.valorPago)} em ${formatarData(baixa.dataPagamento)} do boleto ` +
        `${b.nossoNumero} não quitou nada (${ROTULOS_MOTIVO_PAGAMENTO_DUPLICADO[baixa.motivo]}): devolver ao consorciado.`,
    });
    await repo.registrarDuplicado(tx, {
      boletoId: b.id,
      cotaId: b.cotaId,
      valorCentavos: baixa.valorPago,
      dataPagamento: baixa.dataPagamento,
      origem: baixa.origem,
      registradoPor: baixa.baixadoPor,
      motivo: baixa.motivo,
      casoId: caso.casoId,
      registradoEm: new Date(now()),
    });
    await auditar(
      operadorId,
      'pagamento.duplicado',
      `boleto:${b.nossoNumero}`,
      {
        valorPago: baixa.valorPago,
        dataPagamento: baixa.dataPagamento,
        origem: baixa.baixadoPor,
        motivo: baixa.motivo,
        casoDevolucao: caso.numero,
        casoAberto: caso.aberto,
      },
      tx,
    );
    return caso;
  }

  async function baixar(tx: Transacao, b: BoletoRow, baixa: Baixa) {
    await repo.baixar(tx, b, { ...baixa, agora: new Date(now()), hoje: hoje() });
  }

  return {
    /** The quota's duplicate payments, newest first: the statement and the receipt list them. */
    duplicadosDaCota: (idCota: number): Promise<PagamentoDuplicado[]> => repo.duplicadosDaCota(idCota),

    async buscar(busca: string, parceiroId: number | null) {
      const digitos = busca.replace(/\D/g, '');
      const alfanumerico = busca.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
      const linhas = await repo.buscar(
        {
          nossoNumero: digitos.length === 17 ? digitos : undefined,
          codigo: digitos.length === 44 || digitos.length === 47 ? digitos : undefined,
          inscricao: alfanumerico.length === 11 || alfanumerico.length === 14 ? alfanumerico : undefined,
        },
        parceiroId,
      );
      return { boletos: await paraOperador(linhas) };
    },

    /** POST /operador/v1/boletos/{nossoNumero}/pagamento: audited in the same transaction. */
    async registrar(
      operador: { id: number; nome: string; parceiroId: number | null },
      nossoNumero: string,
      pagamento: { dataPagamento: string; valorPago: number },
    ) {
      await repo.transacao(async (tx) => {
        const b = await repo.travarBoleto(tx, nossoNumero);
        const visivel = b && (operador.parceiroId === null || b.parceiroId === operador.parceiroId);
        if (!visivel) throw naoEncontrado('Boleto não encontrado.');
        const baixa = { ...pagamento, baixadoPor: `operador:${operador.nome}` };
        if (baixa.dataPagamento > hoje()) throw requisicaoInvalida(MENSAGEM_DATA_PAGAMENTO_FUTURA);
        const motivo = await motivoDeDuplicidade(tx, b);
        if (motivo) {
          await guardarDuplicado(tx, operador.id, b, { ...baixa, origem: 'operador', motivo });
          return;
        }
        const recusada = recusa(b, baixa, hoje());
        if (recusada) throw requisicaoInvalida(recusada);
        await baixar(tx, b, baixa);
        await auditar(operador.id, 'boleto.pago', `boleto:${nossoNumero}`, pagamento, tx);
      });
      const [boleto] = (await this.buscar(nossoNumero, operador.parceiroId)).boletos;
      return boleto!;
    },

    /**
     * POST /operador/v1/retornos: settles every liquidation the file lists, in one transaction; lines it cannot
     * settle are reported, never half-applied. The same file again (by content) changes nothing.
     */
    async importarRetorno(
      operador: { id: number; nome: string },
      nomeArquivo: string,
      conteudo: string,
    ): Promise<ResultadoRetorno> {
      const hash = createHash('sha256').update(conteudo).digest('hex');
      const leitura = lerRetornoCnab240(conteudo);
      if (leitura.erros.some((e) => e.motivo === MENSAGEM_NAO_E_RETORNO_CNAB240))
        throw requisicaoInvalida(MENSAGEM_NAO_E_RETORNO_CNAB240);
      return repo.transacao(async (tx) => {
        const anterior = await repo.retornoImportado(tx, hash);
        // Imports stored before duplicate payments existed have no 'duplicados'.
        if (anterior) {
          const r = anterior.resultado as Omit<ResultadoRetorno, 'duplicados'> & Partial<ResultadoRetorno>;
          return { ...r, duplicados: r.duplicados ?? [], jaImportado: true };
        }
        const resultado: ResultadoRetorno = {
          nomeArquivo,
          jaImportado: false,
          liquidados: [],
          rejeitados: leitura.erros.map(({ linha, nossoNumero, motivo }) => ({ linha, nossoNumero, motivo })),
          duplicados: [],
          ignorados: 0,
        };
        for (const t of leitura.titulos) {
          if (!t.liquidacao) {
            resultado.ignorados++;
            continue;
          }
          const b = await repo.travarBoleto(tx, t.nossoNumero);
          const baixa = {
            dataPagamento: t.dataPagamento ?? hoje(),
            valorPago: t.valorPago,
            baixadoPor: `retorno:${nomeArquivo}`,
          };
          if (!b) {
            resultado.rejeitados.push({
              linha: t.linha,
              nossoNumero: t.nossoNumero,
              motivo: 'Nosso número não encontrado.',
            });
            continue;
          }
          const duplicidade = await motivoDeDuplicidade(tx, b);
          if (duplicidade) {
            const caso = await guardarDuplicado(tx, operador.id, b, {
              ...baixa,
              origem: 'retorno',
              motivo: duplicidade,
            });
            resultado.duplicados.push({
              linha: t.linha,
              nossoNumero: t.nossoNumero,
              valorPago: t.valorPago,
              dataPagamento: baixa.dataPagamento,
              motivo: duplicidade,
              numeroCasoDevolucao: caso.numero,
            });
            continue;
          }
          const motivo = recusa(b, baixa, hoje());
          if (motivo) {
            resultado.rejeitados.push({ linha: t.linha, nossoNumero: t.nossoNumero, motivo });
            continue;
          }
          await baixar(tx, b, baixa);
          resultado.liquidados.push({
            nossoNumero: t.nossoNumero,
            valorPago: t.valorPago,
            dataPagamento: baixa.dataPagamento,
          });
        }
        resultado.rejeitados.sort((a, b) => a.linha - b.linha);
        await repo.registrarRetorno(tx, { hash, nomeArquivo, operadorId: operador.id, resultado });
        await auditar(
          operador.id,
          'retorno.importado',
          `retorno:${nomeArquivo}`,
          {
            liquidados: resultado.liquidados.length,
            rejeitados: resultado.rejeitados.length,
            duplicados: resultado.duplicados.length,
            ignorados: resultado.ignorados,
          },
          tx,
        );
        return resultado;
      });
    },
  };
}
export type PagamentosService = ReturnType<typeof createPagamentosService>;
