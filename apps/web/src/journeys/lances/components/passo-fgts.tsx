import {
  calcularLance,
  fgtsEmPercentualDoLance,
  finalidadesFgts,
  mascaraDinheiro,
  PERGUNTAS_SIMULACAO_FGTS,
  ROTULOS_FINALIDADE_FGTS,
  simularUsoFgts,
  TEXTO_FGTS_SEM_FATURAMENTO_ESPECIE,
  type EscolhaValorOpcional,
  type FinalidadeFgts,
  type RespostasSimulacaoFgts,
} from '@portal/domain';
import { Building2, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { FilterChips } from '@/components/filter-chips';
import { MaskedField } from '@/components/masked-field';
import { SegmentedControl } from '@/components/segmented-control';
import { FaqFgts } from './faq-fgts';
import { formatarPercentualLance, textoDoValor } from './formatos';
import { OpcoesEmCartao, simNao, type SimNao } from './opcoes-em-cartao';
import { CabecalhoPasso, type PropsPasso } from './passo';

type Respostas = Partial<RespostasSimulacaoFgts>;
const OPCOES_SIM_NAO = [
  { valor: 'sim', rotulo: 'Sim' },
  { valor: 'nao', rotulo: 'Não' },
] as const;

function completas(r: Respostas): r is RespostasSimulacaoFgts {
  return PERGUNTAS_SIMULACAO_FGTS.every((p) => r[p.chave] !== undefined);
}

/** The four questions of spec §5 and the domain's verdict, as a pre-check before typing the amount. */
function SimulacaoFgts({ aoDesistir }: { aoDesistir: () => void }) {
  const [respostas, setRespostas] = useState<Respostas>({});
  const resultado = completas(respostas) ? simularUsoFgts(respostas) : null;
  return (
    <Card as="section" aria-labelledby="titulo-simulacao-fgts" className="flex flex-col gap-5 bg-fundo/40">
      <div>
        <h3 id="titulo-simulacao-fgts" className="text-[0.9375rem] font-semibold text-tinta">
          Confira se você pode usar o FGTS
        </h3>
        <p className="mt-0.5 text-sm text-tinta-suave">Quatro perguntas rápidas; nada é enviado.</p>
      </div>
      {PERGUNTAS_SIMULACAO_FGTS.map((p, i) =>
        p.chave === 'finalidade' ? (
          <FilterChips<FinalidadeFgts | ''>
            key={p.chave}
            legenda={`${i + 1}. ${p.pergunta}`}
            opcoes={finalidadesFgts.map((f) => ({ valor: f, rotulo: ROTULOS_FINALIDADE_FGTS[f] }))}
            valor={respostas.finalidade ?? ''}
            onChange={(v) => v && setRespostas((r) => ({ ...r, finalidade: v }))}
          />
        ) : (
          <SegmentedControl<SimNao | ''>
            key={p.chave}
            legenda={`${i + 1}. ${p.pergunta}`}
            opcoes={OPCOES_SIM_NAO}
            valor={simNao(respostas[p.chave]) ?? ''}
            onChange={(v) => setRespostas((r) => ({ ...r, [p.chave]: v === 'sim' }))}
            className="sm:max-w-xs"
          />
        ),
      )}
      <div aria-live="polite">
        {resultado &&
          (resultado.permitido ? (
            <Alert tone="sucesso" titulo="Pelas suas respostas, você pode usar o FGTS">
              A Caixa confirma os requisitos depois da contemplação.
            </Alert>
          ) : (
            <Alert
              tone="alerta"
              titulo="Pelas suas respostas, o FGTS não pode ser usado"
              acao={
                <Button size="sm" variant="secondary" onClick={aoDesistir}>
                  Seguir sem FGTS
                </Button>
              }
            >
              <ul className="mt-1 list-disc pl-4">
                {resultado.motivos.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </Alert>
          ))}
      </div>
    </Card>
  );
}

/** FGTS step (property quotas only): yes/no, the simulation questions, the amount, the rules and the cash-billing warning. */
export function PassoFgts({ regras, estado, dispatch, mostrarErros }: PropsPasso) {
  const escolha = estado.oferta.fgts;
  const [texto, setTexto] = useState(() => textoDoValor(escolha?.valor ?? null));
  const lance = estado.oferta.type ? calcularLance(regras, estado.oferta.type) : null;
  const definir = (valor: EscolhaValorOpcional) => dispatch({ tipo: 'definir', passo: 'fgts', valor });
  const erro = estado.erros.fgts && (mostrarErros || texto !== '') ? estado.erros.fgts : undefined;
  // Spec §4: on a percentage rule the FGTS is also read as a share of the bid.
  const parteDoLance =
    lance && lance.situacaoOferta === 'P' && escolha?.usa && escolha.valor && lance.valorLance > 0
      ? fgtsEmPercentualDoLance(escolha.valor, lance.valorLance)
      : null;

  return (
    <div className="flex flex-col gap-6">
      <CabecalhoPasso id="titulo-passo" titulo="Usar o FGTS no lance?">
        Em cotas de imóvel, o saldo do FGTS pode compor o lance.
      </CabecalhoPasso>

      <Alert tone="alerta" titulo="FGTS e faturamento em espécie">
        {TEXTO_FGTS_SEM_FATURAMENTO_ESPECIE}
      </Alert>

      <OpcoesEmCartao
        legenda="Você quer usar o FGTS no lance?"
        legendaOculta
        colunas={2}
        opcoes={[
          {
            valor: 'sim',
            titulo: 'Sim, usar o FGTS',
            descricao: 'O crédito vai para a compra, construção ou reforma da sua moradia.',
            icone: <Building2 />,
          },
          {
            valor: 'nao',
            titulo: 'Não usar o FGTS',
            descricao: 'O crédito pode ser usado como o contrato permitir.',
            icone: <Wallet />,
          },
        ]}
        valor={simNao(escolha?.usa)}
        onChange={(v) => definir({ usa: v === 'sim', valor: v === 'sim' ? (escolha?.valor ?? null) : null })}
        erro={mostrarErros && !escolha ? 'Escolha se vai usar o FGTS.' : undefined}
      />

      {escolha?.usa && (
        <>
          <SimulacaoFgts
            aoDesistir={() => {
              setTexto('');
              definir({ usa: false, valor: null });
            }}
          />
          <MaskedField
            label="Valor do FGTS no lance"
            inputMode="numeric"
            placeholder="R$ 0,00"
            mascara={mascaraDinheiro}
            value={texto}
            onValueChange={(t, r) => {
              setTexto(t);
              definir({ usa: true, valor: r.centavos > 0 ? r.centavos : null });
            }}
            error={erro}
            hint={
              parteDoLance !== null
                ? `Equivale a ${formatarPercentualLance(parteDoLance)} do lance.`
                : 'Somado ao lance embutido, não pode passar do valor do lance.'
            }
            className="max-w-xs text-lg font-semibold"
          />
        </>
      )}

      <FaqFgts />
    </div>
  );
}
