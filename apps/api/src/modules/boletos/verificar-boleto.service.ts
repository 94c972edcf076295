import {
  BANCO_DO_BRASIL,
  MENSAGEM_BOLETO_SUBSTITUIDO,
  MENSAGEM_BOLETO_VERIFICADO_CANCELADO,
  MENSAGEM_BOLETO_VERIFICADO_PAGO,
  lerBoleto,
  lerBrCode,
  lerCampoLivreBancoDoBrasil,
  mascararInscricao,
  type VerificacaoBoleto,
} from '@portal/domain';
import type { ParceirosService } from '../parceiros/parceiros.service.ts';
import type { BoletosRepository } from './boletos.repository.ts';

const NAO_E_NOSSO =
  'Não encontramos este boleto entre os emitidos por nós. Não pague: fale com a central de atendimento pelos canais oficiais.';
/** What to tell a payer about a boleto we issued, by its state: only an open one may still be paid. */
const MENSAGEM_POR_SITUACAO = {
  aberto: 'Este boleto foi emitido por nós. Confira o valor e o vencimento antes de pagar.',
  pago: MENSAGEM_BOLETO_VERIFICADO_PAGO,
  cancelado: MENSAGEM_BOLETO_VERIFICADO_CANCELADO,
  substituido: MENSAGEM_BOLETO_SUBSTITUIDO,
} as const;
const ILEGIVEL =
  'Este código não é uma linha digitável, um código de barras nem um código PIX válido. Confira se colou o código inteiro.';

/**
 * Beyond the spec: fake boletos are a known scam against consortium members. Anyone can paste a code and learn
 * whether this administrator issued it, for whom (masked), the quota, the amount and the due date. The check
 * digits alone cannot prove a boleto (see febraban.rules): it is looked up by nosso número and compared.
 */
export function createVerificarBoletoService(deps: { repo: BoletosRepository; parceiros: ParceirosService }) {
  const { repo, parceiros } = deps;
  return {
    /**
     * POST /boletos/verificar: `dominio` names the partner the page was opened on. Only that partner's boletos
     * are "ours": a boleto of another partner checked here is not, since this beneficiário did not issue it.
     */
    async verificar(codigoColado: string, dominio: string): Promise<VerificacaoBoleto> {
      const codigo = codigoColado.replace(/[\s.]/g, '');
      const boleto = /^\d{44}$|^\d{47}$/.test(codigo) ? lerBoleto(codigo) : null;
      const pix = boleto ? null : lerBrCode(codigoColado.trim());
      if (!boleto && !pix) return { emitidoPorNos: false, mensagem: ILEGIVEL, boleto: null };

      const campo =
        boleto && boleto.banco === BANCO_DO_BRASIL ? lerCampoLivreBancoDoBrasil(boleto.campoLivre) : null;
      const parceiro = await parceiros.porDominio(dominio);
      const cobranca = parceiro ? await repo.cobrancaDo(parceiro.id) : undefined;
      const nossoNumero =
        campo && campo.convenio === cobranca?.convenio ? campo.nossoNumero : pix?.txid?.replace(/\D/g, '');
      const achado = nossoNumero && parceiro ? await repo.paraVerificacao(nossoNumero) : undefined;
      const confere =
        achado &&
        achado.boleto.parceiroId === parceiro?.id &&
        (boleto
          ? boleto.linhaDigitavel === achado.boleto.linhaDigitavel
          : achado.boleto.pixCopiaECola === codigoColado.trim());
      if (!achado || !confere) return { emitidoPorNos: false, mensagem: NAO_E_NOSSO, boleto: null };

      const primeiroNome = achado.nome.split(' ')[0] ?? '';
      return {
        emitidoPorNos: true,
        mensagem: MENSAGEM_POR_SITUACAO[achado.boleto.situacao],
        boleto: {
          beneficiario: parceiro!.nome,
          pagador: `${primeiroNome} · ${mascararInscricao(achado.inscricao)}`,
          grupo: achado.grupo,
          cota: achado.cota,
          valorCobrado: achado.boleto.valorCentavos,
          dataVencimento: achado.boleto.dataVencimento,
          situacao: achado.boleto.situacao,
        },
      };
    },
  };
}
export type VerificarBoletoService = ReturnType<typeof createVerificarBoletoService>;
