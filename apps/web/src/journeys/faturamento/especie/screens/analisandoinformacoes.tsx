import { faseEm, formatarData } from '@portal/domain';
import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { Texto } from '../tela';
import { TelaEspecie } from '../components/tela-especie';

/**
 * /faturamentoespecie/analisandoinformacoes, both variants (02 §4.2): the documents' analysis (up to 48
 * business hours) and a company's (ANALISE_FATURAMENTO, SUSPEITA_FRAUDE: up to 7 business days).
 */
export default function AnalisandoInformacoes() {
  return (
    <TelaEspecie
      titulo="Estamos analisando suas informações"
      acao={() => (
        <Button asChild variant="secondary">
          <Link to={caminhos.home.home}>Voltar ao início</Link>
        </Button>
      )}
    >
      {(s) => {
        const empresa = faseEm(s.fase, ['ANALISE_FATURAMENTO', 'SUSPEITA_FRAUDE']);
        return (
          <>
            <div className="flex items-start gap-3" aria-live="polite">
              <Hourglass className="mt-0.5 size-6 shrink-0 text-primaria-texto" aria-hidden="true" />
              <Texto>
                {empresa
                  ? 'Recebemos os documentos da empresa. A análise de empresas leva até 7 dias úteis.'
                  : 'Recebemos seus documentos. A análise leva até 48 horas úteis.'}{' '}
                Avisamos você por aqui quando terminar.
              </Texto>
            </div>
            {s.retornoAte && (
              <Texto>
                Pedido de pagamento recebido: respondemos até <strong>{formatarData(s.retornoAte)}</strong>.
              </Texto>
            )}
          </>
        );
      }}
    </TelaEspecie>
  );
}
