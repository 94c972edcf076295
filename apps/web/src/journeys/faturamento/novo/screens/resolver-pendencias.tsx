import { contemplacaoOperacoes, type Documento, type SituacaoFaturamentoNovo } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api';
import { EnvioDeArquivo } from '@/lib/envio-de-arquivo';
import { chamar } from '@/lib/operacoes';
import { TelaNovo } from '../components/tela-novo';
import { caminhosFaturamentoNovo as c } from '../paths';
import { useAtualizarSituacaoNovo } from '../use-faturamento-novo';

function Carta({ s }: { s: SituacaoFaturamentoNovo }) {
  const navigate = useNavigate();
  const atualizar = useAtualizarSituacaoNovo();
  const [arquivos, setArquivos] = useState<Documento[]>([]);
  const envio = useMutation({
    mutationFn: () =>
      chamar(contemplacaoOperacoes.solicitarCartaCorrecao, {
        body: {
          CaseNumber: s.CaseNumber,
          documentos: arquivos.map((d) => ({ id: d.id, codigo: 'carta_correcao' as const })),
        },
      }),
    onSuccess: () => {
      atualizar();
      void navigate(c.cartaCorrecaoEnviada);
    },
    meta: { erroTratado: true },
  });
  return (
    <>
      {s.respostaAnalista && (
        <Alert tone="alerta" titulo="O que precisa ser corrigido">
          {s.respostaAnalista}
        </Alert>
      )}
      <EnvioDeArquivo
        titulo="Carta de correção da nota fiscal"
        descricao="Peça à concessionária a carta de correção eletrônica (CC-e) e envie aqui."
        arquivos={arquivos}
        onChange={setArquivos}
      />
      {envio.isError && (
        <Alert tone="perigo" titulo="Não foi possível enviar">
          {envio.error instanceof ApiError
            ? envio.error.mensagem
            : 'Falha ao realizar esta operacao, tente novamente em instantes.'}
        </Alert>
      )}
      <Button
        onClick={() => envio.mutate()}
        loading={envio.isPending}
        disabled={arquivos.length === 0}
        icon={<Send className="size-4" aria-hidden="true" />}
      >
        Enviar carta de correção
      </Button>
    </>
  );
}

/** /faturamentonovo/resolver-pendencias (PENDENCIA_NOTA_FISCAL): the invoice needs a correction letter. */
export default function ResolverPendencias() {
  return (
    <TelaNovo
      titulo="A nota fiscal precisa de correção"
      descricao="Encontramos uma divergência na nota fiscal emitida pela concessionária."
      etapa={3}
    >
      {(s) => <Carta s={s} />}
    </TelaNovo>
  );
}
