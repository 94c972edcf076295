import {
  documentosPorCategoria,
  formatarCpf,
  secoesDaEmpresa,
  type CategoriaDocumento,
} from '@portal/domain';
import { clsx } from 'clsx';
import { ChevronRight, Lock } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Badge, type BadgeTone } from '@/components/badge';
import {
  estadoDoDocumento,
  motivoDaRecusa,
  ROTULOS_ESTADO_DOCUMENTO,
  type DocumentoParaEnviar,
  type EstadoDocumento,
  type Rascunho,
} from '../estado-dos-documentos';
import { caminhoDaLista } from '../paths';

const TOM_DO_ESTADO: Record<EstadoDocumento, BadgeTone> = {
  'a-enviar': 'neutro',
  enviado: 'info',
  'em-analise': 'alerta',
  aprovado: 'sucesso',
  recusado: 'perigo',
};

/** Only what still needs a file opens its upload: the analysed and approved ones are the case's now. */
const ABRE_ENVIO: readonly EstadoDocumento[] = ['a-enviar', 'enviado', 'recusado'];

function quantosArquivos(doc: DocumentoParaEnviar): string | null {
  return doc.quantidade > 1 ? `${doc.quantidade} arquivos` : null;
}

interface ListaDeDocumentosProps {
  lista: readonly DocumentoParaEnviar[];
  fase: string | null;
  rascunho: Rascunho;
  pesado: boolean;
  selfieDisponivel: boolean;
}

interface LinhaProps {
  doc: DocumentoParaEnviar;
  fase: string | null;
  rascunho: Rascunho;
  pesado: boolean;
  selfieDisponivel: boolean;
  voltarPara: string;
}

/** One requested document: its state, why the analyst refused it, and the way to its upload. */
function LinhaDoDocumento({ doc, fase, rascunho, pesado, selfieDisponivel, voltarPara }: LinhaProps) {
  const estado = estadoDoDocumento(doc, fase, rascunho[doc.chave]);
  const bloqueada = doc.codigo === 'selfie' && !selfieDisponivel && estado === 'a-enviar';
  const abre = ABRE_ENVIO.includes(estado) && !bloqueada;
  const detalhe =
    estado === 'recusado'
      ? `Motivo: ${motivoDaRecusa(doc.problemas)}. Envie novamente.`
      : bloqueada
        ? 'Disponível depois de enviar o documento pessoal.'
        : [
            doc.pedidoPeloAnalista ? 'Pedido pelo analista' : null,
            doc.codigo === 'selfie' ? null : doc.orientacao,
            quantosArquivos(doc),
            doc.obrigatorio ? null : 'Opcional',
          ]
            .filter(Boolean)
            .join(' · ');
  const conteudo = (
    <>
      <span className="min-w-0 flex-1">
        <span className="block text-base font-medium break-words text-tinta">{doc.description}</span>
        {detalhe && (
          <span
            className={clsx(
              'mt-0.5 block text-sm',
              estado === 'recusado' ? 'font-medium text-perigo' : 'text-tinta-suave',
            )}
          >
            {detalhe}
          </span>
        )}
      </span>
      <Badge tone={TOM_DO_ESTADO[estado]}>{ROTULOS_ESTADO_DOCUMENTO[estado]}</Badge>
      {abre ? (
        <ChevronRight className="size-5 shrink-0 text-tinta-suave" aria-hidden="true" />
      ) : bloqueada ? (
        <Lock className="size-5 shrink-0 text-tinta-suave" aria-hidden="true" />
      ) : null}
    </>
  );
  const classe = clsx(
    'flex min-h-16 items-center gap-3 rounded-2xl border px-4 py-3',
    estado === 'recusado' ? 'border-perigo/40 bg-perigo-fundo/40' : 'border-borda bg-superficie',
    bloqueada && 'border-dashed bg-fundo',
  );
  return (
    <li>
      {abre ? (
        <Link
          to={caminhoDaLista(pesado, doc.chave)}
          state={{ voltarPara }}
          className={clsx(classe, 'hover:border-primaria focus-visible:outline-2')}
        >
          {conteudo}
        </Link>
      ) : (
        <div className={classe}>{conteudo}</div>
      )}
    </li>
  );
}

/**
 * The checklist by category (Identificação, Endereço, Renda; 02 §5), each document with its state and, when the
 * analyst refused it, why. Each row still needing a file links to its upload; the selfie stays closed until the
 * personal document is there. A company's list goes by group instead (02 §3; ADR 0036): Empresa, Sócio
 * majoritário, Sócios administradores, Novo sócio, each partner's documents under their name.
 */
export function ListaDeDocumentos({
  lista,
  fase,
  rascunho,
  pesado,
  selfieDisponivel,
}: ListaDeDocumentosProps) {
  // The upload returns to the screen that opened it (the list, or the extra documents).
  const { pathname } = useLocation();
  const linha = (doc: DocumentoParaEnviar) => (
    <LinhaDoDocumento
      key={doc.chave}
      doc={doc}
      fase={fase}
      rascunho={rascunho}
      pesado={pesado}
      selfieDisponivel={selfieDisponivel}
      voltarPara={pathname}
    />
  );
  if (lista.some((d) => d.grupo !== null))
    return (
      <div className="flex flex-col gap-6">
        {secoesDaEmpresa(lista).map((secao) => (
          <section key={secao.id} aria-labelledby={`grupo-${secao.id}`}>
            <h2 id={`grupo-${secao.id}`} className="mb-2 text-lg font-semibold text-tinta">
              {secao.titulo}
            </h2>
            <div className="flex flex-col gap-4">
              {secao.blocos.map((bloco) => {
                const rotulo = bloco.socio ? `Documentos de ${bloco.socio.nome}` : `Documentos da empresa`;
                return (
                  <div key={bloco.socio?.cpf ?? 'empresa'} className="flex flex-col gap-2">
                    {bloco.socio && (
                      <p className="flex flex-wrap items-baseline gap-x-2 text-base font-semibold text-tinta">
                        {bloco.socio.nome}
                        <span className="text-sm font-normal text-tinta-suave tabular">
                          CPF {formatarCpf(bloco.socio.cpf)}
                        </span>
                      </p>
                    )}
                    <ul className="flex flex-col gap-2" aria-label={rotulo}>
                      {bloco.documentos.map(linha)}
                    </ul>
                  </div>
                );
              })}
            </div>
          </section>
        ))}
      </div>
    );
  return (
    <div className="flex flex-col gap-6">
      {documentosPorCategoria(
        lista.map((d) => ({ ...d, descricao: d.description, categoria: d.categoria as CategoriaDocumento })),
      ).map((grupo) => (
        <section key={grupo.categoria} aria-labelledby={`categoria-${grupo.categoria}`}>
          <h2 id={`categoria-${grupo.categoria}`} className="mb-2 text-lg font-semibold text-tinta">
            {grupo.rotulo}
          </h2>
          <ul className="flex flex-col gap-2" aria-label={`Documentos de ${grupo.rotulo.toLowerCase()}`}>
            {grupo.documentos.map((d) => linha(lista.find((x) => x.chave === d.chave)!))}
          </ul>
        </section>
      ))}
    </div>
  );
}
