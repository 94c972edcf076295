import { Navigate } from 'react-router';
import { useSessao } from '@/lib/session';
import { useAlteracaoPendente } from '../alteracao-pendente';
import { ParaOLogin } from '../components/para-o-login';
import { caminhosPerfil } from '../paths';

/**
 * /perfil/token (03 §2; no login by the route table, a visitor without a session goes to the login "token (sub-steps send, insert, validate)"): the way into the SMS confirmation. With a
 * change waiting, its first step; without one (a reload, a bookmark), the profile.
 */
export default function TokenDaRota() {
  return useSessao() ? <Token /> : <ParaOLogin />;
}

function Token() {
  const { alteracao } = useAlteracaoPendente(useSessao()?.idCotaPadrao);
  return <Navigate to={alteracao ? caminhosPerfil.tokenEnviar : caminhosPerfil.perfil} replace />;
}
