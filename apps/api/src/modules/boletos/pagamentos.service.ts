import { createHash } from 'node:crypto';
import {
  MENSAGEM_BOLETO_JA_PAGO,
  MENSAGEM_DATA_PAGAMENTO_FUTURA,
  MENSAGEM_NAO_E_RETORNO_CNAB240,
  MENSAGEM_VALOR_PAGO_MENOR,
  hojeEmSaoPaulo,
  lerRetornoCnab240,
  type BoletoOperador,
  type ResultadoRetorno,
} from '@portal/domain';
import { naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import type { BoletoRow, BoletosRepository } from './boletos.repository.ts';
import { paraEmitidos } from './boleto-emitido.ts';
import type { Auditar } from '../operador/operador.service.ts';
import type { PagamentosRepository, Transacao } from './pagamentos.repository.ts';

interface Baixa {
  dataPagamento: string;
  valorPago: number;
  baixadoPor: string;
}

/** Why a boleto cannot take this payment, or null when it can. */
function recusa(b: BoletoRow, baixa: Baixa, hoje: string): string | null {
  if (b.situacao === 'pago') return MENSAGEM_BOLETO_JA_PAGO;
  if (b.situacao === 'cancelado') return 'Este boleto foi cancelado.';
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
  now: () => number;
}) {
  const { repo, boletos, auditar, now } = deps;
  const hoje = () => hojeEmSaoPaulo(new Date(now()));

  async function paraOperador(linhas: Awaited<ReturnType<PagamentosRepository['buscar']>>) {
    const emitidos = await paraEmitidos(
      boletos,
      linhas.map((l) => l.boleto),
      hoje(),
    );
    return emitidos.map((e, i): BoletoOperador => ({
      ...e,
      cliente: { nome: linhas[i]!.nome, inscricaoNacional: linhas[i]!.inscricaoNacional },
      baixadoPor: linhas[i]!.boleto.baixadoPor,
    }));
  }

  async function baixar(tx: Transacao, b: BoletoRow, baixa: Baixa) {
    await repo.baixar(tx, b, { ...baixa, agora: new Date(now()), hoje: hoje() });
  }

  return {
    async buscar(busca: string) {
      const digitos = busca.replace(/\D/g, '');
      const alfanumerico = busca.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
      const linhas = await repo.buscar({
        nossoNumero: digitos.length === 17 ? digitos : undefined,
        codigo: digitos.length === 44 || digitos.length === 47 ? digitos : undefined,
        inscricao: alfanumerico.length === 11 || alfanumerico.length === 14 ? alfanumerico : undefined,
      });
      return { boletos: await paraOperador(linhas) };
    },

    /** POST /operador/v1/boletos/{nossoNumero}/pagamento: audited in the same transaction. */
    async registrar(
      operador: { id: number; nome: string },
      nossoNumero: string,
      pagamento: { dataPagamento: string; valorPago: number },
    ) {
      await repo.transacao(async (tx) => {
        const b = await repo.travarBoleto(tx, nossoNumero);
        if (!b) throw naoEncontrado('Boleto não encontrado.');
        const baixa = { ...pagamento, baixadoPor: `operador:${operador.nome}` };
        const motivo = recusa(b, baixa, hoje());
        if (motivo) throw requisicaoInvalida(motivo);
        await baixar(tx, b, baixa);
        await auditar(operador.id, 'boleto.pago', `boleto:${nossoNumero}`, pagamento, tx);
      });
      const [boleto] = (await this.buscar(nossoNumero)).boletos;
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
        if (anterior) return { ...(anterior.resultado as ResultadoRetorno), jaImportado: true };
        const resultado: ResultadoRetorno = {
          nomeArquivo,
          jaImportado: false,
          liquidados: [],
          rejeitados: leitura.erros.map(({ linha, nossoNumero, motivo }) => ({ linha, nossoNumero, motivo })),
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
          const motivo = b ? recusa(b, baixa, hoje()) : 'Nosso número não encontrado.';
          if (motivo) {
            resultado.rejeitados.push({ linha: t.linha, nossoNumero: t.nossoNumero, motivo });
            continue;
          }
          await baixar(tx, b!, baixa);
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
