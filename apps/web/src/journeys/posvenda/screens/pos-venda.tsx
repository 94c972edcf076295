import { Navigate } from 'react-router';
import { Etapa } from '../components/tela';
import { caminhoDoPasso } from '../paths';

/** /pos-venda: resumes the onboarding at the customer's current step ("sair e continuar depois"). */
export default function PosVenda() {
  return (
    <Etapa passo="desvio-manual">{(estado) => <Navigate to={caminhoDoPasso(estado.passo)} replace />}</Etapa>
  );
}
