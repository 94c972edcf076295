import {
  formatarData,
  padGrupo,
  relatoriosOperacoes,
  type Extrato,
  type ExtratoGrupo,
  type tiposExtrato,
} from '@portal/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Download, Receipt } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { Card, CardHeader } from '@/components/card';
import { DescriptionList } from '@/components/description-list';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { ProgressBar } from '@/components/progress-bar';
import { Tabs } from '@/components/tabs';
import { useDocumentTitle } from '@/lib/document-title';
import { chamar, consulta } from '@/lib/operacoes';
import { useAbrirPdf } from '../components/abrir-pdf';
import { BotaoTrocarCota, DescricaoCota } from '../components/cabecalho';
import { CarregandoDocumento } from '../components/carregando';
import { formatarPercentual4, formatarTaxa } from '../components/documentos';
import { Contagens } from '../components/contagens';
import { TabelaLancamentos } from '../components/tabela-lancamentos';
import { PagamentosEmDuplicidade } from '../components/pagamentos-em-duplicidade';
import { useCotaSelecionada } from '@/lib/cotas';
import { ABA_EXTRATO_GRUPO } from '../paths';
import { useOrigemDosDocumentos } from '../use-origem';

type TipoExtrato = (typeof tiposExtrato)[number];

/** 'Baixar PDF' of one statement: the two-minute link is asked for on the click and opened in a new tab. */
function BotaoPdf({ idCota, tipo, rotulo }: { idCota: number; tipo: TipoExtrato; rotulo: string }) {
  // Asked for on each click (the link expires fast), so a mutation rather than a cached query.
  const link = useMutation({
    mutationFn: (tipo: TipoExtrato) =>
      chamar(relatoriosOperacoes.linkDoExtrato, { params: { id: idCota }, query: { tipo } }),
    meta: { erroTratado: true },
  });
  const pdf = useAbrirPdf();
  return (
    <Button
      size="sm"
      variant="secondary"
      icon={<Download className="size-4" aria-hidden="true" />}
      loading={link.isPending}
      onClick={() =>
        link.mutate(tipo, { onSuccess: ({ url }) => pdf.abrir(url), onError: () => pdf.falhou() })
      }
    >
      Baixar PDF<span className="sr-only"> {rotulo}</span>
    </Button>
  );
}

function ResumoDoConsorciado({ extrato }: { extrato: Extrato }) {
  const t = extrato.totais;
  const percentual = formatarPercentual4(t.percentualFundoComumPago);
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <dl className="grid grid-cols-2 gap-4">
          <div>
            <dt className="text-sm text-tinta-suave">Crédito atual</dt>
            <dd className="mt-0.5 text-xl font-bold tracking-tight text-tinta sm:text-[1.75rem]">
              <Money centavos={extrato.valorCreditoAtual} />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-tinta-suave">Saldo devedor</dt>
            <dd className="mt-0.5 text-xl font-bold tracking-tight text-tinta sm:text-[1.75rem]">
              <Money centavos={extrato.valorSaldoDevedor} />
            </dd>
          </div>
        </dl>
        <div className="mt-5">
          <div className="mb-2 flex items-baseline justify-between gap-3 text-sm">
            <span className="text-tinta-suave" id="rotulo-fundo-comum">
              Fundo comum pago
            </span>
            <span className="tabular font-semibold text-tinta" data-testid="percentual-fundo-comum">
              {percentual}
            </span>
          </div>
          <ProgressBar
            valor={t.percentualFundoComumPago}
            maximo={100}
            rotulo="Fundo comum pago"
            textoValor={percentual}
          />
          <p className="mt-3 text-sm text-tinta-suave">
            Adesão em <span className="tabular">{formatarData(extrato.dataAdesao)}</span>
            {' · '}
            {extrato.dataContemplacao ? (
              <>
                contemplada em <span className="tabular">{formatarData(extrato.dataContemplacao)}</span>
              </>
            ) : (
              'ainda não contemplada'
            )}
            {' · '}
            prazo de {extrato.prazoGrupoMeses} meses
          </p>
        </div>
      </Card>

      <Contagens
        itens={[
          { rotulo: 'Parcelas pagas', valor: extrato.parcelasPagas },
          {
            rotulo: 'Parcelas em atraso',
            valor: extrato.parcelasEmAtraso,
            tom: extrato.parcelasEmAtraso > 0 ? 'alerta' : undefined,
          },
          { rotulo: 'Parcelas restantes', valor: extrato.parcelasRestantes },
        ]}
      />

      <Card as="section" aria-labelledby="titulo-totais">
        <CardHeader titulo={<span id="titulo-totais">Quanto você já pagou</span>} className="mb-1" />
        <DescriptionList
          itens={[
            { termo: 'Total pago', descricao: <Money centavos={t.valorPago} /> },
            { termo: 'Fundo comum', descricao: <Money centavos={t.valorFundoComum} /> },
            { termo: 'Taxa de administração', descricao: <Money centavos={t.valorTaxaAdministracao} /> },
            { termo: 'Fundo de reserva', descricao: <Money centavos={t.valorFundoReserva} /> },
            { termo: 'Seguro', descricao: <Money centavos={t.valorSeguro} /> },
            { termo: 'Multa e juros', descricao: <Money centavos={t.valorEncargos} /> },
          ]}
        />
      </Card>
    </div>
  );
}

function AbaConsorciado({ extrato }: { extrato: Extrato }) {
  const n = extrato.lancamentos.length;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-tinta-suave">
          Emitido em <span className="tabular">{formatarData(extrato.dataEmissao)}</span> por{' '}
          {extrato.administradora.nome}
        </p>
        <BotaoPdf idCota={extrato.cota.idCota} tipo="consorciado" rotulo="do extrato da cota" />
      </div>
      <ResumoDoConsorciado extrato={extrato} />
      <section aria-labelledby="titulo-pagamentos" className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="titulo-pagamentos" className="text-lg font-semibold text-tinta">
            Pagamentos
          </h2>
          <p className="text-sm text-tinta-suave">{n === 1 ? '1 pagamento' : `${n} pagamentos`}</p>
        </div>
        {n === 0 ? (
          <Card>
            <EmptyState
              icon={<Receipt />}
              nivel={3}
              titulo="Nenhum pagamento ainda"
              descricao="Os pagamentos aparecem aqui assim que forem compensados."
            />
          </Card>
        ) : (
          <TabelaLancamentos lancamentos={extrato.lancamentos} totais={extrato.totais} />
        )}
      </section>
      <PagamentosEmDuplicidade pagamentos={extrato.pagamentosEmDuplicidade} />
    </div>
  );
}

function AbaGrupo({ grupo, idCota }: { grupo: ExtratoGrupo; idCota: number }) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-tinta-suave">
          Grupo <span className="tabular font-semibold text-tinta">{padGrupo(grupo.grupo)}</span> ·{' '}
          {grupo.descricaoBem}
        </p>
        <BotaoPdf idCota={idCota} tipo="grupo" rotulo="do extrato do grupo" />
      </div>

      <Card>
        <div className="mb-2 flex items-baseline justify-between gap-3 text-sm">
          <span className="text-tinta-suave">Assembleias realizadas</span>
          <span className="tabular font-semibold text-tinta">
            {grupo.assembleiaAtual} de {grupo.totalAssembleias}
          </span>
        </div>
        <ProgressBar
          valor={grupo.assembleiaAtual}
          maximo={grupo.totalAssembleias}
          rotulo="Assembleias realizadas"
          textoValor={`${grupo.assembleiaAtual} de ${grupo.totalAssembleias} assembleias`}
        />
        <p className="mt-3 text-sm text-tinta-suave">
          {grupo.dataProximaAssembleia ? (
            <>
              Próxima assembleia em{' '}
              <span className="tabular font-semibold text-tinta">
                {formatarData(grupo.dataProximaAssembleia)}
              </span>
            </>
          ) : (
            'Sem assembleia marcada.'
          )}
        </p>
      </Card>

      <Contagens
        itens={[
          { rotulo: 'Cotas ativas', valor: grupo.cotasAtivas },
          { rotulo: 'Cotas contempladas', valor: grupo.cotasContempladas },
          { rotulo: 'Cotas canceladas', valor: grupo.cotasCanceladas },
        ]}
      />

      <Card as="section" aria-labelledby="titulo-regras-grupo">
        <CardHeader
          titulo={<span id="titulo-regras-grupo">Regras e recursos do grupo</span>}
          className="mb-1"
        />
        <DescriptionList
          itens={[
            { termo: 'Prazo do grupo', descricao: `${grupo.prazoMeses} meses` },
            { termo: 'Taxa de administração', descricao: formatarTaxa(grupo.percentualTaxaAdministracao) },
            { termo: 'Fundo de reserva', descricao: formatarTaxa(grupo.percentualFundoReserva) },
            {
              termo: 'Arrecadado no fundo comum',
              descricao: <Money centavos={grupo.valorArrecadadoFundoComum} />,
            },
            {
              termo: 'Arrecadado no fundo de reserva',
              descricao: <Money centavos={grupo.valorArrecadadoFundoReserva} />,
            },
          ]}
        />
      </Card>
    </div>
  );
}

/** /financeiro/extrato-consorciado: the member statement and, on the second tab, the group statement. */
export default function ExtratoConsorciado() {
  const origem = useOrigemDosDocumentos();
  useDocumentTitle('Extrato');
  const { idCota, cota } = useCotaSelecionada();
  const extrato = useQuery({
    ...consulta(relatoriosOperacoes.extrato, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined,
  });
  const [params] = useSearchParams();
  const aba = params.get('aba') === ABA_EXTRATO_GRUPO ? ABA_EXTRATO_GRUPO : 'consorciado';

  return (
    <>
      <PageHeader
        titulo="Extrato"
        descricao={<DescricaoCota cota={extrato.data?.cota ?? cota} />}
        voltar={origem.voltar}
        acoes={<BotaoTrocarCota />}
      />
      {extrato.isPending ? (
        <CarregandoDocumento rotulo="Carregando o extrato…" linhas={5} />
      ) : extrato.isError ? (
        <Card>
          <ErrorState mensagem={extrato.error.message} onRetry={() => void extrato.refetch()} />
        </Card>
      ) : (
        <Tabs
          rotulo="Extratos"
          valorPadrao={aba}
          abas={[
            {
              valor: 'consorciado',
              rotulo: 'Extrato da cota',
              conteudo: <AbaConsorciado extrato={extrato.data} />,
            },
            {
              valor: ABA_EXTRATO_GRUPO,
              rotulo: 'Extrato do grupo',
              conteudo: <AbaGrupo grupo={extrato.data.grupo} idCota={extrato.data.cota.idCota} />,
            },
          ]}
        />
      )}
    </>
  );
}
