import { agoraEmSaoPaulo } from '../comum/datas.ts';
import { formatarData } from '../formatacao/formatacao.rules.ts';

/**
 * The security notice to the OLD contact when the principal e-mail or mobile of a customer changes (issue 17):
 * whoever took over the account and changed the contact would otherwise leave the owner unaware. The notice goes
 * to the previous address only and never shows the new contact in full (it may be the attacker's, and the old
 * address may no longer be the owner's alone).
 */

const OCULTO = '•••';

/** 'maria.santos@example.com' → 'm•••@e•••.com': enough for the owner to recognise it, not to use it. */
export function mascararEmail(email: string): string {
  const arroba = email.lastIndexOf('@');
  if (arroba < 1) return OCULTO;
  const local = email.slice(0, arroba);
  const dominio = email.slice(arroba + 1);
  const ponto = dominio.indexOf('.');
  const nomeDominio = ponto > 0 ? dominio.slice(0, ponto) : dominio;
  const sufixo = ponto > 0 ? dominio.slice(ponto) : '';
  return `${local[0]}${OCULTO}@${nomeDominio[0] ?? ''}${OCULTO}${sufixo}`;
}

/** '11987654321' → '(11) •••••-4321': the area code and the last four digits only. */
export function mascararCelularAviso(celular: string): string {
  const digitos = celular.replace(/\D/g, '');
  if (digitos.length < 6) return OCULTO;
  return `(${digitos.slice(0, 2)}) •••••-${digitos.slice(-4)}`;
}

export interface AvisoDeContato {
  /** The partner's portal name. */
  portal: string;
  nomeDoCliente: string;
  /** The new contact in full; only its masked form goes into the text. Null when the contact was removed. */
  novo: string | null;
  quando: Date;
}

const primeiroNome = (nome: string) => nome.trim().split(/\s+/)[0] || nome;

function quandoEmSaoPaulo(quando: Date): string {
  const { data, hora } = agoraEmSaoPaulo(quando);
  return `${formatarData(data)} às ${hora} (horário de Brasília)`;
}

/** The e-mail to the previous principal e-mail. */
export function avisoDeEmailAlterado(a: AvisoDeContato): { assunto: string; texto: string } {
  const mudanca = a.novo ? `foi alterado para ${mascararEmail(a.novo)}` : 'foi removido';
  return {
    assunto: `${a.portal}: o e-mail da sua conta foi alterado`,
    texto:
      `Olá, ${primeiroNome(a.nomeDoCliente)}!\n\n` +
      `O e-mail principal da sua conta no portal ${a.portal} ${mudanca} em ${quandoEmSaoPaulo(a.quando)}. ` +
      'A partir de agora, os avisos e a recuperação de senha vão para o novo endereço.\n\n' +
      'Se foi você, não é preciso fazer nada. Se não foi você, altere sua senha e fale com a central de ' +
      'atendimento o quanto antes.',
  };
}

/** The SMS to the previous mobile (short: one message). */
export function avisoDeCelularAlterado(a: AvisoDeContato): { assunto: string; texto: string } {
  const mudanca = a.novo ? `foi alterado para ${mascararCelularAviso(a.novo)}` : 'foi removido';
  return {
    assunto: 'Celular da conta alterado',
    texto:
      `${a.portal}: o celular da sua conta ${mudanca} em ${quandoEmSaoPaulo(a.quando)}. ` +
      'Se não foi você, altere sua senha e fale com a central de atendimento.',
  };
}
