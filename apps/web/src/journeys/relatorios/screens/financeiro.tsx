import {
  padCota,
  padGrupo,
  relatoriosOperacoes,
  rotuloTipo,
  type Impressos,
  type TipoImpresso,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BadgeCheck,
  ChevronRight,
  ClipboardList,
  Download,
  FileSignature,
  FileText,
  Info,
  Calculator,
  ReceiptText,
  ScrollText,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { TipoCotaIcone } from '@/components/tipo-cota-icone';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api';
import { baixarArquivo } from '@/lib/baixar-arquivo';
import { useDocumentTitle } from '@/lib/document-title';
import { chamar, consulta } from '@/lib/operacoes';
import { BotaoTrocarCota } from '../components/cabecalho';
import { ACAO_DO_IMPRESSO, nomeArquivoDemonstrativo } from '../components/documentos';
import { useCotaSelecionada } from '@/lib/cotas';

type Impresso = Impressos['impressos'][number];

const ICONE: Record<TipoImpresso, LucideIcon> = {
  demonstrativo: ReceiptText,
  'extrato-consorciado': ScrollText,
  'extrato-grupo': Users,
  'comprovante-pagamentos': BadgeCheck,
  'informe-rendimentos': Calculator,
  contrato: FileSignature,
  proposta: ClipboardList,
};

const MENSAGEM_ERRO_DEMONSTRATIVO =
  'Não foi possível baixar o demonstrativo agora. Tente novamente em instantes.';

/** The current instalment's statement is downloaded right from its card (its PDF needs the access token). */
function BaixarDemonstrativo({ idCota, impresso }: { idCota: number; impresso: Impresso }) {
  const queryClient = useQueryClient();
  // Its print hash comes from demonstrativo-atual (cached when the boletos journey already fetched it).
  const pdf = useMutation({
    mutationFn: async () => {
      const params = { id: idCota };
      const demonstrativo = await queryClient.fetchQuery(
        consulta(relatoriosOperacoes.demonstrativoAtual, { params }),
      );
      const hash = demonstrativo.hash;
      const arquivo = await chamar(relatoriosOperacoes.pdfDoDemonstrativo, {
        params: { ...params, hash },
      });
      return { arquivo, demonstrativo };
    },
    meta: { erroTratado: true },
  });
  const toast = useToast();
  return (
    <Button
      size="sm"
      variant="secondary"
      icon={<Download className="size-4" aria-hidden="true" />}
      loading={pdf.isPending}
      onClick={() =>
        pdf.mutate(undefined, {
          onSuccess: ({ arquivo, demonstrativo: d }) =>
            baixarArquivo(arquivo, nomeArquivoDemonstrativo(d.cota.grupo, d.cota.cota, d.periodo)),
          onError: (erro) =>
            toast({
              titulo: 'Demonstrativo indisponível',
              descricao:
                erro instanceof ApiError && erro.status === 404 ? erro.mensagem : MENSAGEM_ERRO_DEMONSTRATIVO,
              tom: 'erro',
            }),
        })
      }
    >
      {ACAO_DO_IMPRESSO.demonstrativo.rotulo}
      <span className="sr-only"> do {impresso.titulo.toLowerCase()}</span>
    </Button>
  );
}

function CartaoImpresso({ impresso, idCota }: { impresso: Impresso; idCota: number }) {
  const Icone = ICONE[impresso.tipo];
  const acao = ACAO_DO_IMPRESSO[impresso.tipo];
  return (
    <Card as="li" className="flex flex-col gap-4">
      <div className="flex items-start gap-3.5">
        <span
          className={
            impresso.disponivel
              ? 'grid size-11 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto'
              : 'grid size-11 shrink-0 place-items-center rounded-xl bg-fundo text-tinta-fraca'
          }
          aria-hidden="true"
        >
          <Icone className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold text-tinta">{impresso.titulo}</h2>
          <p className="mt-1 text-sm leading-relaxed text-tinta-suave">{impresso.descricao}</p>
        </div>
      </div>
      <div className="mt-auto">
        {!impresso.disponivel ? (
          <p className="flex min-h-11 items-start gap-2 rounded-xl bg-fundo px-3 py-2.5 text-sm text-tinta-suave">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <span className="sr-only">Indisponível: </span>
              {impresso.motivo ?? 'Documento indisponível para esta cota no momento.'}
            </span>
          </p>
        ) : acao.tipo === 'baixar' ? (
          <BaixarDemonstrativo idCota={idCota} impresso={impresso} />
        ) : (
          <Button asChild size="sm" variant="secondary">
            <Link to={acao.para}>
              {acao.rotulo}
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          </Button>
        )}
      </div>
    </Card>
  );
}

function CarregandoImpressos() {
  return (
    <CarregandoRegiao rotulo="Carregando seus documentos…" className="grid gap-4 sm:grid-cols-2">
      {[0, 1, 2, 3].map((i) => (
        <Card key={i} className="flex flex-col gap-4">
          <div className="flex gap-3.5">
            <Skeleton className="size-11 rounded-xl" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </div>
          <Skeleton className="h-11 w-36 rounded-full" />
        </Card>
      ))}
    </CarregandoRegiao>
  );
}

/** /financeiro: every document of the selected quota, what each is, and how to get it (or why not now). */
export default function Financeiro() {
  useDocumentTitle('Financeiro');
  const { idCota, cota } = useCotaSelecionada();
  const impressos = useQuery({
    ...consulta(relatoriosOperacoes.impressos, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined,
  });
  const lista = impressos.data?.impressos ?? [];

  return (
    <>
      <PageHeader
        titulo="Financeiro"
        descricao="Extratos, comprovantes e documentos da sua cota."
        acoes={<BotaoTrocarCota />}
      />
      {cota && (
        <Card padding="sm" className="mb-6 flex items-center gap-3.5 sm:p-5">
          <TipoCotaIcone tipo={cota.tipo} />
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-tinta-fraca uppercase">
              {rotuloTipo(cota.tipo)}
            </p>
            <p className="truncate font-semibold text-tinta">{cota.apelido || cota.descricaoBem}</p>
            <p className="tabular text-sm text-tinta-suave" data-testid="cota-financeiro">
              Grupo {padGrupo(cota.grupo)} · Cota {padCota(cota.cota)}
            </p>
          </div>
        </Card>
      )}
      {impressos.isPending ? (
        <CarregandoImpressos />
      ) : impressos.isError ? (
        <Card>
          <ErrorState mensagem={impressos.error.message} onRetry={() => void impressos.refetch()} />
        </Card>
      ) : lista.length === 0 ? (
        <Card>
          <EmptyState
            icon={<FileText />}
            titulo="Nenhum documento para esta cota"
            descricao="Quando houver extratos ou comprovantes desta cota, eles aparecem aqui."
          />
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Documentos da cota">
          {lista.map((i) => (
            <CartaoImpresso key={i.tipo} impresso={i} idCota={idCota ?? 0} />
          ))}
        </ul>
      )}
    </>
  );
}
