import { importarRetornoBodySchema, type ResultadoRetorno } from '@portal/domain';
import { FileText, Upload } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { useTituloOperador } from '../components/aparencia';
import { CampoArquivo } from '../components/campo-arquivo';
import { RelatorioRetorno } from '../components/relatorio-retorno';
import { useImportarRetorno } from '../use-importar-retorno';

/** The schema's ceiling on the content; Latin-1 is one byte per character, so it is the file's size too. */
const LIMITE_BYTES = 5_000_000;

/** The schema owns the messages: a too-large file is refused with its words before it is even read. */
function mensagemDoSchema(nomeArquivo: string, conteudo: string): string | undefined {
  const lido = importarRetornoBodySchema.safeParse({ nomeArquivo, conteudo });
  return lido.success ? undefined : lido.error.issues[0]?.message;
}

/** What a screen reader hears when the report appears (focus then moves to the report itself). */
function resumo(r: ResultadoRetorno): string {
  if (r.jaImportado) return `O arquivo ${r.nomeArquivo} já tinha sido importado. Nada foi alterado.`;
  const baixados = r.liquidados.length === 1 ? '1 boleto baixado' : `${r.liquidados.length} boletos baixados`;
  const rejeitados =
    r.rejeitados.length === 1 ? '1 linha não baixada' : `${r.rejeitados.length} linhas não baixadas`;
  return `Retorno importado: ${baixados}, ${rejeitados}.`;
}

/** Banks send CNAB files in Latin-1: read as UTF-8, 'JOSÉ' would arrive broken. */
async function lerLatin1(arquivo: File): Promise<string> {
  return new TextDecoder('latin1').decode(await arquivo.arrayBuffer());
}

/**
 * /operador/retornos: imports the bank's CNAB 240 return file. Each settlement line pays its boleto; the
 * report says what was settled, which lines could not be and why, and whether the file had been imported
 * before (then nothing changes).
 */
export default function Retornos() {
  useTituloOperador('Retorno bancário');
  const importar = useImportarRetorno();
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erro, setErro] = useState<string>();
  const [resultado, setResultado] = useState<ResultadoRetorno | null>(null);
  const [lendo, setLendo] = useState(false);
  const refTitulo = useRef<HTMLHeadingElement>(null);
  const refArquivo = useRef<HTMLInputElement>(null);

  // Every new report takes focus, so a screen reader reads it and a keyboard user starts there.
  useEffect(() => {
    if (resultado) refTitulo.current?.focus();
  }, [resultado]);

  const escolher = (f: File | null) => {
    setArquivo(f);
    setErro(f && f.size > LIMITE_BYTES ? mensagemDoSchema(f.name, ' '.repeat(LIMITE_BYTES + 1)) : undefined);
    importar.reset();
  };

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (!arquivo) {
      setErro('Escolha o arquivo de retorno.');
      refArquivo.current?.focus();
      return;
    }
    if (arquivo.size > LIMITE_BYTES) {
      refArquivo.current?.focus();
      return;
    }
    setLendo(true);
    let conteudo: string;
    try {
      conteudo = await lerLatin1(arquivo);
    } catch {
      setErro('Não foi possível ler o arquivo. Escolha-o de novo.');
      return;
    } finally {
      setLendo(false);
    }
    const invalido = mensagemDoSchema(arquivo.name, conteudo);
    if (invalido) {
      setErro(invalido);
      refArquivo.current?.focus();
      return;
    }
    setErro(undefined);
    importar.mutate(
      { nomeArquivo: arquivo.name, conteudo },
      {
        onSuccess: (r) => {
          setResultado(r);
          // The same input can take the next file (or this one again) without a stale name in it.
          setArquivo(null);
          if (refArquivo.current) refArquivo.current.value = '';
        },
      },
    );
  };

  return (
    <>
      <p role="status" className="sr-only">
        {resultado ? resumo(resultado) : ''}
      </p>
      <PageHeader
        titulo="Retorno bancário"
        descricao="Importe o arquivo de retorno CNAB 240 do banco para baixar os boletos pagos."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <Card as="section" aria-labelledby="titulo-importar" className="min-w-0 sm:p-6">
          <h2 id="titulo-importar" className="text-base font-semibold text-tinta">
            Importar arquivo
          </h2>
          <form noValidate onSubmit={(e) => void enviar(e)} className="mt-4 flex flex-col gap-5">
            <CampoArquivo
              ref={refArquivo}
              label="Arquivo de retorno (CNAB 240)"
              hint="Arquivo .ret ou .txt enviado pelo banco, até 5 MB."
              accept=".ret,.txt,.RET,.TXT,text/plain"
              error={erro}
              arquivo={arquivo}
              onEscolher={escolher}
            />
            {importar.isError && (
              <Alert tone="perigo" role="alert" titulo="Arquivo não importado">
                {importar.error.message}
              </Alert>
            )}
            <Button
              type="submit"
              loading={lendo || importar.isPending}
              icon={<Upload className="size-5" aria-hidden="true" />}
            >
              Importar retorno
            </Button>
          </form>
        </Card>

        <div className="min-w-0">
          {resultado ? (
            <RelatorioRetorno resultado={resultado} refTitulo={refTitulo} />
          ) : (
            <Card className="hidden lg:block">
              <EmptyState
                icon={<FileText />}
                titulo="O resultado aparece aqui"
                descricao="Boletos baixados, linhas que não puderam ser baixadas e o motivo de cada uma."
              />
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
