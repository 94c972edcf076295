import { agoraEmSaoPaulo, formatarData } from '@portal/domain';

/**
 * The e-mails a customer gets when a passkey of theirs is enrolled or removed (issue 14): whoever enrolled a
 * passkey can log in as them, so they are told at once and told what to do. Nothing secret goes in: the
 * device's name, the partner and the time only.
 */
interface Aviso {
  portal: string;
  nomeDoCliente: string;
  nomeDispositivo: string | null;
  quando: Date;
}

const primeiroNome = (nome: string) => nome.split(' ')[0] ?? nome;
const NOME_PADRAO_DISPOSITIVO = 'Aparelho sem nome';

/** '25/11/2026 às 14:05 (horário de Brasília)': the zone named, since the reader may be anywhere. */
function quandoEmSaoPaulo(quando: Date): string {
  const { data, hora } = agoraEmSaoPaulo(quando);
  return `${formatarData(data)} às ${hora} (horário de Brasília)`;
}

const SE_NAO_FOI_VOCE = 'Se não foi você, remova a biometria em Biometria e altere sua senha.';

export function avisoDeCadastro(a: Aviso) {
  const aparelho = a.nomeDispositivo ?? NOME_PADRAO_DISPOSITIVO;
  return {
    assunto: `${a.portal}: biometria ativada (${aparelho})`,
    texto:
      `Olá, ${primeiroNome(a.nomeDoCliente)}!\n\n` +
      `A biometria "${aparelho}" foi ativada para entrar no portal ${a.portal} em ${quandoEmSaoPaulo(a.quando)}. ` +
      'A partir de agora, esse aparelho entra na sua conta sem a senha.\n\n' +
      SE_NAO_FOI_VOCE,
  };
}

export function avisoDeRemocao(a: Aviso) {
  const aparelho = a.nomeDispositivo ?? NOME_PADRAO_DISPOSITIVO;
  return {
    assunto: `${a.portal}: biometria removida (${aparelho})`,
    texto:
      `Olá, ${primeiroNome(a.nomeDoCliente)}!\n\n` +
      `A biometria "${aparelho}" foi removida da sua conta no portal ${a.portal} em ${quandoEmSaoPaulo(a.quando)} ` +
      'e não entra mais sem a senha.\n\nSe não foi você, altere sua senha.',
  };
}
