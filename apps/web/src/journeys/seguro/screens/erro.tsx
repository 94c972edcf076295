import { MENSAGENS_SEGURO } from '@portal/domain';
import { CircleAlert, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { TelaSeguro, Texto } from '../components/tela';
import { caminhosSeguro as c } from '../paths';

/** /ofertaseguro/erro (03 §8 "Insurance request failure"): 'Ops, algo de errado', try again later. */
export default function Erro() {
  return (
    <TelaSeguro
      titulo={MENSAGENS_SEGURO.falhaTitulo}
      descricao={MENSAGENS_SEGURO.falha}
      icone={CircleAlert}
      tom="perigo"
      voltar={{ para: caminhos.home.home, rotulo: 'Início' }}
      acao={
        <Button asChild>
          <Link to={c.solicitar}>
            <RotateCcw className="-ml-1 size-4" aria-hidden="true" />
            Tentar novamente
          </Link>
        </Button>
      }
    >
      <Texto>Seu pedido não foi registrado. Nenhum dado foi perdido: tente de novo em alguns minutos.</Texto>
    </TelaSeguro>
  );
}
