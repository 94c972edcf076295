import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { caminhos } from '@/app/caminhos';
import { TelaFaturamento, Texto } from './tela';

/** Waiting for the analyst: what is happening, how long it takes, where the answer shows. */
export function EsperaDaAnalise({ titulo, prazo }: { titulo: string; prazo: string }) {
  return (
    <TelaFaturamento titulo={titulo} descricao={prazo}>
      <div className="flex items-start gap-4">
        <span
          className="grid size-12 shrink-0 place-items-center rounded-2xl bg-primaria/10 text-primaria-texto"
          aria-hidden="true"
        >
          <Hourglass className="size-6" />
        </span>
        <Texto>
          Recebemos os seus documentos e estamos confirmando a sua identidade. Quando terminarmos, você recebe
          uma notificação e o próximo passo aparece na home.
        </Texto>
      </div>
      <div>
        <Button asChild variant="secondary">
          <Link to={caminhos.home.home}>Voltar para a home</Link>
        </Button>
      </div>
    </TelaFaturamento>
  );
}
