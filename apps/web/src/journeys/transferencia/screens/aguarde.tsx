import { Hourglass } from 'lucide-react';
import { caminhos } from '@/app/caminhos';
import { Avancar, TelaTransferencia, Texto } from '../components/tela';

/** /transferencia-cota/aguarde: a transfer of this quota is already in progress (03 §2, §4: iniciado). */
export default function Aguarde() {
  return (
    <TelaTransferencia
      titulo="Transferência em andamento"
      descricao="Já existe um pedido de transferência desta cota em análise."
      icone={Hourglass}
      tom="alerta"
      acao={<Avancar para={caminhos.home.home}>Voltar ao início</Avancar>}
    >
      <Texto>
        Assim que a análise terminar, você receberá a resposta por e-mail. Enquanto isso, a cota continua
        sendo sua e não é possível fazer outro pedido de transferência para ela.
      </Texto>
    </TelaTransferencia>
  );
}
