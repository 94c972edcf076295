import type { ReactNode } from 'react';
import { caminhos } from '@/app/caminhos';
import { PaginaDaJornada } from '@/lib/journey-page';
import { caminhosLances } from '../paths';

export { CotaSelecionada } from '@/lib/journey-page';

const secoes = {
  rotulo: 'Seções de lances',
  itens: [
    { para: caminhosLances.introducao, rotulo: 'Como funciona' },
    { para: caminhosLances.ofertar, rotulo: 'Ofertar lance' },
    { para: caminhosLances.historico, rotulo: 'Histórico' },
  ],
} as const;

/** A screen of the bid journey: title, the selected quota with the way to switch it, and the journey's sections. */
export function PaginaLances(props: { titulo: string; descricao?: ReactNode; children: ReactNode }) {
  return <PaginaDaJornada {...props} secoes={secoes} trocarCota={caminhos.cotas.lista} />;
}
