import { CircleCheckBig } from 'lucide-react';
import { useLocation } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Avancar, Linha, TelaTransferencia, Texto } from '../components/tela';

/** /transferencia-cota/sucesso: the request was sent, with its protocol and where the confirmation went. */
export default function Sucesso() {
  const estado = useLocation().state as { protocolo?: string; emailConfirmacao?: string | null } | null;
  return (
    <TelaTransferencia
      titulo="Pedido de transferência enviado"
      descricao={
        estado?.emailConfirmacao
          ? `Enviamos a confirmação para o seu e-mail ${estado.emailConfirmacao}.`
          : 'Recebemos o seu pedido.'
      }
      icone={CircleCheckBig}
      tom="sucesso"
      acao={<Avancar para={caminhos.home.home}>Voltar ao início</Avancar>}
    >
      {estado?.protocolo && (
        <dl>
          <Linha rotulo="Protocolo">
            <span data-testid="protocolo-transferencia">{estado.protocolo}</span>
          </Linha>
        </dl>
      )}
      <Texto>
        Nossa equipe vai analisar o pedido. Quando a transferência for concluída, avisaremos você e o novo
        titular por e-mail.
      </Texto>
    </TelaTransferencia>
  );
}
