import { faseEm, MENSAGEM_ERRO_CRIVO, padCota, padGrupo, type SituacaoContemplacao } from '@portal/domain';
import { ArrowLeftRight, ChevronRight, Clock3 } from 'lucide-react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { useSessao } from '@/lib/session';
import { GuiaDaContemplacao } from '../components/guia-da-contemplacao';
import { LembreteGarantia } from '../components/lembrete-garantia';
import { LinhaDoTempo } from '../components/linha-do-tempo';
import { ModaisDoDia } from '../components/modais-do-dia';
import { SituacaoCarregada } from '../components/situacao-carregada';
import { caminhoDaEtapa, destinoDaAnalise } from '../etapas';
import { useHojeDoServidor } from '../use-hoje-do-servidor';
import { useValorDisponivel } from '../use-situacao-contemplacao';

const ACAO_DA_TELA: Record<NonNullable<SituacaoContemplacao['tela']>, string> = {
  'fluxo-contemplado': 'Começar agora',
  'confirmacao-documentos': 'Ver documentos enviados',
  'resultado-crivo': 'Ver resultado da análise',
  'analise-reprovada': 'Ver resultado da análise',
  'selecao-documentos': 'Enviar documentos',
  'selecao-documentos-adicionais': 'Enviar documentos adicionais',
};

function ValorDisponivel({ idCota }: { idCota: number }) {
  const valor = useValorDisponivel(idCota, true);
  return (
    <Card as="section" aria-labelledby="titulo-valor-disponivel">
      <h2 id="titulo-valor-disponivel" className="text-sm font-semibold text-tinta-suave">
        Crédito disponível
      </h2>
      {valor.data ? (
        <>
          <p className="tabular mt-1 text-3xl font-bold tracking-tight text-tinta">
            <Money centavos={valor.data.valorDisponivel} />
          </p>
          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
            <div className="rounded-xl bg-fundo px-3.5 py-2.5">
              <dt className="text-tinta-suave">Valor do crédito</dt>
              <dd className="tabular font-semibold text-tinta">
                <Money centavos={valor.data.valorCredito} />
              </dd>
            </div>
            <div className="rounded-xl bg-fundo px-3.5 py-2.5">
              <dt className="text-tinta-suave">Lance embutido</dt>
              <dd className="tabular font-semibold text-tinta">
                <Money centavos={valor.data.valorEmbutido} />
              </dd>
            </div>
          </dl>
        </>
      ) : valor.isError ? (
        <p className="mt-1 text-[0.9375rem] text-tinta-suave">
          Não foi possível consultar o crédito agora. Tente novamente em instantes.
        </p>
      ) : (
        <Skeleton className="mt-2 h-9 w-48" />
      )}
    </Card>
  );
}

/** Where the contemplation continues (02 §4.9): first on a phone, at the side on a wide screen. */
function ProximoPasso({
  situacao,
  destino,
  className,
}: {
  situacao: SituacaoContemplacao;
  destino: string;
  className: string;
}) {
  const id = `titulo-proximo-passo-${className.startsWith('lg') ? 'telefone' : 'tela'}`;
  return (
    <Card as="section" aria-labelledby={id} destaque className={className}>
      <h2 id={id} className="text-lg font-bold tracking-tight text-tinta">
        Próximo passo
      </h2>
      <p className="mt-1 text-[0.9375rem] leading-relaxed text-tinta-suave">
        {situacao.tela === 'confirmacao-documentos'
          ? 'Seus documentos estão com a administradora. Você pode conferir o que enviou.'
          : 'Continue de onde parou: cada tela diz o que falta e até quando.'}
      </p>
      <Button asChild fullWidth className="mt-4">
        <Link to={destino}>
          {situacao.tela ? ACAO_DA_TELA[situacao.tela] : 'Continuar'}
          <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
        </Link>
      </Button>
    </Card>
  );
}

function Centro({ situacao, idCota }: { situacao: SituacaoContemplacao; idCota: number }) {
  const hoje = useHojeDoServidor();
  const cota = useSessao()?.cotaPadrao;
  const destino = destinoDaAnalise(situacao);
  const documentos = caminhoDaEtapa('DocumentSelection', situacao);
  // The reminder runs while the documents are the customer's and the deadline has not been declared over.
  const documentosComVoce =
    !faseEm(situacao.caso?.Fase__c, ['PRAZO_FINALIZADO']) &&
    situacao.linhaDoTempo.some((i) => i.etapa === 'documentos' && i.estado === 'atual');
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="flex flex-col gap-6">
        {situacao.avisoNaoPerca && (
          <Alert tone="sucesso" titulo="Não perca sua contemplação!">
            Sua cota foi contemplada em {situacao.linhaDoTempo[0]?.data}. Acompanhe cada etapa por aqui e
            fique atento aos prazos para não perder o crédito.
          </Alert>
        )}
        {situacao.restricaoCpf === 'erro' && (
          <Alert tone="alerta" role="status">
            {MENSAGEM_ERRO_CRIVO}
          </Alert>
        )}
        {hoje && situacao.prazoGarantia && documentosComVoce && (
          <LembreteGarantia
            idCota={idCota}
            prazo={situacao.prazoGarantia}
            hoje={hoje}
            itemGarantia={situacao.itemGarantia}
            proximosPassos={destino}
          />
        )}
        {destino && <ProximoPasso situacao={situacao} destino={destino} className="lg:hidden" />}
        <Card as="section" aria-labelledby="titulo-linha-do-tempo">
          <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 id="titulo-linha-do-tempo" className="text-lg font-bold tracking-tight text-tinta">
                Linha do tempo
              </h2>
              <p className="mt-0.5 text-sm text-tinta-suave">Cada etapa, com quem está e até quando.</p>
            </div>
            {situacao.prazoAnalise && (
              <p className="inline-flex items-center gap-1.5 rounded-full bg-info-fundo px-3 py-1.5 text-sm font-medium text-[#1e3a8a]">
                <Clock3 className="size-4" aria-hidden="true" />
                Resposta em até 48 horas úteis
              </p>
            )}
          </div>
          <LinhaDoTempo itens={situacao.linhaDoTempo} hoje={hoje} />
        </Card>
      </div>
      <div className="flex flex-col gap-6">
        {destino && <ProximoPasso situacao={situacao} destino={destino} className="hidden lg:block" />}
        <ValorDisponivel idCota={idCota} />
        {cota && <GuiaDaContemplacao idCota={idCota} grupo={cota.grupo} cota={cota.cota} />}
      </div>
      {hoje && <ModaisDoDia idCota={idCota} hoje={hoje} situacao={situacao} documentos={documentos} />}
    </div>
  );
}

/** /contemplado: the contemplation centre (issue 18): timeline, credit, deadlines and where to continue. */
export default function CentroDaContemplacao() {
  useDocumentTitle('Central da contemplação');
  const cota = useSessao()?.cotaPadrao;
  return (
    <>
      <PageHeader
        titulo="Central da contemplação"
        descricao={
          cota ? (
            <>
              Cota{' '}
              <span className="tabular font-semibold text-tinta">
                {padGrupo(cota.grupo)}/{padCota(cota.cota)}
              </span>
              {cota.apelido ? ` (${cota.apelido})` : ''}
            </>
          ) : undefined
        }
        acoes={
          <Button asChild variant="secondary" size="sm">
            <Link to={caminhos.cotas.escolherEVoltar(caminhos.contemplado.centro)}>
              <ArrowLeftRight className="size-4" aria-hidden="true" />
              Trocar cota
            </Link>
          </Button>
        }
      />
      <SituacaoCarregada>{(s, idCota) => <Centro situacao={s} idCota={idCota} />}</SituacaoCarregada>
    </>
  );
}
