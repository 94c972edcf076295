import { useEffect } from 'react';
import { parceiro } from '@/lib/parceiro';
import { aplicarTema } from '@/lib/theme';
import { useConfiguracao } from '../api/get-configuracao';

/** Loads this domain's partner, keeps it on the device (spec §3) and paints its brand. Renders nothing. */
export function ParceiroDoDominio() {
  const { data } = useConfiguracao(window.location.hostname);
  useEffect(() => {
    if (!data) return;
    parceiro.gravar(data);
    aplicarTema(data);
  }, [data]);
  return null;
}
