import { DIAS_UTEIS_RESPOSTA_DEVOLUCAO } from '@portal/domain';
import { CircleCheckBig } from 'lucide-react';
import { useLocation } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { BotaoCopiar } from '@/components/copy-button';
import { Avancar } from '../components/acoes';
import { TelaDevolucao, Texto } from '../components/tela';
import { caminhosDevolucao as c } from '../paths';
import { useStatusDevolucao } from '../use-devolucao';

/** Success with the request code (02 §2.6). */
export default function Sucesso() {
  const estado = useLocation().state as { numero?: string } | null;
  const status = useStatusDevolucao();
  const numero = estado?.numero ?? status.data?.numeroCaso ?? null;
  return (
    <TelaDevolucao
      titulo="Solicitação enviada"
      descricao={`Vamos analisar seus documentos e responder em até ${DIAS_UTEIS_RESPOSTA_DEVOLUCAO} dias úteis.`}
      icone={CircleCheckBig}
      tom="sucesso"
      voltar={{ para: c.acompanharValores, rotulo: 'Acompanhar' }}
      acao={<Avancar para={caminhos.home.home}>Voltar ao início</Avancar>}
    >
      {numero && (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-tinta-suave">Código da solicitação</p>
          <div className="flex items-center gap-3">
            <p
              className="tabular text-3xl font-bold tracking-wider text-tinta"
              data-testid="codigo-solicitacao"
            >
              {numero}
            </p>
            <BotaoCopiar texto={numero} rotulo="Copiar código" />
          </div>
        </div>
      )}
      <Texto>Guarde este código. Avisaremos aqui no app quando a análise terminar.</Texto>
    </TelaDevolucao>
  );
}
