import { Navigate } from 'react-router';
import { Carregando, Falhou } from '../components/tela';
import { caminhoDaTela, caminhosDevolucao as c } from '../paths';
import { useStatusDevolucao } from '../use-devolucao';

/** /devolucao: opens the screen of the refund's phase or state (02 §2.6: Introduction when there is none). */
export default function Indice() {
  const status = useStatusDevolucao();
  if (status.isPending) return <Carregando />;
  if (status.isError) return <Falhou onRetry={() => void status.refetch()} />;
  return <Navigate to={caminhoDaTela[status.data.tela] ?? c.introducao} replace />;
}
