import {
  calcularLance,
  formatarMoeda,
  formatarPercentual,
  mascaraDinheiro,
  TEXTO_AJUDA_EMBUTIDO,
  valorMaximoEmbutido,
  valorOfertaDoPayload,
  type EscolhaValorOpcional,
  lancesOperacoes,
  type LanceEmbutidoBody,
} from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HandCoins, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { MaskedField } from '@/components/masked-field';
import { Money } from '@/components/money';
import { chamar, chave } from '@/lib/operacoes';
import { textoDoValor } from './formatos';
import { OpcoesEmCartao, simNao } from './opcoes-em-cartao';
import { CabecalhoPasso, Figura, type PropsPasso } from './passo';

/** Built-in step: yes/no and the amount taken from the credit itself (up to 25 % of it, never above the bid). */
export function PassoEmbutido({ idCota, regras, estado, dispatch, mostrarErros }: PropsPasso) {
  const escolha = estado.oferta.builtin;
  const [texto, setTexto] = useState(() => textoDoValor(escolha?.valor ?? null));
  const lance = estado.oferta.type ? calcularLance(regras, estado.oferta.type) : null;
  // The server converts the bid (fixed and percentage ones into reais) and answers how much of it may be built in.
  const corpo: LanceEmbutidoBody | null = lance
    ? lance.situacaoOferta === 'P'
      ? { situacaoModalidade: estado.oferta.type!.modalidade, percentualLance: lance.percentualLance }
      : { situacaoModalidade: estado.oferta.type!.modalidade, valorLance: lance.valorLance }
    : null;
  // It changes nothing, so it is read as a query of the typed bid; a failure only hides the figure (the domain
  // rule still applies).
  const args = {
    params: { id: idCota },
    body: corpo ?? { situacaoModalidade: 'LL' as const, percentualLance: 0 },
  };
  const servidor = useQuery({
    queryKey: [...chave(lancesOperacoes.embutido, args), args.body],
    queryFn: ({ signal }) => chamar(lancesOperacoes.embutido, args, signal),
    enabled: corpo !== null,
    placeholderData: keepPreviousData,
    meta: { semIndisponivel: true },
  }).data;
  const tetoDoCredito = valorMaximoEmbutido(regras);
  const maximo = servidor?.valorMaximoEmbutido;

  const definir = (valor: EscolhaValorOpcional) => dispatch({ tipo: 'definir', passo: 'builtin', valor });
  const erro = estado.erros.builtin && (mostrarErros || texto !== '') ? estado.erros.builtin : undefined;
  const usado = escolha?.usa ? (escolha.valor ?? 0) : 0;
  const fgts = estado.oferta.fgts?.usa ? (estado.oferta.fgts.valor ?? 0) : 0;
  const percentualMaximo = formatarPercentual(regras.percentualMaximoEmbutido, 0);

  return (
    <div className="flex flex-col gap-6">
      <CabecalhoPasso id="titulo-passo" titulo="Usar lance embutido?">
        Parte do lance pode sair da própria carta de crédito, sem tirar dinheiro do bolso.
      </CabecalhoPasso>

      <Alert tone="info" titulo={`Até ${percentualMaximo} do crédito`}>
        {TEXTO_AJUDA_EMBUTIDO}
      </Alert>

      <OpcoesEmCartao
        legenda="Você quer usar lance embutido?"
        legendaOculta
        colunas={2}
        opcoes={[
          {
            valor: 'sim',
            titulo: 'Sim, usar parte do crédito',
            descricao: `Até ${formatarMoeda(tetoDoCredito)} (${percentualMaximo} do crédito), limitado ao valor do lance.`,
            icone: <HandCoins />,
          },
          {
            valor: 'nao',
            titulo: 'Não, pagar com recursos próprios',
            descricao: 'O crédito fica inteiro para você usar.',
            icone: <Wallet />,
          },
        ]}
        valor={simNao(escolha?.usa)}
        onChange={(v) => definir({ usa: v === 'sim', valor: v === 'sim' ? (escolha?.valor ?? null) : null })}
        erro={mostrarErros && !escolha ? 'Escolha se vai usar lance embutido.' : undefined}
      />

      {escolha?.usa && (
        <div className="flex flex-col gap-3">
          <MaskedField
            label="Valor do lance embutido"
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
              maximo !== undefined
                ? `Para este lance, até ${formatarMoeda(maximo)}.`
                : `Até ${formatarMoeda(tetoDoCredito)}, sem passar do valor do lance.`
            }
            className="max-w-xs text-lg font-semibold"
          />
          {maximo !== undefined && maximo > 0 && (
            <Button
              variant="ghost"
              size="sm"
              className="self-start"
              onClick={() => {
                setTexto(textoDoValor(maximo));
                definir({ usa: true, valor: maximo });
              }}
            >
              Usar o máximo ({formatarMoeda(maximo)})
            </Button>
          )}
        </div>
      )}

      {lance && escolha && (
        <div className="grid gap-3 sm:grid-cols-2" aria-live="polite">
          <Figura
            rotulo="Você paga em dinheiro"
            detalhe={`De um lance de ${formatarMoeda(lance.valorLance)}`}
          >
            <Money
              centavos={Math.max(
                0,
                valorOfertaDoPayload({
                  valorLance: lance.valorLance,
                  valorLanceEmbutido: usado,
                  valorFGTS: fgts,
                }),
              )}
            />
          </Figura>
          <Figura rotulo="Crédito que você recebe" detalhe="Se for contemplado">
            <Money centavos={Math.max(0, regras.valorCredito - usado)} />
          </Figura>
        </div>
      )}
    </div>
  );
}
