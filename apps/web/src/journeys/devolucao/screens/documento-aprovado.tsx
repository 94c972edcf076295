import { BadgeCheck } from 'lucide-react';
import { TelaDeSituacao } from '../components/situacao';

/** /devolucao/documento-aprovado: the documents were approved; the payment is being scheduled. */
export default function DocumentoAprovado() {
  return (
    <TelaDeSituacao
      titulo="Documentos aprovados"
      icone={BadgeCheck}
      tom="sucesso"
      descricao={(s) =>
        `Seus documentos foram aprovados. Agora programamos o pagamento, feito em até ${s.diasUteisPagamento} dias úteis.`
      }
    />
  );
}
