import {
  calcularLance,
  formatarMoeda,
  limitesDoLance,
  mascaraDinheiro,
  mascaraPercentual,
  MENSAGENS_LANCE,
  tipoLanceOferecido,
  type EscolhaTipoLance,
  type ModalidadeLance,
} from '@portal/domain';
import { Banknote, ChartPie, Gavel, Percent, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { MaskedField } from '@/components/masked-field';
import { Money } from '@/components/money';
import { descricaoDoTipo, formatarPercentualLance, textoDoPercentual, textoDoValor } from './formatos';
import { OpcoesEmCartao } from './opcoes-em-cartao';
import { CabecalhoPasso, Figura, type PropsPasso } from './passo';

const ICONES: Record<ModalidadeLance, LucideIcon> = {
  LL: Gavel,
  LF: ChartPie,
  LS: ChartPie,
  PE: Percent,
  VL: Banknote,
};

/** Type step: the modality among the group's `tiposLance`, and the percentage (up to 4 decimals) or the amount. */
export function PassoTipo({ regras, estado, dispatch, mostrarErros }: PropsPasso) {
  const escolha = estado.oferta.type;
  const [textoPercentual, setTextoPercentual] = useState(() =>
    textoDoPercentual(escolha?.percentual ?? null),
  );
  const [textoValor, setTextoValor] = useState(() => textoDoValor(escolha?.valor ?? null));
  const tipo = escolha ? tipoLanceOferecido(regras, escolha.modalidade) : undefined;
  const calculado = escolha ? calcularLance(regras, escolha) : null;
  const { minimo, maximo } = limitesDoLance(regras);
  const definir = (valor: EscolhaTipoLance) => dispatch({ tipo: 'definir', passo: 'type', valor });
  const atual: EscolhaTipoLance = escolha ?? { modalidade: 'LL', percentual: null, valor: null };

  const digitado = tipo?.situacaoOferta === 'V' ? textoValor !== '' : textoPercentual !== '';
  const erro = estado.erros.type && (mostrarErros || digitado) ? estado.erros.type : undefined;
  const limites = `Mínimo ${formatarMoeda(minimo)} e máximo ${formatarMoeda(maximo)}.`;

  return (
    <div className="flex flex-col gap-6">
      <CabecalhoPasso id="titulo-passo" titulo="Como você quer ofertar?">
        Escolha o tipo de lance. O valor do bem da sua cota é <Money centavos={regras.valorBem} />.
      </CabecalhoPasso>

      <OpcoesEmCartao
        legenda="Tipo de lance"
        legendaOculta
        colunas={2}
        opcoes={regras.tiposLance.map((t) => {
          const Icone = ICONES[t.modalidade];
          return {
            valor: t.modalidade,
            titulo: t.descricao,
            descricao: descricaoDoTipo(t, regras),
            icone: <Icone />,
          };
        })}
        valor={escolha?.modalidade ?? null}
        onChange={(modalidade) => definir({ ...atual, modalidade })}
        erro={mostrarErros && !escolha ? MENSAGENS_LANCE.tipoObrigatorio : undefined}
      />

      {tipo && tipo.percentualFixo === null && tipo.situacaoOferta === 'P' && (
        <MaskedField
          label="Percentual do lance (%)"
          inputMode="decimal"
          placeholder="Ex.: 12,5"
          mascara={mascaraPercentual}
          value={textoPercentual}
          onValueChange={(texto, r) => {
            setTextoPercentual(texto);
            definir({ ...atual, percentual: r.valor > 0 ? r.valor : null });
          }}
          error={erro}
          hint={`Sobre o valor do bem, com até 4 casas depois da vírgula. ${limites}`}
          className="max-w-xs text-lg font-semibold"
        />
      )}
      {tipo && tipo.situacaoOferta === 'V' && (
        <MaskedField
          label="Valor do lance"
          inputMode="numeric"
          placeholder="R$ 0,00"
          mascara={mascaraDinheiro}
          value={textoValor}
          onValueChange={(texto, r) => {
            setTextoValor(texto);
            definir({ ...atual, valor: r.centavos > 0 ? r.centavos : null });
          }}
          error={erro}
          hint={`Em reais; o percentual do bem é calculado para você. ${limites}`}
          className="max-w-xs text-lg font-semibold"
        />
      )}
      {tipo && tipo.percentualFixo !== null && erro && (
        <p role="alert" className="text-sm font-medium text-perigo">
          {erro}
        </p>
      )}

      {calculado && (
        <div className="grid gap-3 sm:grid-cols-2" aria-live="polite">
          <Figura rotulo="Valor do lance">
            <Money centavos={calculado.valorLance} />
          </Figura>
          <Figura rotulo="Percentual do bem">{formatarPercentualLance(calculado.percentualLance)}</Figura>
        </div>
      )}
    </div>
  );
}
