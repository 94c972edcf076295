import { formatarData, rotuloDaFase, type StatusDevolucao } from '@portal/domain';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { caminhos } from '@/app/caminhos';
import { DescriptionList } from '@/components/description-list';
import { Avancar } from './acoes';
import { Carregando, Falhou, TelaDevolucao } from './tela';
import { useStatusDevolucao } from '../use-devolucao';

/**
 * A screen that shows where the refund is (analysis, approved, scheduled, refused…): reads the status, then its
 * body; the request code and the payment timeline when there is a case.
 */
export function TelaDeSituacao({
  titulo,
  descricao,
  icone,
  tom,
  acao,
  children,
}: {
  titulo: string;
  descricao: (s: StatusDevolucao) => ReactNode;
  icone: LucideIcon;
  tom?: 'marca' | 'sucesso' | 'alerta' | 'perigo';
  acao?: (s: StatusDevolucao) => ReactNode;
  children?: (s: StatusDevolucao) => ReactNode;
}) {
  const status = useStatusDevolucao();
  if (status.isPending) return <Carregando />;
  if (status.isError) return <Falhou onRetry={() => void status.refetch()} />;
  const s = status.data;
  return (
    <TelaDevolucao
      titulo={titulo}
      descricao={descricao(s)}
      icone={icone}
      tom={tom}
      acao={acao ? acao(s) : <Avancar para={caminhos.home.home}>Voltar ao início</Avancar>}
    >
      {children?.(s)}
      {s.numeroCaso && (
        <DescriptionList
          itens={[
            { termo: 'Código da solicitação', descricao: s.numeroCaso },
            ...(s.fase ? [{ termo: 'Situação', descricao: rotuloDaFase(s.fase) }] : []),
            ...(s.prazoResposta ? [{ termo: 'Resposta até', descricao: formatarData(s.prazoResposta) }] : []),
          ]}
        />
      )}
      {s.linhaDoTempoPagamento.length > 0 && <LinhaDoTempo s={s} />}
    </TelaDevolucao>
  );
}

function LinhaDoTempo({ s }: { s: StatusDevolucao }) {
  return (
    <div>
      <h2 className="text-base font-semibold text-tinta">Andamento</h2>
      <ol className="mt-3 flex flex-col gap-3 border-l-2 border-borda pl-4">
        {s.linhaDoTempoPagamento.map((l, i) => (
          <li key={`${l.fase}-${i}`} className="relative">
            <span
              className={`absolute top-1.5 -left-[1.4rem] size-3 rounded-full ${i === 0 ? 'bg-primaria' : 'bg-borda'}`}
              aria-hidden="true"
            />
            <p className="text-[0.9375rem] font-medium text-tinta">{rotuloDaFase(l.fase)}</p>
            <p className="text-sm text-tinta-suave">
              {formatarData(l.dataUltimaModificacaoFase.slice(0, 10))}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
