import { AguardeInclusao } from '../components/aguarde-inclusao';

/** /faturamentonovo/aguardeinclusaodeconcessionaria: the dealer inclusion request, analysed within 48 h. */
export default function AguardeInclusaoDeConcessionaria() {
  return <AguardeInclusao tipo="CONCESSIONARIA" />;
}
