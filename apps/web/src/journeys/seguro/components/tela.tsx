import { FalhaDaJornada, TelaDeJornada, type PropsDaTela } from '@/lib/tela-de-jornada';

export { Carregando, Texto } from '@/lib/tela-de-jornada';

/** One insurance offer screen (the journey's frame: `TelaDeJornada`). */
export const TelaSeguro = (props: PropsDaTela) => <TelaDeJornada jornada="Seguro" {...props} />;

export const Falhou = ({ onRetry }: { onRetry: () => void }) => (
  <FalhaDaJornada titulo="Não foi possível carregar a oferta de seguro." onRetry={onRetry} />
);
