import { Banknote, Car } from 'lucide-react';
import { Alert } from '@/components/alert';
import { useSessao } from '@/lib/session';
import { OpcaoLink, TelaFaturamento } from '../components/tela';
import { caminhosFaturamentoEspecie } from '../especie/paths';
import { caminhosFaturamento as c } from '../paths';

/**
 * /faturamento/tipo: the billing type. A car quota bills an asset; the cash credit is for real-estate and
 * service quotas (02 §1): the cash billing of /faturamentoespecie (02 §2.3).
 */
export default function Tipo() {
  const cota = useSessao()?.cotaPadrao;
  const auto = !cota || cota.tipo === 'auto';
  return (
    <TelaFaturamento
      titulo="Como você vai usar o crédito?"
      descricao="Escolha o tipo de faturamento."
      voltar={{ para: c.iniciar, rotulo: 'Voltar' }}
    >
      <nav aria-label="Tipo de faturamento">
        <ul className="flex flex-col gap-3">
          {auto ? (
            <OpcaoLink
              para={c.novoseminovo}
              icone={Car}
              titulo="Comprar um veículo"
              descricao="O crédito paga o veículo ao vendedor"
            />
          ) : (
            <OpcaoLink
              para={caminhosFaturamentoEspecie.introducao}
              icone={Banknote}
              titulo="Crédito em espécie"
              descricao="O crédito pago na sua conta, para cotas de imóvel e de serviço"
            />
          )}
        </ul>
      </nav>
      {auto && (
        <Alert tone="info">
          O crédito em espécie é para cotas de imóvel e de serviço. Sua cota é de automóvel: o crédito paga o
          veículo.
        </Alert>
      )}
    </TelaFaturamento>
  );
}
