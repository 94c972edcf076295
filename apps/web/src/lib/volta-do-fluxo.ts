import { useSearchParams } from 'react-router';

/**
 * A flow that embeds the registration update (the new-vehicle billing's /faturamentonovo/atualizacaocadastral,
 * 02 §2.4, the used vehicle's /faturamentoseminovo/atualizacaocadastral/*, 02 §2.5, and the after-sales
 * onboarding's /pos-venda/dados-cadastrais-edicao, 03 §2) opens the profile's e-mail/phone and address screens
 * with `?voltar=<its screen>`: their back link
 * and the return after the SMS-confirmed save go there instead of the profile. Only such a screen of ours is
 * accepted (no open redirect).
 */
const VOLTAS_PERMITIDAS =
  /^\/(faturamentonovo\/[a-z-]+|faturamentoseminovo\/atualizacaocadastral\/[a-z]+|pos-venda\/dados-cadastrais-edicao)$/;

export function useVoltaDoFluxo(): string | null {
  const [busca] = useSearchParams();
  const voltar = busca.get('voltar');
  return voltar && VOLTAS_PERMITIDAS.test(voltar) ? voltar : null;
}

/** The profile screen's URL that returns to `volta` when done. */
export const comVolta = (caminho: string, volta: string) => `${caminho}?voltar=${encodeURIComponent(volta)}`;
