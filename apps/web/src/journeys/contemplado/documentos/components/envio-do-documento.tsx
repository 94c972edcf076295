import {
  documentoDatado,
  hojeEmSaoPaulo,
  inicioDoPeriodoDoExtrato,
  formatarData,
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
  comNomeDeclarado,
  motivoDaRecusa,
  recusaDaData,
  type DocumentoParaEnviar,
  type Preparado,
} from '../estado-dos-documentos';
import { caminhoDaLista } from '../paths';

/** The "in whose name" checkbox: the holder's, a company partner's, or the company's (ADR 0036). */
function nomeDoComprovante(doc: DocumentoParaEnviar): { rotulo: string; dica: string } {
  if (doc.codigo === 'comprovante_endereco_empresa')
    return {
      rotulo: 'O comprovante está no nome da empresa',
      dica: 'Conta de luz, água, gás, telefone ou internet no nome da empresa (razão social).',
    };
  if (doc.socio)
    return {
      rotulo: `O comprovante está no nome de ${doc.socio.nome}`,
      dica: 'Conta de luz, água, gás, telefone ou internet no nome do sócio.',
    };
  return {
    rotulo: 'O comprovante está no meu nome',
    dica: 'Conta de luz, água, gás, telefone ou internet no nome do titular da cota.',
  };
}

/** How the screens title a document: a company partner's carries the partner's name. */
export const tituloDoDocumento = (doc: Pick<DocumentoParaEnviar, 'description' | 'socio'>) =>
  doc.socio ? `${doc.description} de ${doc.socio.nome}` : doc.description;

interface EnvioDoDocumentoProps {
  doc: DocumentoParaEnviar;
  preparado: Preparado | undefined;
  preparar: (chave: string, mudanca: Partial<Preparado>) => void;
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
  const mudar = (p: Partial<Preparado>) => preparar(doc.chave, p);
  const ehSelfie = doc.codigo === 'selfie';
  const datado = documentoDatado(doc.codigo);
  const extrato = doc.codigo === 'extrato_bancario' || doc.codigo === 'extrato_bancario_empresa';
  const recusaData = datado ? recusaDaData(doc, atual, hoje) : null;
  // The name is judged first: while it is not confirmed, the refusal is about the name, not the date.
  const recusaNome = comNomeDeclarado(doc.codigo) && atual.emNomeDoTitular !== true ? recusaData : null;
  const titulo = tituloDoDocumento(doc);
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
        titulo={titulo}
        fluxo={doc.grupo !== null ? 'contemplacao-empresa' : 'cadastro'}
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
            label={extrato ? 'Data do extrato' : 'Data de emissão'}
            type="date"
            max={hoje}
            value={atual.dataDocumento ?? ''}
            onChange={(e) => mudar({ dataDocumento: e.target.value || null })}
            hint={
              extrato
                ? `Período a partir de ${formatarData(inicioDoPeriodoDoExtrato(hoje))}.`
                : 'Emitido há no máximo 60 dias.'
            }
            error={tentou && recusaData && !recusaNome ? recusaData : undefined}
          />
          {comNomeDeclarado(doc.codigo) && (
            <CaixaDeMarcar
              rotulo={nomeDoComprovante(doc).rotulo}
              dica={nomeDoComprovante(doc).dica}
              marcada={atual.emNomeDoTitular === true}
              onChange={(v) => mudar({ emNomeDoTitular: v })}
            />
          )}
          {tentou && recusaNome && (
            <p role="alert" className="text-sm font-medium text-perigo">
              {recusaNome}
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
