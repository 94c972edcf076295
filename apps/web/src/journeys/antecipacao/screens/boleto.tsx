import { ROTULOS_SITUACAO_ANTECIPACAO, formatarData, formatarLinhaDigitavel } from '@portal/domain';
import { CircleCheckBig, History, Receipt, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { BotaoCopiar } from '@/components/copy-button';
import { DescriptionList } from '@/components/description-list';
import { Money } from '@/components/money';
import { ApiError, MENSAGEM_ERRO_SISTEMA } from '@/lib/api';
import { Carregando, Falhou, TelaAntecipacao, Texto } from '../components/tela';
import { caminhosAntecipacao as c } from '../paths';
import { useAntecipacoes, useCancelarAntecipacao } from '../use-antecipacao';

/** /boletos/antecipar/boleto: the open anticipation's boleto to pay (settle), or how the last one ended. */
export default function Boleto() {
  const lista = useAntecipacoes();
  const cancelar = useCancelarAntecipacao();
  const [confirmando, setConfirmando] = useState(false);
  if (lista.isPending) return <Carregando />;
  if (lista.isError) return <Falhou onRetry={() => void lista.refetch()} />;
  const a = lista.data.aberta;
  const b = a?.boleto;
  if (!a || !b) {
    const ultima = lista.data.antecipacoes[0];
    return (
      <TelaAntecipacao
        titulo={
          ultima?.situacao === 'liquidada' ? 'Antecipação paga' : 'Nenhum boleto de antecipação em aberto'
        }
        icone={ultima?.situacao === 'liquidada' ? CircleCheckBig : Receipt}
        tom={ultima?.situacao === 'liquidada' ? 'sucesso' : 'marca'}
        voltar={{ para: c.introducao, rotulo: 'Antecipação' }}
      >
        {ultima ? (
          <Texto>
            Sua última antecipação ({ultima.numerosParcelas.join(', ')}) está{' '}
            {ROTULOS_SITUACAO_ANTECIPACAO[ultima.situacao].toLowerCase()}
            {ultima.motivoCancelamento ? `: ${ultima.motivoCancelamento}` : '.'}
          </Texto>
        ) : (
          <Texto>Você ainda não pediu uma antecipação para esta cota.</Texto>
        )}
      </TelaAntecipacao>
    );
  }
  return (
    <TelaAntecipacao
      titulo="Boleto da antecipação"
      descricao="Pague até o vencimento: as parcelas antecipadas ficam pagas com ele."
      icone={Receipt}
      tom="sucesso"
      voltar={{ para: c.introducao, rotulo: 'Antecipação' }}
      acao={
        <Button asChild>
          <Link to={caminhos.boletos.historico}>
            <History className="-ml-1 size-4" aria-hidden="true" />
            Ver nos boletos emitidos
          </Link>
        </Button>
      }
    >
      <DescriptionList
        itens={[
          { termo: 'Valor', descricao: <Money centavos={b.valorCobrado} className="font-bold" /> },
          { termo: 'Vencimento', descricao: formatarData(b.dataVencimento) },
          { termo: 'Parcelas antecipadas', descricao: a.numerosParcelas.join(', ') },
          { termo: 'Saldo devedor depois', descricao: <Money centavos={a.saldoDevedorDepoisCentavos} /> },
          { termo: 'Parcelas restantes depois', descricao: String(a.parcelasRestantesDepois) },
        ]}
      />
      <section aria-labelledby="codigo" className="flex flex-col gap-2">
        <h2 id="codigo" className="text-base font-semibold text-tinta">
          Linha digitável
        </h2>
        <p className="tabular rounded-xl bg-fundo p-3 text-sm break-all text-tinta">
          {formatarLinhaDigitavel(b.linhaDigitavel)}
        </p>
        <BotaoCopiar
          texto={b.linhaDigitavel}
          rotulo="Copiar linha digitável"
          confirmacao="Linha digitável copiada"
        />
      </section>
      <section aria-labelledby="pix" className="flex flex-col gap-2">
        <h2 id="pix" className="text-base font-semibold text-tinta">
          PIX copia e cola
        </h2>
        <p className="truncate rounded-xl bg-fundo p-3 text-sm text-tinta-suave">{b.pixCopiaECola}</p>
        <BotaoCopiar
          texto={b.pixCopiaECola}
          rotulo="Copiar código PIX"
          confirmacao="Código PIX copiado"
          className="self-start"
        />
      </section>
      {cancelar.isError && (
        <Alert tone="perigo" role="alert">
          {cancelar.error instanceof ApiError ? cancelar.error.mensagem : MENSAGEM_ERRO_SISTEMA}
        </Alert>
      )}
      <div>
        <Button variant="secondary" onClick={() => setConfirmando(true)}>
          <XCircle className="-ml-1 size-4" aria-hidden="true" />
          Desistir da antecipação
        </Button>
      </div>
      <ConfirmDialog
        open={confirmando}
        onOpenChange={setConfirmando}
        title="Desistir da antecipação?"
        description="O boleto dela é cancelado e não deve ser pago. Você pode pedir outra antecipação depois."
        confirmLabel="Desistir"
        tone="danger"
        loading={cancelar.isPending}
        onConfirm={() => cancelar.mutate(undefined, { onSettled: () => setConfirmando(false) })}
      />
    </TelaAntecipacao>
  );
}
