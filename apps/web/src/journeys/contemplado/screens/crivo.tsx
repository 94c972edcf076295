import { MENSAGEM_ERRO_CRIVO, type SituacaoContemplacao } from '@portal/domain';
import { ChevronRight } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Fatos, Texto } from '../components/fatos';
import { PassoDoFluxo } from '../components/passo-do-fluxo';
import { caminhoDaEtapa } from '../etapas';
import { caminhosContemplado } from '../paths';

function Resultado({ s }: { s: SituacaoContemplacao }) {
  if (s.tela === 'analise-reprovada') return <Navigate to={caminhosContemplado.resultadoAnalise} replace />;
  if (s.tela === 'resultado-crivo')
    return (
      <>
        <Alert tone="sucesso" titulo="Análise de crédito aprovada">
          Seu cadastro e seus documentos foram aprovados. Agora é só escolher o bem.
        </Alert>
        <Texto>
          O crédito já pode ser usado: na próxima etapa você escolhe o bem e passamos o pedido para o
          faturamento.
        </Texto>
      </>
    );
  if (s.restricaoCpf === 'erro')
    return (
      <Alert tone="alerta" titulo="Análise não concluída" role="status">
        {MENSAGEM_ERRO_CRIVO}
      </Alert>
    );
  if (s.prazoAnalise)
    return (
      <>
        <Alert tone="info" titulo="Seus documentos estão em análise">
          A administradora responde em até 48 horas úteis.
        </Alert>
        <Fatos itens={[{ termo: 'Resposta até', valor: s.prazoAnalise.dataFormatada }]} />
      </>
    );
  return (
    <>
      <Texto>A análise de crédito começa assim que os seus documentos chegarem.</Texto>
      <div>
        <Button asChild variant="secondary">
          <Link to={caminhoDaEtapa('DocumentSelection', s)}>Enviar documentos</Link>
        </Button>
      </div>
    </>
  );
}

/** /contemplado/crivo (SieveResult): the credit analysis' outcome; on to the asset only once approved. */
export default function Crivo() {
  return (
    <PassoDoFluxo
      etapa="SieveResult"
      titulo="Resultado da análise de crédito"
      acao={(s, proxima) =>
        s.tela === 'resultado-crivo' &&
        proxima && (
          <Button asChild>
            <Link to={proxima}>
              Escolher o bem
              <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
            </Link>
          </Button>
        )
      }
    >
      {(s) => <Resultado s={s} />}
    </PassoDoFluxo>
  );
}
