import { MENSAGENS_DEVOLUCAO } from '@portal/domain';
import { Ban } from 'lucide-react';
import { caminhos } from '@/app/caminhos';
import { Avancar } from '../components/acoes';
import { TelaDevolucao, Texto } from '../components/tela';

/** /devolucao/indisponivel: denied by the quota's situation (02 §4.10, §8). */
export default function Indisponivel() {
  return (
    <TelaDevolucao
      titulo="Devolução indisponível"
      descricao={MENSAGENS_DEVOLUCAO.situacaoDaCota}
      icone={Ban}
      tom="alerta"
      acao={<Avancar para={caminhos.home.home}>Voltar ao início</Avancar>}
    >
      <Texto>
        A devolução fica disponível quando a cota é cancelada depois de contemplada, ou quando o grupo é
        encerrado.
      </Texto>
    </TelaDevolucao>
  );
}
