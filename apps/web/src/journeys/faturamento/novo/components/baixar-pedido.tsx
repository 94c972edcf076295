import { coresDoParceiro, faturamentoNovoOperacoes } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api';
import { baixarArquivo } from '@/lib/baixar-arquivo';
import { useCotaSelecionada } from '@/lib/cotas';
import { chamar } from '@/lib/operacoes';
import { useParceiro } from '@/lib/parceiro';

/**
 * The purchase order PDF saved as a file. First POST dados-ordem-faturamento (02 §7): the partner's colour
 * and logo as the app shows them and the quota's business unit (it names the administrator, 02 §6), which the
 * case records; then POST pedido-compra (base64). The order's data failing does not hold the PDF back: it is
 * then made with the partner's own colour and logo.
 */
export function BaixarPedido({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const parceiro = useParceiro();
  const { cota } = useCotaSelecionada();
  // Sent once, when the button appears (not in the click: the download keeps the click's user activation).
  const ordem = useRef<Promise<unknown> | null>(null);
  useEffect(() => {
    if (ordem.current || !parceiro?.logo_url || !cota) return;
    ordem.current = chamar(faturamentoNovoOperacoes.dadosOrdemFaturamento, {
      body: {
        corParceiro: coresDoParceiro(parceiro.colors).primaria,
        logoParceiro: parceiro.logo_url,
        unidadeNegocio: Number(cota.idUnidadeNegocio),
      },
    }).catch(() => undefined);
  }, [parceiro, cota]);
  const pedido = useMutation({
    mutationFn: async () => {
      await ordem.current;
      return chamar(faturamentoNovoOperacoes.pedidoCompra);
    },
    onSuccess: (r) => {
      const bytes = Uint8Array.from(atob(r.base64), (ch) => ch.charCodeAt(0));
      baixarArquivo(new Blob([bytes], { type: r.tipo }), r.nomeArquivo);
    },
    meta: { erroTratado: true },
  });
  return (
    <>
      <Button
        variant={variant}
        onClick={() => pedido.mutate()}
        loading={pedido.isPending}
        icon={<FileDown className="size-4" aria-hidden="true" />}
      >
        Baixar pedido de compra (PDF)
      </Button>
      {pedido.isError && (
        <Alert tone="perigo" titulo="Não foi possível gerar o pedido">
          {pedido.error instanceof ApiError
            ? pedido.error.mensagem
            : 'Falha ao realizar esta operacao, tente novamente em instantes.'}
        </Alert>
      )}
    </>
  );
}
