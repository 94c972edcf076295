import type { SituacaoContemplacao } from '@portal/domain';
import { CircleCheck, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useSessao } from '@/lib/session';
import { BENS, type Bem } from '../bens';
import { caminhosContemplado } from '../paths';
import { escolherTipoPesado, useTipoPesadoEscolhido } from '../tipo-pesado-escolhido';
import { useEscolherBem } from '../use-escolher-bem';
import { Texto } from './fatos';
import { OpcoesDoBem } from './opcoes-do-bem';
import { PassoDoFluxo } from './passo-do-fluxo';

const FALHA = 'Falha ao realizar esta operacao, tente novamente em instantes.';

function opcoesDo(bem: Bem) {
  return Object.entries(BENS[bem].tipos).map(([valor, titulo]) => ({ valor, titulo }));
}

/** What billing does with the choice: the customer knows what comes next and who moves. */
function ProximosPassos({ bem, tipo }: { bem: Bem; tipo: string }) {
  const nomeDoTipo = (BENS[bem].tipos as Record<string, string>)[tipo];
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="sucesso" titulo="Escolha registrada" role="status">
        {BENS[bem].nome}: {nomeDoTipo}.
      </Alert>
      <Texto>
        Agora o faturamento está com a administradora: a nossa equipe confere a sua escolha e entra em contato
        pelo e-mail e telefone cadastrados para pedir os dados do bem e do vendedor e combinar o pagamento.
      </Texto>
      <div className="flex flex-col gap-3 sm:flex-row">
        {bem === 'automovel' && (
          // Issue 19: a car is billed by the app, from this choice.
          <Button asChild>
            <Link to={caminhos.faturamento.iniciar}>Iniciar faturamento</Link>
          </Button>
        )}
        <Button asChild variant="secondary">
          <Link to={caminhosContemplado.centro}>Acompanhar na central</Link>
        </Button>
      </div>
    </div>
  );
}

/** The asset's kinds, then the hand-over (only once the analysis approved: the case takes the choice then). */
function Escolha({ bem, situacao, idCota }: { bem: Bem; situacao: SituacaoContemplacao; idCota: number }) {
  const tipoPesado = useTipoPesadoEscolhido(idCota);
  const [tipo, setTipo] = useState<string | null>(bem === 'pesado' ? tipoPesado : null);
  const [mostrarErro, setMostrarErro] = useState(false);
  const escolher = useEscolherBem(idCota);
  const caso = situacao.caso;

  if (situacao.tela !== 'resultado-crivo' || !caso?.CaseNumber)
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="info" titulo="Disponível depois da aprovação">
          A escolha do bem é liberada quando a análise de crédito for aprovada. Acompanhe a análise na
          central.
        </Alert>
        <div>
          <Button asChild variant="secondary" icon={<Lock className="size-4" aria-hidden="true" />}>
            <Link to={caminhosContemplado.centro}>Ir para a central</Link>
          </Button>
        </div>
      </div>
    );
  if (escolher.isSuccess && tipo) return <ProximosPassos bem={bem} tipo={tipo} />;

  const confirmar = () => {
    if (!tipo) return setMostrarErro(true);
    escolher.mutate({ caso, bem, tipo });
  };
  return (
    <div className="flex flex-col gap-5">
      <OpcoesDoBem
        legenda="Escolha o tipo"
        opcoes={opcoesDo(bem)}
        valor={tipo}
        onChange={(v) => {
          setTipo(v);
          setMostrarErro(false);
        }}
        erro={mostrarErro ? 'Escolha uma opção para continuar.' : undefined}
      />
      {escolher.isError && (
        <Alert tone="perigo" role="alert">
          {escolher.error.message || FALHA}
        </Alert>
      )}
      <div>
        <Button
          loading={escolher.isPending}
          onClick={confirmar}
          icon={<CircleCheck className="size-4" aria-hidden="true" />}
        >
          Confirmar e enviar para o faturamento
        </Button>
      </div>
    </div>
  );
}

/** tipo-imovel, tipo-automovel, tipo-servico, tipo-equipamento and tipo-pesado at InvoiceSelection. */
export function EscolhaDoBem({ bem }: { bem: Bem }) {
  return (
    <PassoDoFluxo
      etapa="InvoiceSelection"
      titulo={`Faturar: ${BENS[bem].nome.toLowerCase()}`}
      descricao={BENS[bem].descricao}
      voltarPara={{ para: caminhosContemplado.desejaFaturar, rotulo: 'Escolher outro bem' }}
      acao={() => null}
    >
      {(s, idCota) => <Escolha bem={bem} situacao={s} idCota={idCota} />}
    </PassoDoFluxo>
  );
}

/** tipo-pesado before the documents (HeavyType): which heavy vehicle, kept for the billing hand-over. */
export function TipoPesado() {
  return (
    <PassoDoFluxo
      etapa="HeavyType"
      titulo="Qual veículo pesado você vai comprar?"
      descricao="Os documentos e a análise variam com o tipo do veículo."
      acao={(_, proxima) => <ContinuarPesado proxima={proxima} />}
    >
      {(_, idCota) => <EscolhaPesado idCota={idCota} />}
    </PassoDoFluxo>
  );
}

function EscolhaPesado({ idCota }: { idCota: number }) {
  const tipo = useTipoPesadoEscolhido(idCota);
  return (
    <OpcoesDoBem
      legenda="Tipo do veículo"
      opcoes={opcoesDo('pesado')}
      valor={tipo}
      onChange={(v) => escolherTipoPesado(idCota, v)}
    />
  );
}

/** On once a type is chosen: the documents of a heavy quota depend on it. */
function ContinuarPesado({ proxima }: { proxima: string | null }) {
  const tipo = useTipoPesadoEscolhido(useSessao()?.idCotaPadrao ?? 0);
  if (!proxima) return null;
  if (!tipo) return <Button disabled>Continuar</Button>;
  return (
    <Button asChild>
      <Link to={proxima}>Continuar</Link>
    </Button>
  );
}
