import type { AutorizacaoFaturamento } from '@portal/domain';
import { FileDown, FileSignature } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CodeInput } from '@/components/code-input';
import { ApiError } from '@/lib/api';
import { baixarArquivo } from '@/lib/baixar-arquivo';
import { useSessao } from '@/lib/session';
import { useCodigoPorSms } from '@/lib/use-codigo-por-sms';
import { useAssinarAutorizacao, useAutorizacao } from '../use-faturamento-seminovo';

const mensagemDe = (erro: unknown, padrao: string) => (erro instanceof ApiError ? erro.mensagem : padrao);

function baixar(a: AutorizacaoFaturamento) {
  const bytes = Uint8Array.from(atob(a.base64), (ch) => ch.charCodeAt(0));
  baixarArquivo(new Blob([bytes], { type: a.tipo }), a.nomeArquivo);
}

function BotaoBaixar({ autorizacao, children }: { autorizacao: AutorizacaoFaturamento; children: string }) {
  return (
    <Button
      variant="secondary"
      className="sm:self-start"
      onClick={() => baixar(autorizacao)}
      icon={<FileDown className="size-4" aria-hidden="true" />}
    >
      {children}
    </Button>
  );
}

const dataHora = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(iso));

/**
 * The billing authorization the customer signs in the portal (ADR 0057): read it (PDF), ask a code by SMS and
 * type it; signed, the same PDF downloads with when, from which address and its SHA-256, so it can be checked.
 */
export function AssinarAutorizacao({ contratoAssinado }: { contratoAssinado: boolean }) {
  const idCota = useSessao()?.idCotaPadrao ?? 0;
  const autorizacao = useAutorizacao();
  const assinar = useAssinarAutorizacao();
  const sms = useCodigoPorSms(idCota, (r) => assinar.mutate(r.auth_token));

  if (autorizacao.isPending) return <p className="text-sm text-tinta-suave">Carregando a autorização…</p>;
  // A contract the analyst registered before signatures moved to the portal has no authorization to show.
  if (autorizacao.isError && contratoAssinado) return null;
  if (autorizacao.isError)
    return (
      <Alert tone="alerta" titulo="Autorização de faturamento">
        {mensagemDe(autorizacao.error, 'Não foi possível carregar a autorização agora.')}
      </Alert>
    );
  const a = autorizacao.data;
  if (a.assinatura)
    return (
      <section aria-labelledby="titulo-autorizacao" className="flex flex-col gap-3 rounded-2xl bg-fundo p-4">
        <h2 id="titulo-autorizacao" className="font-semibold text-tinta">
          Autorização de faturamento assinada
        </h2>
        <p className="text-sm text-tinta-suave">
          Você assinou em {dataHora(a.assinatura.assinadaEm)}, do endereço IP {a.assinatura.ip}, com o código
          enviado por SMS.
        </p>
        <p className="text-sm text-tinta-suave">
          Código do documento (SHA-256):{' '}
          <span className="font-mono text-xs break-all text-tinta">{a.assinatura.sha256}</span>
        </p>
        <BotaoBaixar autorizacao={a}>Baixar autorização assinada (PDF)</BotaoBaixar>
      </section>
    );

  return (
    <section aria-labelledby="titulo-autorizacao" className="flex flex-col gap-4 rounded-2xl bg-fundo p-4">
      <h2 id="titulo-autorizacao" className="font-semibold text-tinta">
        Assine a autorização de faturamento
      </h2>
      <p className="text-sm text-tinta-suave">
        Ela autoriza o pagamento ao vendedor com o crédito da sua cota. Leia o documento e assine com um
        código enviado por SMS para o celular cadastrado.
      </p>
      <BotaoBaixar autorizacao={a}>Ler a autorização (PDF)</BotaoBaixar>
      {sms.enviar.isError && (
        <Alert tone="perigo">{mensagemDe(sms.enviar.error, 'Não foi possível enviar o código.')}</Alert>
      )}
      {assinar.isError && (
        <Alert tone="perigo" titulo="A autorização não foi assinada">
          {mensagemDe(assinar.error, 'Tente de novo em instantes.')}
        </Alert>
      )}
      {!sms.enviar.isSuccess ? (
        <Button
          className="sm:self-start"
          onClick={() => sms.enviar.mutate()}
          loading={sms.enviar.isPending}
          icon={<FileSignature className="size-4" aria-hidden="true" />}
        >
          Assinar com código por SMS
        </Button>
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (sms.codigo.length === 4) void sms.confirmar(sms.codigo);
          }}
        >
          <p className="text-sm text-tinta-suave">
            Enviamos um código para {sms.enviar.data.destino}. Ele vale por 15 minutos.
          </p>
          <CodeInput
            label="Código recebido por SMS"
            value={sms.codigo}
            onValueChange={sms.setCodigo}
            onComplete={(v) => void sms.confirmar(v)}
            error={sms.erro ?? undefined}
            disabled={sms.validar.isPending || assinar.isPending}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button
              type="button"
              variant="secondary"
              disabled={sms.espera > 0 || sms.enviar.isPending}
              onClick={() => sms.enviar.mutate()}
            >
              {sms.espera > 0 ? `Reenviar em ${sms.espera} s` : 'Reenviar código'}
            </Button>
            <Button
              type="submit"
              disabled={sms.codigo.length < 4}
              loading={sms.validar.isPending || assinar.isPending}
            >
              Assinar autorização
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
