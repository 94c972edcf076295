import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatarData,
  hojeEmSaoPaulo,
  iniciarApuracaoBodySchema,
  ultimoSorteioAte,
  QUANTIDADE_PREMIOS_LOTERIA,
  type AssembleiaOperador,
  type IniciarApuracaoBody,
} from '@portal/domain';
import { Play, Ticket } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { IconeModal, Modal } from '@/components/modal';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { useIniciarApuracao } from '../use-iniciar-apuracao';

const ORDINAIS = Array.from({ length: QUANTIDADE_PREMIOS_LOTERIA }, (_, i) => i);

/**
 * The wire body with the contest typed as text; the prizes are the schema's own. Before the assembly's date the
 * supervisor must say why it runs early (ADR 0018); otherwise the reason is not sent.
 */
const formLoteriaSchema = (antesDaData: boolean) =>
  iniciarApuracaoBodySchema.extend({
    concurso: z
      .string()
      .trim()
      .min(1, { error: 'Informe o número do concurso da Loteria Federal.' })
      .regex(/^\d+$/, { error: 'Número do concurso inválido.' })
      .transform(Number)
      .pipe(iniciarApuracaoBodySchema.shape.concurso),
    premios: z.array(z.string().trim()).pipe(iniciarApuracaoBodySchema.shape.premios),
    motivoAntecipacao: antesDaData
      ? z.string().pipe(iniciarApuracaoBodySchema.shape.motivoAntecipacao.unwrap())
      : z.string().transform(() => undefined),
  });
type FormLoteria = z.input<ReturnType<typeof formLoteriaSchema>>;

/**
 * The Loteria Federal result that drives the draw (contract rule in the domain's apuracao.rules). Starting is
 * final: the API computes the whole result from it, so the analyst reads the prizes once more in a dialog.
 */
export function FormLoteria({ assembleia }: { assembleia: AssembleiaOperador }) {
  const iniciar = useIniciarApuracao(assembleia.idAssembleia);
  const [confirmar, setConfirmar] = useState<IniciarApuracaoBody | null>(null);
  const form = useForm<FormLoteria, unknown, IniciarApuracaoBody>({
    resolver: zodResolver(formLoteriaSchema(assembleia.antesDaData)),
    defaultValues: { concurso: '', premios: ORDINAIS.map(() => ''), motivoAntecipacao: '' },
  });
  const erros = form.formState.errors;
  // An early run (the supervisor's override) uses today's contest: the scheduled day's has not been drawn yet.
  const dataDoConcurso = ultimoSorteioAte(assembleia.antesDaData ? hojeEmSaoPaulo() : assembleia.dataSorteio);
  const erroDaLista = erros.premios?.message ?? erros.premios?.root?.message;

  const enviar = form.handleSubmit((corpo) => {
    iniciar.reset();
    setConfirmar(corpo);
  });

  const iniciarDeVez = () => {
    if (!confirmar) return;
    iniciar.mutate(confirmar, { onSettled: () => setConfirmar(null) });
  };

  return (
    <Card as="section" aria-labelledby="titulo-loteria" className="sm:p-6">
      <h2 id="titulo-loteria" className="text-base font-semibold text-tinta">
        Resultado da Loteria Federal
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-tinta-suave">
        O sorteio usa os prêmios da extração da Loteria Federal: o 1º prêmio decide o 1º sorteio e serve de
        referência para desempatar lances, o 2º decide o 2º sorteio, e assim por diante.
      </p>
      <form noValidate onSubmit={(e) => void enviar(e)} className="mt-5 flex flex-col gap-5">
        {assembleia.antesDaData && (
          <Alert tone="alerta" titulo={`Marcada para ${formatarData(assembleia.dataSorteio)}`}>
            Antes dessa data, só um supervisor inicia a assembleia, informando o motivo. O motivo fica
            registrado na auditoria.
          </Alert>
        )}
        <TextField
          label="Concurso"
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
          hint={`Use o concurso da Loteria Federal de ${formatarData(dataDoConcurso)}: nº ${assembleia.concursoEsperado}. Ele consta no resultado publicado.`}
          error={erros.concurso?.message}
          containerClassName="sm:max-w-xs"
          {...form.register('concurso')}
        />
        {assembleia.antesDaData && (
          <TextareaField
            label="Motivo da antecipação"
            rows={3}
            maxLength={500}
            error={erros.motivoAntecipacao?.message}
            {...form.register('motivoAntecipacao')}
          />
        )}
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-sm font-semibold text-tinta">Prêmios (5 algarismos cada)</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {ORDINAIS.map((i) => (
              <TextField
                key={i}
                label={`${i + 1}º prêmio`}
                inputMode="numeric"
                autoComplete="off"
                maxLength={5}
                placeholder="00000"
                className="text-center text-lg font-semibold tracking-[0.2em]"
                error={erros.premios?.[i]?.message}
                {...form.register(`premios.${i}`)}
              />
            ))}
          </div>
          {erroDaLista && <p className="text-sm font-medium text-perigo">{erroDaLista}</p>}
        </fieldset>
        {iniciar.isError && (
          <Alert tone="perigo" role="alert" titulo="A assembleia não foi iniciada">
            {iniciar.error.message}
          </Alert>
        )}
        <Button
          type="submit"
          size="lg"
          className="self-start max-sm:w-full"
          icon={<Play className="size-5" aria-hidden="true" />}
        >
          Iniciar apuração
        </Button>
      </form>

      <Modal
        open={confirmar !== null}
        onOpenChange={(aberto) => !aberto && !iniciar.isPending && setConfirmar(null)}
        role="alertdialog"
        semFechar
        title={`Iniciar a assembleia nº ${assembleia.numeroTotalAssembleia}?`}
        description="O resultado é calculado com estes prêmios e não pode ser refeito. Os clientes do grupo passam a ver a assembleia ao vivo."
        icon={
          <IconeModal>
            <Ticket className="size-6" />
          </IconeModal>
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmar(null)} disabled={iniciar.isPending}>
              Revisar
            </Button>
            <Button onClick={iniciarDeVez} loading={iniciar.isPending}>
              Iniciar agora
            </Button>
          </>
        }
      >
        {confirmar && (
          <dl className="grid grid-cols-5 gap-1.5">
            {confirmar.premios.map((p, i) => (
              <div key={i} className="rounded-xl bg-fundo px-1 py-2 text-center ring-1 ring-borda/70">
                <dt className="text-[0.6875rem] font-semibold text-tinta-suave">{i + 1}º</dt>
                <dd className="tabular text-sm font-bold text-tinta">{p}</dd>
              </div>
            ))}
            <div className="col-span-5 mt-2 text-sm text-tinta-suave">
              <dt className="inline">Concurso: </dt>
              <dd className="tabular inline font-semibold text-tinta">{confirmar.concurso}</dd>
            </div>
          </dl>
        )}
      </Modal>
    </Card>
  );
}
