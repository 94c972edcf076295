import { MENSAGENS_TRANSFERENCIA } from '@portal/domain';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { TelaTransferencia, Texto } from '../components/tela';
import { caminhosTransferencia as c } from '../paths';

/** /transferencia-cota/erro: the transfer could not be completed, with a try-again action (03 §8). */
export default function Erro() {
  return (
    <TelaTransferencia
      titulo="Não foi possível concluir a transferência"
      descricao={MENSAGENS_TRANSFERENCIA.falha}
      icone={TriangleAlert}
      tom="perigo"
      voltar={{ para: caminhos.home.home, rotulo: 'Voltar ao início' }}
      acao={
        <Button asChild>
          <Link to={c.introducao}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Tentar novamente
          </Link>
        </Button>
      }
    >
      <Texto>Nenhum pedido foi registrado. Confira a sua conexão e tente de novo em instantes.</Texto>
    </TelaTransferencia>
  );
}
