import {
  ESPERA_REENVIO_CODIGO_S,
  INTERVALO_CONTAGEM_TOKEN_MS,
  TAMANHO_CODIGO_VERIFICACAO,
  TENTATIVAS_CODIGO_VERIFICACAO,
  estadoDoProgressoToken,
  formatarContagemToken,
  tokenExpirou,
  type EstadoProgressoToken,
} from '@portal/domain';
import { Clock3, RotateCw, TimerOff } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { CodeInput } from '@/components/code-input';
import { PageHeader } from '@/components/page-header';
import { ProgressBar, type TomProgresso } from '@/components/progress-bar';
import { useToast } from '@/components/toast';
import { useDocumentTitle } from '@/lib/document-title';
import { useFluxoEmAndamento } from '@/lib/fluxo';
import { useSessao } from '@/lib/session';
import { atualizarToken, useAlteracaoPendente } from '../alteracao-pendente';
import { ResumoAlteracao } from '../components/resumo-alteracao';
import { useAgora } from '../components/use-agora';
import { useEnviarToken } from '../use-enviar-token';
import { useHorario } from '../use-horario';
import { caminhosPerfil } from '../paths';

/** 03 §4's info → warning → danger, in the design system's tones. */
const TOM_DO_ESTADO: Record<EstadoProgressoToken, TomProgresso> = {
  info: 'info',
  warning: 'alerta',
  danger: 'perigo',
};

const segundosPorExtenso = (s: number) => {
  const m = Math.floor(s / 60);
  const r = s % 60;
  const partes = [
    m && `${m} ${m === 1 ? 'minuto' : 'minutos'}`,
    r && `${r} ${r === 1 ? 'segundo' : 'segundos'}`,
  ];
  return partes.filter(Boolean).join(' e ') || '0 segundos';
};

/**
 * /perfil/token/inserir (03 §4, §5): the 4-character code in segmented boxes, the 15-minute countdown ticking
 * every second with its bar (info from minute 15 to 7, warning 6 to 2, danger after), the timed-out state at
 * 00:00 that asks for a new code, and the resend button 40 s after each code. A complete code goes to validar.
 */
export default function Inserir() {
  useDocumentTitle('Digite o código');
  const idCota = useSessao()?.idCotaPadrao;
  const { alteracao, token } = useAlteracaoPendente(idCota);
  const { enviarToken, enviando } = useEnviarToken(idCota);
  const agora = useAgora(INTERVALO_CONTAGEM_TOKEN_MS);
  const navigate = useNavigate();
  const toast = useToast();
  const [codigo, setCodigo] = useState(token.codigo);
  const validoAte = useHorario(token.expiraEm);
  useFluxoEmAndamento(alteracao !== null);

  if (!alteracao) return <Navigate to={caminhosPerfil.perfil} replace />;
  if (token.expiraEm === null || token.enviadoEm === null)
    return <Navigate to={caminhosPerfil.tokenEnviar} replace />;

  const restantes = Math.max(0, Math.ceil((token.expiraEm - agora) / 1000));
  const expirado = tokenExpirou(restantes);
  const esperaReenvio = Math.max(
    0,
    Math.ceil((token.enviadoEm + ESPERA_REENVIO_CODIGO_S * 1000 - agora) / 1000),
  );
  const tom = TOM_DO_ESTADO[estadoDoProgressoToken(restantes)];

  const validar = (valor: string) => {
    if (valor.length !== TAMANHO_CODIGO_VERIFICACAO || expirado) return;
    atualizarToken({ codigo: valor, erro: null });
    void navigate(caminhosPerfil.tokenValidar);
  };
  const reenviar = async () => {
    if (await enviarToken()) {
      setCodigo('');
      toast({
        tom: 'sucesso',
        titulo: 'Enviamos um novo código.',
        descricao: `Para ${token.destino ?? 'o seu celular'}.`,
      });
    }
  };
  const restamTentativas = TENTATIVAS_CODIGO_VERIFICACAO - token.erradas;

  return (
    <div className="mx-auto w-full max-w-xl">
      <PageHeader
        titulo="Digite o código"
        descricao={
          <>
            Enviamos um código de 4 caracteres por SMS para{' '}
            <span className="tabular font-semibold whitespace-nowrap text-tinta">{token.destino}</span>.
          </>
        }
        voltar={{ para: caminhosPerfil.tokenEnviar, rotulo: 'Voltar' }}
      />
      <Card className="flex flex-col gap-6 sm:p-8">
        <ResumoAlteracao descricao={alteracao.descricao} />
        {expirado ? (
          <div className="flex flex-col gap-4" role="status">
            <div className="flex items-start gap-3">
              <span
                className="grid size-12 shrink-0 place-items-center rounded-2xl bg-perigo-fundo text-perigo"
                aria-hidden="true"
              >
                <TimerOff className="size-6" />
              </span>
              <div>
                <h2 className="text-lg font-bold text-tinta">O tempo acabou</h2>
                <p className="mt-1 text-[0.9375rem] text-tinta-suave">
                  {token.erro ?? 'O código vale por 15 minutos e expirou.'} Para continuar, peça um novo
                  código e confirme de novo.
                </p>
              </div>
            </div>
            <Button
              size="lg"
              loading={enviando}
              icon={<RotateCw className="size-5" aria-hidden="true" />}
              onClick={() => void reenviar()}
              className="sm:self-start"
            >
              Enviar novo código
            </Button>
          </div>
        ) : (
          <form
            noValidate
            className="flex flex-col gap-6"
            onSubmit={(e) => {
              e.preventDefault();
              validar(codigo);
            }}
          >
            <CodeInput
              label="Código recebido por SMS"
              value={codigo}
              onValueChange={setCodigo}
              onComplete={validar}
              tamanho={TAMANHO_CODIGO_VERIFICACAO}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the code is the only thing the step asks for
              autoFocus
              error={
                token.erro
                  ? token.erradas > 0 && restamTentativas > 0
                    ? `${token.erro}. ${restamTentativas === 1 ? 'Resta 1 tentativa' : `Restam ${restamTentativas} tentativas`}.`
                    : token.erro
                  : undefined
              }
              hint="Letras e números. Tanto faz maiúscula ou minúscula."
            />
            <div className="flex flex-col gap-2">
              <div className="flex items-center justify-between gap-3 text-sm">
                <span className="flex items-center gap-1.5 text-tinta-suave">
                  <Clock3 className="size-4" aria-hidden="true" />O código vale por mais
                </span>
                <span
                  role="timer"
                  aria-label="Tempo restante do código"
                  className="tabular font-bold text-tinta"
                >
                  {formatarContagemToken(restantes)}
                </span>
              </div>
              <ProgressBar
                valor={restantes}
                maximo={Math.round((token.expiraEm - token.enviadoEm) / 1000)}
                rotulo="Validade do código"
                textoValor={`${segundosPorExtenso(restantes)} restantes`}
                tom={tom}
              />
              {validoAte && (
                <p className="tabular text-sm text-tinta-suave" data-testid="codigo-valido-ate">
                  Válido até {validoAte.hora} ({validoAte.rotulo})
                </p>
              )}
            </div>
            <Button type="submit" size="lg" disabled={codigo.length !== TAMANHO_CODIGO_VERIFICACAO}>
              Confirmar código
            </Button>
          </form>
        )}
        {token.erroEnvio && (
          <Alert tone="perigo" role="alert">
            {token.erroEnvio}
          </Alert>
        )}
        {!expirado && (
          <div className="-mr-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-borda/70 pt-4">
            <p className="text-sm text-tinta-suave">Não recebeu o SMS?</p>
            <Button
              variant="ghost"
              size="sm"
              loading={enviando}
              disabled={esperaReenvio > 0}
              onClick={() => void reenviar()}
              icon={<RotateCw className="size-4" aria-hidden="true" />}
            >
              {esperaReenvio > 0 ? (
                <>
                  Reenviar em <span className="tabular">{formatarContagemToken(esperaReenvio)}</span>
                </>
              ) : (
                'Reenviar código'
              )}
            </Button>
          </div>
        )}
      </Card>
      <Alert tone="info" className="mt-4">
        Nunca compartilhe este código. Nossa equipe não pede códigos por telefone, e-mail ou WhatsApp.
      </Alert>
    </div>
  );
}
