import {
  contemplacaoOperacoes,
  DOCUMENTOS,
  hojeEmSaoPaulo,
  type CodigoDocumento,
  type Documento,
  type StatusFaturamentoCredito,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CaixaDeMarcar } from '@/components/caixa-de-marcar';
import { TextField } from '@/components/text-field';
import { EnvioDeArquivo } from '@/lib/envio-de-arquivo';
import { chamar, consulta } from '@/lib/operacoes';
import { faturamentoCreditoOperacoes } from '@portal/domain';
import { caminhosFaturamentoEspecie as c } from '../paths';
import { FALHA } from './tela-especie';

const CHAMADA = {
  pf: contemplacaoOperacoes.solicitarAnalise,
  pj: contemplacaoOperacoes.solicitarAnaliseEmpresa,
  reenvio: contemplacaoOperacoes.solicitarReanalise,
} as const;

/** 02 §2.3 "documents (PF and PJ)": what the cash billing asks of a person and of a company. */
export const DOCUMENTOS_ESPECIE: Record<'pf' | 'pj', CodigoDocumento[]> = {
  pf: ['documento_pessoal', 'comprovante_residencia'],
  pj: ['contrato_social', 'documento_pessoal', 'comprovante_residencia'],
};

/** A refused document named by the analyst ('Comprovante de residência') → its code; unknown → an extra one. */
export function codigoDoDocumento(nome: string): CodigoDocumento {
  const alvo = nome.trim().toLowerCase();
  const achado = (Object.keys(DOCUMENTOS) as CodigoDocumento[]).find(
    (k) => DOCUMENTOS[k].descricao.toLowerCase() === alvo || k === alvo,
  );
  return achado ?? 'documento_extra';
}

const DICAS: Partial<Record<CodigoDocumento, string>> = {
  documento_pessoal: 'RG, CNH ou outro documento oficial com foto, legível e completo.',
  comprovante_residencia: 'No seu nome, emitido há no máximo 60 dias: conta de luz, água, telefone.',
  contrato_social: 'A última alteração, com os sócios administradores.',
};

/**
 * The cash billing's documents: one upload per document (JPG, JPEG or PDF up to 6 MB, 02 §5), sent with the
 * case through the anti-fraud calls; the residence proof also takes its date and "in my name" (02 §5).
 */
export function EnvioDocumentosEspecie({
  s,
  variante,
  codigos,
  rotulos,
}: {
  s: StatusFaturamentoCredito;
  variante: keyof typeof CHAMADA;
  codigos: CodigoDocumento[];
  /** The analyst's names of the documents, shown as the titles (a re-sending). */
  rotulos?: string[];
}) {
  const [arquivos, setArquivos] = useState<Partial<Record<CodigoDocumento, Documento[]>>>({});
  const [data, setData] = useState('');
  const [noMeuNome, setNoMeuNome] = useState(false);
  const cliente = useQueryClient();
  const navegar = useNavigate();
  const comprovante = codigos.includes('comprovante_residencia');
  const enviar = useMutation({
    mutationFn: () =>
      chamar(CHAMADA[variante], {
        body: {
          CaseNumber: s.numeroCaso,
          documentos: codigos.flatMap((codigo) =>
            (arquivos[codigo] ?? []).map((d) => ({
              id: d.id,
              codigo,
              ...(codigo === 'comprovante_residencia'
                ? { dataDocumento: data, emNomeDoTitular: noMeuNome }
                : {}),
            })),
          ),
        },
      }),
    onSuccess: async () => {
      await cliente.invalidateQueries({ queryKey: consulta(faturamentoCreditoOperacoes.status).queryKey });
      void navegar(c.indice);
    },
    meta: { erroTratado: true },
  });
  const pronto =
    codigos.every((k) => (arquivos[k]?.length ?? 0) > 0) && (!comprovante || (Boolean(data) && noMeuNome));
  return (
    <>
      {codigos.map((codigo, i) => (
        <EnvioDeArquivo
          key={codigo + i}
          titulo={`${i + 1}. ${rotulos?.[i] ?? DOCUMENTOS[codigo].descricao}`}
          descricao={DICAS[codigo] ?? 'Legível, completo e correto.'}
          arquivos={arquivos[codigo] ?? []}
          onChange={(a) => setArquivos((x) => ({ ...x, [codigo]: a }))}
          unico
        />
      ))}
      {comprovante && (
        <div className="flex flex-col gap-3">
          <TextField
            label="Data de emissão do comprovante de residência"
            type="date"
            max={hojeEmSaoPaulo()}
            value={data}
            onChange={(e) => setData(e.target.value)}
          />
          <CaixaDeMarcar
            rotulo="O comprovante de residência está no meu nome"
            marcada={noMeuNome}
            onChange={setNoMeuNome}
          />
        </div>
      )}
      {enviar.isError && (
        <Alert tone="perigo" role="alert">
          {enviar.error.message || FALHA}
        </Alert>
      )}
      <Button
        className="sm:self-end"
        disabled={!pronto}
        loading={enviar.isPending}
        onClick={() => enviar.mutate()}
      >
        Enviar para análise
      </Button>
    </>
  );
}
