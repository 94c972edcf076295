import { zodResolver } from '@hookform/resolvers/zod';
import {
  ehDoTipo,
  mascaraTelefone,
  padCota,
  padGrupo,
  statusEm,
  TIPOS_CASO,
  type CotaDetalhe,
} from '@portal/domain';
import { CalendarClock, CircleCheck, PhoneCall, RotateCcw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CanaisAtendimento } from '@/components/canais-atendimento';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { MaskedField } from '@/components/masked-field';
import { PageHeader } from '@/components/page-header';
import { SegmentedControl } from '@/components/segmented-control';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { TextareaField } from '@/components/textarea-field';
import { useDocumentTitle } from '@/lib/document-title';
import { useFluxoEmAndamento } from '@/lib/fluxo';
import { useCanaisDeAtendimento } from '@/lib/canais-de-atendimento';
import { useVerificacaoCasos } from '@/lib/verificacao-de-casos';
import { useCaminhoLiberado } from '@/lib/sessao-da-rota';
import { mensagemErroReativacao, useEnviarReativacao } from '../use-enviar-reativacao';
import {
  corpoDaReativacao,
  formReativacaoSchema,
  PERIODOS,
  TAMANHO_MAXIMO_MENSAGEM,
  type FormReativacao,
  type Periodo,
} from '../components/form-reativacao';

const opcoesPeriodo = (Object.keys(PERIODOS) as Periodo[]).map((p) => ({
  valor: p,
  rotulo: `${PERIODOS[p].rotulo} · ${PERIODOS[p].faixa}`,
}));

function Passo({ numero, titulo, children }: { numero: number; titulo: string; children: ReactNode }) {
  return (
    <li className="flex gap-3.5">
      <span
        className="tabular grid size-8 shrink-0 place-items-center rounded-full bg-primaria/10 text-sm font-bold text-primaria-texto"
        aria-hidden="true"
      >
        {numero}
      </span>
      <div>
        <p className="text-[0.9375rem] font-semibold text-tinta">{titulo}</p>
        <p className="mt-0.5 text-sm leading-relaxed text-tinta-suave">{children}</p>
      </div>
    </li>
  );
}

function ComoFunciona() {
  const canais = useCanaisDeAtendimento();
  return (
    <Card as="section" aria-labelledby="titulo-como-funciona" className="sm:p-6">
      <h2 id="titulo-como-funciona" className="text-base font-semibold text-tinta">
        Como funciona
      </h2>
      <ol className="mt-5 flex flex-col gap-5">
        <Passo numero={1} titulo="Você deixa seu contato">
          Informe o telefone e o melhor período para conversarmos.
        </Passo>
        <Passo numero={2} titulo="Nossa equipe liga">
          De segunda a sexta, das 08h às 19h, no período que você escolher.
        </Passo>
        <Passo numero={3} titulo="Você decide">
          Explicamos as condições para a cota voltar a participar das assembleias.
        </Passo>
      </ol>
      <hr className="my-5 border-borda/70" />
      <h3 className="mb-2 text-sm font-semibold text-tinta">Prefere falar agora?</h3>
      <CanaisAtendimento telefone={canais.telefone} whatsapp={canais.whatsapp} horario={canais.horario} />
    </Card>
  );
}

function Formulario({ cota }: { cota: CotaDetalhe }) {
  const envio = useEnviarReativacao();
  const celular = cota.dadosCadastrais.telefoneCelular;
  const form = useForm<FormReativacao>({
    resolver: zodResolver(formReativacaoSchema),
    defaultValues: { telefone: celular ? mascaraTelefone(celular) : '', periodo: 'manha', mensagem: '' },
  });
  useFluxoEmAndamento(form.formState.isDirty && !envio.isSuccess);
  const mensagem = useWatch({ control: form.control, name: 'mensagem' });
  const nomeCota = `${padGrupo(cota.grupo)}/${padCota(cota.cota)}`;

  const enviar = form.handleSubmit((v) =>
    envio.mutate({
      CPF_CNPJ: cota.cdInscricaoNacional,
      IdExternoCota: String(cota.idCota),
      RecordTypeDeveloperName: TIPOS_CASO.reativacao,
      ...corpoDaReativacao(v, nomeCota),
    }),
  );

  if (envio.isSuccess) {
    const v = form.getValues();
    const periodo = PERIODOS[v.periodo];
    return (
      <Card className="sm:p-8" role="status">
        <span
          className="mb-5 grid size-14 place-items-center rounded-2xl bg-sucesso-fundo text-sucesso"
          aria-hidden="true"
        >
          <CircleCheck className="size-7" />
        </span>
        <h2 className="text-xl font-bold tracking-tight text-tinta">Mensagem enviada</h2>
        <p className="mt-2 text-[0.9375rem] leading-relaxed text-tinta-suave">
          Recebemos seu pedido de reativação da cota <span className="tabular font-semibold">{nomeCota}</span>
          . Vamos ligar para <span className="tabular font-semibold text-tinta">{v.telefone}</span> no período
          da {periodo.rotulo.toLowerCase()} ({periodo.faixa}), de segunda a sexta.
        </p>
        {envio.data && (
          <p className="mt-4 inline-flex rounded-xl bg-fundo px-4 py-2.5 text-sm text-tinta-suave">
            Protocolo:&nbsp;<span className="tabular font-semibold text-tinta">{envio.data}</span>
          </p>
        )}
        <AcoesDeSucesso />
      </Card>
    );
  }

  return (
    <Card className="sm:p-8">
      <p className="text-[0.9375rem] leading-relaxed text-tinta-suave">
        A cota <span className="tabular font-semibold text-tinta">{nomeCota}</span> está cancelada. Deixe seu
        telefone e o melhor período: nossa equipe liga para explicar como reativá-la.
      </p>
      <form noValidate onSubmit={(e) => void enviar(e)} className="mt-6 flex max-w-lg flex-col gap-5">
        <Controller
          control={form.control}
          name="telefone"
          render={({ field, fieldState }) => (
            <MaskedField
              label="Telefone para contato"
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
          name="periodo"
          render={({ field }) => (
            <SegmentedControl
              legenda="Melhor período para ligarmos"
              opcoes={opcoesPeriodo}
              valor={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <p className="-mt-2 flex items-center gap-2 text-sm text-tinta-suave">
          <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
          Atendimento de segunda a sexta, das 08h às 19h.
        </p>
        <Controller
          control={form.control}
          name="mensagem"
          render={({ field, fieldState }) => (
            <TextareaField
              label="Mensagem (opcional)"
              hint="Conte algo que ajude nossa equipe a preparar a conversa."
              maxLength={TAMANHO_MAXIMO_MENSAGEM}
              contador
              value={mensagem}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        {envio.isError && (
          <Alert tone="perigo" role="alert" titulo="Mensagem não enviada">
            {mensagemErroReativacao(envio.error)}
          </Alert>
        )}
        <Button
          type="submit"
          size="lg"
          loading={envio.isPending}
          icon={<PhoneCall className="size-5" aria-hidden="true" />}
          className="mt-1 sm:self-start"
        >
          Enviar mensagem
        </Button>
      </form>
    </Card>
  );
}

function AcoesDeSucesso({ className = 'mt-7' }: { className?: string }) {
  const liberado = useCaminhoLiberado();
  return (
    <div className={`flex flex-col gap-3 sm:flex-row ${className}`}>
      {liberado(caminhos.casos.solicitacoes) && (
        <Button asChild variant="secondary">
          <Link to={caminhos.casos.solicitacoes}>Ver minhas solicitações</Link>
        </Button>
      )}
      <Button asChild>
        <Link to={caminhos.home.home}>Voltar ao início</Link>
      </Button>
    </div>
  );
}

/** /reactivate: the reactivation contact form (03 §2), offered only while the home's card conditions hold (03 §4). */
export default function Reactivate() {
  useDocumentTitle('Reativar cota');
  const verificacao = useVerificacaoCasos();
  const dados = verificacao.data;
  const jaPedida = dados?.casos.some(
    (c) => ehDoTipo(c, 'reativacao') && statusEm(c.Status, ['EM_ANDAMENTO']),
  );

  return (
    <>
      <PageHeader
        titulo="Reativar cota"
        descricao="Fale com a gente para voltar a concorrer nas assembleias."
        voltar={{ para: caminhos.home.home, rotulo: 'Início' }}
      />
      {verificacao.isPending ? (
        <CarregandoRegiao rotulo="Carregando…" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Skeleton className="h-96 rounded-2xl" />
          <Skeleton className="h-72 rounded-2xl" />
        </CarregandoRegiao>
      ) : verificacao.isError || !dados ? (
        <ErrorState
          mensagem={verificacao.error?.message ?? 'Tente novamente em instantes.'}
          onRetry={() => void verificacao.refetch()}
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Conteudo cota={dados.cota} elegivel={dados.verificacao.cartaoReativacao} jaPedida={jaPedida} />
          <ComoFunciona />
        </div>
      )}
    </>
  );
}

/** Once offered, the form stays on screen: sending it is exactly what makes the card's conditions stop holding. */
function useFormularioOferecido(elegivel: boolean): boolean {
  const [oferecido, setOferecido] = useState(elegivel);
  if (elegivel && !oferecido) setOferecido(true);
  return oferecido || elegivel;
}

function Conteudo({
  cota,
  elegivel,
  jaPedida,
}: {
  cota: CotaDetalhe;
  elegivel: boolean;
  jaPedida?: boolean;
}) {
  if (useFormularioOferecido(elegivel)) return <Formulario cota={cota} />;
  return (
    <Card>
      <EmptyState
        icon={<RotateCcw />}
        titulo={jaPedida ? 'Você já pediu a reativação desta cota' : 'Reativação indisponível para esta cota'}
        descricao={
          jaPedida
            ? 'Nossa equipe vai entrar em contato pelo telefone informado. Você acompanha o pedido em Solicitações.'
            : 'Pelo portal, a reativação é oferecida para cotas canceladas, ainda não contempladas, com pelo menos uma parcela paga e a mais de 5 assembleias do fim do grupo. Fale com a nossa central para saber mais.'
        }
        acao={<AcoesDeSucesso className="sm:justify-center" />}
      />
    </Card>
  );
}
