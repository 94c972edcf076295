import { Alert } from '@/components/alert';
import { Avancar, TelaFaturamento, Texto } from '../components/tela';
import { caminhosFaturamento as c } from '../paths';
import { useStatusFaturamento } from '../use-faturamento';

/** /faturamento/identificacaoreprovada: the analyst refused the identification, with the reasons: redo it. */
export default function IdentificacaoReprovada() {
  const status = useStatusFaturamento();
  return (
    <TelaFaturamento
      titulo="Não conseguimos confirmar a sua identidade"
      descricao="Envie os documentos de novo, com atenção aos motivos."
      acao={<Avancar para={c.reenviardocumentos}>Enviar de novo</Avancar>}
    >
      {status.data?.motivosRecusa || status.data?.respostaAnalista ? (
        <Alert tone="perigo" titulo="Motivos">
          {[status.data.motivosRecusa, status.data.respostaAnalista].filter(Boolean).join('. ')}
        </Alert>
      ) : null}
      <Texto>
        Os documentos precisam estar legíveis, completos e dentro da validade, e a selfie deve mostrar o seu
        rosto com o documento.
      </Texto>
    </TelaFaturamento>
  );
}
