import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { PaginaDaJornada } from '@/lib/journey-page';
import { caminhosBoletos } from '../paths';

export { CotaSelecionada } from '@/lib/journey-page';

const secoes = {
  rotulo: 'Seções de boletos',
  itens: [
    { para: caminhosBoletos.lista, rotulo: 'Parcelas', fim: true },
    { para: caminhosBoletos.historico, rotulo: 'Histórico' },
    { para: caminhosBoletos.composicao, rotulo: 'Composição' },
    { para: caminhosBoletos.quitacao, rotulo: 'Quitação' },
    { para: caminhosBoletos.formaDeEnvio, rotulo: 'Forma de envio' },
  ],
} as const;

/** A section of the boletos journey; detail views (one boleto) pass `voltar` and go without the sections. */
export function PaginaBoletos(props: {
  titulo: string;
  descricao?: ReactNode;
  voltar?: { para: string; rotulo: string };
  children: ReactNode;
}) {
  // "Trocar cota" comes back here, to the same section and filter, once the quota is chosen.
  const { pathname, search } = useLocation();
  return (
    <PaginaDaJornada
      {...props}
      secoes={secoes}
      trocarCota={caminhos.cotas.escolherEVoltar(`${pathname}${search}`)}
    />
  );
}
