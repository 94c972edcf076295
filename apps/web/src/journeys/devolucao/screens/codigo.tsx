import { MessageSquareLock } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CodeInput } from '@/components/code-input';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api';
import { useSessao } from '@/lib/session';
import { useCodigoPorSms } from '@/lib/use-codigo-por-sms';
import { TelaDevolucao, Texto } from '../components/tela';
import { caminhosDevolucao as c } from '../paths';
import { guardarAutorizacao } from '../rascunho';

/**
 * The SMS code step (02 §4.10 "a SMS code is validated, then documents…"): the registration's verification
 * (POST/PATCH /cotas/{id}/verificacao); its single-use authorisation is kept in memory for the confirmation.
 */
export default function Codigo() {
  const idCota = useSessao()?.idCotaPadrao ?? 0;
  const navigate = useNavigate();
  const { codigo, setCodigo, erro, espera, enviar, validar, confirmar } = useCodigoPorSms(idCota, (r) => {
    guardarAutorizacao(idCota, r.auth_token, r.expiraEm);
    void navigate(c.validarIdentificacao);
  });

  const enviado = enviar.isSuccess;
  return (
    <TelaDevolucao
      titulo="Confirme que é você"
      descricao={
        enviado
          ? `Enviamos um código por SMS para ${enviar.data.destino}. Ele vale por 15 minutos.`
          : 'Vamos enviar um código por SMS para o celular cadastrado.'
      }
      icone={MessageSquareLock}
      voltar={{ para: c.valor, rotulo: 'Voltar' }}
    >
      {!enviado ? (
        <>
          <Texto>Com o código, confirmamos que é você quem pede a devolução.</Texto>
          {enviar.isError && (
            <Alert tone="perigo">
              {enviar.error instanceof ApiError ? enviar.error.mensagem : 'Não foi possível enviar o código.'}
            </Alert>
          )}
          <Button className="sm:self-end" onClick={() => enviar.mutate()} disabled={enviar.isPending}>
            {enviar.isPending && <Spinner />}
            Enviar código por SMS
          </Button>
        </>
      ) : (
        <form
          className="flex flex-col gap-5"
          onSubmit={(e) => {
            e.preventDefault();
            if (codigo.length === 4) void confirmar(codigo);
          }}
        >
          <CodeInput
            label="Código recebido por SMS"
            value={codigo}
            onValueChange={setCodigo}
            onComplete={(v) => void confirmar(v)}
            error={erro ?? undefined}
            disabled={validar.isPending}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button
              type="button"
              variant="secondary"
              disabled={espera > 0 || enviar.isPending}
              onClick={() => enviar.mutate()}
            >
              {espera > 0 ? `Reenviar em ${espera} s` : 'Reenviar código'}
            </Button>
            <Button type="submit" disabled={codigo.length < 4 || validar.isPending}>
              {validar.isPending && <Spinner />}
              Confirmar código
            </Button>
          </div>
        </form>
      )}
    </TelaDevolucao>
  );
}
