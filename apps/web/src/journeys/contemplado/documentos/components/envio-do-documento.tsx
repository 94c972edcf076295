import {
  hojeEmSaoPaulo,
  inicioDoPeriodoDoExtrato,
  formatarData,
  MENSAGENS_DOCUMENTOS_CONTEMPLACAO,
  type CodigoDocumento,
  type Documento,
} from '@portal/domain';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CaixaDeMarcar } from '@/components/caixa-de-marcar';
import { TextField } from '@/components/text-field';
import { ehMobile } from '@/lib/dispositivo';
import { EnvioDeArquivo } from '@/lib/envio-de-arquivo';
import {
  motivoDaRecusa,
  recusaDaData,
  type DocumentoParaEnviar,
  type Preparado,
} from '../estado-dos-documentos';
import { caminhoDaLista } from '../paths';

const MENSAGEM_NOME = MENSAGENS_DOCUMENTOS_CONTEMPLACAO.comprovanteDeOutraPessoa;

interface EnvioDoDocumentoProps {
  doc: DocumentoParaEnviar;
  preparado: Preparado | undefined;
  preparar: (codigo: CodigoDocumento, mudanca: Partial<Preparado>) => void;
  selfieDisponivel: boolean;
  expliqueMotivo: string | null;
  pesado: boolean;
}

function orientacaoDaQuantidade(doc: DocumentoParaEnviar): string {
  if (doc.codigo === 'selfie')
    return 'Uma foto do seu rosto segurando o documento pessoal, em um lugar iluminado.';
  if (doc.quantidade > 1) return `Envie pelo menos ${doc.quantidade} arquivos (cada lado ou página).`;
  return 'Envie o documento inteiro e legível.';
}

/**
 * /contemplado/documentos/{doc}: one document's files (uploaded at once, kept until the sending), its minimum
 * count (02 §5: by ID type), the residence proof's date and holder, the bank statement's date; the selfie only
 * after the personal document. "Concluir" goes back to the list once the document is complete.
 */
export function EnvioDoDocumento({
  doc,
  preparado,
  preparar,
  selfieDisponivel,
  expliqueMotivo,
  pesado,
}: EnvioDoDocumentoProps) {
  const navigate = useNavigate();
  const hoje = hojeEmSaoPaulo(new Date());
  const [tentou, setTentou] = useState(false);
  // The draft keeps the upload's answers as they came (Documento), read back from storage.
  const arquivos = (preparado?.arquivos ?? []) as Documento[];
  const atual: Preparado = preparado ?? { arquivos: [] };
  const mudar = (p: Partial<Preparado>) => preparar(doc.codigo, p);
  const ehSelfie = doc.codigo === 'selfie';
  const datado = doc.codigo === 'comprovante_residencia' || doc.codigo === 'extrato_bancario';
  const recusaData = datado ? recusaDaData(doc.codigo, atual, hoje) : null;
  const faltam = Math.max(0, doc.quantidade - arquivos.length);
  const pronto = faltam === 0 && !recusaData;
  const { state } = useLocation() as { state: { voltarPara?: string } | null };
  const lista = state?.voltarPara ?? caminhoDaLista(pesado);

  return (
    <div className="flex flex-col gap-4">
      {doc.problemas.length > 0 && (
        <Alert tone="perigo" titulo={`Documento recusado: ${motivoDaRecusa(doc.problemas).toLowerCase()}`}>
          {expliqueMotivo ?? 'O documento precisa estar legível, completo e correto.'} Envie um novo arquivo.
        </Alert>
      )}
      <EnvioDeArquivo
        titulo={doc.description}
        descricao={[ehSelfie ? null : doc.orientacao, orientacaoDaQuantidade(doc)].filter(Boolean).join(' ')}
        arquivos={arquivos}
        onChange={(novos) => mudar({ arquivos: novos })}
        camera={ehSelfie && ehMobile()}
        unico={ehSelfie}
        desabilitado={ehSelfie && !selfieDisponivel}
        motivoDesabilitado="Envie primeiro o documento pessoal; a selfie vem depois dele."
      />
      {datado && (
        <section
          aria-label="Dados do documento"
          className="flex flex-col gap-4 rounded-2xl border border-borda bg-superficie p-5"
        >
          <TextField
            label={doc.codigo === 'extrato_bancario' ? 'Data do extrato' : 'Data de emissão'}
            type="date"
            max={hoje}
            value={atual.dataDocumento ?? ''}
            onChange={(e) => mudar({ dataDocumento: e.target.value || null })}
            hint={
              doc.codigo === 'extrato_bancario'
                ? `Período a partir de ${formatarData(inicioDoPeriodoDoExtrato(hoje))}.`
                : 'Emitido há no máximo 60 dias.'
            }
            error={tentou && recusaData && recusaData !== MENSAGEM_NOME ? recusaData : undefined}
          />
          {doc.codigo === 'comprovante_residencia' && (
            <CaixaDeMarcar
              rotulo="O comprovante está no meu nome"
              dica="Conta de luz, água, gás, telefone ou internet no nome do titular da cota."
              marcada={atual.emNomeDoTitular === true}
              onChange={(v) => mudar({ emNomeDoTitular: v })}
            />
          )}
          {tentou && recusaData === MENSAGEM_NOME && (
            <p role="alert" className="text-sm font-medium text-perigo">
              {recusaData}
            </p>
          )}
        </section>
      )}
      {tentou && faltam > 0 && (
        <Alert tone="alerta" role="alert">
          {faltam === 1 ? 'Falta 1 arquivo deste documento.' : `Faltam ${faltam} arquivos deste documento.`}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="ghost">
          <Link to={lista}>Voltar</Link>
        </Button>
        <Button
          disabled={ehSelfie && !selfieDisponivel}
          onClick={() => {
            setTentou(true);
            if (pronto) void navigate(lista);
          }}
        >
          Concluir documento
        </Button>
      </div>
    </div>
  );
}
