import { formatarMoeda } from '@portal/domain';
import { Building2, Car, ChevronRight, FileText, Landmark } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { TelaNovo } from '../components/tela-novo';
import { caminhosFaturamentoNovo as c } from '../paths';

const ITENS = [
  { icone: Car, texto: 'O veículo 0 km escolhido: tipo, marca, modelo, ano e cor.' },
  { icone: Building2, texto: 'A concessionária que vai vender: CNPJ e razão social.' },
  { icone: Landmark, texto: 'A conta bancária da concessionária, no CNPJ dela, para receber o pagamento.' },
  { icone: FileText, texto: 'A nota fiscal ou pré-nota da concessionária em PDF, JPG ou JPEG de até 6 MB.' },
];

/** /faturamentonovo/introducao: what billing a new vehicle takes, before the first step. */
export default function Introducao() {
  return (
    <TelaNovo
      titulo="Vamos faturar o seu veículo 0 km"
      descricao="Você escolhe o carro na concessionária e nós pagamos direto a ela com o crédito da sua cota."
      etapa={0}
      acao={() => (
        <Button asChild>
          <Link to={c.proximosPassos}>
            Começar
            <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
          </Link>
        </Button>
      )}
    >
      {(s) => (
        <>
          <p className="text-[0.9375rem] text-tinta">
            Crédito disponível: <strong className="tabular">{formatarMoeda(s.creditoDisponivel)}</strong>. O
            valor da compra precisa ser de no mínimo{' '}
            <strong className="tabular">{formatarMoeda(s.saldoDevedor)}</strong>, o saldo devedor da cota.
          </p>
          <h2 className="text-base font-semibold text-tinta">Tenha em mãos</h2>
          <ul className="flex flex-col gap-3">
            {ITENS.map(({ icone: Icone, texto }) => (
              <li key={texto} className="flex items-start gap-3">
                <span
                  className="grid size-9 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto"
                  aria-hidden="true"
                >
                  <Icone className="size-5" />
                </span>
                <span className="pt-1.5 text-[0.9375rem] text-tinta">{texto}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </TelaNovo>
  );
}
