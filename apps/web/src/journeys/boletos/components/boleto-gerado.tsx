import { boletosOperacoes, formatarData, formatarLinhaDigitavel, type DadosBoleto } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { CalendarDays, CircleCheck, Download, Mail, QrCode, ScanBarcode } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Money } from '@/components/money';
import { useToast } from '@/components/toast';
import { BotaoCopiar } from '@/components/copy-button';
import { chamar } from '@/lib/operacoes';
import { DialogoEmail } from './dialogo-email';
import { SituacaoBoletoBadge } from './situacao-boleto';

const MENSAGEM_ERRO_PDF = 'Não foi possível abrir o PDF do boleto agora. Tente novamente em instantes.';

/** The issued boleto: amount, due date, linha digitável and PIX to copy, PDF and e-mail. */
export function BoletoGerado({
  boleto,
  idCota,
  destinatario,
  titulo = 'Boleto gerado',
  aviso,
  focarAoAbrir,
}: {
  boleto: DadosBoleto;
  idCota: number;
  destinatario: { nome: string; email: string };
  /** The card's heading: 'Boleto gerado' right after generating, another name when reopened. */
  titulo?: string;
  /** A note above the codes (e.g. why a settlement boleto is due today). */
  aviso?: ReactNode;
  /** Move focus to the heading on mount (the button that made it is gone; focus would drop to the body). */
  focarAoAbrir?: boolean;
}) {
  const toast = useToast();
  const tituloRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focarAoAbrir) tituloRef.current?.focus();
  }, [focarAoAbrir]);
  // A two-minute, single-boleto link (its own ticket, never the access token) the browser opens in a new tab;
  // asked for on each click (it expires fast), so a mutation rather than a cached query.
  const pdf = useMutation({
    mutationFn: (ticket: string) => chamar(boletosOperacoes.linkDoPdf, { params: { id: idCota, ticket } }),
    meta: { erroTratado: true },
  });
  const [emailAberto, setEmailAberto] = useState(false);
  const linha = formatarLinhaDigitavel(boleto.linhaDigitavel);

  const baixar = () =>
    pdf.mutate(boleto.nossoNumero, {
      onSuccess: ({ url }) => {
        const aba = window.open(url, '_blank');
        if (aba) aba.opener = null;
        else
          toast({
            titulo: 'PDF pronto',
            descricao: 'O navegador bloqueou a nova aba.',
            acao: { rotulo: 'Abrir PDF', onClick: () => window.open(url, '_blank', 'noopener') },
          });
      },
      onError: () => toast({ titulo: 'PDF indisponível', descricao: MENSAGEM_ERRO_PDF, tom: 'erro' }),
    });

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <Card as="section" aria-labelledby="titulo-boleto" className="sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex items-center gap-3">
            <span
              className="grid size-12 place-items-center rounded-2xl bg-sucesso-fundo text-sucesso"
              aria-hidden="true"
            >
              <CircleCheck className="size-6" />
            </span>
            <div>
              <h2
                id="titulo-boleto"
                ref={tituloRef}
                tabIndex={-1}
                className="text-lg font-bold tracking-tight text-tinta focus:outline-none"
              >
                {titulo}
              </h2>
              <p className="tabular text-sm text-tinta-suave">Nosso número {boleto.nossoNumero}</p>
            </div>
          </div>
          <SituacaoBoletoBadge situacao={boleto.situacao} />
        </div>

        {aviso && <div className="mt-5">{aviso}</div>}

        <dl className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div className="rounded-2xl bg-fundo/70 p-4">
            <dt className="text-sm font-medium text-tinta-suave">Valor</dt>
            <dd className="mt-1 text-2xl font-bold text-tinta">
              <Money centavos={boleto.valorCobrado} />
            </dd>
          </div>
          <div className="rounded-2xl bg-fundo/70 p-4">
            <dt className="flex items-center gap-1.5 text-sm font-medium text-tinta-suave">
              <CalendarDays className="size-4" aria-hidden="true" />
              Vencimento
            </dt>
            <dd className="tabular mt-1 text-2xl font-bold text-tinta">
              {formatarData(boleto.dataVencimento)}
            </dd>
          </div>
        </dl>

        <section aria-labelledby="titulo-linha" className="mt-6">
          <h3 id="titulo-linha" className="flex items-center gap-2 text-sm font-semibold text-tinta">
            <ScanBarcode className="size-4" aria-hidden="true" />
            Linha digitável
          </h3>
          <div className="mt-2 flex flex-col gap-3 rounded-2xl p-4 ring-1 ring-borda-forte sm:flex-row sm:items-center">
            <p
              data-testid="linha-digitavel"
              className="tabular min-w-0 flex-1 text-[0.9375rem] font-semibold break-words text-tinta select-all"
            >
              {linha}
            </p>
            <BotaoCopiar
              texto={boleto.linhaDigitavel}
              rotulo="Copiar linha digitável"
              confirmacao="Código copiado"
              className="shrink-0"
            />
          </div>
        </section>

        <section aria-labelledby="titulo-pix" className="mt-5">
          <h3 id="titulo-pix" className="flex items-center gap-2 text-sm font-semibold text-tinta">
            <QrCode className="size-4" aria-hidden="true" />
            PIX copia e cola
          </h3>
          <div className="mt-2 flex flex-col gap-3 rounded-2xl p-4 ring-1 ring-borda-forte sm:flex-row sm:items-center">
            <p className="line-clamp-2 min-w-0 flex-1 font-mono text-xs break-all text-tinta-suave select-all">
              {boleto.pixCopiaECola}
            </p>
            <BotaoCopiar
              texto={boleto.pixCopiaECola}
              rotulo="Copiar código PIX"
              confirmacao="Código PIX copiado"
              className="shrink-0"
            />
          </div>
          {boleto.pixQrCodeSvg && (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(boleto.pixQrCodeSvg)}`}
              alt="QR Code do PIX deste boleto: leia com a câmera no app do seu banco"
              width={208}
              height={208}
              data-testid="qr-pix"
              className="mx-auto mt-3 size-52 rounded-xl bg-white ring-1 ring-borda-forte"
            />
          )}
          <p className="mt-2 text-sm text-tinta-suave">
            No app do seu banco, leia o QR Code ou escolha pagar com PIX copia e cola: o valor cai na hora.
          </p>
        </section>
      </Card>

      <Card as="section" aria-labelledby="titulo-acoes" className="flex flex-col gap-3">
        <h2 id="titulo-acoes" className="text-base font-semibold text-tinta">
          Outras opções
        </h2>
        <Button
          fullWidth
          icon={<Download className="size-4" aria-hidden="true" />}
          loading={pdf.isPending}
          onClick={baixar}
        >
          Baixar PDF
        </Button>
        <Button
          fullWidth
          variant="secondary"
          icon={<Mail className="size-4" aria-hidden="true" />}
          onClick={() => setEmailAberto(true)}
        >
          Enviar por e-mail
        </Button>
        <Alert tone="info" className="mt-2">
          O link do PDF vale por 2 minutos. Se expirar, toque em Baixar PDF de novo.
        </Alert>
      </Card>

      <DialogoEmail
        open={emailAberto}
        onOpenChange={setEmailAberto}
        idCota={idCota}
        nossoNumero={boleto.nossoNumero}
        destinatarioInicial={destinatario}
      />
    </div>
  );
}
