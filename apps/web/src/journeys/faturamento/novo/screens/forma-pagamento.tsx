import {
  FORMAS_PAGAMENTO_NOVO,
  formatarMoeda,
  valorEnviadoDaCompra,
  valorRecursosProprios,
  type FormaPagamentoNovo,
  type SituacaoFaturamentoNovo,
} from '@portal/domain';
import { clsx } from 'clsx';
import { ChevronRight } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { TelaNovo } from '../components/tela-novo';
import { caminhosFaturamentoNovo as c } from '../paths';
import { useRascunhoNovo } from '../rascunho';

function Formulario({ s }: { s: SituacaoFaturamentoNovo }) {
  const navigate = useNavigate();
  const { rascunho, guardar } = useRascunhoNovo(s.CaseNumber);
  const compra = s.dados.valorCompra ?? 0;
  const diferenca = valorRecursosProprios(compra, s.creditoDisponivel);
  const [forma, setForma] = useState<FormaPagamentoNovo>(
    diferenca > 0 ? 'CREDITO_E_RECURSOS_PROPRIOS' : (rascunho.formaPagamento ?? 'CREDITO'),
  );
  const continuar = (e: FormEvent) => {
    e.preventDefault();
    guardar({ formaPagamento: forma });
    void navigate(c.dadosBancarios);
  };
  const opcoes: { valor: FormaPagamentoNovo; detalhe: string; desabilitada: boolean }[] = [
    {
      valor: 'CREDITO',
      detalhe:
        diferenca > 0
          ? `Indisponível: o valor da compra passa o crédito em ${formatarMoeda(diferenca)}.`
          : `Pagamos ${formatarMoeda(compra)} à concessionária com o crédito.`,
      desabilitada: diferenca > 0,
    },
    {
      valor: 'CREDITO_E_RECURSOS_PROPRIOS',
      detalhe: `Pagamos ${formatarMoeda(valorEnviadoDaCompra(compra, s.creditoDisponivel))} com o crédito e você paga ${formatarMoeda(diferenca)} direto à concessionária.`,
      desabilitada: false,
    },
  ];
  return (
    <form noValidate onSubmit={continuar} className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold text-tinta">Como a compra será paga?</legend>
        {opcoes.map((o) => {
          const rotulo = FORMAS_PAGAMENTO_NOVO[o.valor];
          return (
            <div
              key={o.valor}
              className={clsx(
                'relative flex min-h-16 items-start gap-3 rounded-2xl p-4 ring-1 ring-inset',
                forma === o.valor ? 'bg-primaria/5 ring-2 ring-primaria' : 'ring-borda',
                o.desabilitada && 'bg-fundo',
              )}
            >
              <input
                id={`forma-${o.valor}`}
                type="radio"
                name="formaPagamento"
                value={o.valor}
                checked={forma === o.valor}
                disabled={o.desabilitada}
                onChange={() => setForma(o.valor)}
                aria-describedby={`forma-${o.valor}-detalhe`}
                className="mt-1 size-5 accent-[var(--cor-primaria)]"
              />
              <div>
                <label
                  htmlFor={`forma-${o.valor}`}
                  className="block font-semibold text-tinta after:absolute after:inset-0 after:content-['']"
                >
                  {rotulo}
                </label>
                <p id={`forma-${o.valor}-detalhe`} className="text-sm text-tinta-suave">
                  {o.detalhe}
                </p>
              </div>
            </div>
          );
        })}
      </fieldset>
      <Button type="submit" className="sm:self-end">
        Continuar
        <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
      </Button>
    </form>
  );
}

/** /faturamentonovo/forma-pagamento (RETORNO_ESCOLHA_BEM): the credit alone, or the credit and own money. */
export default function FormaPagamento() {
  return (
    <TelaNovo
      titulo="Forma de pagamento"
      etapa={1}
      voltar={{ para: c.dadosConcessionaria, rotulo: 'Voltar' }}
    >
      {(s) => <Formulario s={s} />}
    </TelaNovo>
  );
}
