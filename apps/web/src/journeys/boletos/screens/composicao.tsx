import {
  formatarData,
  formatarInscricao,
  hojeEmSaoPaulo,
  periodoSchema,
  relatoriosOperacoes,
  type Demonstrativo,
} from '@portal/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Download, FileText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Badge, type BadgeTone } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { DescriptionList } from '@/components/description-list';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/empty-state';
import { Money } from '@/components/money';
import { SelectField } from '@/components/select-field';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api';
import { baixarArquivo } from '@/lib/baixar-arquivo';
import { chamar, consulta } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';
import {
  CAMPOS_COMPOSICAO,
  decomporParcela,
  fatiaPercentual,
  rotuloDoPeriodo,
  situacaoDoDemonstrativo,
  valorDoCampo,
  type ChaveParte,
  type ParteDaParcela,
  type SituacaoDoDemonstrativo,
} from '../components/composicao';
import { CotaSelecionada, PaginaBoletos } from '../components/pagina-boletos';

const PARAM_PERIODO = 'periodo';
const MENSAGEM_ERRO_PDF =
  'Não foi possível baixar o PDF do demonstrativo agora. Tente novamente em instantes.';

/** One colour per part, shared by the bar and the list's dots (the list carries the words). */
const CORES: Record<ChaveParte, string> = {
  fundoComum: 'bg-primaria',
  taxaAdministracao: 'bg-[#f59e0b]',
  fundoReserva: 'bg-[#0ea5e9]',
  seguroVida: 'bg-[#8b5cf6]',
  diferenca: 'bg-tinta-suave',
};

const TOM_DA_SITUACAO: Record<SituacaoDoDemonstrativo['tipo'], BadgeTone> = {
  paga: 'sucesso',
  vencida: 'perigo',
  aberta: 'alerta',
};

function LinhaParte({ parte }: { parte: ParteDaParcela }) {
  return (
    <li className="flex items-start gap-3 py-3">
      <span className={clsx('mt-1.5 size-3 shrink-0 rounded-full', CORES[parte.chave])} aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="block text-[0.9375rem] font-semibold text-tinta">{parte.rotulo}</span>
        <span className="block text-sm text-tinta-suave">{parte.explicacao}</span>
      </span>
      <Money centavos={parte.valor} className="text-[0.9375rem] font-semibold text-tinta" />
    </li>
  );
}

function LinhaTotal({ rotulo, centavos, forte }: { rotulo: string; centavos: number; forte?: boolean }) {
  return (
    <div
      className={clsx(
        'flex items-center justify-between gap-3 py-3',
        forte ? 'text-base font-bold text-tinta' : 'text-[0.9375rem] font-semibold text-tinta-suave',
      )}
    >
      <span>{rotulo}</span>
      <Money centavos={centavos} className={forte ? 'text-lg' : undefined} />
    </div>
  );
}

/** The boleto as a sum: a proportional bar, then each part with what it is for. */
function ComoEFormada({ d }: { d: Demonstrativo }) {
  const c = d.composicao;
  const { parcela, adicionais } = decomporParcela(c);
  const partes = [...parcela, ...adicionais];
  return (
    <Card as="section" aria-labelledby="titulo-formacao">
      <h2 id="titulo-formacao" className="text-base font-semibold text-tinta">
        Como a parcela é formada
      </h2>
      <div className="mt-4 flex h-3 w-full overflow-hidden rounded-full bg-borda/60" aria-hidden="true">
        {partes.map((p) => (
          <span
            key={p.chave}
            className={clsx('h-full', CORES[p.chave])}
            style={{ width: `${fatiaPercentual(p.valor, c.valor)}%` }}
          />
        ))}
      </div>
      <ul className="mt-2 divide-y divide-borda/70">
        {parcela.map((p) => (
          <LinhaParte key={p.chave} parte={p} />
        ))}
      </ul>
      <div className="border-t border-borda-forte">
        <LinhaTotal rotulo="Valor da parcela" centavos={c.valorParcela} />
      </div>
      {adicionais.length > 0 && (
        <ul className="divide-y divide-borda/70 border-t border-borda/70">
          {adicionais.map((p) => (
            <LinhaParte key={p.chave} parte={p} />
          ))}
        </ul>
      )}
      <div className="border-t-2 border-tinta/80">
        <LinhaTotal rotulo="Valor do boleto" centavos={c.valor} forte />
      </div>
    </Card>
  );
}

function Demonstrativo({
  idCota,
  d,
  atual,
  periodo,
  onPeriodo,
}: {
  idCota: number;
  d: Demonstrativo;
  /** The current statement (it lists the earlier months), once loaded. */
  atual: Demonstrativo | undefined;
  periodo: string | null;
  onPeriodo: (periodo: string | null) => void;
}) {
  const toast = useToast();
  // Fetched on each click (a file, not screen data), so a mutation rather than a cached query.
  const pdf = useMutation({
    mutationFn: (hash: string) =>
      chamar(relatoriosOperacoes.pdfDoDemonstrativo, {
        params: { id: idCota, hash },
      }),
    meta: { erroTratado: true },
  });
  const c = d.composicao;
  const situacao = situacaoDoDemonstrativo(d, hojeEmSaoPaulo());
  const baixar = () =>
    pdf.mutate(d.hash, {
      onSuccess: (arquivo) => baixarArquivo(arquivo, `demonstrativo-${d.periodo}.pdf`),
      onError: (erro) =>
        toast({
          titulo: 'PDF indisponível',
          descricao: erro instanceof ApiError && erro.status === 404 ? erro.mensagem : MENSAGEM_ERRO_PDF,
          tom: 'erro',
        }),
    });

  const meses = atual
    ? [
        { valor: '', rotulo: `${rotuloDoPeriodo(atual.periodo)} (atual)` },
        ...atual.periodosAnteriores.map((p) => ({ valor: p, rotulo: rotuloDoPeriodo(p) })),
      ]
    : [{ valor: periodo ?? '', rotulo: rotuloDoPeriodo(d.periodo) }];

  return (
    <div className="flex flex-col gap-5">
      <Card as="section" aria-labelledby="titulo-resumo" className="flex flex-col gap-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2
              id="titulo-resumo"
              className="text-lg font-bold tracking-tight text-tinta first-letter:uppercase"
            >
              {rotuloDoPeriodo(d.periodo)}
            </h2>
            <p className="tabular text-sm text-tinta-suave">
              Parcela {c.numeroParcela} de {c.prazoGrupoMeses} · vence em {formatarData(d.dataVencimento)}
            </p>
          </div>
          <Badge tone={TOM_DA_SITUACAO[situacao.tipo]}>{situacao.rotulo}</Badge>
        </div>
        <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
          <div>
            <p className="text-sm font-medium text-tinta-suave">Valor do boleto</p>
            <Money centavos={c.valor} className="text-3xl font-bold tracking-tight text-tinta" />
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <SelectField
              label="Mês do demonstrativo"
              compacto
              opcoes={meses}
              value={periodo ?? ''}
              onChange={(e) => onPeriodo(e.target.value || null)}
              containerClassName="sm:min-w-60"
            />
            <Button
              icon={<Download className="size-4" aria-hidden="true" />}
              loading={pdf.isPending}
              onClick={baixar}
            >
              Baixar PDF
            </Button>
          </div>
        </div>
        <p className="border-t border-borda/70 pt-4 text-sm text-tinta-suave">
          Demonstrativo emitido por {d.administradora.nome}
          {d.administradora.cnpj ? `, CNPJ ${formatarInscricao(d.administradora.cnpj)}` : ''}.
        </p>
      </Card>

      <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
        <ComoEFormada d={d} />
        <Card as="section" aria-labelledby="titulo-dados">
          <h2 id="titulo-dados" className="text-base font-semibold text-tinta">
            Dados do demonstrativo
          </h2>
          <DescriptionList
            className="mt-2"
            itens={CAMPOS_COMPOSICAO.map((campo) => ({
              termo: campo.rotulo,
              descricao: valorDoCampo(c, campo),
            }))}
          />
        </Card>
      </div>
    </div>
  );
}

/** /boletos/composicao: the monthly statement of the instalment, part by part, this month and earlier ones. */
export default function Composicao() {
  const sessao = useSessao();
  const idCota = sessao?.idCotaPadrao;
  const [params, setParams] = useSearchParams();
  const lido = periodoSchema.safeParse(params.get(PARAM_PERIODO));
  const periodo = lido.success ? lido.data : null;
  const cota = { id: idCota ?? 0 };
  const doMesAtual = consulta(relatoriosOperacoes.demonstrativoAtual, { params: cota });
  // The current statement lists the earlier months; it is needed even while an earlier one is shown.
  const atual = useQuery({ ...doMesAtual, enabled: idCota !== undefined });
  const escolhido = useQuery({
    ...(periodo === null
      ? doMesAtual
      : {
          ...consulta(relatoriosOperacoes.demonstrativoAnterior, { params: { ...cota, period: periodo } }),
          // A closed month never changes.
          staleTime: Infinity,
        }),
    enabled: idCota !== undefined,
  });

  const mudarPeriodo = (p: string | null) =>
    setParams(
      (a) => {
        const n = new URLSearchParams(a);
        if (p) n.set(PARAM_PERIODO, p);
        else n.delete(PARAM_PERIODO);
        return n;
      },
      { replace: true, flushSync: true },
    );

  // No statement at all yet (a brand-new quota) is an answer, not a failure.
  const semDemonstrativo =
    escolhido.error instanceof ApiError && escolhido.error.status === 404 && periodo === null
      ? escolhido.error
      : null;

  return (
    <PaginaBoletos
      titulo="Composição da parcela"
      descricao={
        sessao?.cotaPadrao ? (
          <>
            Do que é feita cada parcela da <CotaSelecionada />.
          </>
        ) : (
          'Do que é feita cada parcela da sua cota.'
        )
      }
    >
      {escolhido.isPending ? (
        <CarregandoRegiao rotulo="Carregando o demonstrativo…" className="flex flex-col gap-5">
          <Card className="flex flex-col gap-3">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-4 w-56" />
            <Skeleton className="h-9 w-44" />
          </Card>
          <Card className="flex flex-col gap-3">
            <Skeleton className="h-3 w-full rounded-full" />
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </Card>
        </CarregandoRegiao>
      ) : semDemonstrativo ? (
        <Card>
          <EmptyState
            icon={<FileText />}
            titulo="Ainda não há demonstrativo"
            descricao={semDemonstrativo.mensagem}
          />
        </Card>
      ) : escolhido.error ? (
        <Card>
          <ErrorState mensagem={escolhido.error.message} onRetry={() => void escolhido.refetch()} />
        </Card>
      ) : (
        idCota !== undefined && (
          <Demonstrativo
            idCota={idCota}
            d={escolhido.data}
            atual={atual.data}
            periodo={periodo}
            onPeriodo={mudarPeriodo}
          />
        )
      )}
    </PaginaBoletos>
  );
}
