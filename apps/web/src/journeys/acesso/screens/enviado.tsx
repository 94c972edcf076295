import {
  dataBrParaIso,
  ESPERA_REENVIO_CODIGO_S,
  MENSAGEM_RECUPERACAO_ENVIADA,
  VALIDADE_SENHA_PROVISORIA_HORAS,
} from '@portal/domain';
import { Clock, KeyRound, MailCheck, ShieldCheck } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button, buttonClasses } from '@/components/button';
import { useToast } from '@/components/toast';
import { useDocumentTitle } from '@/lib/document-title';
import { rotaDeLogin } from '@/lib/dispositivo';
import { useRecuperarSenha } from '../use-recuperar-senha';
import { AjudaAtendimento } from '../components/ajuda-atendimento';
import { gravarEsqueciSenha, lerEsqueciSenha, limparEsqueciSenha } from '../components/esqueci-senha-estado';
import { PaginaAcesso } from '../components/pagina-acesso';
import { caminhosAcesso } from '../paths';

/** 75 → '01:15', 9 → '00:09' (spec: the resend timer is shown as 00:{timer}). */
function relogio(segundos: number): string {
  const m = Math.floor(segundos / 60);
  return `${String(m).padStart(2, '0')}:${String(segundos % 60).padStart(2, '0')}`;
}

function segundosRestantes(enviadoEm: number | undefined): number {
  if (!enviadoEm) return 0;
  return Math.max(0, Math.ceil((enviadoEm + ESPERA_REENVIO_CODIGO_S * 1000 - Date.now()) / 1000));
}

function Passo({ icone, children }: { icone: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span
        className="grid size-9 shrink-0 place-items-center rounded-xl bg-fundo text-tinta-suave [&_svg]:size-[1.125rem]"
        aria-hidden="true"
      >
        {icone}
      </span>
      <p className="pt-1.5 text-[0.9375rem] leading-snug text-tinta-suave">{children}</p>
    </li>
  );
}

/** /entrar/esqueciasenha/enviado: the request went out; resend after the timer. */
export default function Enviado() {
  useDocumentTitle('Senha provisória enviada');
  const toast = useToast();
  const [estado, setEstado] = useState(lerEsqueciSenha);
  const [restante, setRestante] = useState(() => segundosRestantes(estado.enviadoEm));
  const reenviar = useRecuperarSenha();

  useEffect(() => {
    const tique = () => setRestante(segundosRestantes(estado.enviadoEm));
    const timer = setInterval(tique, 250);
    return () => clearInterval(timer);
  }, [estado.enviadoEm]);

  const iso = estado.data ? dataBrParaIso(estado.data) : null;
  if (!estado.documento || !iso || !estado.email || !estado.enviadoEm)
    return <Navigate to={caminhosAcesso.esqueciSenha.cpfcnpj} replace />;
  const corpo = { inscricaoNacional: estado.documento, dataNascimentoFundacao: iso, email: estado.email };

  const pedirDeNovo = () =>
    reenviar.mutate(corpo, {
      onSuccess: ({ mensagem }) => {
        const novo = gravarEsqueciSenha({ enviadoEm: Date.now(), mensagem });
        setEstado(novo);
        setRestante(segundosRestantes(novo.enviadoEm));
        toast({ titulo: 'Enviamos de novo', descricao: 'Use a senha do e-mail mais recente.' });
      },
    });

  return (
    <PaginaAcesso
      titulo="Confira seu e-mail"
      descricao={
        <>
          <p>{estado.mensagem ?? MENSAGEM_RECUPERACAO_ENVIADA}</p>
          <p className="mt-3">
            E-mail informado:{' '}
            <strong className="block font-semibold text-tinta [overflow-wrap:anywhere]">
              {estado.email}
            </strong>
          </p>
        </>
      }
      icone={<MailCheck />}
      tomIcone="sucesso"
      rodape={<AjudaAtendimento />}
    >
      <ul className="flex flex-col gap-3.5">
        <Passo icone={<KeyRound />}>Use a senha provisória de 6 números para entrar no portal.</Passo>
        <Passo icone={<ShieldCheck />}>Em seguida, você vai criar uma nova senha, só sua.</Passo>
        <Passo icone={<Clock />}>
          A senha provisória vale por {VALIDADE_SENHA_PROVISORIA_HORAS} horas. Não achou o e-mail? Veja também
          a caixa de spam.
        </Passo>
      </ul>

      <Link
        to={rotaDeLogin()}
        onClick={limparEsqueciSenha}
        className={buttonClasses({ size: 'lg', fullWidth: true, className: 'mt-8' })}
      >
        Ir para o login
      </Link>

      <div className="mt-6 flex flex-col items-center gap-2 rounded-2xl bg-fundo px-4 py-4 text-center">
        <p className="text-sm text-tinta-suave" aria-live="polite">
          {restante > 0 ? (
            <>
              Não recebeu? Você pode pedir outro envio em{' '}
              <span role="timer" aria-live="off" className="tabular font-semibold text-tinta">
                {relogio(restante)}
              </span>
            </>
          ) : (
            'Não recebeu? Peça um novo envio.'
          )}
        </p>
        <Button
          variant="ghost"
          size="sm"
          disabled={restante > 0}
          loading={reenviar.isPending}
          onClick={pedirDeNovo}
        >
          Reenviar
        </Button>
      </div>
      {reenviar.error && (
        <Alert tone="perigo" role="alert" className="mt-4">
          {reenviar.error.message}
        </Alert>
      )}
    </PaginaAcesso>
  );
}
