import { CODIGO_OPCAO_TROCA_CHAVES } from '@portal/domain';
import { CarFront, KeyRound } from 'lucide-react';
import { OpcoesEmCartao, simNao } from './opcoes-em-cartao';
import { CabecalhoPasso, type PropsPasso } from './passo';

/** Key-exchange step (auto and pesados quotas whose rules carry option 003). */
export function PassoChaves({ regras, estado, dispatch, mostrarErros }: PropsPasso) {
  const opcao = regras.opcoes.find((o) => o.codigo === CODIGO_OPCAO_TROCA_CHAVES);
  const erro =
    estado.erros.keys ?? (mostrarErros && estado.oferta.keys === null ? 'Escolha uma opção.' : undefined);
  return (
    <div className="flex flex-col gap-6">
      <CabecalhoPasso id="titulo-passo" titulo="Troca de chaves">
        {opcao?.descricao ?? 'Use o crédito para trocar o seu veículo atual por outro.'} Se for contemplado, o
        veículo atual entra como parte da compra do novo.
      </CabecalhoPasso>
      <OpcoesEmCartao
        legenda="Você quer fazer a troca de chaves?"
        legendaOculta
        colunas={2}
        opcoes={[
          {
            valor: 'sim',
            titulo: 'Sim, quero trocar de veículo',
            descricao: 'Vamos considerar a troca na hora de usar o crédito.',
            icone: <KeyRound />,
          },
          {
            valor: 'nao',
            titulo: 'Não, só o lance',
            descricao: 'O crédito será usado sem troca de veículo.',
            icone: <CarFront />,
          },
        ]}
        valor={simNao(estado.oferta.keys)}
        onChange={(v) => dispatch({ tipo: 'definir', passo: 'keys', valor: v === 'sim' })}
        erro={erro}
      />
    </div>
  );
}
