import {
  formatarData,
  formatarInscricao,
  relatoriosOperacoes,
  type InformacoesProposta,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '@/components/button';
import { Card, CardHeader } from '@/components/card';
import { DescriptionList } from '@/components/description-list';
import { ErrorState } from '@/components/error-state';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { consulta } from '@/lib/operacoes';
import { useAbrirLinkDoDocumento } from '../components/abrir-pdf';
import { BotaoTrocarCota, DescricaoCota } from '../components/cabecalho';
import { formatarTaxa } from '../components/documentos';
import { useCotaSelecionada } from '@/lib/cotas';
import { caminhosRelatorios } from '../paths';

function CarregandoProposta() {
  return (
    <CarregandoRegiao rotulo="Carregando a proposta…" className="flex flex-col gap-5">
      {[6, 8].map((linhas, i) => (
        <Card key={i} className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
          {Array.from({ length: linhas }, (_, j) => (
            <div key={j} className="flex flex-col gap-2">
              <Skeleton className="h-3.5 w-1/3" />
              <Skeleton className="h-5 w-1/2" />
            </div>
          ))}
        </Card>
      ))}
    </CarregandoRegiao>
  );
}

function DadosDaProposta({
  proposta,
  pdf,
}: {
  proposta: InformacoesProposta;
  pdf: ReturnType<typeof useAbrirLinkDoDocumento>;
}) {
  const { cota } = proposta;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-tinta-suave">
          Proposta registrada por {proposta.administradora.nome} na adesão ao grupo.
        </p>
        <Button
          size="sm"
          variant="secondary"
          icon={<Download className="size-4" aria-hidden="true" />}
          loading={pdf.buscando}
          onClick={pdf.abrir}
        >
          Baixar PDF<span className="sr-only"> da proposta</span>
        </Button>
      </div>
      <Card as="section" aria-labelledby="titulo-proposta">
        <CardHeader titulo={<span id="titulo-proposta">Proposta nº {proposta.numeroProposta}</span>} />
        <DescriptionList
          itens={[
            { termo: 'Titular', descricao: cota.nomePessoa },
            {
              termo: cota.cdInscricaoNacional.length > 11 ? 'CNPJ' : 'CPF',
              descricao: formatarInscricao(cota.cdInscricaoNacional),
            },
            { termo: 'Bem', descricao: cota.descricaoBem },
            { termo: 'Data de adesão', descricao: formatarData(proposta.dataAdesao) },
            { termo: 'Crédito na adesão', descricao: <Money centavos={proposta.valorCreditoAdesao} /> },
            { termo: 'Crédito atual', descricao: <Money centavos={proposta.valorCreditoAtual} /> },
          ]}
        />
      </Card>

      <Card as="section" aria-labelledby="titulo-condicoes">
        <CardHeader titulo={<span id="titulo-condicoes">Condições do plano</span>} />
        <DescriptionList
          itens={[
            { termo: 'Prazo do grupo', descricao: `${proposta.prazoGrupoMeses} meses` },
            { termo: 'Primeira parcela', descricao: <Money centavos={proposta.valorPrimeiraParcela} /> },
            {
              termo: 'Taxa de administração',
              descricao: formatarTaxa(proposta.percentualTaxaAdministracao),
            },
            { termo: 'Fundo de reserva', descricao: formatarTaxa(proposta.percentualFundoReserva) },
            {
              termo: 'Seguro de vida',
              descricao:
                proposta.percentualSeguroVida > 0
                  ? `${formatarTaxa(proposta.percentualSeguroVida)} ao mês`
                  : 'Não contratado',
            },
            { termo: 'Vencimento', descricao: `Todo dia ${proposta.diaVencimento}` },
            { termo: 'Forma de pagamento', descricao: proposta.formaPagamento },
            { termo: 'Modelo de contrato', descricao: proposta.modeloContrato ?? 'Não registrado' },
          ]}
        />
      </Card>
    </div>
  );
}

/** /financeiro/proposta: the proposal the quota was sold on, and its PDF. */
export default function Proposta() {
  useDocumentTitle('Proposta de adesão');
  const { idCota, cota } = useCotaSelecionada();
  const proposta = useQuery({
    ...consulta(relatoriosOperacoes.proposta, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined,
  });
  const pdf = useAbrirLinkDoDocumento(proposta);

  return (
    <>
      <PageHeader
        titulo="Proposta de adesão"
        descricao={<DescricaoCota cota={proposta.data?.cota ?? cota} />}
        voltar={{ para: caminhosRelatorios.financeiro, rotulo: 'Financeiro' }}
        acoes={<BotaoTrocarCota />}
      />
      {proposta.isPending ? (
        <CarregandoProposta />
      ) : proposta.isError ? (
        <Card>
          <ErrorState mensagem={proposta.error.message} onRetry={() => void proposta.refetch()} />
        </Card>
      ) : (
        <DadosDaProposta proposta={proposta.data} pdf={pdf} />
      )}
    </>
  );
}
