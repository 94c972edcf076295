import { Navigate } from 'react-router';
import { TelaSeminovo } from '../components/tela-seminovo';
import { caminhoSeminovo } from '../paths';

/** /faturamentoseminovo: opens the screen of the case's phase (02 §4.6). */
export default function Indice() {
  return (
    <TelaSeminovo titulo="Faturamento do veículo seminovo">
      {(s) => <Navigate to={caminhoSeminovo(s.tela)} replace />}
    </TelaSeminovo>
  );
}
