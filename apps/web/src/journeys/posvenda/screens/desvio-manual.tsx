import { zodResolver } from '@hookform/resolvers/zod';
import {
  JANELAS_RETORNO,
  mascaraTelefone,
  PERIODOS_RETORNO,
  retornoBodySchema,
  type PeriodoRetorno,
  type RetornoBody,
} from '@portal/domain';
import { PhoneCall } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { MaskedField } from '@/components/masked-field';
import { SegmentedControl } from '@/components/segmented-control';
import { TelaDeJornada } from '@/lib/tela-de-jornada';
import { Continuar, Etapa, mensagemDoErro, TelaPosVenda, Texto } from '../components/tela';
import { caminhoDoPasso } from '../paths';
import { usePedirRetorno } from '../use-posvenda';

type Form = z.input<typeof retornoBodySchema>;
const OPCOES = PERIODOS_RETORNO.map((p) => ({ valor: p, rotulo: JANELAS_RETORNO[p].rotulo }));

/** /pos-venda/desvio-manual: the call-back (morning 08–13 h or afternoon 13–19 h, phone with area code). */
export default function DesvioManual() {
  const pedir = usePedirRetorno();
  const form = useForm<Form, unknown, RetornoBody>({
    resolver: zodResolver(retornoBodySchema),
    defaultValues: { telefone: '', periodo: 'manha' },
  });
  const erros = form.formState.errors;
  if (pedir.isSuccess)
    return (
      <TelaDeJornada
        jornada="Pós-venda"
        titulo="Pedido de retorno registrado"
        descricao={pedir.data.mensagem}
        icone={PhoneCall}
        tom="sucesso"
        acao={
          <Button asChild>
            <Link to={caminhos.home.home}>Ir para o início</Link>
          </Button>
        }
      >
        <Texto>
          Protocolo: {pedir.data.protocolo}. Depois da ligação, você continua o atendimento de onde parou.
        </Texto>
      </TelaDeJornada>
    );
  return (
    <Etapa passo="desvio-manual">
      {(estado) => (
        <form noValidate onSubmit={(e) => void form.handleSubmit((corpo) => pedir.mutate(corpo))(e)}>
          <TelaPosVenda
            titulo="Vamos conversar"
            descricao="Um dos nossos especialistas liga para você e esclarece as suas dúvidas."
            icone={PhoneCall}
            voltar={{ para: caminhoDoPasso(estado.passo), rotulo: 'Voltar' }}
            acao={<Continuar enviando={pedir.isPending}>Pedir ligação</Continuar>}
          >
            <Controller
              control={form.control}
              name="telefone"
              render={({ field }) => (
                <MaskedField
                  label="Telefone com DDD"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  placeholder="(11) 98765-4321"
                  mascara={mascaraTelefone}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  error={erros.telefone?.message}
                  containerClassName="sm:max-w-xs"
                />
              )}
            />
            <Controller
              control={form.control}
              name="periodo"
              render={({ field }) => (
                <div>
                  <SegmentedControl<PeriodoRetorno>
                    legenda="Melhor período"
                    opcoes={OPCOES}
                    valor={field.value as PeriodoRetorno}
                    onChange={field.onChange}
                    className="sm:max-w-sm"
                  />
                  <p className="mt-2 text-sm text-tinta-suave" aria-live="polite">
                    Ligamos {JANELAS_RETORNO[field.value as PeriodoRetorno].horario}, de segunda a sexta.
                  </p>
                </div>
              )}
            />
            {pedir.isError && (
              <Alert tone="perigo" titulo="Não foi possível registrar o pedido" role="alert">
                {mensagemDoErro(pedir.error)}
              </Alert>
            )}
          </TelaPosVenda>
        </form>
      )}
    </Etapa>
  );
}
