import type { SelecaoDocumentos } from '@portal/domain';
import { formatarData } from '@portal/domain';
import { CheckCircle2, Lock } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CaixaDeMarcar } from '@/components/caixa-de-marcar';
import { Card } from '@/components/card';
import { ApiError } from '@/lib/api';
import { useMarcarAceites, useTravarAceites } from '../use-documentos-contemplacao';

const ROTULOS = {
  termosECondicoes: 'Li e aceito os termos e condições da análise de crédito',
  autorizacaoConsultaCredito: 'Autorizo a consulta do meu CPF nos órgãos de proteção ao crédito',
} as const;
/** A company authorises its CNPJ and its partners' CPFs (ADR 0036). */
const CONSULTA_EMPRESA =
  'Autorizo a consulta do CNPJ da empresa e do CPF dos sócios nos órgãos de proteção ao crédito';

/**
 * 02 §3, §5: the terms and the credit-consult authorisation, ticked (each tick saved) and then confirmed, which
 * locks them for good; locked, they are shown read-only with the day they were confirmed.
 */
export function AceitesDaAnalise({ idCota, selecao }: { idCota: number; selecao: SelecaoDocumentos }) {
  const marcar = useMarcarAceites(idCota);
  const travar = useTravarAceites(idCota);
  const { travado } = selecao;
  // The ticks show at once; a refused save puts back what the server holds.
  const [aceites, setAceites] = useState(selecao.aceites);
  const erro = marcar.error ?? travar.error;

  if (travado)
    return (
      <Card as="section" aria-labelledby="aceites-titulo">
        <h2 id="aceites-titulo" className="flex items-center gap-2 text-lg font-semibold text-tinta">
          <Lock className="size-5 text-tinta-suave" aria-hidden="true" />
          Aceites confirmados
        </h2>
        <ul className="mt-3 flex flex-col gap-2">
          {(Object.keys(ROTULOS) as (keyof typeof ROTULOS)[]).map((k) => (
            <li key={k} className="flex items-start gap-2 text-base text-tinta">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-sucesso" aria-hidden="true" />
              {ROTULOS[k]}
            </li>
          ))}
        </ul>
        {selecao.travadoEm && (
          <p className="mt-3 text-sm text-tinta-suave">
            Confirmados em {formatarData(selecao.travadoEm.slice(0, 10))}; não podem mais ser alterados.
          </p>
        )}
      </Card>
    );

  const mudar = (campo: keyof typeof ROTULOS, valor: boolean) => {
    const novos = { ...aceites, [campo]: valor };
    setAceites(novos);
    marcar.mutate(novos, { onError: () => setAceites(selecao.aceites) });
  };

  return (
    <Card as="section" aria-labelledby="aceites-titulo">
      <h2 id="aceites-titulo" className="text-lg font-semibold text-tinta">
        Aceites
      </h2>
      <p className="mt-1 text-sm text-tinta-suave">
        Para enviar os documentos, aceite os dois itens e confirme. Depois de confirmados, eles não mudam
        mais.
      </p>
      <div className="mt-4 flex flex-col gap-3">
        <CaixaDeMarcar
          rotulo={ROTULOS.termosECondicoes}
          marcada={aceites.termosECondicoes}
          onChange={(v) => mudar('termosECondicoes', v)}
          disabled={travar.isPending}
        />
        <CaixaDeMarcar
          rotulo={selecao.pessoa === 'PJ' ? CONSULTA_EMPRESA : ROTULOS.autorizacaoConsultaCredito}
          dica="A consulta faz parte da análise de crédito da sua contemplação."
          marcada={aceites.autorizacaoConsultaCredito}
          onChange={(v) => mudar('autorizacaoConsultaCredito', v)}
          disabled={travar.isPending}
        />
      </div>
      {erro && (
        <Alert tone="perigo" role="alert" className="mt-4">
          {erro instanceof ApiError ? erro.mensagem : 'Não foi possível salvar. Tente novamente.'}
        </Alert>
      )}
      <Button
        className="mt-4"
        variant="secondary"
        disabled={!aceites.termosECondicoes || !aceites.autorizacaoConsultaCredito || marcar.isPending}
        loading={travar.isPending}
        onClick={() => travar.mutate()}
        icon={<Lock className="size-4" aria-hidden="true" />}
      >
        Confirmar aceites
      </Button>
    </Card>
  );
}
