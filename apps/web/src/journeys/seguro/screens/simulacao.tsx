import { ChevronRight, Calculator } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { Button } from '@/components/button';
import { DescriptionList } from '@/components/description-list';
import { Money } from '@/components/money';
import { Carregando, Falhou, TelaSeguro, Texto } from '../components/tela';
import { caminhosSeguro as c } from '../paths';
import { useDadosSeguro } from '../use-seguro';

/** /ofertaseguro/simulacao (03 §2, §9): the cover, the quota's instalment for up to 6 months. */
export default function Simulacao() {
  const dados = useDadosSeguro();
  if (dados.isPending) return <Carregando />;
  if (dados.isError) return <Falhou onRetry={() => void dados.refetch()} />;
  const d = dados.data;
  if (!d.ofertaDisponivel) return <Navigate to={c.introducao} replace />;
  const s = d.simulacao;
  return (
    <TelaSeguro
      titulo="Simulação da cobertura"
      descricao="Quanto o seguro paga por você em caso de desemprego involuntário."
      icone={Calculator}
      voltar={{ para: c.introducao, rotulo: 'Voltar' }}
      acao={
        <Button asChild>
          <Link to={c.solicitar}>
            Quero contratar
            <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      <DescriptionList
        itens={[
          { termo: 'Parcela da sua cota', descricao: <Money centavos={s.valorParcelaCentavos} /> },
          { termo: 'Parcelas cobertas', descricao: `até ${s.mesesCobertura}` },
          {
            termo: 'Cobertura máxima',
            descricao: <Money centavos={s.valorMaximoCentavos} className="font-bold" />,
          },
        ]}
      />
      <Texto>
        Cobertura para desemprego involuntário (demissão sem justa causa), limitada a {s.mesesCobertura}{' '}
        parcelas pelo valor da parcela na data do pedido. Nossa equipe apresenta o valor do seguro e as
        condições completas no contato.
      </Texto>
    </TelaSeguro>
  );
}
