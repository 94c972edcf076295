import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { useDocumentTitle } from '@/lib/document-title';
import { TelaDeSituacao } from '../components/tela-de-situacao';

/** /perfil/documento-aprovado (03 §2 "document approved"): the analyst approved; the data is updated. */
export default function DocumentoAprovado() {
  useDocumentTitle('Documentos aprovados');
  return (
    <TelaDeSituacao
      tom="sucesso"
      icone={<BadgeCheck className="size-8" aria-hidden="true" />}
      titulo="Documentos aprovados"
      acoes={
        <>
          <Button asChild>
            <Link to={caminhos.perfil.perfil}>Ver meu perfil</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={caminhos.home.home}>Voltar ao início</Link>
          </Button>
        </>
      }
    >
      <p>Tudo certo com a sua validação de identidade. Seus dados cadastrais já estão atualizados.</p>
    </TelaDeSituacao>
  );
}
