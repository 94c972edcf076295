import { Info } from 'lucide-react';
import { PassoDeLeitura, Sanfona } from '../components/tela';

/** /pos-venda/informacoes-finais (step 11): the important-info accordions (03 §2). */
export default function InformacoesFinais() {
  return (
    <PassoDeLeitura
      passo="informacoes-finais"
      titulo="Informações importantes"
      descricao="Abra cada item para ler."
      icone={Info}
    >
      <Sanfona
        itens={[
          {
            titulo: 'Assembleias',
            texto:
              'As assembleias acontecem todo mês. Acompanhe pelo app as datas, os resultados e os lances.',
          },
          {
            titulo: 'Entrega do bem',
            texto:
              'Depois da contemplação, o crédito é liberado após a análise de documentos (até 7 dias) e de crédito, e o bem fica alienado ao grupo até a quitação.',
          },
          {
            titulo: 'Cancelamento',
            texto:
              'Você pode desistir em até 7 dias da assinatura sem custo. Depois disso, o cancelamento pode ter multa de até 30% e os valores são devolvidos conforme o contrato.',
          },
          {
            titulo: 'Proteção de dados',
            texto:
              'Seus dados são tratados conforme a Lei Geral de Proteção de Dados (LGPD), apenas para a gestão do seu consórcio.',
          },
          {
            titulo: 'Resumo do contrato',
            texto:
              'Taxa de administração, fundo de reserva, prazo e índice de reajuste estão no seu contrato, disponível na área de documentos do perfil.',
          },
        ]}
      />
    </PassoDeLeitura>
  );
}
