import { ROTA_HOME } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { CloudOff, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { api, apiInalcancavel } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { PaginaAcesso } from '../components/pagina-acesso';
import { caminhosAcesso } from '../paths';

/** Only a path inside the portal, never an address elsewhere nor this page again. */
function destinoSeguro(de: string | null): string {
  if (!de || !de.startsWith('/') || de.startsWith('//') || de.startsWith(caminhosAcesso.indisponivel))
    return ROTA_HOME;
  return de;
}

/**
 * /indisponivel: the API could not be reached (no answer, or 502/503/504). 'Tentar novamente' asks the API
 * again and, when it answers, returns to the page the customer was on. Coming back online retries on its own.
 */
export default function Indisponivel() {
  useDocumentTitle('Serviço indisponível');
  const [params] = useSearchParams();
  const destino = destinoSeguro(params.get('de'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [estado, setEstado] = useState<'ocioso' | 'testando' | 'falhou'>('ocioso');

  const tentar = useCallback(async () => {
    setEstado('testando');
    try {
      await api.get('/versoes');
    } catch (erro) {
      if (apiInalcancavel(erro)) return setEstado('falhou');
      // Any other answer means the API is there again.
    }
    // Whatever failed while it was away is asked again on the way back.
    await queryClient.resetQueries({ predicate: (q) => q.state.status === 'error' });
    void navigate(destino, { replace: true });
  }, [destino, navigate, queryClient]);

  useEffect(() => {
    const aoVoltar = () => void tentar();
    window.addEventListener('online', aoVoltar);
    return () => window.removeEventListener('online', aoVoltar);
  }, [tentar]);

  return (
    <PaginaAcesso
      titulo="Serviço indisponível no momento"
      descricao="Não conseguimos falar com nossos sistemas. Pode ser a sua conexão com a internet ou uma instabilidade passageira do nosso lado. Seus dados estão seguros."
      icone={<CloudOff />}
      tomIcone="alerta"
    >
      <div className="flex flex-col gap-4">
        {estado === 'falhou' && (
          <Alert tone="alerta" role="alert">
            Ainda não foi possível conectar. Aguarde alguns instantes e tente de novo.
          </Alert>
        )}
        <Button
          size="lg"
          fullWidth
          icon={<RefreshCw className="size-5" aria-hidden="true" />}
          loading={estado === 'testando'}
          onClick={() => void tentar()}
        >
          Tentar novamente
        </Button>
        <p className="text-center text-sm text-tinta-suave">Atendimento de segunda a sexta, das 8h às 19h.</p>
      </div>
    </PaginaAcesso>
  );
}
