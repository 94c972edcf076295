import {
  formatarData,
  formatarInscricao,
  JANELAS_RETORNO,
  mascaraTelefone,
  padCota,
  padGrupo,
  type RetornoPosVendaNaFila,
} from '@portal/domain';
import { PhoneCall } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/badge';
import { DescriptionList } from '@/components/description-list';
import { PageHeader } from '@/components/page-header';
import { useTituloOperador } from '../components/aparencia';
import { useConcluirRetornoPosVenda, useFilaRetornosPosVenda } from '../use-retornos-pos-venda';
import { AvisoDaFila, CampoDeNota, EnviarDecisao, ListaDaFila } from '../components/lista-da-fila';

/** One call-back: who to call, when, why, and "call made" with a note (audited). */
function Retorno({ item, aoConcluir }: { item: RetornoPosVendaNaFila; aoConcluir: (aviso: string) => void }) {
  const [nota, setNota] = useState('');
  const concluir = useConcluirRetornoPosVenda(item.id);
  const id = useId();
  return (
    <li className="rounded-2xl bg-superficie p-5 shadow-cartao ring-1 ring-borda/70">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`${id}-t`} className="font-semibold text-tinta">
            Cota {padGrupo(item.grupo)}/{padCota(item.cota)} · {item.cliente.nome}
          </h2>
          <p className="text-sm text-tinta-suave">
            Caso {item.CaseNumber} · pedido em {formatarData(item.pedidoEm)}
          </p>
        </div>
        {item.motivo === 'bloqueio' ? (
          <Badge tone="perigo">Bloqueado: ano incorreto duas vezes</Badge>
        ) : (
          <Badge tone="alerta">Pedido do cliente</Badge>
        )}
      </div>
      <DescriptionList
        className="mt-3"
        itens={[
          { termo: 'CPF/CNPJ', descricao: formatarInscricao(item.cliente.inscricaoNacional) },
          {
            termo: 'Telefone',
            descricao: item.telefone ? mascaraTelefone(item.telefone) : 'Os telefones do cadastro',
          },
          {
            termo: 'Período',
            descricao: item.periodo
              ? `${JANELAS_RETORNO[item.periodo].rotulo}, ${JANELAS_RETORNO[item.periodo].horario}`
              : 'Horário de atendimento',
          },
          { termo: 'Etapa do atendimento', descricao: item.passo },
        ]}
      />
      <form
        className="mt-4 flex flex-col gap-3"
        aria-labelledby={`${id}-t`}
        onSubmit={(e) => {
          e.preventDefault();
          concluir.mutate(
            { nota },
            {
              onSuccess: () =>
                aoConcluir(
                  `Retorno do caso ${item.CaseNumber} registrado: o atendimento pós-venda de ${item.cliente.nome} voltou a ficar disponível no app.`,
                ),
            },
          );
        }}
      >
        <CampoDeNota rotulo="Como foi o contato" valor={nota} onChange={setNota} obrigatorio />
        <EnviarDecisao
          erro={concluir.error}
          enviando={concluir.isPending}
          rotulo="Marcar retorno como feito"
        />
      </form>
    </li>
  );
}

/** /operador/pos-venda: after-sales call-backs and blocked onboardings (issue 22), the oldest first. */
export default function PosVenda() {
  useTituloOperador('Retornos do pós-venda');
  const fila = useFilaRetornosPosVenda();
  const [aviso, setAviso] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        titulo="Retornos do pós-venda"
        descricao="Clientes que pediram uma ligação no atendimento pós-venda ou que foram bloqueados após errar o ano de nascimento (ou de fundação) duas vezes. Ao marcar o retorno como feito, o atendimento volta a ficar disponível no app."
      />
      <AvisoDaFila aviso={aviso} />
      <ListaDaFila
        fila={fila}
        carregando="Carregando os retornos…"
        rotulo="Retornos pendentes"
        vazia={{
          icone: <PhoneCall />,
          titulo: 'Nenhum retorno pendente',
          descricao:
            'Quando um cliente pedir uma ligação no pós-venda ou for bloqueado, o pedido aparece aqui.',
        }}
      >
        {(item) => <Retorno key={item.id} item={item} aoConcluir={setAviso} />}
      </ListaDaFila>
    </>
  );
}
