import { JANELAS_MELHOR_HORARIO, mascaraTelefone, type SolicitacaoSeguro } from '@portal/domain';
import { CircleCheckBig, House } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { DescriptionList } from '@/components/description-list';
import { Carregando, TelaSeguro, Texto } from '../components/tela';
import { useDadosSeguro } from '../use-seguro';

/** /ofertaseguro/sucesso (03 §2): the request was received; when and where the call comes. */
export default function Sucesso() {
  const estado = useLocation().state as { solicitacao?: SolicitacaoSeguro } | null;
  const dados = useDadosSeguro();
  const s = estado?.solicitacao ?? dados.data?.solicitacao ?? null;
  if (!s && dados.isPending) return <Carregando />;
  return (
    <TelaSeguro
      titulo="Pedido enviado"
      descricao="Recebemos seu pedido. Nossa equipe vai ligar para você."
      icone={CircleCheckBig}
      tom="sucesso"
      acao={
        <Button asChild>
          <Link to={caminhos.home.home}>
            <House className="-ml-1 size-4" aria-hidden="true" />
            Voltar ao início
          </Link>
        </Button>
      }
    >
      {s && (
        <DescriptionList
          itens={[
            { termo: 'Telefone', descricao: mascaraTelefone(s.telefone) },
            { termo: 'E-mail', descricao: s.email },
            {
              termo: 'Melhor horário',
              descricao: `${JANELAS_MELHOR_HORARIO[s['melhor-horario']].rotulo}, ${JANELAS_MELHOR_HORARIO[s['melhor-horario']].horario}`,
            },
          ]}
        />
      )}
      <Texto>Ligamos de segunda a sexta, no período que você escolheu.</Texto>
    </TelaSeguro>
  );
}
