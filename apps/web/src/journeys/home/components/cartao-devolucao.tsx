import {
  devolucaoOperacoes,
  estaCancelada,
  formatarMoeda,
  padCota,
  padGrupo,
  type EstadoDevolucao,
  type ResumoHome,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Banknote, CalendarCheck, FileWarning, Hourglass, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { caminhos } from '@/app/caminhos';
import { consulta } from '@/lib/operacoes';
import { useCaminhoLiberado } from '@/lib/sessao-da-rota';
import { CartaoDestaque } from './cartao-destaque';

/** The refund card per state (issue 20): title, text, action, icon, whether it asks something now. */
const CARTOES: Partial<
  Record<EstadoDevolucao, { titulo: string; texto: string; acao: string; icone: ReactNode; urgente: boolean }>
> = {
  disponivel: {
    titulo: 'Você tem valores a receber',
    texto: 'Sua cota tem valores a devolver. Peça a devolução pelo app.',
    acao: 'Solicitar devolução',
    icone: <Banknote />,
    urgente: true,
  },
  'em-andamento': {
    titulo: 'Devolução em andamento',
    texto: 'Acompanhe a análise do seu pedido de devolução.',
    acao: 'Acompanhar',
    icone: <Hourglass />,
    urgente: false,
  },
  'aguardando-liberacao': {
    titulo: 'Devolução aguardando liberação',
    texto: 'Seu pedido foi aprovado e aguarda a liberação do pagamento.',
    acao: 'Acompanhar',
    icone: <Hourglass />,
    urgente: false,
  },
  'aguardando-pagamento': {
    titulo: 'Pagamento programado',
    texto: 'Sua devolução foi aprovada e o pagamento está programado.',
    acao: 'Visualizar',
    icone: <CalendarCheck />,
    urgente: false,
  },
  'pagamento-enviado': {
    titulo: 'Pagamento enviado ao banco',
    texto: 'A ordem de pagamento da sua devolução foi enviada ao banco.',
    acao: 'Visualizar',
    icone: <CalendarCheck />,
    urgente: false,
  },
  estornada: {
    titulo: 'Pagamento estornado',
    texto: 'O banco devolveu o pagamento. Veja o motivo e peça de novo.',
    acao: 'Ver motivo',
    icone: <RotateCcw />,
    urgente: true,
  },
};

/**
 * The refund card of the selected quota (issue 20): only a cancelled, closed or paid-off quota asks the refund's
 * status; a problem with the documents is urgent.
 */
export function CartaoDevolucao({ resumo }: { resumo: ResumoHome }) {
  const liberado = useCaminhoLiberado();
  const { cota } = resumo;
  // A closed group's quota ends paid off or closed ('encerrada'): those and the cancelled ones may have values.
  const candidata = estaCancelada(cota.situacaoCota) || /encerrad|quitad/i.test(cota.situacaoCota);
  const status = useQuery({
    ...consulta(devolucaoOperacoes.status),
    queryKey: [...consulta(devolucaoOperacoes.status).queryKey, cota.idCota],
    enabled: candidata,
  });
  if (!candidata || !status.data) return null;
  const s = status.data;
  const problema = s.tela === 'problema-documentos' || s.tela === 'reenviar-documentos';
  const cartao = problema
    ? {
        titulo: 'Problema nos documentos da devolução',
        texto: 'Veja o que precisa ser corrigido e envie de novo.',
        acao: 'Enviar documentos',
        icone: <FileWarning />,
        urgente: true,
      }
    : CARTOES[s.estado];
  if (!cartao) return null;
  const para = caminhos.devolucao.indice;
  return (
    <CartaoDestaque
      id="cartao-devolucao"
      urgente={cartao.urgente}
      icone={cartao.icone}
      rotulo={
        <p className="text-xs font-semibold tracking-wide text-tinta-suave uppercase">
          Devolução · cota{' '}
          <span className="tabular">
            {padGrupo(cota.grupo)}/{padCota(cota.cota)}
          </span>
        </p>
      }
      titulo={cartao.titulo}
      acao={liberado(para) ? { para, texto: cartao.acao } : undefined}
    >
      <p className="mt-1 text-[0.9375rem] leading-relaxed text-tinta-suave">
        {cartao.texto}
        {s.valorDisponivelCentavos > 0 && ` Valor: ${formatarMoeda(s.valorDisponivelCentavos)}.`}
      </p>
    </CartaoDestaque>
  );
}
