import type { ParceiroConfiguracao } from '@portal/domain';
import { criarArmazem } from './armazem';
import { CHAVE_PARCEIRO } from './session';

/** Spec §3: the partner customisation is stored locally, so the next visit paints the right brand at once. */
export const parceiro = criarArmazem<ParceiroConfiguracao>(CHAVE_PARCEIRO);

export const NOME_PADRAO = 'Portal do Consorciado';

export function useParceiro(): ParceiroConfiguracao | null {
  return parceiro.usar();
}
