import {
  avaliacaoDepoisDe,
  deveMostrarAvaliacao,
  FLUXOS_AVALIADOS,
  hojeEmSaoPaulo,
  perfilOperacoes,
  type AvaliacaoBody,
  type PreferenciasUsuario,
} from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { MessageSquareHeart, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/button';
import { IconeModal, Modal } from '@/components/modal';
import { TextareaField } from '@/components/textarea-field';
import { useToast } from '@/components/toast';
import { concluirPedidoDeAvaliacao, pedidoDeAvaliacao } from '@/lib/avaliacao-fluxo';
import { chamar } from '@/lib/operacoes';
import { useParceiro } from '@/lib/parceiro';
import { useAlterarPreferencias, useUsuarioPreferencias } from '../use-preferencias';

const PADRAO_AVALIACAO: PreferenciasUsuario['assessmentUser'] = {
  assessmented: false,
  liked: null,
  nextAppearance: null,
};

/**
 * The flow-evaluation modal, mounted once in the main template. A journey asks for it when a flow ends
 * (pedirAvaliacaoDoFluxo); it opens only when the next-appearance date has come (deveMostrarAvaliacao).
 * Answering records the rating and sets assessmented/liked/nextAppearance; "Agora não" postpones it.
 */
export function AvaliacaoDoFluxo() {
  const pedido = useSyncExternalStore(pedidoDeAvaliacao.assinar, pedidoDeAvaliacao.ler, () => null);
  const { idUsuario, data: preferencias } = useUsuarioPreferencias();
  const parceiro = useParceiro();
  // The service rating (name, answer, partner, group_quota); its error is shown in the modal.
  const avaliar = useMutation({
    mutationFn: (body: AvaliacaoBody) => chamar(perfilOperacoes.avaliar, { body }),
    meta: { erroTratado: true },
  });
  const alterar = useAlterarPreferencias(idUsuario, { erroTratado: true });
  const toast = useToast();
  const [gostou, setGostou] = useState<boolean | null>(null);
  const [comentario, setComentario] = useState('');
  const [erro, setErro] = useState<string | null>(null);

  const hoje = hojeEmSaoPaulo();
  const avaliacao = preferencias?.assessmentUser ?? PADRAO_AVALIACAO;
  const aberto = pedido !== null && preferencias !== undefined && deveMostrarAvaliacao(avaliacao, hoje);

  // A request that the rule turns down is simply dropped: the next flow asks again.
  useEffect(() => {
    if (pedido && preferencias && !deveMostrarAvaliacao(preferencias.assessmentUser, hoje))
      concluirPedidoDeAvaliacao();
  }, [pedido, preferencias, hoje]);

  function fechar() {
    setGostou(null);
    setComentario('');
    setErro(null);
    concluirPedidoDeAvaliacao();
  }

  function dispensar() {
    alterar.mutate({ assessmentUser: avaliacaoDepoisDe({ tipo: 'dispensou' }, avaliacao, hoje) });
    fechar();
  }

  async function enviar() {
    if (!pedido || gostou === null || !parceiro) return;
    setErro(null);
    const resposta = comentario.trim() || (gostou ? 'Gostei' : 'Não gostei');
    try {
      await avaliar.mutateAsync({
        name: pedido.fluxo,
        answer: resposta,
        partner: parceiro.id,
        group_quota: pedido.grupoCota ?? null,
      });
      await alterar.mutateAsync({
        assessmentUser: avaliacaoDepoisDe({ tipo: 'respondeu', gostou }, avaliacao, hoje),
      });
      toast({ tom: 'sucesso', titulo: 'Obrigado pela sua avaliação!' });
      fechar();
    } catch {
      setErro('Não foi possível enviar sua avaliação. Tente novamente.');
    }
  }

  const opcao = (valor: boolean) =>
    clsx(
      'flex min-h-14 flex-1 items-center justify-center gap-2 rounded-2xl text-[0.9375rem] font-semibold ring-1 transition-colors',
      gostou === valor
        ? 'bg-primaria text-primaria-contraste ring-primaria'
        : 'bg-superficie text-tinta ring-borda hover:bg-primaria/8',
    );

  return (
    <Modal
      open={aberto}
      onOpenChange={(aberto) => !aberto && dispensar()}
      title="Conte como foi"
      description={pedido ? `Foi fácil ${FLUXOS_AVALIADOS[pedido.fluxo]} pelo portal?` : undefined}
      icon={
        <IconeModal>
          <MessageSquareHeart className="size-6" />
        </IconeModal>
      }
      footer={
        <>
          <Button variant="ghost" onClick={dispensar}>
            Agora não
          </Button>
          <Button
            onClick={() => void enviar()}
            disabled={gostou === null}
            loading={avaliar.isPending || alterar.isPending}
          >
            Enviar avaliação
          </Button>
        </>
      }
    >
      <div role="group" aria-label="Sua resposta" className="flex gap-3">
        <button
          type="button"
          aria-pressed={gostou === true}
          className={opcao(true)}
          onClick={() => setGostou(true)}
        >
          <ThumbsUp className="size-5" aria-hidden="true" />
          Sim, foi fácil
        </button>
        <button
          type="button"
          aria-pressed={gostou === false}
          className={opcao(false)}
          onClick={() => setGostou(false)}
        >
          <ThumbsDown className="size-5" aria-hidden="true" />
          Não muito
        </button>
      </div>
      <TextareaField
        label="Quer comentar? (opcional)"
        containerClassName="mt-4"
        maxLength={500}
        rows={3}
        value={comentario}
        onChange={(e) => setComentario(e.target.value)}
      />
      {erro && (
        <p role="alert" className="mt-3 text-sm font-medium text-perigo">
          {erro}
        </p>
      )}
    </Modal>
  );
}
