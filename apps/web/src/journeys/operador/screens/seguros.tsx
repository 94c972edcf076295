import {
  JANELAS_MELHOR_HORARIO,
  ROTULOS_DESFECHO_SEGURO,
  formatarData,
  formatarInscricao,
  formatarMoeda,
  mascaraTelefone,
  padCota,
  padGrupo,
  type DesfechoSolicitacaoSeguro,
} from '@portal/domain';
import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { DescriptionList } from '@/components/description-list';
import { PageHeader } from '@/components/page-header';
import { useTituloOperador } from '../components/aparencia';
import { useEncerrarSolicitacaoSeguro, useFilaSeguros } from '../use-seguros';
import { AvisoDaFila, CampoDeNota, EnviarDecisao, ListaDaFila } from '../components/lista-da-fila';

type Item = NonNullable<ReturnType<typeof useFilaSeguros>['data']>['data'][number];
const DESFECHOS = Object.keys(ROTULOS_DESFECHO_SEGURO) as DesfechoSolicitacaoSeguro[];

/** One request: the quota, the customer's contact and preferred period, and the call's outcome. */
function Solicitacao({ item, aoEncerrar }: { item: Item; aoEncerrar: (aviso: string) => void }) {
  const [desfecho, setDesfecho] = useState<DesfechoSolicitacaoSeguro>('contratado');
  const [observacao, setObservacao] = useState('');
  const encerrar = useEncerrarSolicitacaoSeguro(item.idSolicitacao);
  const id = useId();
  const janela = JANELAS_MELHOR_HORARIO[item['melhor-horario']];
  const cota = `${padGrupo(item.grupo)}/${padCota(item.cota)}`;
  return (
    <li className="rounded-2xl bg-superficie p-5 shadow-cartao ring-1 ring-borda/70">
      <h2 id={`${id}-t`} className="font-semibold text-tinta">
        Cota {cota} · {item.nomeCliente}
      </h2>
      <p className="text-sm text-tinta-suave">Pedido em {formatarData(item.criadaEm.slice(0, 10))}</p>
      <DescriptionList
        className="mt-3"
        itens={[
          { termo: 'CPF/CNPJ', descricao: formatarInscricao(item.inscricaoCliente) },
          { termo: 'Telefone', descricao: mascaraTelefone(item.telefone) },
          { termo: 'E-mail', descricao: item.email },
          { termo: 'Melhor horário', descricao: `${janela.rotulo}, ${janela.horario}` },
          { termo: 'Parcela', descricao: formatarMoeda(item.valorParcelaCentavos) },
          { termo: 'Cobertura (6 parcelas)', descricao: formatarMoeda(item.valorParcelaCentavos * 6) },
        ]}
      />
      <form
        className="mt-4 flex flex-col gap-3"
        aria-labelledby={`${id}-t`}
        onSubmit={(e) => {
          e.preventDefault();
          encerrar.mutate(
            { desfecho, ...(observacao.trim() && { observacao }) },
            {
              onSuccess: () =>
                aoEncerrar(
                  `Pedido da cota ${cota} encerrado: ${ROTULOS_DESFECHO_SEGURO[desfecho].toLowerCase()}.`,
                ),
            },
          );
        }}
      >
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-semibold text-tinta">Resultado do contato</legend>
          {DESFECHOS.map((d) => (
            <label key={d} className="flex min-h-11 items-center gap-2 text-sm text-tinta">
              <input type="radio" name={`${id}-d`} checked={desfecho === d} onChange={() => setDesfecho(d)} />
              {ROTULOS_DESFECHO_SEGURO[d]}
            </label>
          ))}
        </fieldset>
        <CampoDeNota rotulo="Observação (opcional)" valor={observacao} onChange={setObservacao} />
        <EnviarDecisao
          erro={encerrar.error}
          enviando={encerrar.isPending}
          rotulo="Registrar contato e encerrar"
        />
      </form>
    </li>
  );
}

/** /operador/seguros: insurance offer requests to call back (issue 22, ADR 0055), the oldest first. */
export default function Seguros() {
  useTituloOperador('Pedidos de seguro');
  const fila = useFilaSeguros();
  const [aviso, setAviso] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        titulo="Pedidos de seguro"
        descricao="Clientes que pediram contato para contratar o seguro, os mais antigos primeiro. Ligue no período escolhido e registre o resultado: contratado, a cota passa a ter o seguro."
      />
      <AvisoDaFila aviso={aviso} />
      <ListaDaFila
        fila={fila}
        carregando="Carregando os pedidos de seguro…"
        rotulo="Pedidos de seguro aguardando"
        vazia={{
          icone: <ShieldCheck />,
          titulo: 'Nenhum pedido de seguro aguardando',
          descricao: 'Quando um cliente pedir o contato pela oferta de seguro, o pedido aparece aqui.',
        }}
      >
        {(item) => <Solicitacao key={item.idSolicitacao} item={item} aoEncerrar={setAviso} />}
      </ListaDaFila>
    </>
  );
}
