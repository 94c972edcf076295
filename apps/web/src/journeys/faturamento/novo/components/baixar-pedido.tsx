import { faturamentoNovoOperacoes } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api';
import { baixarArquivo } from '@/lib/baixar-arquivo';
import { chamar } from '@/lib/operacoes';

/** POST pedido-compra: the purchase order PDF (base64) saved as a file. */
export function BaixarPedido({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const pedido = useMutation({
    mutationFn: () => chamar(faturamentoNovoOperacoes.pedidoCompra),
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
