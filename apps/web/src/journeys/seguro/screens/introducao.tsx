import { MESES_COBERTURA_SEGURO, telaDoSeguro } from '@portal/domain';
import { BriefcaseBusiness, ChevronRight, PhoneCall, ShieldCheck, Umbrella } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Carregando, Falhou, TelaSeguro, Texto } from '../components/tela';
import { caminhosSeguro as c } from '../paths';
import { useDadosSeguro } from '../use-seguro';

const VANTAGENS = [
  {
    icone: BriefcaseBusiness,
    texto: `Se você perder o emprego sem justa causa, o seguro paga até ${MESES_COBERTURA_SEGURO} parcelas do consórcio.`,
  },
  { icone: ShieldCheck, texto: 'Sua cota continua em dia e concorrendo nas assembleias.' },
  { icone: PhoneCall, texto: 'Você deixa seu contato e nossa equipe liga para explicar e contratar.' },
];

/** /ofertaseguro/introducao (03 §2): what the insurance is; a quota that has it or asked goes to its screen. */
export default function Introducao() {
  const dados = useDadosSeguro();
  if (dados.isPending) return <Carregando />;
  if (dados.isError) return <Falhou onRetry={() => void dados.refetch()} />;
  const d = dados.data;
  const tela = telaDoSeguro({
    possui_seguro: d.possui_seguro,
    solicitacaoAberta: d.solicitacao !== null,
    ofertaDisponivel: d.ofertaDisponivel,
  });
  if (tela === 'adquirido') return <Navigate to={c.adquirido} replace />;
  if (tela === 'aguarde') return <Navigate to={c.aguarde} replace />;
  return (
    <TelaSeguro
      titulo="Seguro Proteção Financeira"
      descricao="Proteja suas parcelas se a renda apertar."
      icone={Umbrella}
      voltar={{ para: caminhos.home.home, rotulo: 'Início' }}
      acao={
        tela === 'introducao' ? (
          <Button asChild>
            <Link to={c.simulacao}>
              Simular cobertura
              <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
            </Link>
          </Button>
        ) : undefined
      }
    >
      <ul className="flex flex-col gap-4">
        {VANTAGENS.map(({ icone: Icone, texto }) => (
          <li key={texto} className="flex items-center gap-4">
            <span
              className="grid size-10 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto"
              aria-hidden="true"
            >
              <Icone className="size-5" />
            </span>
            <span className="text-[0.9375rem] text-tinta">{texto}</span>
          </li>
        ))}
      </ul>
      {d.motivo && (
        <Alert tone="alerta" titulo="Oferta indisponível para esta cota">
          {d.motivo}
        </Alert>
      )}
      <Texto>
        A contratação é opcional e feita com a nossa equipe, que apresenta as condições e o valor do seguro
        antes de você decidir.
      </Texto>
    </TelaSeguro>
  );
}
