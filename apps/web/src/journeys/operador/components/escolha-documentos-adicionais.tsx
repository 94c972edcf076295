import { DOCUMENTOS, type CodigoDocumento } from '@portal/domain';
import { CaixaDeMarcar } from '@/components/caixa-de-marcar';

/**
 * What the analyst may ask for with "Pedir documentos adicionais" (issue 18): the residence proof and the income
 * documents of the catalogue. The personal document and selfie are judged by sending back; a third party's
 * documents come with the customer's own choice to add their income.
 */
const DOCUMENTOS_PEDIVEIS = (Object.keys(DOCUMENTOS) as CodigoDocumento[]).filter(
  (c) =>
    (DOCUMENTOS[c].categoria !== 'Identificacao' || c === 'comprovante_residencia') &&
    c !== 'documento_extra' &&
    c !== 'renda_terceiro',
);

/** The checkboxes of the documents to ask for; `escolhidos` in the catalogue's order. */
export function EscolhaDocumentosAdicionais({
  escolhidos,
  onChange,
  disabled,
}: {
  escolhidos: readonly CodigoDocumento[];
  onChange: (escolhidos: CodigoDocumento[]) => void;
  disabled?: boolean;
}) {
  const alternar = (codigo: CodigoDocumento, marcada: boolean) =>
    onChange(DOCUMENTOS_PEDIVEIS.filter((c) => (c === codigo ? marcada : escolhidos.includes(c))));
  return (
    <fieldset className="mt-4 rounded-lg border border-borda p-4">
      <legend className="px-1 text-sm font-semibold text-tinta">Documentos que o cliente deve enviar</legend>
      <div className="mt-1 grid gap-3">
        {DOCUMENTOS_PEDIVEIS.map((codigo) => (
          <CaixaDeMarcar
            key={codigo}
            rotulo={DOCUMENTOS[codigo].descricao}
            marcada={escolhidos.includes(codigo)}
            disabled={disabled}
            onChange={(marcada) => alternar(codigo, marcada)}
          />
        ))}
      </div>
    </fieldset>
  );
}
