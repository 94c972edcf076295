/** Payouts in the back-office and in the customer's notifications (issue 20, ADR 0042). */
import { diasUteisEntre } from '../comum/dias-uteis.ts';
import { formatarGrupoCota, formatarMoeda } from '../formatacao/formatacao.rules.ts';
import type { TextoNotificacao } from '../notificacoes/notificacoes.rules.ts';

/** Business days from today to the promised date: 0 on the day, negative when late. */
export const diasUteisAtePrevisto = (hoje: string, dataPrevista: string): number =>
  diasUteisEntre(hoje, dataPrevista);

/** The holder's document as the queue shows it: enough to recognise, not to copy ('***.982.247-**'). */
export function mascararDocumentoFavorecido(doc: string): string {
  const d = doc.replace(/\D/g, '');
  if (d.length === 11) return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
  if (d.length === 14) return `**.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-**`;
  return '***';
}

/** The account as the queue shows it: the last three digits and the check digit ('•••345-6'). */
export const mascararConta = (conta: string, digito: string): string => `•••${conta.slice(-3)}-${digito}`;

const CAMINHO_SOLICITACOES = '/requests';

export function textoRepassePago(r: {
  grupo: number;
  cota: number;
  valorCentavos: number;
}): TextoNotificacao {
  const cota = formatarGrupoCota(r.grupo, r.cota);
  const valor = formatarMoeda(r.valorCentavos);
  return {
    titulo: 'Pagamento realizado',
    resumo: `Depositamos ${valor} referente à cota ${cota}.`,
    conteudo:
      `O pagamento de ${valor} referente à cota ${cota} foi creditado pelo banco na conta que você informou. ` +
      'Acompanhe em Minhas solicitações.',
    link: CAMINHO_SOLICITACOES,
  };
}

export function textoRepasseRejeitado(r: {
  grupo: number;
  cota: number;
  valorCentavos: number;
  motivo: string;
}): TextoNotificacao {
  const cota = formatarGrupoCota(r.grupo, r.cota);
  const valor = formatarMoeda(r.valorCentavos);
  return {
    titulo: 'Pagamento estornado',
    resumo: `O banco não conseguiu creditar ${valor} referente à cota ${cota}.`,
    conteudo:
      `O banco recusou o pagamento de ${valor} referente à cota ${cota}: ${r.motivo} ` +
      'Confira seus dados bancários e faça uma nova solicitação.',
    link: CAMINHO_SOLICITACOES,
  };
}
