import { Navigate } from 'react-router';
import { TelaEspecie } from '../components/tela-especie';
import { caminhoDaTelaEspecie } from '../paths';

/** /faturamentoespecie: opens the screen of the cash case (02 §4.2 family 1, then the next step). */
export default function Indice() {
  return (
    <TelaEspecie titulo="Crédito em espécie">
      {(s) => <Navigate to={caminhoDaTelaEspecie(s.tela)} replace />}
    </TelaEspecie>
  );
}
