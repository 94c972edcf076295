import { formatarData, ROTULOS_AMORTIZACAO, type ResumoLance } from '@portal/domain';
import { CalendarDays, CircleCheck, History } from 'lucide-react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { DescriptionList } from '@/components/description-list';
import { Money } from '@/components/money';
import { caminhosLances } from '../paths';
import { dataHoraEmSaoPaulo, formatarPercentualLance } from './formatos';
import { ProtocoloCopiavel } from './protocolo-copiavel';

/** Confirmation step: the protocol, when it was registered, the assembly it competes in and where to follow it. */
export function PassoConfirmacao({
  protocolo,
  confirmadoEm,
  resumo,
}: {
  protocolo: string;
  confirmadoEm: string | null;
  resumo: ResumoLance;
}) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-start gap-4">
        <span
          className="grid size-14 shrink-0 place-items-center rounded-2xl bg-sucesso-fundo text-sucesso"
          aria-hidden="true"
        >
          <CircleCheck className="size-7" />
        </span>
        <div>
          <h2
            id="titulo-passo"
            tabIndex={-1}
            className="text-xl font-bold tracking-tight text-tinta outline-none"
          >
            Lance registrado
          </h2>
          <p className="mt-1 text-[0.9375rem] leading-relaxed text-tinta-suave">
            Seu lance participa da assembleia nº {resumo.numeroTotalAssembleia}, em{' '}
            {formatarData(resumo.dataSorteio)}. Guarde o protocolo.
          </p>
        </div>
      </div>

      <ProtocoloCopiavel protocolo={protocolo} />

      <DescriptionList
        itens={[
          { termo: 'Registrado em', descricao: confirmadoEm ? dataHoraEmSaoPaulo(confirmadoEm) : '—' },
          {
            termo: 'Assembleia',
            descricao: `nº ${resumo.numeroTotalAssembleia} · ${formatarData(resumo.dataSorteio)}`,
          },
          { termo: 'Tipo de lance', descricao: resumo.descricaoModalidade },
          {
            termo: 'Valor do lance',
            descricao: (
              <>
                <Money centavos={resumo.valorLance} /> ({formatarPercentualLance(resumo.percentualLance)})
              </>
            ),
          },
          { termo: 'Você paga se for contemplado', descricao: <Money centavos={resumo.valorOferta} /> },
          { termo: 'Reduzir', descricao: ROTULOS_AMORTIZACAO[resumo.tipoAmortizacao] },
        ]}
      />

      <Alert tone="info">
        Mudou de ideia? Até {formatarData(resumo.dataLimiteLance)}, às 23h59, você pode cancelar este lance no
        histórico ou ofertar outro: o novo substitui este.
      </Alert>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to={caminhosLances.historico}>
            <History className="size-5" aria-hidden="true" />
            Ver histórico de lances
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={caminhos.assembleias.assembleias}>
            <CalendarDays className="size-5" aria-hidden="true" />
            Acompanhar assembleias
          </Link>
        </Button>
      </div>
    </div>
  );
}
