import { Navigate, useParams } from 'react-router';
import { useCotaSelecionada } from '@/lib/cotas';
import { SelecaoDeDocumentos } from '../components/selecao-de-documentos';
import { caminhoDaLista } from '../paths';

/** /contemplado/documentos/{doc?}: a heavy-vehicle quota is taken to its own list (documentos-pesado). */
export default function SelecaoDocumentos() {
  const { cota } = useCotaSelecionada();
  const { doc } = useParams();
  if (cota?.categoria === 'pesados') return <Navigate to={caminhoDaLista(true, doc)} replace />;
  return <SelecaoDeDocumentos pesado={false} />;
}
