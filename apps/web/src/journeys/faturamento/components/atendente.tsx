import { MENSAGEM_FALHA_FATURAMENTO, type MotivoRestricao } from '@portal/domain';
import { MessageCircle, Phone } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { caminhos } from '@/app/caminhos';
import { caminhosFaturamento } from '../paths';
import { ehRecusaDeDispositivo, useIniciarManual } from '../use-faturamento';
import { Texto } from './tela';

/**
 * The manual path (02 §2.2): the case goes to an attendant with the reason, and the customer talks to them on
 * WhatsApp — a wa.me link with the message naming the quota and the reason, offered only when the customer's
 * phone is the one registered on the quota; otherwise which phone that is and how to update it.
 */
export function FalarComAtendente({ motivo }: { motivo: MotivoRestricao }) {
  const manual = useIniciarManual();
  const navegar = useNavigate();
  useEffect(() => {
    if (ehRecusaDeDispositivo(manual.error))
      void navegar(caminhosFaturamento.indisponivel, { replace: true });
  }, [manual.error, navegar]);

  if (manual.isIdle || manual.isPending)
    return (
      <div>
        <Button
          onClick={() => manual.mutate(motivo)}
          loading={manual.isPending}
          icon={<MessageCircle className="size-4" aria-hidden="true" />}
        >
          Seguir com um atendente
        </Button>
      </div>
    );
  if (manual.isError)
    return (
      <Alert
        tone="perigo"
        role="alert"
        acao={
          <Button variant="secondary" size="sm" onClick={() => manual.mutate(motivo)}>
            Tentar de novo
          </Button>
        }
      >
        {manual.error.message || MENSAGEM_FALHA_FATURAMENTO}
      </Alert>
    );
  const r = manual.data;
  if (r.linkWhatsApp)
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="sucesso" titulo="Pedido registrado" role="status">
          Protocolo {r.numeroCaso}. Um atendente segue o faturamento com você pelo WhatsApp.
        </Alert>
        <Texto>
          A conversa abre com uma mensagem pronta, com a sua cota e o motivo. É só enviar: o atendimento é de
          segunda a sexta, das 8h às 19h.
        </Texto>
        <div>
          <Button asChild icon={<MessageCircle className="size-4" aria-hidden="true" />}>
            <a href={r.linkWhatsApp} target="_blank" rel="noreferrer">
              Falar com o atendente no WhatsApp
            </a>
          </Button>
        </div>
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="alerta" titulo="Confirme o seu telefone primeiro" role="status">
        Protocolo {r.numeroCaso}. Para a sua segurança, o atendimento pelo WhatsApp é feito só pelo telefone
        cadastrado na cota{r.telefoneDaCotaMascarado ? ` (${r.telefoneDaCotaMascarado})` : ''}, e o seu
        celular é outro.
      </Alert>
      <Texto>
        Se o telefone da cota é o seu número atual, entre pelo celular desse número. Se mudou de número,
        atualize o telefone em Meu perfil e fale com a central para registrar o novo número na cota; depois
        volte aqui.
      </Texto>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="secondary" icon={<Phone className="size-4" aria-hidden="true" />}>
          <Link to={caminhos.perfil.emailTelefone}>Atualizar meu telefone</Link>
        </Button>
      </div>
    </div>
  );
}
