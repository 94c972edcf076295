import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { useDocumentTitle } from '@/lib/document-title';
import { TelaDeSituacao } from '../components/tela-de-situacao';

/**
 * /perfil/analisando-informacoes (03 §2 "analysing-information"): the documents went to analysis; the change
 * applies once approved (03 §9 "document analysis up to 7 days").
 */
export default function AnalisandoInformacoes() {
  useDocumentTitle('Analisando suas informações');
  return (
    <TelaDeSituacao
      tom="info"
      icone={<Hourglass className="size-8" aria-hidden="true" />}
      titulo="Estamos analisando suas informações"
      acoes={
        <>
          <Button asChild>
            <Link to={caminhos.home.home}>Voltar ao início</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={caminhos.perfil.perfil}>Ir para o perfil</Link>
          </Button>
        </>
      }
    >
      <p>
        Recebemos seus documentos. A análise leva até <strong className="text-tinta">7 dias</strong> e, assim
        que for aprovada, seus dados são atualizados em todas as suas cotas.
      </p>
      <p>Se precisarmos de algo mais, avisamos você por aqui e pelas notificações.</p>
    </TelaDeSituacao>
  );
}
