import { useEffect } from 'react';
import { NOME_PADRAO, useParceiro } from './parceiro';

/** 'Entrar · <partner name>': every screen names itself for tabs, history and screen readers. */
export function useDocumentTitle(titulo: string): void {
  const nome = useParceiro()?.name ?? NOME_PADRAO;
  useEffect(() => {
    document.title = titulo ? `${titulo} · ${nome}` : nome;
  }, [titulo, nome]);
}
