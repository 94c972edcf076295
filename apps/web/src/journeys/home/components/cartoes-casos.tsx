import {
  casoMaisRecente,
  distribuirEmBaldes,
  formatarData,
  padCota,
  padGrupo,
  rotuloDaFase,
  type CotaDetalhe,
} from '@portal/domain';
import { clsx } from 'clsx';
import {
  BellRing,
  ChevronRight,
  CircleAlert,
  Handshake,
  RotateCcw,
  Trophy,
  UserRoundPen,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { CanaisAtendimento } from '@/components/canais-atendimento';
import { Card } from '@/components/card';
import { useCanaisDeAtendimento } from '@/lib/canais-de-atendimento';
import { useVerificacaoCasos, type ResultadoVerificacaoCasos } from '@/lib/verificacao-de-casos';
import { useCaminhoLiberado } from '@/lib/sessao-da-rota';
import { useSessao } from '@/lib/session';
import { useFicarCiente } from '../use-ficar-ciente';

type Tom = 'marca' | 'alerta' | 'perigo' | 'sucesso';

const tons: Record<Tom, { icone: string; faixa: string }> = {
  marca: { icone: 'bg-primaria/10 text-primaria-texto', faixa: 'bg-primaria' },
  alerta: { icone: 'bg-alerta-fundo text-alerta', faixa: 'bg-alerta' },
  perigo: { icone: 'bg-perigo-fundo text-perigo', faixa: 'bg-perigo' },
  sucesso: { icone: 'bg-sucesso-fundo text-sucesso', faixa: 'bg-sucesso' },
};

/** A home card driven by a case: an accent stripe, an icon, a kicker, the title, the text and its actions. */
function CartaoAviso({
  id,
  tom,
  icone,
  sobretitulo,
  titulo,
  children,
  acoes,
}: {
  id: string;
  tom: Tom;
  icone: ReactNode;
  sobretitulo: string;
  titulo: ReactNode;
  children: ReactNode;
  acoes?: ReactNode;
}) {
  return (
    <Card as="section" padding="none" aria-labelledby={id} className="relative overflow-hidden">
      <span className={clsx('absolute inset-y-0 left-0 w-1.5', tons[tom].faixa)} aria-hidden="true" />
      <div className="flex flex-col gap-4 p-5 pl-6 sm:flex-row sm:gap-5 sm:p-6 sm:pl-7">
        <span
          className={clsx(
            'grid size-12 shrink-0 place-items-center rounded-2xl [&_svg]:size-6',
            tons[tom].icone,
          )}
          aria-hidden="true"
        >
          {icone}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-tinta-suave uppercase">{sobretitulo}</p>
          <h2 id={id} className="mt-1 text-lg leading-snug font-bold tracking-tight text-tinta">
            {titulo}
          </h2>
          <div className="mt-2 text-[0.9375rem] leading-relaxed text-tinta-suave">{children}</div>
          {acoes && <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{acoes}</div>}
        </div>
      </div>
    </Card>
  );
}

function nomeDaCota(cota: CotaDetalhe) {
  return (
    <span className="tabular font-semibold text-tinta">
      {padGrupo(cota.grupo)}/{padCota(cota.cota)}
    </span>
  );
}

function BotaoLink({ para, children }: { para: string; children: ReactNode }) {
  return (
    <Button asChild>
      <Link to={para}>
        {children}
        <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** 02 §4.10, 03 §4: the cancelled-contemplated notice; 'Entendi' sets the case to 'Ciente via APP' and it goes. */
function AvisoCanceladaContemplada({ caseNumber, cota }: { caseNumber: string; cota: CotaDetalhe }) {
  const ciente = useFicarCiente(cota.idCota);
  const canais = useCanaisDeAtendimento();
  return (
    <CartaoAviso
      id="aviso-cancelada-contemplada"
      tom="perigo"
      icone={<CircleAlert />}
      sobretitulo="Aviso importante"
      titulo="Sua cota foi contemplada, mas está cancelada"
    >
      <p>
        A cota {nomeDaCota(cota)} foi contemplada em {formatarData(cota.dataContemplacao)}, mas está
        cancelada. Por isso, o crédito não pode ser utilizado. Para entender os próximos passos e os valores a
        que você tem direito, fale com a nossa central.
      </p>
      <CanaisAtendimento
        className="mt-3"
        telefone={canais.telefone}
        whatsapp={canais.whatsapp}
        horario={canais.horario}
      />
      <div className="mt-5">
        <Button loading={ciente.isPending} onClick={() => ciente.mutate(caseNumber)}>
          Entendi
        </Button>
      </div>
    </CartaoAviso>
  );
}

/**
 * 03 §4 after-sales card: the phase in words, the way into the onboarding at the phase's step (`rotaPosVenda`,
 * when the session may open it) and the service channels.
 */
function CartaoPosVenda({ fase, rota }: { fase: string; rota: string | null }) {
  const canais = useCanaisDeAtendimento();
  return (
    <CartaoAviso
      id="cartao-pos-venda"
      tom="marca"
      icone={<Handshake />}
      sobretitulo="Pós-venda"
      titulo="Boas-vindas ao seu consórcio"
      acoes={rota && <BotaoLink para={rota}>Continuar o atendimento</BotaoLink>}
    >
      <p>Estamos acompanhando os primeiros passos da sua cota.</p>
      <p className="mt-3 inline-flex flex-wrap items-center gap-x-2 rounded-xl bg-fundo px-3.5 py-2 text-sm">
        Etapa atual: <span className="font-semibold text-tinta">{fase}</span>
      </p>
      <p className="mt-3">
        Confirme seus dados e conheça as regras do seu plano em poucos passos. Em caso de dúvida, fale com a
        nossa central:
      </p>
      <CanaisAtendimento
        className="mt-2"
        telefone={canais.telefone}
        whatsapp={canais.whatsapp}
        horario={canais.horario}
      />
    </CartaoAviso>
  );
}

/** The after-sales notification (03 §4: phase 'E-mail Enviado', status open): a notice at the top of home. */
function NotificacaoPosVenda() {
  const email = useSessao()?.usuario.email;
  return (
    <section
      aria-labelledby="notificacao-pos-venda"
      className="flex items-start gap-3 rounded-2xl bg-info-fundo px-4 py-3.5 text-sm leading-relaxed text-[#1e3a8a]"
    >
      <BellRing className="mt-0.5 size-5 shrink-0 text-info" aria-hidden="true" />
      <div className="min-w-0">
        <h2 id="notificacao-pos-venda" className="font-semibold">
          Nova notificação
        </h2>
        <p>
          Enviamos um e-mail de boas-vindas
          {email ? (
            <>
              {' '}
              para <span className="font-semibold break-all">{email}</span>
            </>
          ) : null}{' '}
          com os próximos passos da sua cota. Confira sua caixa de entrada.
        </p>
      </div>
    </section>
  );
}

/** The after-sales case its card shows, when the sequence asks for the card. */
function casoDoCartaoPosVenda({ verificacao, casos }: ResultadoVerificacaoCasos) {
  return verificacao.posVenda.cartao
    ? casoMaisRecente(distribuirEmBaldes(casos).posVenda, { aceitarOutros: true })
    : null;
}

/**
 * Whether a card shown lists the partner's service channels (the cancelled-contemplated notice, the after-sales
 * card): the home then waits for them, so they never push the cards below down as they arrive.
 */
export function cartoesMostramCanais(dados: ResultadoVerificacaoCasos): boolean {
  const v = dados.verificacao;
  if (v.atualizacaoObrigatoria) return false;
  return v.avisoCanceladaContemplada !== null || casoDoCartaoPosVenda(dados) !== null;
}

function Cartoes({ dados }: { dados: ResultadoVerificacaoCasos }) {
  const liberado = useCaminhoLiberado();
  const { verificacao: v, cota } = dados;

  if (v.atualizacaoObrigatoria) {
    return (
      <CartaoAviso
        id="cartao-atualizacao-obrigatoria"
        tom="alerta"
        icone={<UserRoundPen />}
        sobretitulo="Ação necessária"
        titulo="Atualize seus dados cadastrais"
        acoes={<BotaoLink para={caminhos.perfil.atualizacaoObrigatoria}>Revisar meus dados</BotaoLink>}
      >
        <p>Para continuar usando o portal, confirme seus dados cadastrais. Leva menos de um minuto.</p>
      </CartaoAviso>
    );
  }

  const posVenda = casoDoCartaoPosVenda(dados);

  return (
    <>
      {v.posVenda.notificacao && <NotificacaoPosVenda />}
      {v.avisoCanceladaContemplada && (
        <AvisoCanceladaContemplada caseNumber={v.avisoCanceladaContemplada.CaseNumber} cota={cota} />
      )}
      {v.avisoContemplacao && (
        <CartaoAviso
          id="aviso-contemplacao"
          tom="sucesso"
          icone={<Trophy />}
          sobretitulo="Contemplação"
          titulo="Não perca sua contemplação!"
          acoes={
            liberado(caminhos.casos.solicitacoes) && (
              <BotaoLink para={caminhos.casos.solicitacoes}>Acompanhar a análise</BotaoLink>
            )
          }
        >
          <p>
            A cota {nomeDaCota(cota)} foi contemplada em {formatarData(cota.dataContemplacao)} e está em
            análise. Fique atento aos prazos: envie os documentos pedidos e acompanhe cada etapa para não
            perder o crédito.
          </p>
        </CartaoAviso>
      )}
      {posVenda && (
        <CartaoPosVenda
          fase={rotuloDaFase(posVenda.Fase__c)}
          rota={v.posVenda.rota && liberado(v.posVenda.rota) ? v.posVenda.rota : null}
        />
      )}
      {v.cartaoReativacao && liberado(caminhos.reativacao.reativar) && (
        <CartaoAviso
          id="cartao-reativacao"
          tom="marca"
          icone={<RotateCcw />}
          sobretitulo="Cota cancelada"
          titulo="Que tal reativar sua cota?"
          acoes={<BotaoLink para={caminhos.reativacao.reativar}>Quero reativar</BotaoLink>}
        >
          <p>
            A cota {nomeDaCota(cota)} ainda pode voltar a participar das assembleias. Fale com a gente para
            conhecer as condições de reativação.
          </p>
        </CartaoAviso>
      )}
    </>
  );
}

/**
 * The home's cards and notices of the case-check sequence (03 §4), for the selected quota: mandatory update,
 * cancelled-contemplated notice, 'do not lose it' warning, after-sales card and notification, reactivation.
 * Only cards whose target screen exists link somewhere.
 */
export function CartoesCasos() {
  const { data } = useVerificacaoCasos();
  if (!data) return null;
  return (
    <div className="flex flex-col gap-4 empty:hidden">
      <Cartoes dados={data} />
    </div>
  );
}
