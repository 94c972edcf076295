import {
  FOTOS_VISTORIA_DIGITAL,
  LIMITES_DE_DOCUMENTO,
  MENSAGENS_FATURAMENTO_SEMINOVO,
  documentosOperacoes,
  type PainelAnalistaSeminovo,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileCheck2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { chamar, chave } from '@/lib/operacoes';
import { useDocumentosDoCaso } from '../use-documentos-do-caso';
import { CampoArquivo } from './campo-arquivo';
import { DocumentoInline } from './revisao-cadastral';

const ROTULO_DA_FOTO = new Map<string, string>(FOTOS_VISTORIA_DIGITAL.map((f) => [f.codigo, f.rotulo]));

/**
 * The inspection's files on the used-vehicle panel (ADR 0058): the digital inspection's latest photos, by
 * position, and the report recorded. Each opening is audited like any customer document.
 */
export function ArquivosDaVistoria({ numero, painel }: { numero: string; painel: PainelAnalistaSeminovo }) {
  const documentos = useDocumentosDoCaso(numero);
  const porId = new Map((documentos.data?.documentos ?? []).map((d) => [d.id, d]));
  const fotos = (painel.dados.vistoria?.fotos ?? []).flatMap((f) => {
    const d = porId.get(f.documento);
    return d ? [{ documento: d, rotulo: ROTULO_DA_FOTO.get(f.codigo) ?? f.codigo }] : [];
  });
  const laudo = painel.dados.laudo?.documento ? porId.get(painel.dados.laudo.documento) : undefined;
  if (!fotos.length && !laudo) return null;
  return (
    <section aria-labelledby="arquivos-vistoria" className="flex flex-col gap-3">
      <h3 id="arquivos-vistoria" className="text-base font-semibold text-tinta">
        Vistoria: fotos e laudo
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {laudo && (
          <DocumentoInline numero={numero} documento={laudo}>
            <p className="px-4 pb-4 text-sm font-semibold text-tinta">Laudo {painel.dados.laudo?.numero}</p>
          </DocumentoInline>
        )}
        {fotos.map((f) => (
          <DocumentoInline key={f.documento.id} numero={numero} documento={f.documento}>
            <p className="px-4 pb-4 text-sm font-semibold text-tinta">{f.rotulo}</p>
          </DocumentoInline>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Registrar o laudo da vistoria": the report's PDF goes to the case first (POST …/laudo-vistoria), then the
 * action records it with its number; a refused file or number says why and changes nothing.
 */
export function RegistrarLaudo({
  numero,
  rotulo,
  executando,
  aoRegistrar,
}: {
  numero: string;
  rotulo: string;
  executando: boolean;
  aoRegistrar: (dados: { numero: string; documento: string }, limpar: () => void) => void;
}) {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [numeroLaudo, setNumeroLaudo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const params = { caseNumber: numero };
  const envio = useMutation({
    mutationFn: (pdf: File) => {
      const formulario = new FormData();
      formulario.append('file', pdf);
      return chamar(documentosOperacoes.enviarLaudo, { params, body: formulario });
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: chave(documentosOperacoes.doCasoOperador, { params }) }),
    meta: { erroTratado: true },
  });
  const registrar = async () => {
    if (!numeroLaudo.trim()) return setErro('Informe o número do laudo.');
    if (!arquivo) return setErro(MENSAGENS_FATURAMENTO_SEMINOVO.laudoSemArquivo);
    setErro(null);
    const documento = await envio.mutateAsync(arquivo).catch(() => null);
    if (!documento) return;
    aoRegistrar({ numero: numeroLaudo.trim(), documento: documento.id }, () => {
      setArquivo(null);
      setNumeroLaudo('');
    });
  };
  const limite = LIMITES_DE_DOCUMENTO['laudo-vistoria'].tamanhoMaximoBytes / (1024 * 1024);
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-borda p-4">
      <CampoArquivo
        label="Laudo da vistoria (PDF)"
        hint={`Somente PDF, até ${limite} MB.`}
        accept=".pdf,application/pdf"
        arquivo={arquivo}
        onEscolher={setArquivo}
        error={envio.error instanceof Error ? envio.error.message : undefined}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          label="Número do laudo"
          value={numeroLaudo}
          onChange={(e) => setNumeroLaudo(e.target.value)}
          error={erro ?? undefined}
          containerClassName="flex-1"
        />
        <Button
          onClick={() => void registrar()}
          loading={envio.isPending || executando}
          icon={<FileCheck2 className="size-4" aria-hidden="true" />}
        >
          {rotulo}
        </Button>
      </div>
    </div>
  );
}
