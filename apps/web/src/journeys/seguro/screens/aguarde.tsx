import { JANELAS_MELHOR_HORARIO, formatarData, mascaraTelefone } from '@portal/domain';
import { Hourglass, House } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { DescriptionList } from '@/components/description-list';
import { Carregando, Falhou, TelaSeguro, Texto } from '../components/tela';
import { caminhosSeguro as c } from '../paths';
import { useDadosSeguro } from '../use-seguro';

/** /ofertaseguro/aguarde (03 §2): a request is already open for this quota; the call is on its way. */
export default function Aguarde() {
  const dados = useDadosSeguro();
  if (dados.isPending) return <Carregando />;
  if (dados.isError) return <Falhou onRetry={() => void dados.refetch()} />;
  const d = dados.data;
  if (d.possui_seguro === 'S') return <Navigate to={c.adquirido} replace />;
  const s = d.solicitacao;
  return (
    <TelaSeguro
      titulo="Seu pedido já está com a nossa equipe"
      descricao="Aguarde o nosso contato para concluir a contratação do seguro."
      icone={Hourglass}
      tom="alerta"
      acao={
        <Button asChild>
          <Link to={caminhos.home.home}>
            <House className="-ml-1 size-4" aria-hidden="true" />
            Voltar ao início
          </Link>
        </Button>
      }
    >
      {s ? (
        <DescriptionList
          itens={[
            { termo: 'Pedido feito em', descricao: formatarData(s.criadaEm.slice(0, 10)) },
            { termo: 'Telefone', descricao: mascaraTelefone(s.telefone) },
            {
              termo: 'Melhor horário',
              descricao: `${JANELAS_MELHOR_HORARIO[s['melhor-horario']].rotulo}, ${JANELAS_MELHOR_HORARIO[s['melhor-horario']].horario}`,
            },
          ]}
        />
      ) : (
        <Texto>Não há pedido aguardando contato para esta cota.</Texto>
      )}
      <Texto>Enquanto o pedido estiver aberto, não é preciso pedir de novo.</Texto>
    </TelaSeguro>
  );
}
