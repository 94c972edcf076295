import { EsperaDaAnalise } from '../components/espera';

/** /faturamento/analisandoinformacoes (02 §4.4 analysing; 02 §9: up to 48 business hours). */
export default function AnalisandoInformacoes() {
  return (
    <EsperaDaAnalise
      titulo="Estamos analisando as suas informações"
      prazo="A análise leva até 48 horas úteis."
    />
  );
}
