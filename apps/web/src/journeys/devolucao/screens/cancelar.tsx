import { CircleX } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { apagarArquivo } from '@/lib/envio-de-arquivo';
import { useSessao } from '@/lib/session';
import { TelaDevolucao, Texto } from '../components/tela';
import { caminhosDevolucao as c } from '../paths';
import { esquecerAutorizacao, lerRascunho, limparRascunho } from '../rascunho';

/**
 * Cancellation (02 §4.10): the attached files are deleted, nothing is sent, and home; the refund can be
 * requested later.
 */
export default function Cancelar() {
  const idCota = useSessao()?.idCotaPadrao ?? 0;
  const navigate = useNavigate();
  const [cancelando, setCancelando] = useState(false);
  const cancelar = async () => {
    setCancelando(true);
    const arquivos = Object.values(lerRascunho(idCota).documentos ?? {}).flat();
    await Promise.all(arquivos.map((a) => apagarArquivo(a.id).catch(() => undefined)));
    limparRascunho(idCota);
    esquecerAutorizacao();
    void navigate(caminhos.home.home, { replace: true });
  };
  return (
    <TelaDevolucao
      titulo="Cancelar a solicitação?"
      descricao="Os arquivos que você enviou serão apagados e nada será enviado para análise."
      icone={CircleX}
      tom="alerta"
      voltar={{ para: c.valor, rotulo: 'Continuar a solicitação' }}
      acao={
        <Button variant="danger" onClick={() => void cancelar()} disabled={cancelando}>
          {cancelando && <Spinner />}
          Cancelar e voltar ao início
        </Button>
      }
    >
      <Texto>Você pode pedir a devolução depois, quando quiser, pelo app.</Texto>
    </TelaDevolucao>
  );
}
