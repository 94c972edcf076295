import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { TelaNovo } from '../components/tela-novo';
import { caminhosFaturamentoNovo as c } from '../paths';

const PASSOS = [
  ['Valor e veículo', 'Informe o valor da compra e os dados do veículo 0 km.'],
  ['Concessionária', 'Informe o CNPJ e a razão social de quem vende.'],
  ['Pagamento', 'Escolha a forma de pagamento e informe a conta da concessionária.'],
  ['Confirmação', 'Revise tudo e confirme o faturamento.'],
  ['Documentos', 'Envie a nota fiscal ou pré-nota da concessionária.'],
  ['Análise', 'Analisamos os documentos em até 48 horas úteis.'],
  ['Pedido de compra e pagamento', 'Emitimos o pedido de compra e pagamos a concessionária.'],
] as const;

/** /faturamentonovo/proximos-passos: the steps ahead, in order. */
export default function ProximosPassos() {
  return (
    <TelaNovo
      titulo="Próximos passos"
      descricao="São poucos minutos agora; depois é com a gente."
      etapa={0}
      voltar={{ para: c.introducao, rotulo: 'Voltar' }}
      acao={() => (
        <Button asChild>
          <Link to={c.valorCompra}>
            Informar o valor
            <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
          </Link>
        </Button>
      )}
    >
      {() => (
        <>
          <ol className="flex flex-col gap-4">
            {PASSOS.map(([titulo, texto], i) => (
              <li key={titulo} className="flex items-start gap-3">
                <span
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-primaria text-sm font-bold text-primaria-contraste"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <span>
                  <span className="block font-semibold text-tinta">{titulo}</span>
                  <span className="block text-sm text-tinta-suave">{texto}</span>
                </span>
              </li>
            ))}
          </ol>
          <p className="text-sm text-tinta-suave">
            Seus dados de contato mudaram?{' '}
            <Link
              to={c.atualizacaoCadastral}
              className="font-semibold text-primaria-texto underline underline-offset-2"
            >
              Confira e atualize
            </Link>
          </p>
        </>
      )}
    </TelaNovo>
  );
}
