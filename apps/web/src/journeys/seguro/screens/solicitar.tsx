import { zodResolver } from '@hookform/resolvers/zod';
import {
  JANELAS_MELHOR_HORARIO,
  mascaraTelefone,
  solicitarSeguroBodySchema,
  type MelhorHorarioSeguro,
} from '@portal/domain';
import { CalendarClock, PhoneCall, Send } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { MaskedField } from '@/components/masked-field';
import { SegmentedControl } from '@/components/segmented-control';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api';
import { useCota } from '@/lib/cotas';
import { useFluxoEmAndamento } from '@/lib/fluxo';
import { Carregando, Falhou, TelaSeguro } from '../components/tela';
import { caminhosSeguro as c } from '../paths';
import { useDadosSeguro, useIdCota, useSolicitarSeguro } from '../use-seguro';

type Entrada = z.input<typeof solicitarSeguroBodySchema>;
type Saida = z.output<typeof solicitarSeguroBodySchema>;

const OPCOES = (Object.keys(JANELAS_MELHOR_HORARIO) as MelhorHorarioSeguro[]).map((p) => ({
  valor: p,
  rotulo: `${JANELAS_MELHOR_HORARIO[p].rotulo} · ${JANELAS_MELHOR_HORARIO[p].horario.replace('das ', '')}`,
}));

function Formulario({ telefone, email }: { telefone: string; email: string }) {
  const solicitar = useSolicitarSeguro();
  const navigate = useNavigate();
  const form = useForm<Entrada, unknown, Saida>({
    resolver: zodResolver(solicitarSeguroBodySchema),
    defaultValues: { telefone, email, 'melhor-horario': 'manha' },
  });
  useFluxoEmAndamento(form.formState.isDirty && !solicitar.isSuccess);

  const enviar = form.handleSubmit((v) =>
    solicitar.mutate(v, {
      onSuccess: (s) => {
        void navigate(c.sucesso, { state: { solicitacao: s }, replace: true });
        solicitar.invalidar();
      },
      onError: (erro) => {
        // One request per quota: another one already open goes to the wait screen (03 §2).
        if (erro instanceof ApiError && erro.status === 409) {
          void navigate(c.aguarde, { replace: true });
          solicitar.invalidar();
        } else if (!(erro instanceof ApiError && erro.status === 400)) void navigate(c.erro);
      },
    }),
  );

  return (
    <form noValidate onSubmit={(e) => void enviar(e)} className="flex flex-col gap-5">
      <Controller
        control={form.control}
        name="telefone"
        render={({ field, fieldState }) => (
          <MaskedField
            label="Telefone"
            mascara={mascaraTelefone}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(00) 00000-0000"
            error={fieldState.error?.message}
            hint="Com DDD. Pode ser celular ou fixo."
          />
        )}
      />
      <Controller
        control={form.control}
        name="email"
        render={({ field, fieldState }) => (
          <TextField
            label="E-mail"
            type="email"
            inputMode="email"
            autoComplete="email"
            {...field}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="melhor-horario"
        render={({ field }) => (
          <SegmentedControl
            legenda="Melhor horário para ligarmos"
            opcoes={OPCOES}
            valor={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <p className="-mt-2 flex items-center gap-2 text-sm text-tinta-suave">
        <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
        Ligamos de segunda a sexta, no período escolhido.
      </p>
      {solicitar.error instanceof ApiError && solicitar.error.status === 400 && (
        <Alert tone="perigo" role="alert">
          {solicitar.error.mensagem}
        </Alert>
      )}
      <Button
        type="submit"
        size="lg"
        loading={solicitar.isPending}
        icon={<Send className="size-5" aria-hidden="true" />}
        className="sm:self-start"
      >
        Pedir contato
      </Button>
    </form>
  );
}

/** /ofertaseguro/solicitar (03 §2, §7): telefone, email and melhor-horario for the call-back. */
export default function Solicitar() {
  const dados = useDadosSeguro();
  const cota = useCota(useIdCota() || undefined);
  if (dados.isPending || cota.isPending) return <Carregando />;
  if (dados.isError) return <Falhou onRetry={() => void dados.refetch()} />;
  if (dados.data.solicitacao) return <Navigate to={c.aguarde} replace />;
  if (!dados.data.ofertaDisponivel) return <Navigate to={c.introducao} replace />;
  const cadastro = cota.data?.dadosCadastrais;
  const fone = cadastro?.telefoneCelular ?? cadastro?.telefoneFixo ?? '';
  return (
    <TelaSeguro
      titulo="Pedir contato"
      descricao="Deixe seu telefone e o melhor horário: nossa equipe liga para apresentar o seguro."
      icone={PhoneCall}
      voltar={{ para: c.simulacao, rotulo: 'Voltar' }}
    >
      <Formulario telefone={fone ? mascaraTelefone(fone) : ''} email={cadastro?.email ?? ''} />
    </TelaSeguro>
  );
}
