import { DOCUMENTOS_DEVOLUCAO, type Documento } from '@portal/domain';
import { FileUp } from 'lucide-react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { EnvioDeArquivo } from '@/lib/envio-de-arquivo';
import { useSessao } from '@/lib/session';
import { caminhosDevolucao as c } from '../paths';
import { guardarRascunho, lerAutorizacao, useRascunho } from '../rascunho';
import { TelaDevolucao } from './tela';

/**
 * The refund's documents (02 §2.6, §5): a person's ID, selfie and bank proof, or a company's partner ID, the
 * partner's selfie and the articles of association; JPG, PNG, TIFF or PDF up to 8 MB. The selfie waits for
 * the ID (02 §5). Files wait for the case (24 h) and are tied to it on confirmation.
 */
export function EnvioDocumentosDevolucao({ pessoa }: { pessoa: 'F' | 'J' }) {
  const idCota = useSessao()?.idCotaPadrao ?? 0;
  const navigate = useNavigate();
  const rascunho = useRascunho(idCota);
  const arquivos = rascunho.documentos ?? {};
  if (!lerAutorizacao(idCota)) return <Navigate to={c.codigo} replace />;
  const lista = DOCUMENTOS_DEVOLUCAO[pessoa];
  const mudar = (codigo: string) => (novos: Documento[]) =>
    guardarRascunho(idCota, { documentos: { ...arquivos, [codigo]: novos } });
  const completo = lista.every((d) => (arquivos[d.codigo]?.length ?? 0) > 0);
  const documentoId = pessoa === 'J' ? 'documento_socio' : 'documento_pessoal';
  return (
    <TelaDevolucao
      titulo={pessoa === 'J' ? 'Documentos do sócio e da empresa' : 'Seus documentos'}
      descricao="Fotos nítidas ou PDFs, com todas as informações legíveis."
      icone={FileUp}
      voltar={{ para: c.validarIdentificacao, rotulo: 'Voltar' }}
      acao={
        <Button disabled={!completo} onClick={() => void navigate(c.dadosBancarios)}>
          Continuar
        </Button>
      }
    >
      {lista.map((d) => (
        <EnvioDeArquivo
          key={d.codigo}
          fluxo="devolucao"
          titulo={d.descricao}
          descricao={
            d.codigo === 'selfie'
              ? 'Segure o documento ao lado do rosto, com boa luz.'
              : d.codigo === 'contrato_social'
                ? 'A última alteração consolidada, com todas as páginas.'
                : d.codigo === 'comprovante_bancario'
                  ? 'Extrato ou cartão com o nome do titular, banco, agência e conta.'
                  : 'Frente e verso do RG, ou a CNH aberta.'
          }
          arquivos={arquivos[d.codigo] ?? []}
          onChange={mudar(d.codigo)}
          unico={d.codigo === 'selfie'}
          camera={d.codigo === 'selfie'}
          desabilitado={d.codigo === 'selfie' && !(arquivos[documentoId]?.length ?? 0)}
          motivoDesabilitado="Envie primeiro o documento pessoal."
        />
      ))}
    </TelaDevolucao>
  );
}
