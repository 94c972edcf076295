import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { useDocumentTitle } from '@/lib/document-title';
import { TelaDeSituacao } from '../components/tela-de-situacao';

/**
 * /perfil/filial (03 §2 "DOCUMENTO_RECUSADO → branch screen"): the documents were refused; the change is done
 * in person at a branch (the filiais journey's list).
 */
export default function Filial() {
  useDocumentTitle('Atualização em uma filial');
  return (
    <TelaDeSituacao
      tom="alerta"
      icone={<Building2 className="size-8" aria-hidden="true" />}
      titulo="Não foi possível validar seus documentos"
      acoes={
        <>
          <Button asChild>
            <Link to={caminhos.filiais.filiais}>Ver filiais</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={caminhos.filiais.atendimento}>Falar com a central</Link>
          </Button>
        </>
      }
    >
      <p>
        Por segurança, essa atualização cadastral precisa ser concluída em uma de nossas filiais. Leve um
        documento oficial com foto.
      </p>
    </TelaDeSituacao>
  );
}
