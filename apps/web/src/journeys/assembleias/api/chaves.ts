import { POR_COTA } from '@/lib/queries/chaves';

/**
 * Every assembly query of a quota lives under this key (and under POR_COTA, so a quota switch clears it). The
 * home card asks the same dashboard call under the same key: one cache entry for both.
 */
export const chaveAssembleias = (idCota: number) => [POR_COTA, idCota, 'assembleias'] as const;
