import { FalhaDaJornada, TelaDeJornada, type PropsDaTela } from '@/lib/tela-de-jornada';

export { Carregando, Texto } from '@/lib/tela-de-jornada';

/** One renegotiation screen (the journey's frame: `TelaDeJornada`). */
export const TelaRenegociacao = (props: PropsDaTela) => (
  <TelaDeJornada jornada="Renegociação de parcelas" {...props} />
);

export const Falhou = ({ onRetry }: { onRetry: () => void }) => (
  <FalhaDaJornada titulo="Não foi possível acessar a renegociação." onRetry={onRetry} />
);
