import { Car, CarFront } from 'lucide-react';
import { useSessao } from '@/lib/session';
import { Alert } from '@/components/alert';
import { OpcaoLink, TelaFaturamento } from '../components/tela';
import { guardarEscolhas } from '../escolhas';
import { caminhosFaturamento as c } from '../paths';
import { useValidacaoFaturamento } from '../use-faturamento';

/** /faturamento/novoseminovo: a new (0 km) or used vehicle; the contemplation's choice comes first. */
export default function NovoSeminovo() {
  const idCota = useSessao()?.idCotaPadrao ?? 0;
  const validacao = useValidacaoFaturamento();
  const escolha = validacao.data?.escolhaDaContemplacao;
  const varias = (validacao.data?.cotasContempladas.length ?? 0) > 0;
  // New or used, the same choices follow: the quotas when several, then by the app or an attendant.
  const depoisDoNovo = varias ? c.cotas : c.digitaloumanual;
  const opcoes = [
    {
      valor: 'novo',
      para: depoisDoNovo,
      icone: Car,
      titulo: 'Veículo novo (0 km)',
      descricao: 'Comprado numa concessionária',
      tipo: 'FATURAMENTO_NOVO_AUTO' as const,
    },
    {
      valor: 'seminovo',
      para: depoisDoNovo,
      icone: CarFront,
      titulo: 'Veículo seminovo',
      descricao: 'De uma pessoa, revenda ou locadora',
      tipo: 'FATURAMENTO_SEMINOVO_AUTO' as const,
    },
  ];
  // The contemplation's choice first.
  if (escolha?.tipo === 'seminovo') opcoes.reverse();
  return (
    <TelaFaturamento
      titulo="Novo ou seminovo?"
      descricao="Escolha o veículo que você vai comprar."
      voltar={{ para: c.tipo, rotulo: 'Voltar' }}
    >
      {escolha?.bem === 'automovel' && (
        <Alert tone="info" role="status">
          Na contemplação você escolheu um veículo {escolha.tipo === 'novo' ? 'novo (0 km)' : 'seminovo'}.
        </Alert>
      )}
      <nav aria-label="Novo ou seminovo">
        <ul className="flex flex-col gap-3">
          {opcoes.map((o) => (
            <OpcaoLink
              key={o.valor}
              para={o.para}
              icone={o.icone}
              titulo={o.titulo}
              descricao={o.descricao}
              onClick={() => guardarEscolhas(idCota, { tipoFaturamento: o.tipo })}
            />
          ))}
        </ul>
      </nav>
    </TelaFaturamento>
  );
}
