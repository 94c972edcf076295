import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { caminhos } from '@/app/caminhos';
import { TelaFaturamento, Texto } from '../components/tela';
import { caminhosFaturamento as c } from '../paths';

/** /faturamento/cpfreprovado: the credit analysis refused the holder (REPROVADO). */
export default function CpfReprovado() {
  return (
    <TelaFaturamento
      titulo="A análise de crédito não foi aprovada"
      descricao="Por isso o faturamento não pode ser iniciado agora."
      voltar={{ para: c.iniciar, rotulo: 'Voltar' }}
    >
      <Alert tone="perigo">O crédito não foi liberado para faturamento.</Alert>
      <Texto>
        Você pode apresentar a renda de outra pessoa ou novos documentos. Procure uma filial: lá revemos a
        análise com você.
      </Texto>
      <div>
        <Button asChild variant="secondary" icon={<Building2 className="size-4" aria-hidden="true" />}>
          <Link to={caminhos.filiais.filiais}>Encontrar uma filial</Link>
        </Button>
      </div>
    </TelaFaturamento>
  );
}
