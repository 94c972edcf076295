import { MENSAGENS_LANCE, type TipoAmortizacao } from '@portal/domain';
import { CalendarMinus2, TrendingDown, type LucideIcon } from 'lucide-react';
import { OpcoesEmCartao } from './opcoes-em-cartao';
import { CabecalhoPasso, type PropsPasso } from './passo';

const EXPLICACAO: Record<TipoAmortizacao, { Icone: LucideIcon; texto: string }> = {
  PZ: {
    Icone: CalendarMinus2,
    texto: 'A parcela continua a mesma e o plano termina antes: o lance quita as últimas parcelas.',
  },
  PC: {
    Icone: TrendingDown,
    texto: 'O lance é diluído nas parcelas que faltam: cada uma fica menor e o prazo continua o mesmo.',
  },
};

/** Reduction step: what the paid bid reduces, the term (PZ) or the instalment (PC, 'Valor Parcela'). */
export function PassoReducao({ regras, estado, dispatch, mostrarErros }: PropsPasso) {
  return (
    <div className="flex flex-col gap-6">
      <CabecalhoPasso id="titulo-passo" titulo="O que o lance vai reduzir?">
        Se for contemplado, o valor do lance abate o saldo da cota de um destes jeitos.
      </CabecalhoPasso>
      <OpcoesEmCartao
        legenda="O que o lance vai reduzir?"
        legendaOculta
        colunas={2}
        opcoes={regras.tiposAmortizacao.map((t) => {
          const { Icone, texto } = EXPLICACAO[t.tipoAmortizacao];
          return { valor: t.tipoAmortizacao, titulo: t.descricao, descricao: texto, icone: <Icone /> };
        })}
        valor={estado.oferta.reduction}
        onChange={(valor) => dispatch({ tipo: 'definir', passo: 'reduction', valor })}
        erro={mostrarErros && !estado.oferta.reduction ? MENSAGENS_LANCE.reducaoObrigatoria : undefined}
      />
    </div>
  );
}
