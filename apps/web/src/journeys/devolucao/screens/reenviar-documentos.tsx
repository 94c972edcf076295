import { FilePlus2 } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Avancar } from '../components/acoes';
import { TelaDeSituacao } from '../components/situacao';
import { caminhosDevolucao as c } from '../paths';

/** /devolucao/reenviar-documentos: the analyst asked for the documents again. */
export default function ReenviarDocumentos() {
  return (
    <TelaDeSituacao
      titulo="Envie os documentos de novo"
      icone={FilePlus2}
      tom="alerta"
      descricao={() => 'Para concluir a análise, precisamos que você envie os documentos novamente.'}
      acao={() => <Avancar para={c.codigo}>Enviar documentos</Avancar>}
    >
      {(s) =>
        (s.motivosRecusa || s.respostaAnalista) && (
          <Alert tone="alerta" titulo="Pedido do analista">
            {(s.motivosRecusa ?? '').split(';').filter(Boolean).join(', ')}
            {s.respostaAnalista && <p className="mt-1">{s.respostaAnalista}</p>}
          </Alert>
        )
      }
    </TelaDeSituacao>
  );
}
