import {
  DECISOES_ANALISE,
  recusaDaDecisao,
  type AnaliseContemplacao,
  type CodigoDocumento,
  type DecisaoAnalise,
  type ResultadoDocumento,
} from '@portal/domain';
import { Check, FilePlus2, Undo2, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Button, type ButtonVariant } from '@/components/button';
import { Card } from '@/components/card';
import { TextareaField } from '@/components/textarea-field';
import { useToast } from '@/components/toast';
import { useDecidirAnalise } from '../use-analises-contemplacao';
import type { ParecerCrivo } from './crivo-analise';
import { EscolhaDocumentosAdicionais } from './escolha-documentos-adicionais';
import type { Veredictos } from './revisao-documentos-analise';

const BOTOES: { decisao: DecisaoAnalise; variant: ButtonVariant; icone: ReactNode }[] = [
  { decisao: 'aprovar', variant: 'primary', icone: <Check className="size-5" aria-hidden="true" /> },
  { decisao: 'devolver', variant: 'secondary', icone: <Undo2 className="size-5" aria-hidden="true" /> },
  {
    decisao: 'pedir-documentos',
    variant: 'secondary',
    icone: <FilePlus2 className="size-5" aria-hidden="true" />,
  },
  { decisao: 'reprovar', variant: 'danger', icone: <X className="size-5" aria-hidden="true" /> },
];

const SUCESSO: Record<DecisaoAnalise, string> = {
  aprovar: 'Análise aprovada',
  devolver: 'Devolvida ao cliente',
  'pedir-documentos': 'Documentos adicionais pedidos',
  reprovar: 'Análise reprovada',
};

/**
 * The decision: approve (Cadastro Aprovado), send back with the documents' problems (Pendência Cliente), ask
 * for more documents (Pendência Cliente Reanálise) or refuse (Cadastro Não Aprovado). Asking for documents opens
 * their checkboxes first; a second press sends. The same rules as the API are checked here first, so the analyst
 * hears what is missing before sending; the customer is notified.
 */
export function DecisaoAnaliseContemplacao({
  analise,
  veredictos,
  parecer,
  motivo,
  setMotivo,
}: {
  analise: AnaliseContemplacao;
  veredictos: Veredictos;
  parecer: ParecerCrivo;
  /** The message to the customer, held by the review (it survives this panel being drawn again). */
  motivo: string;
  setMotivo: (motivo: string) => void;
}) {
  const decidir = useDecidirAnalise(analise.CaseNumber);
  const toast = useToast();
  const [recusa, setRecusa] = useState<string | null>(null);
  // null: the checkboxes are closed; a list: "Pedir documentos adicionais" was chosen.
  const [adicionais, setAdicionais] = useState<CodigoDocumento[] | null>(null);

  const documentos = analise.documentos.map((d) => ({
    ...d,
    resultado: (veredictos[d.id] || null) as ResultadoDocumento | null,
  }));
  const crivo =
    parecer.resultado === ''
      ? null
      : { resultado: parecer.resultado, justificativa: parecer.justificativa.trim() || null };

  const enviar = (decisao: DecisaoAnalise) => {
    if (decisao === 'pedir-documentos' && adicionais === null) {
      setRecusa(null);
      setAdicionais([]);
      return;
    }
    const documentosAdicionais = decisao === 'pedir-documentos' ? (adicionais ?? []) : [];
    const problema = recusaDaDecisao({
      decisao,
      documentos,
      expliqueMotivo: motivo,
      crivo,
      recomendacao: analise.crivo.recomendacao,
      documentosAdicionais,
    });
    setRecusa(problema);
    decidir.reset();
    if (problema) return;
    decidir.mutate(
      {
        decisao,
        documentos: documentos
          .filter((d) => !d.substituido && d.resultado !== null)
          .map((d) => ({ id: d.id, resultado: d.resultado! })),
        expliqueMotivo: motivo.trim() || null,
        crivo,
        documentosAdicionais,
      },
      {
        onSuccess: (nova) =>
          toast({
            titulo: SUCESSO[decisao],
            descricao: `Caso ${nova.CaseNumber} em ${nova.Fase__c}. O cliente foi avisado.`,
          }),
      },
    );
  };

  const erro = recusa ?? (decidir.isError ? decidir.error.message : null);
  return (
    <Card as="section" aria-labelledby="titulo-decisao-analise" padding="sm" className="sm:p-5">
      <h2 id="titulo-decisao-analise" className="text-base font-semibold text-tinta">
        Decisão
      </h2>
      <TextareaField
        containerClassName="mt-3"
        label="Mensagem ao cliente"
        hint="O cliente lê este motivo junto com os documentos marcados. Obrigatório para devolver, pedir documentos ou reprovar."
        rows={3}
        maxLength={2000}
        value={motivo}
        onChange={(e) => setMotivo(e.target.value)}
      />
      {erro && (
        <Alert tone="perigo" role="alert" titulo="Decisão não registrada" className="mt-3">
          {erro}
        </Alert>
      )}
      {adicionais !== null && (
        <EscolhaDocumentosAdicionais
          escolhidos={adicionais}
          onChange={setAdicionais}
          disabled={decidir.isPending}
        />
      )}
      <div className="mt-4 grid gap-2">
        {BOTOES.map((b) => (
          <Button
            key={b.decisao}
            variant={b.variant}
            fullWidth
            icon={b.icone}
            loading={decidir.isPending && decidir.variables?.decisao === b.decisao}
            disabled={decidir.isPending}
            onClick={() => enviar(b.decisao)}
          >
            {b.decisao === 'pedir-documentos' && adicionais !== null
              ? 'Enviar pedido de documentos'
              : DECISOES_ANALISE[b.decisao].rotulo}
          </Button>
        ))}
      </div>
    </Card>
  );
}
