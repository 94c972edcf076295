import { OPCOES_MANUAIS, ROTULOS_MOTIVO_RESTRICAO, type OpcaoManual } from '@portal/domain';
import { useLocation } from 'react-router';
import { FalarComAtendente } from '../components/atendente';
import { TelaFaturamento, Texto } from '../components/tela';
import { caminhosFaturamento as c } from '../paths';

const TEXTOS: Record<OpcaoManual, string> = {
  consignado:
    'Veículo em consignação: o atendente confere a revenda e o documento do veículo, e o pagamento vai para quem vende.',
  financiamento:
    'Para quitar um financiamento, o atendente pede o boleto de quitação ao banco e confere o saldo com você.',
  maquinasagricolas: 'Máquinas agrícolas têm documentos e vistorias próprios: o atendente conduz cada etapa.',
  conjuge: 'Comprar do cônjuge, do pai ou da mãe pede documentos do parentesco: o atendente explica quais.',
};

/** /faturamento/manual/consignado and its aliases financiamento, maquinasagricolas and conjuge (02 §2.2). */
export default function ManualOpcao() {
  const opcao = useLocation().pathname.split('/').pop() as OpcaoManual;
  const motivo = OPCOES_MANUAIS[opcao] ?? OPCOES_MANUAIS.consignado;
  return (
    <TelaFaturamento
      titulo={ROTULOS_MOTIVO_RESTRICAO[motivo]}
      descricao="Este faturamento é feito com um atendente."
      voltar={{ para: c.manual, rotulo: 'Outras opções' }}
    >
      <Texto>{TEXTOS[opcao] ?? TEXTOS.consignado}</Texto>
      <FalarComAtendente motivo={motivo} />
    </TelaFaturamento>
  );
}
