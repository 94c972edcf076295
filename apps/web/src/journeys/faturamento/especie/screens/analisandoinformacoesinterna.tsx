import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { Texto } from '../tela';
import { TelaEspecie } from '../components/tela-especie';

/** /faturamentoespecie/analisandoinformacoesinterna: the internal analysis (02 §4.2 RETORNO_BRSCAN, 7 days). */
export default function AnalisandoInformacoesInterna() {
  return (
    <TelaEspecie
      titulo="Ainda estamos analisando"
      acao={() => (
        <Button asChild variant="secondary">
          <Link to={caminhos.home.home}>Voltar ao início</Link>
        </Button>
      )}
    >
      {() => (
        <Texto>
          Seus documentos passaram para a nossa análise interna, que leva até 7 dias úteis. Não é preciso
          enviar nada agora: avisamos você por aqui.
        </Texto>
      )}
    </TelaEspecie>
  );
}
