import { zodResolver } from '@hookform/resolvers/zod';
import {
  FASE_APROVACAO_CADASTRAL,
  faseEm,
  MENSAGEM_RECUSA_SEM_MOTIVO,
  ROTULOS_PROBLEMA_DOCUMENTO,
  rotuloDoCampoCadastral,
  statusEm,
  temMotivoDeRecusa,
  valorCadastralLegivel,
  type AlteracoesNoCaso,
  type Documento,
  type FaseRecusaCadastral,
} from '@portal/domain';
import { ArrowRight, Check, ExternalLink, FileText, RotateCcw, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Modal } from '@/components/modal';
import { SegmentedControl } from '@/components/segmented-control';
import { Skeleton } from '@/components/skeleton';
import { TextareaField } from '@/components/textarea-field';
import { useToast } from '@/components/toast';
import { useAlterarCaso } from '../use-alterar-caso';
import { useArquivoDoDocumento, useDocumentosDoCaso } from '../use-documentos-do-caso';
import { formatarDataHora } from './aparencia';
import { tamanhoDoArquivo } from './campo-arquivo';
import { linhas } from './form-caso-valores';
import type { DetalheCaso } from './tipos';

// ——— The change, side by side ———

function Comparacao({ alteracoes }: { alteracoes: AlteracoesNoCaso['alteracoes'] }) {
  return (
    // Fixed columns: a long value (a whole address, an e-mail) wraps in its cell instead of widening the
    // table into a sideways scroll a keyboard could not reach.
    <div className="-mx-1">
      <table className="w-full table-fixed border-separate border-spacing-x-1 text-left text-sm">
        <caption className="sr-only">Dados atuais e dados solicitados pelo cliente</caption>
        <thead>
          <tr className="text-xs font-semibold tracking-wide text-tinta-fraca uppercase">
            <th scope="col" className="w-[30%] pb-2 font-semibold">
              Campo
            </th>
            <th scope="col" className="pb-2 font-semibold">
              Cadastro atual
            </th>
            <th scope="col" className="w-6 pb-2">
              <span className="sr-only">passa a ser</span>
            </th>
            <th scope="col" className="pb-2 font-semibold">
              Solicitado
            </th>
          </tr>
        </thead>
        <tbody>
          {alteracoes.map((a) => (
            <tr key={a.campo} className="align-top">
              <th scope="row" className="border-t border-borda/70 py-3 pr-2 font-medium text-tinta-suave">
                {rotuloDoCampoCadastral(a)}
              </th>
              <td className="border-t border-borda/70 py-3 break-words text-tinta-suave">
                {valorCadastralLegivel(a.campo, a.de)}
              </td>
              <td className="border-t border-borda/70 py-3 text-tinta-fraca">
                <ArrowRight className="mt-0.5 size-4" aria-hidden="true" />
              </td>
              <td className="border-t border-borda/70 py-3 font-semibold break-words text-tinta">
                <mark className="rounded bg-primaria/10 box-decoration-clone px-1 py-0.5 text-tinta">
                  {valorCadastralLegivel(a.campo, a.para)}
                </mark>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// ——— The documents, inline ———

/** One sent file shown inline (image or PDF), with room below for what the reviewer decides about it. */
export function DocumentoInline({
  numero,
  documento,
  children,
}: {
  numero: string;
  documento: Documento;
  children?: ReactNode;
}) {
  const arquivo = useArquivoDoDocumento(numero, documento.id);
  const pdf = documento.tipo === 'application/pdf';
  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-borda bg-superficie">
      <div className="flex h-56 items-center justify-center bg-fundo sm:h-96">
        {arquivo.isPending ? (
          <Skeleton className="size-full rounded-none" />
        ) : arquivo.isError ? (
          <div className="p-4">
            <Alert tone="perigo" role="alert" titulo="Documento não carregado">
              {arquivo.error.message}
              <Button size="sm" variant="ghost" className="mt-2" onClick={() => void arquivo.refetch()}>
                Tentar de novo
              </Button>
            </Alert>
          </div>
        ) : !arquivo.data.exibivel ? (
          <p className="px-4 text-center text-sm text-tinta-suave">
            Este formato não tem pré-visualização. Abra o arquivo para conferir.
          </p>
        ) : pdf ? (
          <>
            {/* Phone browsers show no PDF inside a page: there, the new tab is the way to read it. */}
            <iframe
              src={arquivo.data.url}
              title={`Documento ${documento.nome}`}
              className="hidden size-full border-0 sm:block"
            />
            <p className="flex flex-col items-center gap-2 px-6 text-center text-sm text-tinta-suave sm:hidden">
              <FileText className="size-10 text-tinta-fraca" aria-hidden="true" />
              PDF pronto para conferir: use “Abrir em nova aba”.
            </p>
          </>
        ) : (
          <img
            src={arquivo.data.url}
            alt={`Documento enviado pelo cliente: ${documento.nome}`}
            className="size-full object-contain"
          />
        )}
      </div>
      <div className="flex flex-col gap-1 border-t border-borda px-4 pt-3 pb-2">
        <div className="flex min-w-0 items-start gap-2">
          <FileText className="mt-0.5 size-5 shrink-0 text-tinta-fraca" aria-hidden="true" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-tinta" title={documento.nome}>
              {documento.nome}
            </p>
            <p className="text-xs text-tinta-suave">
              {pdf ? 'PDF' : documento.tipo.replace('image/', '').toUpperCase()} ·{' '}
              {tamanhoDoArquivo(documento.tamanho)} · enviado em {formatarDataHora(documento.criadoEm)}
            </p>
          </div>
        </div>
        {arquivo.data && (
          <a
            href={arquivo.data.url}
            target="_blank"
            rel="noopener"
            aria-label={`Abrir em nova aba: ${documento.nome}`}
            className="-ml-1 inline-flex min-h-11 items-center gap-1 self-start rounded-full px-2 text-sm font-semibold text-primaria-texto hover:bg-primaria/8"
          >
            Abrir em nova aba
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        )}
      </div>
      {children}
    </li>
  );
}

function Documentos({ numero }: { numero: string }) {
  const documentos = useDocumentosDoCaso(numero);
  return (
    <section aria-labelledby="titulo-documentos-revisao" className="mt-6">
      <h3 id="titulo-documentos-revisao" className="text-sm font-semibold text-tinta">
        Documentos enviados
        {documentos.data && (
          <span className="tabular ml-1.5 font-normal text-tinta-suave">
            ({documentos.data.documentos.length})
          </span>
        )}
      </h3>
      {documentos.isPending ? (
        <Skeleton className="mt-3 h-72 rounded-2xl" />
      ) : documentos.isError ? (
        <Alert tone="perigo" role="alert" className="mt-3">
          {documentos.error.message}
        </Alert>
      ) : documentos.data.documentos.length === 0 ? (
        <p className="mt-2 text-sm text-tinta-suave">
          O cliente não enviou documentos com este pedido. Confira a identidade antes de aprovar.
        </p>
      ) : (
        <ul className="mt-3 grid gap-4 sm:grid-cols-2">
          {documentos.data.documentos.map((d) => (
            <DocumentoInline key={d.id} numero={numero} documento={d} />
          ))}
        </ul>
      )}
    </section>
  );
}

// ——— The refusal ———

const recusaSchema = z
  .object({
    fase: z.enum(['PENDENCIA_CLIENTE', 'DOCUMENTO_RECUSADO']),
    ilegiveis: z.string(),
    incompletos: z.string(),
    incorretos: z.string(),
    expliqueMotivo: z.string().max(2000, { error: 'No máximo 2000 caracteres.' }),
  })
  .refine(
    (v) =>
      temMotivoDeRecusa({
        documentosIlegiveis: linhas(v.ilegiveis).join(';'),
        documentosIncompletos: linhas(v.incompletos).join(';'),
        documentosIncorretos: linhas(v.incorretos).join(';'),
        expliqueMotivo: v.expliqueMotivo,
      }),
    { error: MENSAGEM_RECUSA_SEM_MOTIVO, path: ['expliqueMotivo'] },
  );
type Recusa = z.infer<typeof recusaSchema>;

const OPCOES_RECUSA: { valor: FaseRecusaCadastral; rotulo: string }[] = [
  { valor: 'PENDENCIA_CLIENTE', rotulo: 'Pedir novos documentos' },
  { valor: 'DOCUMENTO_RECUSADO', rotulo: 'Recusar' },
];

function DialogoRecusa({
  detalhe,
  open,
  onOpenChange,
}: {
  detalhe: DetalheCaso;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const numero = detalhe.caso.CaseNumber;
  const alterar = useAlterarCaso(numero);
  const toast = useToast();
  const form = useForm<Recusa>({
    resolver: zodResolver(recusaSchema),
    defaultValues: {
      fase: 'PENDENCIA_CLIENTE',
      ilegiveis: '',
      incompletos: '',
      incorretos: '',
      expliqueMotivo: '',
    },
  });
  const fase = useWatch({ control: form.control, name: 'fase' });
  const fechar = (aberto: boolean) => {
    if (!aberto) {
      form.reset();
      alterar.reset();
    }
    onOpenChange(aberto);
  };
  const recusar = form.handleSubmit((v) =>
    alterar.mutate(
      {
        fase: v.fase,
        documentosIlegiveis: linhas(v.ilegiveis),
        documentosIncompletos: linhas(v.incompletos),
        documentosIncorretos: linhas(v.incorretos),
        expliqueMotivo: v.expliqueMotivo.trim() || null,
        nota: 'Alteração cadastral recusada na revisão',
      },
      {
        onSuccess: () => {
          fechar(false);
          toast({
            titulo: v.fase === 'PENDENCIA_CLIENTE' ? 'Novos documentos pedidos' : 'Alteração recusada',
            descricao: `O cliente vê o motivo no caso ${numero}.`,
          });
        },
      },
    ),
  );
  const campoLista = (name: 'ilegiveis' | 'incompletos' | 'incorretos', rotulo: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => <TextareaField label={rotulo} rows={2} {...field} />}
    />
  );
  return (
    <Modal
      open={open}
      onOpenChange={fechar}
      title="Recusar a alteração cadastral"
      description="Nada é aplicado ao cadastro. O cliente vê os documentos com problema e o motivo."
      footer={
        <>
          <Button variant="secondary" onClick={() => fechar(false)} disabled={alterar.isPending}>
            Cancelar
          </Button>
          <Button
            variant="danger"
            type="submit"
            form="form-recusa-cadastral"
            loading={alterar.isPending}
            icon={<X className="size-5" aria-hidden="true" />}
          >
            {fase === 'PENDENCIA_CLIENTE' ? 'Pedir documentos' : 'Recusar'}
          </Button>
        </>
      }
    >
      <form
        id="form-recusa-cadastral"
        noValidate
        onSubmit={(e) => void recusar(e)}
        className="flex flex-col gap-4"
      >
        <Controller
          control={form.control}
          name="fase"
          render={({ field }) => (
            <SegmentedControl
              legenda="Decisão"
              opcoes={OPCOES_RECUSA}
              valor={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <p className="-mt-2 text-sm text-tinta-suave">
          {fase === 'PENDENCIA_CLIENTE'
            ? 'Fase Pendência Cliente: o cliente pode enviar os documentos de novo pelo app.'
            : 'Fase Documento Recusado: o cliente é orientado a procurar uma filial.'}
        </p>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-semibold text-tinta">Documentos com problema</legend>
          <p className="text-sm text-tinta-suave">Um documento por linha, como o cliente o conhece.</p>
          {campoLista('ilegiveis', ROTULOS_PROBLEMA_DOCUMENTO.ilegivel)}
          {campoLista('incompletos', ROTULOS_PROBLEMA_DOCUMENTO.incompleto)}
          {campoLista('incorretos', ROTULOS_PROBLEMA_DOCUMENTO.incorreto)}
        </fieldset>
        <Controller
          control={form.control}
          name="expliqueMotivo"
          render={({ field, fieldState }) => (
            <TextareaField
              label="Motivo (o cliente lê)"
              rows={3}
              maxLength={2000}
              {...field}
              error={fieldState.error?.message}
            />
          )}
        />
        {alterar.isError && (
          <Alert tone="perigo" role="alert" titulo="Recusa não registrada">
            {alterar.error.message}
          </Alert>
        )}
      </form>
    </Modal>
  );
}

// ——— The review ———

/**
 * A registration-update case in the back-office (issue 17): the identity change the customer asked for, old →
 * new, with the documents sent, and the two decisions — approve (the API applies it to the person's data, on
 * every quota, and the case closes) or refuse with reasons.
 */
export function RevisaoCadastral({ detalhe, pedido }: { detalhe: DetalheCaso; pedido: AlteracoesNoCaso }) {
  const { caso, cliente } = detalhe;
  const numero = caso.CaseNumber;
  const aprovar = useAlterarCaso(numero);
  const toast = useToast();
  const [confirmando, setConfirmando] = useState(false);
  const [recusando, setRecusando] = useState(false);
  const aplicada = pedido.aplicadoEm !== null;
  const encerrado = statusEm(caso.Status, ['FECHADO']);
  const recusada = faseEm(caso.Fase__c, ['PENDENCIA_CLIENTE', 'DOCUMENTO_RECUSADO']);
  const decidivel = !aplicada && !encerrado && pedido.alteracoes.length > 0;

  const confirmarAprovacao = () =>
    aprovar.mutate(
      { fase: FASE_APROVACAO_CADASTRAL, status: 'FECHADO', nota: 'Alteração cadastral aprovada na revisão' },
      {
        onSuccess: () => {
          setConfirmando(false);
          toast({ titulo: 'Alteração aprovada', descricao: 'Os novos dados já valem em todas as cotas.' });
        },
      },
    );

  return (
    <Card as="section" aria-labelledby="titulo-revisao" className="sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="titulo-revisao" className="text-base font-semibold text-tinta">
            Alteração cadastral solicitada
          </h2>
          <p className="mt-0.5 text-sm text-tinta-suave">
            Enviada por {cliente.nome} em {formatarDataHora(pedido.enviadoEm)} ·{' '}
            {pedido.tipoPessoa === 'F' ? 'pessoa física' : 'pessoa jurídica'}
          </p>
        </div>
        {aplicada ? (
          <Badge tone="sucesso">Aplicada</Badge>
        ) : recusada ? (
          <Badge tone="alerta">Recusada</Badge>
        ) : (
          <Badge tone="marca">Aguardando decisão</Badge>
        )}
      </div>

      <div className="mt-4">
        {pedido.alteracoes.length ? (
          <Comparacao alteracoes={pedido.alteracoes} />
        ) : (
          <p className="text-sm text-tinta-suave">O cliente retirou as alterações deste pedido.</p>
        )}
      </div>

      <Documentos numero={numero} />

      {aplicada && (
        <Alert tone="sucesso" className="mt-6">
          Aplicada ao cadastro em {formatarDataHora(pedido.aplicadoEm!)}. Vale para todas as cotas do cliente.
        </Alert>
      )}
      {decidivel && (
        <div className="mt-6 flex flex-col-reverse gap-3 border-t border-borda pt-5 sm:flex-row sm:items-center sm:justify-end">
          {recusada && (
            <p className="mr-auto flex items-center gap-1.5 text-sm text-tinta-suave">
              <RotateCcw className="size-4" aria-hidden="true" />
              Recusada antes; o cliente pode ter enviado novos documentos.
            </p>
          )}
          <Button variant="secondary" onClick={() => setRecusando(true)}>
            Recusar…
          </Button>
          <Button onClick={() => setConfirmando(true)} icon={<Check className="size-5" aria-hidden="true" />}>
            Aprovar e aplicar
          </Button>
        </div>
      )}

      <ConfirmDialog
        open={confirmando}
        onOpenChange={(aberto) => {
          setConfirmando(aberto);
          if (!aberto) aprovar.reset();
        }}
        title="Aprovar a alteração cadastral?"
        description={
          <>
            Os dados solicitados substituem os atuais no cadastro de {cliente.nome}, em todas as cotas, e o
            caso {numero} é encerrado.
            {aprovar.isError && (
              <span role="alert" className="mt-3 block font-semibold text-perigo">
                {aprovar.error.message}
              </span>
            )}
          </>
        }
        confirmLabel="Aprovar e aplicar"
        loading={aprovar.isPending}
        onConfirm={confirmarAprovacao}
      />
      <DialogoRecusa detalhe={detalhe} open={recusando} onOpenChange={setRecusando} />
    </Card>
  );
}
