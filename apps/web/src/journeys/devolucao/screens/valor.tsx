import { formatarData } from '@portal/domain';
import { Wallet } from 'lucide-react';
import { Navigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Avancar, ComposicaoDosValores } from '../components/acoes';
import { Carregando, Falhou, TelaDevolucao, Texto } from '../components/tela';
import { caminhosDevolucao as c } from '../paths';
import { useDataDevolucao, useValoresDevolucao } from '../use-devolucao';

/** /devolucao/valor: the values to receive, computed from the quota's own payments, line by line. */
export default function Valor() {
  const valores = useValoresDevolucao();
  const data = useDataDevolucao();
  if (valores.isPending) return <Carregando />;
  if (valores.isError) return <Falhou onRetry={() => void valores.refetch()} />;
  if (!valores.data.possuiValores) return <Navigate to={c.semValor} replace />;
  const encerramento = valores.data.motivo === 'grupo-encerrado';
  return (
    <TelaDevolucao
      titulo="Valores a receber"
      descricao={
        encerramento
          ? 'O grupo da sua cota foi encerrado. Estes são os valores que voltam para você.'
          : 'Sua cota foi cancelada depois de contemplada. Devolvemos o que você pagou ao fundo comum, com os descontos do contrato.'
      }
      icone={Wallet}
      voltar={{ para: c.introducao, rotulo: 'Voltar' }}
      acao={<Avancar para={c.codigo}>Solicitar devolução</Avancar>}
    >
      <ComposicaoDosValores valores={valores.data.valores} />
      {data.data?.dataDevolucao && (
        <Texto>Valores confirmados desde {formatarData(data.data.dataDevolucao)}.</Texto>
      )}
      <Alert tone="info">
        A multa por cancelamento é de até 30% do que foi pago. Depois de 30 dias, o valor rende e tem a
        retenção sobre o rendimento.
      </Alert>
    </TelaDevolucao>
  );
}
