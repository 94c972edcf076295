import { contemplacaoOperacoes, padCota, padGrupo } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { useToast } from '@/components/toast';
import { baixarArquivo } from '@/lib/baixar-arquivo';
import { chamar } from '@/lib/operacoes';

/**
 * 02 §2.7 "contemplation guide download": GET /cotas/{id}/contemplacao/guia, the quota's own steps and dates as a
 * PDF. Fetched with the access token on each click (a file, not screen data) and saved under a name of ours.
 */
export function GuiaDaContemplacao({ idCota, grupo, cota }: { idCota: number; grupo: number; cota: number }) {
  const toast = useToast();
  const guia = useMutation({
    mutationFn: () => chamar(contemplacaoOperacoes.guia, { params: { id: idCota } }),
    meta: { erroTratado: true },
    onSuccess: (arquivo) =>
      baixarArquivo(arquivo, `guia-da-contemplacao-${padGrupo(grupo)}-${padCota(cota)}.pdf`),
    onError: () =>
      toast({
        titulo: 'Guia indisponível',
        descricao: 'Não foi possível baixar o guia agora. Tente novamente em instantes.',
        tom: 'erro',
      }),
  });
  return (
    <Card as="section" aria-labelledby="titulo-guia" className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primaria/10 text-primaria-texto">
          <FileText className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="titulo-guia" className="text-base font-semibold text-tinta">
            Guia da contemplação
          </h2>
          <p className="mt-0.5 text-sm text-tinta-suave">
            O passo a passo com as datas da sua cota e os documentos, para ler quando quiser.
          </p>
        </div>
      </div>
      <Button
        variant="secondary"
        onClick={() => guia.mutate()}
        loading={guia.isPending}
        icon={<Download className="size-4" aria-hidden="true" />}
      >
        Baixar guia (PDF)
      </Button>
    </Card>
  );
}
