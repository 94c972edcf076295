import { clsx } from 'clsx';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Card, CardHeader } from '@/components/card';
import { desligarPush, estadoInicialPush, ligarPush, type EstadoPush } from '../push-do-aparelho';

const LARGURA_FIXA = { flexShrink: 0, minWidth: 'calc(var(--spacing) * 12)' };

const DICAS: Record<EstadoPush | 'bloqueada', string> = {
  'sem-suporte': 'Este navegador não recebe notificações. Use um navegador atualizado ou o app instalado.',
  negada:
    'As notificações deste portal estão bloqueadas no navegador. Para recebê-las, libere-as nas configurações do site e volte aqui.',
  bloqueada: 'As notificações no aparelho estão desativadas para a sua conta.',
  ligada: 'Você recebe neste aparelho os avisos de boletos, lances, assembleias e solicitações.',
  desligada:
    'Receba neste aparelho os avisos de boletos, lances, assembleias e solicitações, mesmo com o portal fechado.',
};

/**
 * "Notificações neste aparelho": one switch per device. On asks the browser's permission and subscribes this
 * device; off unsubscribes it. The account-wide opt-out (`block_push_notification`) turns every device off.
 */
export function NotificacoesNoAparelho({ bloqueadaNaConta }: { bloqueadaNaConta: boolean }) {
  const id = useId();
  const [estado, setEstado] = useState<EstadoPush | undefined>(undefined);
  const alterar = useMutation({
    mutationFn: (ligar: boolean) => (ligar ? ligarPush() : desligarPush()),
    meta: { erroTratado: true },
    onSuccess: setEstado,
  });

  useEffect(() => {
    let vivo = true;
    void estadoInicialPush()
      .catch((): EstadoPush => 'desligada')
      .then((e) => vivo && setEstado(e));
    return () => {
      vivo = false;
    };
  }, []);

  const ligado = estado === 'ligada' && !bloqueadaNaConta;
  const indisponivel = estado === 'sem-suporte' || estado === 'negada' || bloqueadaNaConta;
  const dica = bloqueadaNaConta ? DICAS.bloqueada : estado ? DICAS[estado] : 'Verificando este navegador…';

  return (
    <Card as="section" aria-labelledby="titulo-notificacoes-aparelho">
      <CardHeader titulo={<span id="titulo-notificacoes-aparelho">Notificações</span>} />
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <label htmlFor={id} className="cursor-pointer text-[0.9375rem] font-semibold text-tinta">
            Notificações neste aparelho
          </label>
          <p id={`${id}-dica`} className="mt-0.5 text-sm text-tinta-suave">
            {dica}
          </p>
        </div>
        {/* Inline: the narrow-screen rules (index.css, ADR 0019) let every `shrink-0` shrink, and a squeezed
            track reads as no switch at all. Its width still follows --spacing, capped at 1.5×. */}
        <span className="relative inline-flex min-h-11 items-center" style={LARGURA_FIXA}>
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={ligado}
            disabled={estado === undefined || indisponivel || alterar.isPending}
            aria-describedby={`${id}-dica ${id}-resultado`}
            onChange={(e) => alterar.mutate(e.target.checked)}
            className="peer absolute inset-0 z-10 m-0 cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
          />
          <span
            aria-hidden="true"
            style={LARGURA_FIXA}
            className={clsx(
              'relative h-7 w-12 rounded-full transition-colors',
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primaria',
              ligado ? 'bg-primaria' : 'bg-borda-forte',
            )}
          >
            <span
              className={clsx(
                'absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform',
                ligado && 'translate-x-5',
              )}
            />
          </span>
        </span>
      </div>
      <p id={`${id}-resultado`} className="mt-3 min-h-5 text-sm text-tinta-suave" role="status">
        {alterar.isPending
          ? 'Um momento…'
          : alterar.isError
            ? 'Não foi possível mudar as notificações agora. Tente de novo em instantes.'
            : alterar.isSuccess && alterar.data === 'ligada'
              ? 'Pronto: este aparelho vai receber as notificações.'
              : alterar.isSuccess && alterar.data === 'desligada' && alterar.variables
                ? 'As notificações não foram permitidas neste aparelho.'
                : alterar.isSuccess && alterar.data === 'desligada'
                  ? 'Este aparelho não vai mais receber notificações.'
                  : ''}
      </p>
    </Card>
  );
}
