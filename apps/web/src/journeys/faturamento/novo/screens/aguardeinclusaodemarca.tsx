import { AguardeInclusao } from '../components/aguarde-inclusao';

/** /faturamentonovo/aguardeinclusaodemarca: the brand/model inclusion request, analysed within 48 h. */
export default function AguardeInclusaoDeMarca() {
  return <AguardeInclusao tipo="MARCA_MODELO" />;
}
