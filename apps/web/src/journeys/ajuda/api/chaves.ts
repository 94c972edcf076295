/**
 * Every help-centre query of a partner lives under this key. It holds the customer's own votes, so it is not
 * under the partner root: logging out clears it with the rest of the customer's data.
 */
export const chaveAjuda = (idParceiro: number) => ['ajuda', idParceiro] as const;
export const chaveBuscasAjuda = (idParceiro: number) => [...chaveAjuda(idParceiro), 'search'] as const;
