import {
  etapasVisiveis,
  etapaVisivel,
  type EtapaContemplacao,
  type SituacaoContemplacao,
} from '@portal/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Stepper } from '@/components/stepper';
import { useDocumentTitle } from '@/lib/document-title';
import { contextoDasEtapas, navegacaoDaEtapa, NOMES_DAS_ETAPAS } from '../etapas';
import { caminhosContemplado } from '../paths';
import { SituacaoCarregada } from './situacao-carregada';

interface PropsPasso {
  etapa: EtapaContemplacao;
  titulo: string;
  /** The screen's lead line under the title. */
  descricao?: ReactNode;
  /** The step's body, drawn with the quota's situation. */
  children: (situacao: SituacaoContemplacao, idCota: number) => ReactNode;
  /** The main action's label ('Continuar' unless told); `acao` replaces the whole action. */
  rotuloContinuar?: string;
  acao?: (situacao: SituacaoContemplacao, proxima: string | null) => ReactNode;
  /** A screen inside a step (an asset type under InvoiceSelection) goes back to the step's own screen. */
  voltarPara?: { para: string; rotulo: string };
}

function Conteudo({
  etapa,
  titulo,
  descricao,
  children,
  rotuloContinuar = 'Continuar',
  acao,
  voltarPara,
  situacao,
  idCota,
}: PropsPasso & { situacao: SituacaoContemplacao; idCota: number }) {
  useDocumentTitle(titulo);
  const contexto = contextoDasEtapas(situacao);
  const nav = navegacaoDaEtapa(etapa, situacao);
  // A step this quota does not have (a bid quota opening the draw screens): on to the next shown one.
  if (!etapaVisivel(etapa, contexto))
    return <Navigate to={nav.proxima ?? caminhosContemplado.centro} replace />;
  const nomes = etapasVisiveis(contexto).map((e) => NOMES_DAS_ETAPAS[e]);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <Stepper etapas={nomes} atual={nav.progresso.numero - 1} />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-balance text-tinta sm:text-[1.75rem]">
          {titulo}
        </h1>
        {descricao && <p className="mt-1.5 text-[0.9375rem] leading-relaxed text-tinta-suave">{descricao}</p>}
      </header>
      <Card className="flex flex-col gap-5">{children(situacao, idCota)}</Card>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button asChild variant="secondary">
          <Link to={voltarPara?.para ?? nav.anterior}>
            <ChevronLeft className="-ml-1 size-4" aria-hidden="true" />
            {voltarPara?.rotulo ??
              (nav.anterior === caminhosContemplado.centro ? 'Voltar à central' : 'Anterior')}
          </Link>
        </Button>
        {acao
          ? acao(situacao, nav.proxima)
          : nav.proxima && (
              <Button asChild>
                <Link to={nav.proxima}>
                  {rotuloContinuar}
                  <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
                </Link>
              </Button>
            )}
      </div>
    </div>
  );
}

/**
 * One step of the contemplation flow (02 §2.7): 'Etapa n de m' counting only the quota's shown steps,
 * 'Anterior' to the last shown step before it (the centre on the first), 'Continuar' to the next shown one.
 */
export function PassoDoFluxo(props: PropsPasso) {
  return (
    <SituacaoCarregada>
      {(situacao, idCota) => <Conteudo {...props} situacao={situacao} idCota={idCota} />}
    </SituacaoCarregada>
  );
}
