import { faseEm, formatarData, formatarMoeda } from '@portal/domain';
import { clsx } from 'clsx';
import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Linha, TelaEspecie } from '../components/tela-especie';
import { caminhosFaturamentoEspecie as c } from '../paths';

/**
 * /faturamentoespecie/acompanharpagamento: the payment, step by step (02 §2.3: documents, analysis, programming
 * started, order sent to the bank), with the value, the account and the forecast date; a payment the bank
 * returned shows its reason and lets the customer ask again (ADR 0041).
 */
export default function AcompanharPagamento() {
  return (
    <TelaEspecie
      titulo="Acompanhe o pagamento"
      descricao="O crédito da sua cota, na conta que você confirmou."
      acao={() => (
        <Button asChild variant="secondary">
          <Link to={caminhos.home.home}>Voltar ao início</Link>
        </Button>
      )}
    >
      {(s) => {
        const enviado = faseEm(s.fase, ['PAGAMENTO_ENVIADO']);
        const pago = s.pagamento?.situacao === 'pago';
        const passos = [
          { titulo: 'Documentos aprovados', feito: true },
          { titulo: 'Programação do pagamento iniciada', feito: Boolean(s.pagamento) },
          { titulo: 'Ordem enviada ao banco', feito: enviado },
          { titulo: 'Crédito pago na sua conta', feito: pago },
        ];
        const conta = s.dadosBancarios;
        return (
          <>
            {s.notificacao && (
              <Alert tone="alerta" titulo="Pagamento devolvido pelo banco">
                {s.notificacao}{' '}
                <Link to={c.introducao} className="font-semibold underline">
                  Pedir de novo
                </Link>
              </Alert>
            )}
            <dl aria-live="polite">
              <Linha rotulo="Valor do crédito">
                {formatarMoeda(s.pagamento?.valorCentavos ?? s.valorCredito)}
              </Linha>
              {s.pagamento && !pago && (
                <Linha rotulo="Previsão de pagamento">{formatarData(s.pagamento.dataPrevista)}</Linha>
              )}
              {conta && (
                <Linha rotulo="Conta">
                  {conta.banco} · ag. {conta.agencia} · c/c {conta.conta}-{conta.digitoConta}
                </Linha>
              )}
            </dl>
            <ol className="flex flex-col gap-3" aria-label="Etapas do pagamento">
              {passos.map((p) => (
                <li key={p.titulo} className="flex items-center gap-3">
                  {p.feito ? (
                    <CheckCircle2 className="size-5 shrink-0 text-sucesso" aria-hidden="true" />
                  ) : (
                    <Circle className="size-5 shrink-0 text-tinta-suave" aria-hidden="true" />
                  )}
                  <span
                    className={clsx(
                      'text-[0.9375rem]',
                      p.feito ? 'font-semibold text-tinta' : 'text-tinta-suave',
                    )}
                  >
                    {p.titulo}
                    <span className="sr-only">{p.feito ? ' (concluída)' : ' (pendente)'}</span>
                  </span>
                </li>
              ))}
            </ol>
          </>
        );
      }}
    </TelaEspecie>
  );
}
