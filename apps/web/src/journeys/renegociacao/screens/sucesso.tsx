import { formatarData, type Renegociacao } from '@portal/domain';
import { CircleCheckBig, Receipt } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { DescriptionList } from '@/components/description-list';
import { Money } from '@/components/money';
import { Carregando, TelaRenegociacao, Texto } from '../components/tela';
import { caminhosRenegociacao as c } from '../paths';
import { useValidacaoRenegociacao } from '../use-renegociacao';

/** /boletos/renegociar/sucesso (03 §2): the renegotiation made, and the next instalment to pay by its due date. */
export default function Sucesso() {
  const estado = useLocation().state as { renegociacao?: Renegociacao } | null;
  const validacao = useValidacaoRenegociacao();
  const r = estado?.renegociacao ?? validacao.data?.ultimaRenegociacao ?? null;
  if (!r && validacao.isPending) return <Carregando />;
  return (
    <TelaRenegociacao
      titulo="Renegociação feita"
      descricao="Sua cota está em dia de novo."
      icone={CircleCheckBig}
      tom="sucesso"
      voltar={{ para: c.introducao, rotulo: 'Acompanhar' }}
      acao={
        <Button asChild>
          <Link to={caminhos.boletos.lista}>
            <Receipt className="-ml-1 size-4" aria-hidden="true" />
            Gerar boleto da próxima parcela
          </Link>
        </Button>
      }
    >
      {r && (
        <DescriptionList
          itens={[
            { termo: 'Parcelas renegociadas', descricao: r.numeroParcelas.join(' e ') },
            { termo: 'Valor renegociado', descricao: <Money centavos={r.valorRenegociadoCentavos} /> },
            { termo: 'Próxima parcela', descricao: String(r.numeroProximaParcela) },
            { termo: 'Pagar até', descricao: formatarData(r.dataLimite) },
          ]}
        />
      )}
      <Texto>
        Pague a próxima parcela até o vencimento para concluir a renegociação. Se ela não for paga até lá, a
        renegociação é desfeita e avisamos você aqui no app.
      </Texto>
    </TelaRenegociacao>
  );
}
