import { contemplacaoOperacoes, MENSAGEM_FALHA_FATURAMENTO, type Documento } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { ehMobile } from '@/lib/dispositivo';
import { EnvioDeArquivo } from '@/lib/envio-de-arquivo';
import { chamar, prefixo } from '@/lib/operacoes';
import { caminhosFaturamento as c } from '../paths';
import { useStatusFaturamento } from '../use-faturamento';
import { TelaFaturamento } from './tela';

const CHAMADA = {
  pf: contemplacaoOperacoes.solicitarAnalise,
  pj: contemplacaoOperacoes.solicitarAnaliseEmpresa,
  reenvio: contemplacaoOperacoes.solicitarReanalise,
} as const;

/**
 * The billing identification (02 §2.2, §4.4): the personal document and a selfie (a company adds its articles
 * of association), uploaded to the registration flow and sent with the billing case through the anti-fraud
 * calls (solicitar, solicitar-empresa, solicitar-reanalise for a resend). Then the analysis screen.
 */
export function EnvioDaIdentificacao({
  variante,
  titulo,
  descricao,
}: {
  variante: keyof typeof CHAMADA;
  titulo: string;
  descricao: string;
}) {
  const status = useStatusFaturamento();
  const [documento, setDocumento] = useState<Documento[]>([]);
  const [selfie, setSelfie] = useState<Documento[]>([]);
  const [contrato, setContrato] = useState<Documento[]>([]);
  const cliente = useQueryClient();
  const navegar = useNavigate();
  const enviar = useMutation({
    mutationFn: (numero: string) =>
      chamar(CHAMADA[variante], {
        body: {
          CaseNumber: numero,
          documentos: [
            ...documento.map((d) => ({ id: d.id, codigo: 'documento_pessoal' })),
            ...selfie.map((d) => ({ id: d.id, codigo: 'selfie' })),
            ...contrato.map((d) => ({ id: d.id, codigo: 'contrato_social' })),
          ],
        },
      }),
    onSuccess: async () => {
      await cliente.invalidateQueries({ queryKey: prefixo('/core/faturamento') });
      void navegar(c.analisandoinformacoes);
    },
    meta: { erroTratado: true },
  });
  if (status.isSuccess && !status.data) return <Navigate to={c.iniciar} replace />;
  const pj = variante === 'pj';
  const pronto = documento.length > 0 && selfie.length > 0 && (!pj || contrato.length > 0);
  return (
    <TelaFaturamento
      titulo={titulo}
      descricao={descricao}
      // Back to the step before (the start would only send the case here again).
      voltar={
        variante === 'reenvio'
          ? { para: caminhos.home.home, rotulo: 'Voltar ao início' }
          : { para: c.digitaloumanual, rotulo: 'Voltar' }
      }
    >
      {!status.data ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <>
          {status.data.respostaAnalista && variante === 'reenvio' && (
            <Alert tone="alerta" titulo="O que o analista pediu">
              {status.data.respostaAnalista}
            </Alert>
          )}
          <EnvioDeArquivo
            titulo={pj ? '1. Documento do sócio majoritário' : '1. Documento pessoal'}
            descricao="RG, CNH ou outro documento oficial com foto, legível e completo."
            arquivos={documento}
            onChange={setDocumento}
            unico
          />
          <EnvioDeArquivo
            titulo="2. Selfie com o documento"
            descricao="Uma foto do seu rosto segurando o documento, em um lugar iluminado."
            arquivos={selfie}
            onChange={setSelfie}
            camera={ehMobile()}
            unico
            desabilitado={documento.length === 0}
            motivoDesabilitado="Envie primeiro o documento pessoal."
          />
          {pj && (
            <EnvioDeArquivo
              titulo="3. Contrato social"
              descricao="A última alteração, com os sócios administradores."
              arquivos={contrato}
              onChange={setContrato}
              unico
            />
          )}
          {enviar.isError && (
            <Alert tone="perigo" role="alert">
              {enviar.error.message || MENSAGEM_FALHA_FATURAMENTO}
            </Alert>
          )}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-start gap-2 text-sm text-tinta-suave">
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-sucesso" aria-hidden="true" />
              Usados só para confirmar a sua identidade.
            </p>
            <Button
              disabled={!pronto}
              loading={enviar.isPending}
              onClick={() => enviar.mutate(status.data!.numeroCaso)}
            >
              Enviar para análise
            </Button>
          </div>
        </>
      )}
    </TelaFaturamento>
  );
}
