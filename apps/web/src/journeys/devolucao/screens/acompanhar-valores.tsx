import { formatarMoeda } from '@portal/domain';
import { Banknote } from 'lucide-react';
import { Alert } from '@/components/alert';
import { DescriptionList } from '@/components/description-list';
import { Avancar } from '../components/acoes';
import { TelaDeSituacao } from '../components/situacao';
import { caminhosDevolucao as c } from '../paths';

/**
 * /devolucao/acompanhar-valores (AccompanyValues, the default of a phase with no screen): the payment's way. A
 * payment reversed by the bank shows the bank's reason and lets the customer request again (02 §3, §4.10).
 */
export default function AcompanharValores() {
  return (
    <TelaDeSituacao
      titulo="Acompanhar a devolução"
      icone={Banknote}
      descricao={(s) =>
        s.estado === 'estornada'
          ? 'O banco devolveu o pagamento. Confira o motivo e peça de novo com outra conta.'
          : s.estado === 'finalizada'
            ? 'A devolução foi paga. Não há mais valores a receber.'
            : s.estado === 'pagamento-enviado'
              ? 'A ordem de pagamento foi enviada ao banco.'
              : 'Veja aqui o andamento da sua devolução.'
      }
      acao={(s) => (s.podeSolicitar ? <Avancar para={c.valor}>Solicitar novamente</Avancar> : undefined)}
    >
      {(s) => (
        <>
          {s.estado === 'estornada' && (
            <Alert tone="perigo" titulo="Pagamento estornado pelo banco">
              {s.respostaAnalista ?? 'O banco não informou o motivo.'}
            </Alert>
          )}
          <DescriptionList
            itens={[{ termo: 'Valor a receber', descricao: formatarMoeda(s.valorDisponivelCentavos) }]}
          />
        </>
      )}
    </TelaDeSituacao>
  );
}
