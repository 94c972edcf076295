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

function Envio({ s }: { s: SituacaoFaturamentoNovo }) {
  const navigate = useNavigate();
  const atualizar = useAtualizarSituacaoNovo();
  const [nota, setNota] = useState<Documento[]>([]);
  const [proposta, setProposta] = useState<Documento[]>([]);
  const envio = useMutation({
    mutationFn: () =>
      chamar(contemplacaoOperacoes.solicitarVendedor, {
        body: {
          CaseNumber: s.CaseNumber,
          documentos: [
            ...nota.map((d) => ({ id: d.id, codigo: 'nota_fiscal_saida' as const })),
            ...proposta.map((d) => ({ id: d.id, codigo: 'documento_extra' as const })),
          ],
        },
      }),
    onSuccess: () => {
      atualizar();
      void navigate(c.analiseDocumentos);
    },
    meta: { erroTratado: true },
  });
  return (
    <>
      <EnvioDeArquivo
        titulo="Nota fiscal ou pré-nota da concessionária"
        descricao="Em nome do consorciado, com o veículo, o valor e o CNPJ da concessionária."
        arquivos={nota}
        onChange={setNota}
      />
      <EnvioDeArquivo
        titulo="Proposta ou pedido da concessionária (opcional)"
        descricao="Ajuda a análise quando a nota ainda não foi emitida."
        arquivos={proposta}
        onChange={setProposta}
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
        disabled={nota.length === 0}
        icon={<Send className="size-4" aria-hidden="true" />}
      >
        Enviar documentos
      </Button>
    </>
  );
}

/** /faturamentonovo/envio-documentos (AGUARDANDO_DOCUMENTOS, DADOS_VENDEDOR): the dealer's documents. */
export default function EnvioDocumentos() {
  return (
    <TelaNovo
      titulo="Envie os documentos"
      descricao="PDF, JPG ou JPEG de até 6 MB, legíveis e completos."
      etapa={2}
    >
      {(s) => <Envio s={s} />}
    </TelaNovo>
  );
}
