import type { BoletoEmitido, DadosBoleto } from '@portal/domain';
import { hojeEmSaoPaulo } from '@portal/domain';
import type { BoletoRow, BoletosRepository } from './boletos.repository.ts';
import { qrPixSvg } from './pix-qr-svg.ts';

/** An open boleto past its due date reads 'vencido'; the stored state stays 'aberto' (it can still be paid). */
export function paraDados(b: BoletoRow, hoje: string): DadosBoleto {
  const situacao = b.situacao === 'aberto' && b.dataVencimento < hoje ? 'vencido' : b.situacao;
  return {
    linhaDigitavel: b.linhaDigitavel,
    valorCobrado: b.valorCentavos,
    dataVencimento: b.dataVencimento,
    hash: b.hash,
    codigoBarras: b.codigoBarras,
    nossoNumero: b.nossoNumero,
    pixCopiaECola: b.pixCopiaECola,
    pixQrCodeSvg: b.situacao === 'aberto' ? qrPixSvg(b.pixCopiaECola) : undefined,
    situacao,
  };
}

/** Boletos as the history and the back-office show them: with the instalments each one pays. */
export async function paraEmitidos(
  repo: BoletosRepository,
  linhas: BoletoRow[],
  hoje: string,
): Promise<BoletoEmitido[]> {
  const itens = await repo.parcelasDosBoletos(linhas.map((b) => b.id));
  return linhas.map((b) => ({
    ...paraDados(b, hoje),
    tipo: b.tipo,
    dataEmissao: hojeEmSaoPaulo(b.criadoEm),
    dataPagamento: b.dataPagamento,
    valorPago: b.valorPagoCentavos,
    parcelas: itens
      .filter((i) => i.boletoId === b.id)
      .map((i) => ({
        idCota: i.idCota,
        grupo: i.grupo,
        cota: i.cota,
        numeroParcela: i.numeroParcela,
        dataVencimento: i.dataVencimento,
        valorCobrado: i.valorCobrado,
      })),
  }));
}
