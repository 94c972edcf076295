import { DIAS_UTEIS_ANALISE_PJ, DIAS_UTEIS_RESPOSTA_DEVOLUCAO } from '@portal/domain';
import { Hourglass } from 'lucide-react';
import { TelaDeSituacao } from '../components/situacao';

/** /devolucao/analisando-informacoes: the documents and the account are being analysed. */
export default function AnalisandoInformacoes() {
  return (
    <TelaDeSituacao
      titulo="Estamos analisando suas informações"
      icone={Hourglass}
      descricao={(s) =>
        s.pessoa === 'J'
          ? `A análise de empresa leva até ${DIAS_UTEIS_ANALISE_PJ} dias úteis. Respondemos em até ${DIAS_UTEIS_RESPOSTA_DEVOLUCAO} dias úteis.`
          : `Respondemos em até ${DIAS_UTEIS_RESPOSTA_DEVOLUCAO} dias úteis. Avisaremos aqui no app.`
      }
    />
  );
}
