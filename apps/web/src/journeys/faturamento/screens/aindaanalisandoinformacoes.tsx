import { EsperaDaAnalise } from '../components/espera';

/** /faturamento/aindaanalisandoinformacoes (02 §4.4, §4.10: internal analysis up to 7 business days). */
export default function AindaAnalisandoInformacoes() {
  return (
    <EsperaDaAnalise
      titulo="Ainda estamos analisando"
      prazo="A sua identificação foi para a análise interna, que leva até 7 dias úteis."
    />
  );
}
