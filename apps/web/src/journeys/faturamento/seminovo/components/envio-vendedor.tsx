import { contemplacaoOperacoes, type CodigoDocumentoVendedor, type Documento } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { EnvioDeArquivo } from '@/lib/envio-de-arquivo';
import { chamar } from '@/lib/operacoes';
import { useReler } from '../use-faturamento-seminovo';
import { ErroDaChamada } from './erro';

/** The seller's anti-fraud calls (02 §7) the used-vehicle screens make. */
export const CHAMADAS_VENDEDOR = {
  envio: contemplacaoOperacoes.solicitarVendedor,
  reenvio: contemplacaoOperacoes.solicitarVendedorReenvio,
  adicionais: contemplacaoOperacoes.solicitarDocumentosAdicionaisVendedor,
  cartaCorrecao: contemplacaoOperacoes.solicitarCartaCorrecao,
  reanaliseFaturamento: contemplacaoOperacoes.solicitarReanaliseFaturamento,
  reanaliseVistoria: contemplacaoOperacoes.solicitarReanaliseVistoria,
} as const;

export interface DocumentoPedido {
  codigo: CodigoDocumentoVendedor;
  rotulo: string;
  descricao: string;
  obrigatorio: boolean;
}

/**
 * The seller's documents sent to the analysis (the registration's upload part, one slot each): the required
 * ones before the button; then the case's situation is read again and the screen goes to `destino`.
 */
export function EnvioVendedor({
  numeroCaso,
  pedidos,
  chamada,
  destino,
  rotulo = 'Enviar documentos',
}: {
  numeroCaso: string;
  pedidos: readonly DocumentoPedido[];
  chamada: keyof typeof CHAMADAS_VENDEDOR;
  destino: string;
  rotulo?: string;
}) {
  const navigate = useNavigate();
  const reler = useReler();
  const [arquivos, setArquivos] = useState<Partial<Record<string, Documento[]>>>({});
  const envio = useMutation({
    mutationFn: () =>
      chamar(CHAMADAS_VENDEDOR[chamada], {
        body: {
          CaseNumber: numeroCaso,
          documentos: pedidos.flatMap((p) =>
            (arquivos[p.codigo] ?? []).map((d) => ({ id: d.id, codigo: p.codigo })),
          ),
        },
      }),
    onSuccess: async () => {
      await reler();
      void navigate(destino);
    },
    meta: { erroTratado: true },
  });
  const faltam = pedidos.some((p) => p.obrigatorio && !(arquivos[p.codigo]?.length ?? 0));
  const nenhum = pedidos.every((p) => !(arquivos[p.codigo]?.length ?? 0));
  return (
    <>
      {pedidos.map((p) => (
        <EnvioDeArquivo
          key={p.codigo}
          titulo={p.obrigatorio ? p.rotulo : `${p.rotulo} (opcional)`}
          descricao={p.descricao}
          arquivos={arquivos[p.codigo] ?? []}
          onChange={(lista) => setArquivos((x) => ({ ...x, [p.codigo]: lista }))}
        />
      ))}
      <ErroDaChamada erro={envio.error} titulo="Não foi possível enviar" />
      <Button
        onClick={() => envio.mutate()}
        loading={envio.isPending}
        disabled={faltam || nenhum}
        icon={<Send className="size-4" aria-hidden="true" />}
      >
        {rotulo}
      </Button>
    </>
  );
}
