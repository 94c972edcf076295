import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { caminhos } from '@/app/caminhos';
import { TelaFaturamento, Texto } from '../components/tela';

/** /faturamento/identificacaofilial: the identification must be done at a branch (DOCUMENTO_RECUSADO). */
export default function IdentificacaoFilial() {
  return (
    <TelaFaturamento
      titulo="Identificação na filial"
      descricao="Precisamos confirmar a sua identidade pessoalmente."
    >
      <Texto>
        Leve um documento oficial com foto a uma das nossas filiais. Depois da identificação, o faturamento
        continua pelo app.
      </Texto>
      <div>
        <Button asChild icon={<Building2 className="size-4" aria-hidden="true" />}>
          <Link to={caminhos.filiais.filiais}>Encontrar uma filial</Link>
        </Button>
      </div>
    </TelaFaturamento>
  );
}
