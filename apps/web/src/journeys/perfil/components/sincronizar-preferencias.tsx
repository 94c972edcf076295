import { useEffect } from 'react';
import { definirTamanhoFonte } from '@/lib/fonte';
import { useUsuarioPreferencias } from '../use-preferencias';

/**
 * Mounted once in the main template: after a login (or on another device) the font size saved in the
 * account replaces this device's copy. It runs when the server's answer changes, never while the customer
 * is still choosing a size (that change is saved first, and the answer then agrees with the screen).
 */
export function SincronizarPreferencias() {
  const { data } = useUsuarioPreferencias();
  const tamanho = data?.font_size;
  useEffect(() => {
    if (tamanho !== undefined) definirTamanhoFonte(tamanho);
  }, [tamanho]);
  return null;
}

/** The customer's photo for the account avatar, when they chose one. */
export function useFotoDoUsuario(): string | null {
  return useUsuarioPreferencias().data?.photo_url ?? null;
}
