import { DIAS_UTEIS_ANALISE_PJ, LIMITES_DE_DOCUMENTO } from '@portal/domain';
import { FileCheck2 } from 'lucide-react';
import { Navigate } from 'react-router';
import { useSessao } from '@/lib/session';
import { Avancar } from '../components/acoes';
import { Carregando, Falhou, TelaDevolucao, Texto } from '../components/tela';
import { caminhosDevolucao as c } from '../paths';
import { lerAutorizacao } from '../rascunho';
import { useIniciarDevolucao, useStatusDevolucao } from '../use-devolucao';

const L = LIMITES_DE_DOCUMENTO.devolucao;

/** /devolucao/validar-identificacao: the documents the refund asks (PF, or the company's partner and contract). */
export default function ValidarIdentificacao() {
  const idCota = useSessao()?.idCotaPadrao ?? 0;
  const iniciar = useIniciarDevolucao();
  const status = useStatusDevolucao();
  if (!lerAutorizacao(idCota)) return <Navigate to={c.codigo} replace />;
  if (iniciar.isPending || status.isPending) return <Carregando />;
  if (iniciar.isError || status.isError) return <Falhou onRetry={() => void iniciar.refetch()} />;
  const empresa = status.data.pessoa === 'J';
  return (
    <TelaDevolucao
      titulo="Documentos necessários"
      descricao={
        empresa
          ? 'Para uma empresa, precisamos do documento do sócio, de uma selfie dele e do contrato social.'
          : 'Precisamos confirmar sua identidade e a conta que vai receber o dinheiro.'
      }
      icone={FileCheck2}
      voltar={{ para: c.valor, rotulo: 'Voltar' }}
      acao={<Avancar para={empresa ? c.documentoSocio : c.documentos}>Enviar documentos</Avancar>}
    >
      <ul className="flex list-disc flex-col gap-2 pl-5 text-[0.9375rem] text-tinta">
        {iniciar.data.documentos.map((d) => (
          <li key={d.codigo}>{d.descricao}</li>
        ))}
      </ul>
      <Texto>
        Envie arquivos {L.formatos}, de até {L.tamanhoMaximoBytes / (1024 * 1024)} MB cada.
        {empresa && ` A análise de empresa leva até ${DIAS_UTEIS_ANALISE_PJ} dias úteis.`}
      </Texto>
    </TelaDevolucao>
  );
}
