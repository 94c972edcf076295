import { formatarData } from '@portal/domain';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { ErrorState } from '@/components/error-state';
import { caminhosFaturamentoNovo as c } from '../paths';
import { useSolicitacoesInclusao } from '../use-catalogo';
import { TelaNovo } from './tela-novo';

interface Props {
  tipo: 'MARCA_MODELO' | 'CONCESSIONARIA';
}

const TEXTOS = {
  MARCA_MODELO: {
    titulo: 'Aguarde a inclusão da marca e do modelo',
    o: 'a marca e o modelo',
    voltar: c.dadosVeiculo,
    rotuloVoltar: 'Continuar com os dados do veículo',
  },
  CONCESSIONARIA: {
    titulo: 'Aguarde a inclusão da concessionária',
    o: 'a concessionária',
    voltar: c.dadosConcessionaria,
    rotuloVoltar: 'Continuar com a concessionária',
  },
} as const;

function Situacao({ tipo }: Props) {
  const t = TEXTOS[tipo];
  const lista = useSolicitacoesInclusao();
  if (lista.isPending)
    return (
      <CarregandoRegiao rotulo="Carregando o pedido…">
        <Skeleton className="h-24 w-full" />
      </CarregandoRegiao>
    );
  if (lista.isError)
    return (
      <ErrorState
        titulo="Não foi possível carregar o pedido"
        mensagem="Ops, algo deu errado. Por favor tente novamente mais tarde"
        onRetry={() => void lista.refetch()}
      />
    );
  const pedido = lista.data.data.find((p) => p.tipo === tipo);
  const nome =
    pedido &&
    (tipo === 'CONCESSIONARIA'
      ? pedido.razaoSocial
      : `${pedido.nomeFabricante ?? ''} ${pedido.nomeBem ?? ''}`);
  const continuar = (
    <Button asChild className="sm:self-end">
      <Link to={t.voltar}>{t.rotuloVoltar}</Link>
    </Button>
  );
  if (!pedido)
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="info" titulo="Nenhum pedido de inclusão">
          Não há pedido de inclusão para {t.o} desta cota.
        </Alert>
        {continuar}
      </div>
    );
  if (pedido.situacao === 'ATENDIDA')
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="sucesso" titulo="Inclusão feita">
          {nome} já está no catálogo. Continue o faturamento escolhendo {t.o}.
        </Alert>
        {continuar}
      </div>
    );
  if (pedido.situacao === 'RECUSADA')
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="perigo" titulo="Pedido de inclusão recusado">
          {pedido.resposta ?? 'O pedido não pôde ser atendido.'}
        </Alert>
        {continuar}
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <Clock className="mt-0.5 size-6 shrink-0 text-primaria" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-tinta">{nome}</p>
          <p className="text-sm text-tinta-suave">
            Recebemos o seu pedido em {formatarData(pedido.criadoEm)}. Ele é analisado em até{' '}
            {pedido.prazoHoras} horas; volte aqui para continuar o faturamento.
          </p>
        </div>
      </div>
      <Button
        type="button"
        variant="secondary"
        className="sm:self-end"
        loading={lista.isFetching}
        onClick={() => void lista.refetch()}
      >
        Atualizar a situação
      </Button>
    </div>
  );
}

/** The waiting screens of an inclusion request (brand/model or dealer), analysed within 48 h. */
export function AguardeInclusao({ tipo }: Props) {
  return (
    <TelaNovo
      titulo={TEXTOS[tipo].titulo}
      descricao="O pedido de inclusão é analisado em até 48 horas."
      etapa={0}
    >
      {() => <Situacao tipo={tipo} />}
    </TelaNovo>
  );
}
