import {
  faseEm,
  modalPodeAparecer,
  mostrarModalPrazoFinalizado,
  type SituacaoContemplacao,
} from '@portal/domain';
import { CalendarX2, FileWarning } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { IconeModal, Modal } from '@/components/modal';
import { dataDoLembrete, gravarLembrete, useDatasDosLembretes, type Lembrete } from '../lembretes-do-dia';

const PROBLEMAS = { ilegivel: 'ilegível', incompleto: 'incompleto', incorreto: 'incorreto' } as const;

/**
 * Open when mounted (the caller decided it should show today), and records the server's date as the day it showed: it
 * stays open until closed, and shows again only on a later day (02 §4.9).
 */
function useUmaVezPorDia(idCota: number, lembrete: Lembrete, hoje: string) {
  const [aberto, setAberto] = useState(true);
  useEffect(() => {
    if (aberto) gravarLembrete(idCota, lembrete, hoje);
  }, [aberto, idCota, lembrete, hoje]);
  return [aberto, setAberto] as const;
}

/** Phase 'Prazo Finalizado': the documents' deadline passed; restart (send them now) or be reminded tomorrow. */
function ModalPrazoFinalizado({
  idCota,
  hoje,
  documentos,
}: {
  idCota: number;
  hoje: string;
  documentos: string;
}) {
  const navigate = useNavigate();
  const [aberto, setAberto] = useUmaVezPorDia(idCota, 'prazo-finalizado', hoje);
  return (
    <Modal
      open={aberto}
      onOpenChange={setAberto}
      role="alertdialog"
      icon={
        <IconeModal tom="perigo">
          <CalendarX2 />
        </IconeModal>
      }
      title="O prazo dos documentos terminou"
      description="Os documentos da análise de crédito não chegaram no prazo. Você ainda pode recomeçar o envio agora para seguir com a sua contemplação."
      footer={
        <>
          <Button variant="secondary" onClick={() => setAberto(false)}>
            Lembrar amanhã
          </Button>
          <Button onClick={() => void navigate(documentos)}>Recomeçar o envio</Button>
        </>
      }
    />
  );
}

/** Phase 'Pendência Cliente': the analyst found a problem in a document; which one and why. */
function ModalVerificarDocumentos({
  idCota,
  hoje,
  documentos,
  situacao,
}: {
  idCota: number;
  hoje: string;
  documentos: string;
  situacao: SituacaoContemplacao;
}) {
  const navigate = useNavigate();
  const [aberto, setAberto] = useUmaVezPorDia(idCota, 'verificar-documentos', hoje);
  const erros = Object.entries(situacao.caso?.errosDocumentos ?? {});
  return (
    <Modal
      open={aberto}
      onOpenChange={setAberto}
      icon={
        <IconeModal>
          <FileWarning />
        </IconeModal>
      }
      title="Verifique seus documentos"
      description="A análise encontrou um problema em um documento. Envie de novo só o que foi apontado."
      footer={
        <>
          <Button variant="secondary" onClick={() => setAberto(false)}>
            Agora não
          </Button>
          <Button onClick={() => void navigate(documentos)}>Reenviar documentos</Button>
        </>
      }
    >
      {erros.length > 0 && (
        <ul className="flex flex-col gap-2 text-[0.9375rem]">
          {erros.map(([documento, problemas]) => (
            <li key={documento} className="rounded-xl bg-fundo px-3.5 py-2.5">
              <span className="font-semibold text-tinta">{documento}</span>
              <span className="text-tinta-suave"> · {problemas.map((p) => PROBLEMAS[p]).join(', ')}</span>
            </li>
          ))}
        </ul>
      )}
      {situacao.caso?.ExpliqueMotivo__c && (
        <p className="mt-3 text-[0.9375rem] leading-relaxed text-tinta-suave">
          {situacao.caso.ExpliqueMotivo__c}
        </p>
      )}
    </Modal>
  );
}

/**
 * The centre's once-a-day modals, decided by the analysis phase and the day each last showed on this device.
 * Decided once when the centre opens (with the server's date known), so recording the day does not close it.
 */
export function ModaisDoDia({
  idCota,
  hoje,
  situacao,
  documentos,
}: {
  idCota: number;
  hoje: string;
  situacao: SituacaoContemplacao;
  documentos: string;
}) {
  const datas = useDatasDosLembretes();
  const fase = situacao.caso?.Fase__c;
  const [qual] = useState(() => {
    if (mostrarModalPrazoFinalizado(fase, dataDoLembrete(datas, idCota, 'prazo-finalizado'), hoje))
      return 'prazo-finalizado' as const;
    if (
      faseEm(fase, ['PENDENCIA_CLIENTE']) &&
      modalPodeAparecer(dataDoLembrete(datas, idCota, 'verificar-documentos'), hoje)
    )
      return 'verificar-documentos' as const;
    return null;
  });
  if (qual === 'prazo-finalizado')
    return <ModalPrazoFinalizado idCota={idCota} hoje={hoje} documentos={documentos} />;
  if (qual === 'verificar-documentos')
    return (
      <ModalVerificarDocumentos idCota={idCota} hoje={hoje} documentos={documentos} situacao={situacao} />
    );
  return null;
}
