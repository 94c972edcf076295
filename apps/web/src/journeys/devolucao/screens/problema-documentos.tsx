import { FileWarning } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Avancar } from '../components/acoes';
import { TelaDeSituacao } from '../components/situacao';
import { caminhosDevolucao as c } from '../paths';

/** /devolucao/problema-documentos: the analyst refused; the reasons, and the way to send again. */
export default function ProblemaDocumentos() {
  return (
    <TelaDeSituacao
      titulo="Encontramos um problema"
      icone={FileWarning}
      tom="perigo"
      descricao={() =>
        'Os documentos precisam estar legíveis, completos e corretos, e a conta precisa ser do titular. Envie de novo.'
      }
      acao={() => <Avancar para={c.codigo}>Reenviar documentos</Avancar>}
    >
      {(s) => (
        <Alert tone="perigo" titulo="O que precisa ser corrigido">
          <ul className="list-disc pl-5">
            {(s.motivosRecusa ?? '')
              .split(';')
              .filter(Boolean)
              .map((m) => (
                <li key={m}>{m}</li>
              ))}
          </ul>
          {s.respostaAnalista && <p className="mt-2">{s.respostaAnalista}</p>}
        </Alert>
      )}
    </TelaDeSituacao>
  );
}
