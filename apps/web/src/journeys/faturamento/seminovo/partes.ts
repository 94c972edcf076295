/** The billing journey's small parts (as the billing start's screens use them), for the used vehicle's screens. */
export { Avancar, OpcaoLink, Texto } from '../components/tela';
