/** The billing journey's screen frame and its paths, for the cash billing part of the journey. */
export { TelaFaturamento, Texto } from '../components/tela';
export { caminhosFaturamento } from '../paths';
