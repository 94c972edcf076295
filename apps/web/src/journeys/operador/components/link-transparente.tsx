import { agoraEmSaoPaulo, type ParceiroConfiguracao } from '@portal/domain';
import { Check, Copy, Link2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextareaField } from '@/components/textarea-field';
import { useEmitirLinkTransparente } from '../use-emitir-link-transparente';

/**
 * The answer names only the path: the link opens on the partner's own domain, with this server's scheme and
 * port (every partner domain is served by the same portal).
 */
function urlNoParceiro(dominio: string, caminho: string): string {
  const { protocol, port } = window.location;
  return `${protocol}//${dominio}${port ? `:${port}` : ''}${caminho}`;
}

/**
 * 'Gerar link de login transparente' for one quota: mints the 2-minute, single-use token for the partner
 * whose business units hold the quota and shows the full link to copy.
 */
export function LinkTransparente({
  inscricao,
  idCota,
  rotuloCota,
  parceiro,
}: {
  inscricao: string;
  idCota: number;
  rotuloCota: string;
  parceiro: ParceiroConfiguracao | null;
}) {
  const emitir = useEmitirLinkTransparente();
  const [copiado, setCopiado] = useState(false);
  const link = emitir.data && parceiro ? urlNoParceiro(parceiro.domain, emitir.data.caminho) : null;

  const gerar = () => {
    if (!parceiro) return;
    setCopiado(false);
    emitir.mutate({ inscricaoNacional: inscricao, idCota, idParceiro: parceiro.id });
  };
  const copiar = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopiado(true);
    } catch {
      setCopiado(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        icon={<Link2 className="size-4" aria-hidden="true" />}
        loading={emitir.isPending}
        disabled={!parceiro}
        onClick={gerar}
      >
        {link ? 'Gerar outro link' : 'Gerar link de login transparente'}
      </Button>
      {!parceiro && (
        <p className="text-sm text-tinta-fraca">Nenhum parceiro atende a unidade de negócio desta cota.</p>
      )}
      {emitir.isError && (
        <Alert tone="perigo" role="alert">
          {emitir.error.message}
        </Alert>
      )}
      {link && emitir.data && (
        <div role="status" className="flex flex-col gap-2 rounded-xl bg-info-fundo p-3">
          <div className="flex flex-col gap-2">
            <TextareaField
              label={`Link de acesso da cota ${rotuloCota}`}
              readOnly
              rows={3}
              value={link}
              onFocus={(e) => e.currentTarget.select()}
              containerClassName="min-w-0 flex-1"
              className="resize-none font-mono text-xs break-all [field-sizing:content]"
            />
            <Button
              size="sm"
              className="self-start"
              onClick={() => void copiar()}
              icon={
                copiado ? (
                  <Check className="size-4" aria-hidden="true" />
                ) : (
                  <Copy className="size-4" aria-hidden="true" />
                )
              }
            >
              {copiado ? 'Copiado' : 'Copiar link'}
            </Button>
          </div>
          <p className="text-xs text-[#1e3a8a]">
            Abre o portal {parceiro?.name} já na conta do cliente. Vale uma única vez, até{' '}
            {agoraEmSaoPaulo(new Date(emitir.data.expiraEm)).hora} (2 minutos).
          </p>
        </div>
      )}
    </div>
  );
}
