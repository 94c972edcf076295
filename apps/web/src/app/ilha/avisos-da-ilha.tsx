import { useEffect, useState } from 'react';
import { chamar } from '@/lib/chamar';
import { dadosDaPagina } from '@/lib/parceiro-inicial';
import { avisosDoParceiro, INTERVALO_AVISOS_MS } from '@/journeys/parceiros/components/avisos-do-parceiro';
import { FaixaDeAvisos } from '@/journeys/parceiros/components/faixa-de-avisos';

/**
 * The maintenance banner of the login island: the warnings the page came with (the island only opens on a page
 * that has them), asked again every few minutes as the app does; a failed refresh keeps what is shown.
 */
export function AvisosDaIlha() {
  const daPagina = dadosDaPagina();
  const [avisos, setAvisos] = useState(daPagina?.avisos);
  const id = daPagina?.parceiro.id;
  useEffect(() => {
    if (id === undefined) return;
    const timer = window.setInterval(() => {
      void avisosDoParceiro()
        .then((op) => chamar(op, { params: { id } }))
        .then(setAvisos, () => undefined);
    }, INTERVALO_AVISOS_MS);
    return () => window.clearInterval(timer);
  }, [id]);
  return <FaixaDeAvisos avisos={avisos} />;
}
