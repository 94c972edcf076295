import type { CodigoFase } from '../casos/fases.schemas.ts';
import { hojeEmSaoPaulo } from '../comum/datas.ts';
import { formatarData } from '../formatacao/formatacao.rules.ts';

/**
 * The digital inspection (issue 21, ADR 0058): the SMS link opens the portal's link-sent screen, where the holder,
 * signed in on the phone, takes these photos of the vehicle; the inspector reads them and the analyst records the
 * report. Each photo is one file of the `vistoria-digital` upload flow.
 */
export const FOTOS_VISTORIA_DIGITAL = [
  { codigo: 'frente', rotulo: 'Frente', dica: 'O veículo inteiro, de frente, com a placa legível.' },
  { codigo: 'traseira', rotulo: 'Traseira', dica: 'O veículo inteiro, de trás, com a placa legível.' },
  { codigo: 'lateralEsquerda', rotulo: 'Lateral esquerda', dica: 'De ponta a ponta, com as rodas.' },
  { codigo: 'lateralDireita', rotulo: 'Lateral direita', dica: 'De ponta a ponta, com as rodas.' },
  { codigo: 'painel', rotulo: 'Painel ligado', dica: 'Com o hodômetro e as luzes de alerta visíveis.' },
  { codigo: 'chassi', rotulo: 'Número do chassi', dica: 'Gravado na carroceria, no assoalho ou no vidro.' },
  { codigo: 'motor', rotulo: 'Motor', dica: 'Com o capô aberto e o número do motor, se visível.' },
] as const;
export type CodigoFotoVistoria = (typeof FOTOS_VISTORIA_DIGITAL)[number]['codigo'];

/**
 * Where the photos may be sent: the link was sent (AGENDAR_VISTORIA_DIGITAL) or the inspector asked for new ones
 * (ERRO_VISTORIA). Sending them moves the case to VISTORIA_DIGITAL_AGENDADA, out of these: once per request.
 */
export const FASES_FOTOS_VISTORIA_DIGITAL = [
  'AGENDAR_VISTORIA_DIGITAL',
  'ERRO_VISTORIA',
] as const satisfies readonly CodigoFase[];
export const FASE_FOTOS_VISTORIA_ENVIADAS: CodigoFase = 'VISTORIA_DIGITAL_AGENDADA';

/** An instant's São Paulo date as the screens write it ('2026-12-27T02:00:00Z' → '26/12/2026'). */
const dataEmSaoPaulo = (instante: string) => formatarData(hojeEmSaoPaulo(new Date(instante)));

export const MENSAGENS_VISTORIA_DIGITAL = {
  faltaFoto: (rotulo: string) => `Falta a foto: ${rotulo.toLowerCase()}.`,
  fotosIndisponiveis: 'As fotos da vistoria digital não podem ser enviadas nesta etapa.',
  linkExpirado: (expiraEm: string) =>
    `O link da vistoria digital expirou em ${dataEmSaoPaulo(expiraEm)}. Fale com a central de atendimento para reagendar a vistoria.`,
  semCelular:
    'Não há celular cadastrado para receber o link da vistoria. Atualize o seu celular e tente de novo.',
  fotoRepetida: 'Envie uma foto diferente para cada posição.',
} as const;

/**
 * The SMS with the link (02 §5: valid 30 days). The link is the portal's own screen, behind the customer's
 * login: it carries no token, so the message reveals nothing to whoever reads it.
 */
export function smsVistoriaDigital(p: {
  parceiro: string;
  dominio: string;
  veiculo: string;
  expiraEm: string;
}): string {
  return (
    `${p.parceiro}: fotografe o ${p.veiculo} para a vistoria digital em ` +
    `https://${p.dominio}/faturamentoseminovo/vistoriadigital/linkenviado (entre com o seu CPF/CNPJ). ` +
    `O link vale até ${dataEmSaoPaulo(p.expiraEm)}.`
  );
}
