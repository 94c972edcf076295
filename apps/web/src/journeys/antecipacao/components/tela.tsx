import { FalhaDaJornada, TelaDeJornada, type PropsDaTela } from '@/lib/tela-de-jornada';

export { Carregando, Texto } from '@/lib/tela-de-jornada';

/** One anticipation screen (the journey's frame: `TelaDeJornada`). */
export const TelaAntecipacao = (props: PropsDaTela) => (
  <TelaDeJornada jornada="Antecipação de parcelas" {...props} />
);

export const Falhou = ({ onRetry }: { onRetry: () => void }) => (
  <FalhaDaJornada titulo="Não foi possível acessar a antecipação." onRetry={onRetry} />
);
