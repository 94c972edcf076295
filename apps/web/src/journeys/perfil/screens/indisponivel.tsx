import { CloudOff } from 'lucide-react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { useDocumentTitle } from '@/lib/document-title';
import { TelaDeSituacao } from '../components/tela-de-situacao';

/** /perfil/indisponivel (03 §2 "unavailable"): the registration update cannot be done in the app now. */
export default function Indisponivel() {
  useDocumentTitle('Atualização indisponível');
  return (
    <TelaDeSituacao
      tom="perigo"
      icone={<CloudOff className="size-8" aria-hidden="true" />}
      titulo="Atualização indisponível no momento"
      acoes={
        <>
          <Button asChild>
            <Link to={caminhos.home.home}>Voltar ao início</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={caminhos.filiais.atendimento}>Falar com a central</Link>
          </Button>
        </>
      }
    >
      <p>
        Não conseguimos atualizar seus dados agora. Tente novamente mais tarde ou fale com a nossa central.
      </p>
    </TelaDeSituacao>
  );
}
