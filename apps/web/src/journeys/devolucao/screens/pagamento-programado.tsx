import { formatarData, formatarMoeda } from '@portal/domain';
import { CalendarCheck } from 'lucide-react';
import { DescriptionList } from '@/components/description-list';
import { TelaDeSituacao } from '../components/situacao';

/** /devolucao/pagamento-programado: approved; paid within {dias} business days into the confirmed account. */
export default function PagamentoProgramado() {
  return (
    <TelaDeSituacao
      titulo="Pagamento programado"
      icone={CalendarCheck}
      tom="sucesso"
      descricao={(s) =>
        `Sua devolução foi aprovada. O pagamento é feito em até ${s.diasUteisPagamento} dias úteis.`
      }
    >
      {(s) => (
        <DescriptionList
          itens={[
            { termo: 'Valor', descricao: formatarMoeda(s.valorDisponivelCentavos) },
            ...(s.dataPrevistaPagamento
              ? [{ termo: 'Pagamento até', descricao: formatarData(s.dataPrevistaPagamento) }]
              : []),
            ...(s.conta
              ? [
                  { termo: 'Banco', descricao: s.conta.banco },
                  { termo: 'Agência e conta', descricao: `${s.conta.agencia} · ${s.conta.conta}` },
                ]
              : []),
          ]}
        />
      )}
    </TelaDeSituacao>
  );
}
