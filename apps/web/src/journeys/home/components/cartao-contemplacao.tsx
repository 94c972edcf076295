import {
  CARTOES_CONTEMPLACAO,
  cartaoDeContemplacao,
  casoDaAnalise,
  estaCancelada,
  estaContemplada,
  formatarData,
  hojeEmSaoPaulo,
  ordenarMaisRecentes,
  padCota,
  padGrupo,
  telaDaAnaliseDeCredito,
  TIPOS_CASO,
  type CartaoContemplacao,
  type ResumoHome,
} from '@portal/domain';
import { BadgeCheck, FileWarning, Hourglass, PartyPopper, Send, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { caminhos } from '@/app/caminhos';
import { useCaminhoLiberado } from '@/lib/sessao-da-rota';
import { CartaoDestaque } from './cartao-destaque';

const TIPOS_FATURAMENTO: readonly string[] = [TIPOS_CASO.faturamentoEspecie, TIPOS_CASO.faturamentoBem];

/** Each card's icon, text and whether it asks something of the customer now (red edge, primary action). */
const CONTEUDO: Record<CartaoContemplacao, { icone: ReactNode; texto: string; urgente: boolean }> = {
  parabens: {
    icone: <PartyPopper />,
    texto: 'Seu crédito está liberado para os próximos passos. Veja o que falta e até quando.',
    urgente: false,
  },
  'analise-em-andamento': {
    icone: <Hourglass />,
    texto: 'Recebemos seus documentos. A administradora responde em até 48 horas úteis.',
    urgente: false,
  },
  'problema-documento': {
    icone: <FileWarning />,
    texto: 'Encontramos um problema em um documento. Veja qual e envie de novo só ele.',
    urgente: true,
  },
  'enviar-documentos': {
    icone: <Send />,
    texto: 'Faltam documentos para a análise de crédito. Envie dentro do prazo para não perder o crédito.',
    urgente: true,
  },
  'pagamento-programado': {
    icone: <Wallet />,
    texto: 'O pagamento do seu crédito está programado. Acompanhe cada etapa até a liberação.',
    urgente: false,
  },
  'pagamento-realizado': {
    icone: <BadgeCheck />,
    texto: 'O pagamento do seu crédito foi enviado ao banco.',
    urgente: false,
  },
};

/** Where each card leads: the documents when they are the customer's to send, else the centre (or the asset). */
function destinoDoCartao(cartao: CartaoContemplacao, resumo: ResumoHome, faseAnalise: string | null) {
  const c = caminhos.contemplado;
  const documentos = (resumo.cota.categoria === 'pesados' ? c.documentosPesado : c.documentos).replace(
    /\/:doc\?$/,
    '',
  );
  if (cartao === 'problema-documento') return documentos;
  if (cartao === 'enviar-documentos')
    return telaDaAnaliseDeCredito(faseAnalise) === 'selecao-documentos-adicionais'
      ? c.documentosAdicionais
      : documentos;
  if (cartao === 'parabens' && telaDaAnaliseDeCredito(faseAnalise) === 'resultado-crivo')
    return c.desejaFaturar;
  return c.centro;
}

/**
 * 02 §2.1's contemplation cards for the selected quota (congratulations, analysis in progress, problem with a
 * document, send new documents, payment scheduled, payment done), from the summary's cases: the analysis case
 * (the latest, 02 §4.9) and the billing one. A cancelled quota gets the cancelled-contemplated notice instead.
 */
export function CartaoDeContemplacao({ resumo }: { resumo: ResumoHome }) {
  const liberado = useCaminhoLiberado();
  const { cota, casos } = resumo;
  const contemplada =
    estaContemplada(cota.dataContemplacao, hojeEmSaoPaulo()) && !estaCancelada(cota.situacaoCota);
  const faseAnalise = casoDaAnalise(casos)?.Fase__c ?? null;
  const faturamento = ordenarMaisRecentes(
    casos.filter((c) => TIPOS_FATURAMENTO.includes(c.RecordTypeDeveloperName)),
  )[0];
  const cartao = cartaoDeContemplacao({
    contemplada,
    faseAnalise,
    faseFaturamento: faturamento?.Fase__c ?? null,
  });
  if (!cartao) return null;
  const { titulo, acao } = CARTOES_CONTEMPLACAO[cartao];
  const { icone, texto, urgente } = CONTEUDO[cartao];
  const para = destinoDoCartao(cartao, resumo, faseAnalise);
  return (
    <CartaoDestaque
      id="cartao-contemplacao"
      urgente={urgente}
      icone={icone}
      rotulo={
        <p className="text-xs font-semibold tracking-wide text-tinta-suave uppercase">
          Contemplação · cota{' '}
          <span className="tabular">
            {padGrupo(cota.grupo)}/{padCota(cota.cota)}
          </span>
        </p>
      }
      titulo={titulo}
      acao={liberado(para) ? { para, texto: acao } : undefined}
    >
      <p className="mt-1 text-[0.9375rem] leading-relaxed text-tinta-suave">
        {texto} Contemplada em {formatarData(cota.dataContemplacao)}.
      </p>
    </CartaoDestaque>
  );
}
