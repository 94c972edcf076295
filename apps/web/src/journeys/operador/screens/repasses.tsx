import {
  formatarData,
  importarRetornoPagamentosBodySchema,
  repassesOperacoes,
  ROTULOS_ORIGEM_REPASSE,
  ROTULOS_SITUACAO_REPASSE,
  SITUACOES_REPASSE,
  type RemessaPagamento,
  type RepasseOperador,
  type ResultadoRetornoPagamentos,
  type SituacaoRepasse,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Download, FileOutput, Landmark, Upload } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Badge, type BadgeTone } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { SelectField } from '@/components/select-field';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { consulta } from '@/lib/operacoes';
import { META_OPERADOR } from '../chaves';
import { useTituloOperador } from '../components/aparencia';
import { CampoArquivo } from '../components/campo-arquivo';
import { DialogoCancelarRepasse } from '../components/dialogo-cancelar-repasse';
import { RelatorioRetornoPagamentos } from '../components/relatorio-retorno-pagamentos';
import { useBaixarRemessa, useGerarRemessa, useImportarRetornoPagamentos } from '../use-repasses';

const TOM_SITUACAO: Record<SituacaoRepasse, BadgeTone> = {
  agendado: 'marca',
  remetido: 'info',
  pago: 'sucesso',
  rejeitado: 'perigo',
  cancelado: 'neutro',
};

const OPCOES_SITUACAO = [
  { valor: '', rotulo: 'Todas' },
  ...SITUACOES_REPASSE.map((s) => ({ valor: s, rotulo: ROTULOS_SITUACAO_REPASSE[s] })),
];

function prazo(dias: number): string {
  if (dias < 0) return dias === -1 ? '1 dia útil de atraso' : `${-dias} dias úteis de atraso`;
  if (dias === 0) return 'vence hoje';
  return dias === 1 ? '1 dia útil' : `${dias} dias úteis`;
}

/** Each partner with scheduled payouts: how many, how much, and the button that remits them all. */
function RemessaPorParceiro({ agendados }: { agendados: RepasseOperador[] }) {
  const gerar = useGerarRemessa();
  const [ultima, setUltima] = useState<RemessaPagamento | null>(null);
  const porParceiro = [...Map.groupBy(agendados, (r) => r.parceiroId).entries()].map(([id, rs]) => ({
    id,
    nome: rs[0]!.parceiro,
    quantidade: rs.length,
    total: rs.reduce((s, r) => s + r.valorCentavos, 0),
  }));
  return (
    <Card as="section" aria-labelledby="titulo-gerar" className="min-w-0 sm:p-6">
      <h2 id="titulo-gerar" className="text-base font-semibold text-tinta">
        Gerar remessa
      </h2>
      <p className="mt-1 text-sm text-tinta-suave">
        Todos os repasses agendados do parceiro vão num arquivo CNAB 240 para o banco da conta pagadora.
      </p>
      {porParceiro.length === 0 ? (
        <p className="mt-4 text-sm text-tinta-suave">Nenhum repasse agendado para remeter.</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {porParceiro.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-fundo/70 px-4 py-3 ring-1 ring-borda/70"
            >
              <div>
                <p className="font-medium text-tinta">{p.nome}</p>
                <p className="text-sm text-tinta-suave">
                  {p.quantidade === 1 ? '1 repasse' : `${p.quantidade} repasses`} ·{' '}
                  <Money centavos={p.total} />
                </p>
              </div>
              <Button
                size="sm"
                loading={gerar.isPending && gerar.variables === p.id}
                disabled={gerar.isPending}
                icon={<FileOutput className="size-4" aria-hidden="true" />}
                onClick={() => gerar.mutate(p.id, { onSuccess: setUltima })}
                aria-label={`Gerar remessa de ${p.nome}`}
              >
                Gerar remessa
              </Button>
            </li>
          ))}
        </ul>
      )}
      {gerar.isError && (
        <Alert tone="perigo" role="alert" titulo="Remessa não gerada" className="mt-4">
          {gerar.error.message}
        </Alert>
      )}
      {ultima && !gerar.isError && (
        <Alert tone="sucesso" role="status" titulo="Remessa gerada" className="mt-4">
          {ultima.nomeArquivo}: {ultima.quantidade === 1 ? '1 repasse' : `${ultima.quantidade} repasses`},{' '}
          <Money centavos={ultima.valorTotalCentavos} />. O download começou.
        </Alert>
      )}
    </Card>
  );
}

/** Banks send CNAB files in Latin-1. */
const lerLatin1 = async (arquivo: File) => new TextDecoder('latin1').decode(await arquivo.arrayBuffer());

function ImportarRetorno() {
  const importar = useImportarRetornoPagamentos();
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erro, setErro] = useState<string>();
  const [resultado, setResultado] = useState<ResultadoRetornoPagamentos | null>(null);
  const refArquivo = useRef<HTMLInputElement>(null);
  const refTitulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (resultado) refTitulo.current?.focus();
  }, [resultado]);

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (!arquivo) {
      setErro('Escolha o arquivo de retorno.');
      refArquivo.current?.focus();
      return;
    }
    const corpo = { nomeArquivo: arquivo.name, conteudo: await lerLatin1(arquivo) };
    const lido = importarRetornoPagamentosBodySchema.safeParse(corpo);
    if (!lido.success) {
      setErro(lido.error.issues[0]?.message);
      refArquivo.current?.focus();
      return;
    }
    setErro(undefined);
    importar.mutate(lido.data, {
      onSuccess: (r) => {
        setResultado(r);
        setArquivo(null);
        if (refArquivo.current) refArquivo.current.value = '';
      },
    });
  };

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <Card as="section" aria-labelledby="titulo-retorno" className="min-w-0 sm:p-6">
        <h2 id="titulo-retorno" className="text-base font-semibold text-tinta">
          Importar retorno
        </h2>
        <form noValidate onSubmit={(e) => void enviar(e)} className="mt-4 flex flex-col gap-4">
          <CampoArquivo
            ref={refArquivo}
            label="Retorno de pagamentos (CNAB 240)"
            hint="Arquivo .ret ou .txt enviado pelo banco, até 5 MB."
            accept=".ret,.txt,.RET,.TXT,text/plain"
            error={erro}
            arquivo={arquivo}
            onEscolher={(f) => {
              setArquivo(f);
              setErro(undefined);
              importar.reset();
            }}
          />
          {importar.isError && (
            <Alert tone="perigo" role="alert" titulo="Arquivo não importado">
              {importar.error.message}
            </Alert>
          )}
          <Button
            type="submit"
            loading={importar.isPending}
            icon={<Upload className="size-5" aria-hidden="true" />}
          >
            Importar retorno
          </Button>
        </form>
      </Card>
      {resultado && <RelatorioRetornoPagamentos resultado={resultado} refTitulo={refTitulo} />}
    </div>
  );
}

function ItemRepasse({ r, onCancelar }: { r: RepasseOperador; onCancelar: () => void }) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-tinta">{r.favorecido}</span>
          <Badge tone={TOM_SITUACAO[r.situacao]}>{ROTULOS_SITUACAO_REPASSE[r.situacao]}</Badge>
        </p>
        <p className="mt-0.5 text-sm text-tinta-suave">
          {ROTULOS_ORIGEM_REPASSE[r.origem] ?? r.origem} · caso {r.numeroCaso} · {r.parceiro}
        </p>
        <p className="tabular mt-0.5 text-sm text-tinta-suave">
          {r.cpfCnpj} · banco {String(r.banco).padStart(3, '0')} · ag. {r.agencia} · conta{' '}
          {r.tipoConta === 'poupanca' ? 'poupança' : 'corrente'} {r.conta}
        </p>
        {r.motivoRejeicao && <p className="mt-1 text-sm text-perigo">Motivo do banco: {r.motivoRejeicao}</p>}
        {r.remessa && <p className="mt-0.5 text-sm text-tinta-suave">Remessa {r.remessa.nomeArquivo}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 sm:shrink-0 sm:flex-col sm:items-end">
        <Money centavos={r.valorCentavos} className="shrink-0 text-lg font-bold text-tinta" />
        <p className="min-w-0 flex-1 text-sm text-tinta-suave sm:flex-none sm:text-right">
          Previsto {formatarData(r.dataPrevista)}
          {r.situacao === 'agendado' || r.situacao === 'remetido' ? (
            <span className={r.diasUteisRestantes < 0 ? 'font-semibold text-perigo' : ''}>
              {' '}
              · {prazo(r.diasUteisRestantes)}
            </span>
          ) : null}
        </p>
        {r.situacao === 'agendado' && (
          <Button
            size="sm"
            variant="ghost"
            onClick={onCancelar}
            aria-label={`Cancelar repasse do caso ${r.numeroCaso}`}
          >
            Cancelar
          </Button>
        )}
      </div>
    </li>
  );
}

function Remessas({ remessas }: { remessas: RemessaPagamento[] }) {
  const baixar = useBaixarRemessa();
  return (
    <Card as="section" aria-labelledby="titulo-remessas" className="min-w-0 sm:p-6">
      <h2 id="titulo-remessas" className="text-base font-semibold text-tinta">
        Remessas geradas
      </h2>
      {remessas.length === 0 ? (
        <p className="mt-3 text-sm text-tinta-suave">Nenhuma remessa gerada ainda.</p>
      ) : (
        <ul className="mt-2 divide-y divide-borda/70">
          {remessas.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="tabular font-medium text-tinta">{m.nomeArquivo}</p>
                <p className="text-sm text-tinta-suave">
                  {m.parceiro} · {formatarData(m.criadoEm.slice(0, 10))} ·{' '}
                  {m.quantidade === 1 ? '1 repasse' : `${m.quantidade} repasses`} ·{' '}
                  <Money centavos={m.valorTotalCentavos} />
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                icon={<Download className="size-4" aria-hidden="true" />}
                loading={baixar.isPending && baixar.variables?.id === m.id}
                onClick={() => baixar.mutate(m)}
                aria-label={`Baixar ${m.nomeArquivo}`}
              >
                Baixar
              </Button>
            </li>
          ))}
        </ul>
      )}
      {baixar.isError && (
        <Alert tone="perigo" role="alert" titulo="Arquivo não baixado" className="mt-3">
          {baixar.error.message}
        </Alert>
      )}
    </Card>
  );
}

/**
 * /operador/repasses: the money owed to customers (refunds, cash billing, cash credit), by promised date; the
 * CNAB 240 payment remittance per partner, the bank's return, and cancelling a payout not yet remitted.
 */
export default function Repasses() {
  useTituloOperador('Repasses');
  const [situacao, setSituacao] = useState<SituacaoRepasse | ''>('agendado');
  const fila = useQuery({
    ...consulta(repassesOperacoes.fila, { query: situacao ? { situacao } : {} }),
    staleTime: 0,
    meta: META_OPERADOR,
  });
  const agendados = useQuery({
    ...consulta(repassesOperacoes.fila, { query: { situacao: 'agendado' } }),
    staleTime: 0,
    meta: META_OPERADOR,
  });
  const [cancelando, setCancelando] = useState<RepasseOperador | null>(null);

  return (
    <>
      <PageHeader
        titulo="Repasses"
        descricao="Pagamentos devidos aos clientes: gere a remessa CNAB 240 para o banco e importe o retorno."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <Card as="section" aria-labelledby="titulo-fila" className="min-w-0 sm:p-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="titulo-fila" className="text-base font-semibold text-tinta">
              Fila de repasses
            </h2>
            <SelectField
              label="Situação"
              compacto
              opcoes={OPCOES_SITUACAO}
              value={situacao}
              onChange={(e) => setSituacao(e.target.value as SituacaoRepasse | '')}
              containerClassName="w-full sm:w-56"
            />
          </div>
          {fila.isPending ? (
            <CarregandoRegiao rotulo="Carregando os repasses…" className="mt-4 flex flex-col gap-2">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-20 rounded-2xl" />
              ))}
            </CarregandoRegiao>
          ) : fila.isError ? (
            <ErrorState mensagem={fila.error.message} onRetry={() => void fila.refetch()} />
          ) : fila.data.repasses.length === 0 ? (
            <EmptyState
              icon={<Landmark />}
              titulo="Nenhum repasse"
              descricao="Quando um pagamento ao cliente for aprovado, ele aparece aqui até ser pago."
            />
          ) : (
            <ul className="mt-2 divide-y divide-borda/70" aria-label="Repasses">
              {fila.data.repasses.map((r) => (
                <ItemRepasse key={r.id} r={r} onCancelar={() => setCancelando(r)} />
              ))}
            </ul>
          )}
        </Card>
        <div className="flex min-w-0 flex-col gap-6">
          <RemessaPorParceiro agendados={agendados.data?.repasses ?? []} />
          <ImportarRetorno />
          <Remessas remessas={fila.data?.remessas ?? []} />
        </div>
      </div>
      {cancelando && <DialogoCancelarRepasse repasse={cancelando} onFechar={() => setCancelando(null)} />}
    </>
  );
}
