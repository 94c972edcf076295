import {
  formatarMoeda,
  mascaraDinheiro,
  validarValorCompra,
  valorEnviadoDaCompra,
  valorRecursosProprios,
} from '@portal/domain';
import { ChevronRight } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { DescriptionList } from '@/components/description-list';
import { MaskedField } from '@/components/masked-field';
import { TelaNovo } from '../components/tela-novo';
import { caminhosFaturamentoNovo as c } from '../paths';
import { useRascunhoNovo } from '../rascunho';
import type { SituacaoFaturamentoNovo } from '@portal/domain';

function Formulario({ s }: { s: SituacaoFaturamentoNovo }) {
  const navigate = useNavigate();
  const { rascunho, guardar } = useRascunhoNovo(s.CaseNumber);
  const inicial = rascunho.valorCompra ?? s.dados.valorCompra;
  const [valor, setValor] = useState(() =>
    inicial ? mascaraDinheiro(String(inicial)) : { texto: '', centavos: 0 },
  );
  const [erro, setErro] = useState<string>();
  const acima = valorRecursosProprios(valor.centavos, s.creditoDisponivel);

  const continuar = (e: FormEvent) => {
    e.preventDefault();
    const recusa =
      valor.centavos > 0 ? validarValorCompra(valor.centavos, s.saldoDevedor) : 'Informe o valor da compra.';
    if (recusa) return setErro(recusa);
    guardar({ valorCompra: valor.centavos });
    void navigate(c.dadosVeiculo);
  };

  return (
    <form noValidate onSubmit={continuar} className="flex flex-col gap-5" id="form-valor-compra">
      <DescriptionList
        itens={[
          {
            termo: 'Saldo devedor (valor mínimo)',
            descricao: (
              <span className="whitespace-nowrap [overflow-wrap:normal]">
                {formatarMoeda(s.saldoDevedor)}
              </span>
            ),
          },
          {
            termo: 'Crédito disponível',
            descricao: (
              <span className="whitespace-nowrap [overflow-wrap:normal]">
                {formatarMoeda(s.creditoDisponivel)}
              </span>
            ),
          },
        ]}
      />
      <MaskedField
        label="Valor da compra do veículo"
        hint="O preço do veículo na concessionária, com acessórios e frete."
        inputMode="numeric"
        mascara={mascaraDinheiro}
        value={valor.texto}
        onValueChange={(_, r) => {
          setValor(r);
          setErro(undefined);
        }}
        error={erro}
      />
      {valor.centavos > 0 && acima > 0 && (
        <Alert tone="info" titulo="O valor passa do crédito disponível">
          Usamos {formatarMoeda(valorEnviadoDaCompra(valor.centavos, s.creditoDisponivel))} do crédito e você
          paga a diferença de {formatarMoeda(acima)} direto à concessionária.
        </Alert>
      )}
    </form>
  );
}

/** /faturamentonovo/valor-compra (AGUARDANDO_DADOS_VEICULO): the purchase value, at least the balance (02 §5). */
export default function ValorCompra() {
  return (
    <TelaNovo
      titulo="Qual é o valor da compra?"
      descricao="O valor informado deve ser de no mínimo o saldo devedor da cota."
      etapa={0}
      voltar={{ para: c.proximosPassos, rotulo: 'Voltar' }}
      acao={() => (
        <Button type="submit" form="form-valor-compra">
          Continuar
          <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
        </Button>
      )}
    >
      {(s) => <Formulario s={s} />}
    </TelaNovo>
  );
}
