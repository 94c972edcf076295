import { useState } from 'react';
import { useToast } from '@/components/toast';
import { linkAindaValido } from './documentos';

const MENSAGEM_ERRO_PDF = 'Não foi possível abrir o PDF agora. Tente novamente em instantes.';

/**
 * Opens a short-lived PDF link (it carries its own ticket, never the access token) in a new tab. When the
 * browser blocks the tab, a toast offers the link to open by hand.
 */
export function useAbrirPdf() {
  const toast = useToast();
  return {
    abrir(url: string) {
      const aba = window.open(url, '_blank');
      if (aba) aba.opener = null;
      else
        toast({
          titulo: 'PDF pronto',
          descricao: 'O navegador bloqueou a nova aba.',
          acao: { rotulo: 'Abrir PDF', onClick: () => window.open(url, '_blank', 'noopener') },
        });
    },
    falhou(descricao: string = MENSAGEM_ERRO_PDF) {
      toast({ titulo: 'PDF indisponível', descricao, tom: 'erro' });
    },
  };
}

interface ConsultaComLink {
  data: { url: string } | null | undefined;
  dataUpdatedAt: number;
  refetch: () => Promise<{ data?: { url: string } | null; isError: boolean }>;
}

/**
 * Opens the PDF link that came inside a document (comprovante, proposta). The server's link lives two minutes,
 * so one fetched too long ago is asked for again first.
 */
export function useAbrirLinkDoDocumento(consulta: ConsultaComLink) {
  const pdf = useAbrirPdf();
  const [buscando, setBuscando] = useState(false);

  async function abrir() {
    let url = consulta.data?.url;
    if (!url || !linkAindaValido(consulta.dataUpdatedAt)) {
      setBuscando(true);
      try {
        const nova = await consulta.refetch();
        url = nova.isError ? undefined : nova.data?.url;
      } finally {
        setBuscando(false);
      }
    }
    if (url) pdf.abrir(url);
    else pdf.falhou();
  }

  return { abrir: () => void abrir(), buscando };
}
