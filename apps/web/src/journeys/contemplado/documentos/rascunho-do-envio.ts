import { useCallback } from 'react';
import { criarArmazem } from '@/lib/armazem';
import type { Preparado, Rascunho } from './estado-dos-documentos';

/**
 * The files uploaded for the analysis but not sent yet, by quota and document: the list, each document's upload
 * screen and the confirmation are separate routes, and a reload must not lose what was uploaded (the server keeps
 * an unsent file 24 h). Cleared once the sending is accepted.
 */
const armazem = criarArmazem<Record<string, Rascunho>>('contemplacao-documentos-preparados');

export function useRascunhoDoEnvio(idCota: number | undefined) {
  const todos = armazem.usar();
  const rascunho: Rascunho = (idCota !== undefined && todos?.[idCota]) || {};

  // Merged into what is stored now, not into what a screen rendered: an upload that finishes after the date was
  // typed must not put back the document's state from before the date.
  const preparar = useCallback(
    (chave: string, mudanca: Partial<Preparado>) => {
      if (idCota === undefined) return;
      const atual = armazem.ler() ?? {};
      const doc: Preparado = { arquivos: [], ...atual[idCota]?.[chave], ...mudanca };
      armazem.gravar({ ...atual, [idCota]: { ...atual[idCota], [chave]: doc } });
    },
    [idCota],
  );

  const limpar = useCallback(() => {
    if (idCota === undefined) return;
    const { [idCota]: _enviado, ...outras } = armazem.ler() ?? {};
    armazem.gravar(outras);
  }, [idCota]);

  return { rascunho, preparar, limpar };
}
