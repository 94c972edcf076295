import { formatarData } from '@portal/domain';
import { House, ShieldCheck } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { DescriptionList } from '@/components/description-list';
import { Money } from '@/components/money';
import { Carregando, Falhou, TelaSeguro, Texto } from '../components/tela';
import { caminhosSeguro as c } from '../paths';
import { useDadosSeguro } from '../use-seguro';

/** /ofertaseguro/adquirido (03 §2): the quota already has the insurance (possui_seguro 'S'). */
export default function Adquirido() {
  const dados = useDadosSeguro();
  if (dados.isPending) return <Carregando />;
  if (dados.isError) return <Falhou onRetry={() => void dados.refetch()} />;
  const s = dados.data.seguro;
  if (!s) return <Navigate to={c.introducao} replace />;
  return (
    <TelaSeguro
      titulo="Sua cota já tem seguro"
      descricao="Suas parcelas estão protegidas em caso de desemprego involuntário."
      icone={ShieldCheck}
      tom="sucesso"
      acao={
        <Button asChild>
          <Link to={caminhos.home.home}>
            <House className="-ml-1 size-4" aria-hidden="true" />
            Voltar ao início
          </Link>
        </Button>
      }
    >
      <DescriptionList
        itens={[
          { termo: 'Seguro', descricao: s.nome },
          { termo: 'Vigente desde', descricao: formatarData(s.inicioVigencia) },
          { termo: 'Parcelas cobertas', descricao: `até ${s.mesesCobertura}` },
          { termo: 'Cobertura máxima', descricao: <Money centavos={s.valorMaximoCentavos} /> },
        ]}
      />
      <Texto>Em caso de desemprego, fale com a nossa central para acionar o seguro.</Texto>
    </TelaSeguro>
  );
}
