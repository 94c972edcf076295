import {
  CARTOES_ESPECIE,
  cartaoFaturamentoEspecie,
  dadosAppEspecieSchema,
  lerDadosApp,
  padCota,
  padGrupo,
  type CartaoEspecie,
  type Caso,
  type ResumoHome,
} from '@portal/domain';
import { Banknote, FileWarning, Hourglass, Landmark, UserCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { caminhos } from '@/app/caminhos';
import { useCaminhoLiberado } from '@/lib/sessao-da-rota';
import { CartaoDestaque } from './cartao-destaque';

/** 02 §2.1 cash billing cards (action target AutoEspecie): icon, text, urgency and where each leads. */
const CONTEUDO: Record<CartaoEspecie, { icone: ReactNode; texto: string; urgente: boolean; para: string }> = {
  iniciar: {
    icone: <Banknote />,
    texto: 'Receba o crédito da sua cota em dinheiro, na sua conta. Leva poucos minutos.',
    urgente: false,
    para: caminhos.faturamento.especie,
  },
  'atualizar-cadastro': {
    icone: <UserCog />,
    texto: 'Antes de pagar o crédito, confirme seu e-mail e seu celular.',
    urgente: true,
    para: caminhos.faturamento.especieAjusteCadastral,
  },
  'atualizar-dados-bancarios': {
    icone: <Landmark />,
    texto: 'Informe a conta em seu nome onde vamos depositar o crédito.',
    urgente: true,
    para: caminhos.faturamento.especieDadosBancarios,
  },
  acompanhar: {
    icone: <Hourglass />,
    texto: 'Seu pedido está em andamento. Veja cada etapa até o pagamento.',
    urgente: false,
    para: caminhos.faturamento.especie,
  },
  'enviar-documentos': {
    icone: <FileWarning />,
    texto: 'Encontramos um problema em um documento. Veja qual e envie de novo.',
    urgente: true,
    para: caminhos.faturamento.especie,
  },
};

/** The cash billing's card on the home (02 §2.1), from the case's phase and the steps in its app data. */
export function CartaoDoFaturamentoEspecie({ resumo, caso }: { resumo: ResumoHome; caso: Caso }) {
  const liberado = useCaminhoLiberado();
  const lido = dadosAppEspecieSchema.safeParse({
    ...(lerDadosApp(caso.DadosApp__c) ?? {}),
    tipoFaturamento: 'ESPECIE',
  });
  const d = lido.success ? lido.data : null;
  const cartao = cartaoFaturamentoEspecie({
    fase: caso.Fase__c,
    passos: {
      aceiteTermos: Boolean(d?.aceiteTermosEm),
      identificacaoConfirmada: Boolean(d?.identificacaoConfirmadaEm),
      dadosBancarios: Boolean(d?.dadosBancarios),
      termoAutorizacao: Boolean(d?.termoAutorizacaoEm),
    },
  });
  if (!cartao) return null;
  const { titulo, acao } = CARTOES_ESPECIE[cartao];
  const { icone, texto, urgente, para } = CONTEUDO[cartao];
  const { cota } = resumo;
  return (
    <CartaoDestaque
      id="cartao-faturamento-especie"
      urgente={urgente}
      icone={icone}
      rotulo={
        <p className="text-xs font-semibold tracking-wide text-tinta-suave uppercase">
          Crédito em espécie · cota{' '}
          <span className="tabular">
            {padGrupo(cota.grupo)}/{padCota(cota.cota)}
          </span>
        </p>
      }
      titulo={titulo}
      acao={liberado(para) ? { para, texto: acao } : undefined}
    >
      <p className="mt-1 text-[0.9375rem] leading-relaxed text-tinta-suave">{texto}</p>
    </CartaoDestaque>
  );
}
