import { FileCheck2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { caminhosPerfil } from '../paths';

/** No registration change waits for documents: nothing to send from here. */
export function SemAlteracao({ titulo, descricao }: { titulo: string; descricao: string }) {
  return (
    <EmptyState
      icon={<FileCheck2 className="size-6" aria-hidden="true" />}
      titulo={titulo}
      descricao={descricao}
      acao={
        <Button asChild variant="secondary">
          <Link to={caminhosPerfil.perfil}>Ir para o perfil</Link>
        </Button>
      }
    />
  );
}
