import { FalhaDaJornada, TelaDeJornada, type PropsDaTela } from '@/lib/tela-de-jornada';

export { Carregando, Texto } from '@/lib/tela-de-jornada';

/** One refund screen (the journey's frame: `TelaDeJornada`). */
export const TelaDevolucao = (props: PropsDaTela) => (
  <TelaDeJornada jornada="Devolução de valores" {...props} />
);

export const Falhou = ({ onRetry }: { onRetry: () => void }) => (
  <FalhaDaJornada titulo="Não foi possível acessar a devolução de valores." onRetry={onRetry} />
);
