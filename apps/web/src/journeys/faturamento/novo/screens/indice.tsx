import { Navigate } from 'react-router';
import { TelaNovo } from '../components/tela-novo';
import { caminhoDaTelaNovo } from '../paths';

/** /faturamentonovo: opens the screen of the case's phase (02 §4.5). */
export default function Indice() {
  return (
    <TelaNovo titulo="Faturamento do veículo 0 km">
      {(s) => <Navigate to={caminhoDaTelaNovo(s.tela)} replace />}
    </TelaNovo>
  );
}
