import {
  MENSAGEM_FALHA_FATURAMENTO,
  statusFaturamentoAplica,
  telaDaValidacao,
  telaFamilia3,
  type StatusFaturamento,
  type ValidacaoFaturamento,
} from '@portal/domain';
import { CalendarCheck, FileCheck2, MessageCircle } from 'lucide-react';
import { Navigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Skeleton } from '@/components/skeleton';
import { Avancar, TelaFaturamento, Texto } from '../components/tela';
import { caminhosFaturamento as c, DESTINOS_FATURAMENTO } from '../paths';
import { ehRecusaDeDispositivo, useStatusFaturamento, useValidacaoFaturamento } from '../use-faturamento';

const TELAS_DO_STATUS: Partial<Record<NonNullable<ReturnType<typeof telaFamilia3>>, string>> = {
  'analisando-informacoes': c.analisandoinformacoes,
  'ainda-analisando-informacoes': c.aindaanalisandoinformacoes,
  'identificacao-reprovada': c.identificacaoreprovada,
  'reenviar-documentos': c.reenviardocumentos,
  'identificacao-filial': c.identificacaofilial,
  'identificacao-aprovada': c.identificacaoaprovada,
};

/** 02 §1: the case's screen when its status applies; null when the validation decides. */
function destinoDoStatus(s: StatusFaturamento, pj: boolean): string | null {
  if (!statusFaturamentoAplica(s)) return null;
  if (s.fluxoManual) return s.motivoEncerramento ? `${c.manual}?motivo=${s.motivoEncerramento}` : c.manual;
  const novo = s.tipoFaturamento !== 'FATURAMENTO_SEMINOVO_AUTO';
  const tela = telaFamilia3(s.fase, { novo, pj });
  // A case opened by the app and not identified yet: its next step is the identification (then the analysis).
  if (tela === 'introducao') return c.identificacao;
  if (tela && TELAS_DO_STATUS[tela]) return TELAS_DO_STATUS[tela]!;
  // Further phases belong to the new or used vehicle's journey: its index opens the phase's screen (02 §4.5, §4.6).
  return novo ? DESTINOS_FATURAMENTO.novo : DESTINOS_FATURAMENTO.seminovo;
}

function destinoDaValidacao(v: ValidacaoFaturamento): string | null {
  const tela = telaDaValidacao(v);
  if (tela === 'tipo') return null;
  if (tela === 'manual')
    return `${c.manual}?motivo=${v.motivos.find((m) => m !== 'MULTIPLAS_COTAS') ?? v.motivos[0]}`;
  return c[tela];
}

function Passo({
  icone: Icone,
  titulo,
  texto,
}: {
  icone: typeof CalendarCheck;
  titulo: string;
  texto: string;
}) {
  return (
    <li className="flex gap-3">
      <span
        className="grid size-10 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto"
        aria-hidden="true"
      >
        <Icone className="size-5" />
      </span>
      <span>
        <span className="block font-semibold text-tinta">{titulo}</span>
        <span className="block text-sm text-tinta-suave">{texto}</span>
      </span>
    </li>
  );
}

/**
 * /faturamento/iniciar: intro and welcome. The billing status decides the screen when it applies (02 §1);
 * otherwise the validation: possible → the welcome and its steps; not → the outcome's screen.
 */
export default function Iniciar() {
  const status = useStatusFaturamento();
  const validacao = useValidacaoFaturamento(status.isSuccess);
  const erro = status.error ?? validacao.error;
  if (ehRecusaDeDispositivo(erro)) return <Navigate to={c.indisponivel} replace />;

  let conteudo;
  if (erro) {
    conteudo = (
      <Alert tone="perigo" role="alert">
        {erro.message || MENSAGEM_FALHA_FATURAMENTO}
      </Alert>
    );
  } else if (!status.isSuccess || !validacao.isSuccess) {
    conteudo = (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
      </div>
    );
  } else {
    const destino =
      (status.data && destinoDoStatus(status.data, validacao.data.pessoaJuridica)) ??
      destinoDaValidacao(validacao.data);
    if (destino) return <Navigate to={destino} replace />;
    conteudo = (
      <>
        <Texto>
          Agora é a hora de usar o seu crédito. Pelo app você fatura um veículo em poucos passos e acompanha
          tudo por aqui.
        </Texto>
        <ul className="flex flex-col gap-4">
          <Passo
            icone={CalendarCheck}
            titulo="Escolhas"
            texto="O tipo de faturamento, veículo novo ou seminovo e o caminho."
          />
          <Passo
            icone={FileCheck2}
            titulo="Identificação"
            texto="Documento com foto e selfie, analisados em até 48 horas úteis."
          />
          <Passo
            icone={MessageCircle}
            titulo="Acompanhamento"
            texto="Cada etapa aparece na home até o pagamento."
          />
        </ul>
      </>
    );
  }
  return (
    <TelaFaturamento
      titulo="Vamos faturar o seu bem"
      descricao="Bem-vindo ao faturamento da sua cota contemplada."
      acao={validacao.isSuccess && !erro ? <Avancar para={c.tipo}>Começar</Avancar> : undefined}
    >
      {conteudo}
    </TelaFaturamento>
  );
}
