import {
  FASES_FOTOS_VISTORIA_DIGITAL,
  MENSAGENS_VISTORIA_DIGITAL,
  VALIDADE_LINK_VISTORIA_DIAS,
  faseEm,
  formatarData,
  formatarMoeda,
  mascaraTelefone,
  type SituacaoFaturamentoSeminovo,
  type TipoVistoria,
} from '@portal/domain';
import { Camera, Wrench } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CaixaDeMarcar } from '@/components/caixa-de-marcar';
import { Avancar, Texto } from '../partes';
import { ErroDaChamada } from '../components/erro';
import { FotosVistoria } from '../components/fotos-vistoria';
import { Taxas } from '../components/taxas';
import { Dados, TelaSeminovo } from '../components/tela-seminovo';
import { caminhoSeminovo, caminhosFaturamentoSeminovo as c } from '../paths';
import { useRascunhoSeminovo } from '../rascunho';
import { useAgendarVistoria } from '../use-faturamento-seminovo';

type Tipo = 'digital' | 'tecnica';
const ENUM: Record<Tipo, TipoVistoria> = { digital: 'VISTORIA_DIGITAL', tecnica: 'VISTORIA_TECNICA' };
const base = (t: Tipo) => (t === 'digital' ? 'vistoriadigital' : 'vistoriatecnica');

const TEXTOS = {
  digital: {
    titulo: 'Vistoria digital',
    descricao: 'Você mesmo fotografa o veículo pelo celular, seguindo as instruções.',
    icone: Camera,
    outra: 'Prefiro a vistoria técnica, com um vistoriador',
  },
  tecnica: {
    titulo: 'Vistoria técnica',
    descricao: 'Um vistoriador vai até o veículo no endereço, data e horário que você escolher.',
    icone: Wrench,
    outra: 'Prefiro a vistoria digital, pelo celular',
  },
} as const;

const REGRAS: Record<Tipo, string[]> = {
  digital: [
    `Enviamos por SMS um link, válido por ${VALIDADE_LINK_VISTORIA_DIAS} dias, para o celular do seu cadastro.`,
    'Fotografe o veículo de dia, em local aberto, com as fotos pedidas: frente, traseira, laterais, painel com a quilometragem, chassi e motor.',
    'O veículo precisa estar limpo e sem objetos que escondam as placas e o chassi.',
    'As fotos passam pela análise e o laudo sai em até 48 horas úteis.',
  ],
  tecnica: [
    'Escolha um endereço, data e horário com pelo menos 48 horas de antecedência.',
    'Um acompanhante precisa receber o vistoriador com o veículo e o documento (CRLV).',
    'O vistoriador confere o chassi, o motor, a quilometragem e o estado do veículo.',
    'Se o vistoriador não for recebido no dia marcado, uma nova vistoria é cobrada.',
  ],
};

/** The inspection's intro (02 §2.5 vistoriadigital, vistoriatecnica): what it is, its fee, the other type. */
function Intro({ tipo }: { tipo: Tipo }) {
  const t = TEXTOS[tipo];
  const Icone = t.icone;
  const outra: Tipo = tipo === 'digital' ? 'tecnica' : 'digital';
  return (
    <TelaSeminovo
      titulo={t.titulo}
      descricao={t.descricao}
      etapa={2}
      voltar={{ para: c.central, rotulo: 'Central' }}
      acao={() => <Avancar para={caminhoSeminovo(`${base(tipo)}/regras`)}>Continuar</Avancar>}
    >
      {(s) => (
        <>
          <div className="flex items-center gap-3">
            <span
              className="grid size-11 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto"
              aria-hidden="true"
            >
              <Icone className="size-5" />
            </span>
            <p className="font-semibold text-tinta">
              {s.dados.veiculo
                ? `${s.dados.veiculo.marca} ${s.dados.veiculo.modelo} ${s.dados.veiculo.ano}`
                : 'Seu veículo'}
            </p>
          </div>
          <Texto>
            A vistoria confirma o estado do veículo antes do pagamento. Ela custa{' '}
            {formatarMoeda(s.taxas.vistoria)}, descontados do crédito.
          </Texto>
          <Link to={caminhoSeminovo(base(outra))} className="font-semibold text-primaria-texto underline">
            {t.outra}
          </Link>
        </>
      )}
    </TelaSeminovo>
  );
}
export const IntroDigital = () => <Intro tipo="digital" />;
export const IntroTecnica = () => <Intro tipo="tecnica" />;

/** The inspection's rules (…/regras). */
function Regras({ tipo }: { tipo: Tipo }) {
  return (
    <TelaSeminovo
      titulo={`Regras da ${TEXTOS[tipo].titulo.toLowerCase()}`}
      etapa={2}
      voltar={{ para: caminhoSeminovo(base(tipo)), rotulo: 'Voltar' }}
      acao={() => <Avancar para={caminhoSeminovo(`${base(tipo)}/termos`)}>Entendi</Avancar>}
    >
      {() => (
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-[0.9375rem] text-tinta">
          {REGRAS[tipo].map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ol>
      )}
    </TelaSeminovo>
  );
}
export const RegrasDigital = () => <Regras tipo="digital" />;
export const RegrasTecnica = () => <Regras tipo="tecnica" />;

/**
 * The inspection's terms (…/termos, 02 §5 "inspection consent"): accepted to go on. The digital one is asked
 * here, the fee shown before; the technical one goes on to its address and companion.
 */
function Termos({ tipo }: { tipo: Tipo }) {
  return (
    <TelaSeminovo
      titulo="Termos da vistoria"
      etapa={2}
      voltar={{ para: caminhoSeminovo(`${base(tipo)}/regras`), rotulo: 'Voltar' }}
    >
      {(s) => <Aceite tipo={tipo} s={s} />}
    </TelaSeminovo>
  );
}

function Aceite({ tipo, s }: { tipo: Tipo; s: SituacaoFaturamentoSeminovo }) {
  const { rascunho, guardar } = useRascunhoSeminovo(s.CaseNumber);
  const [aceito, setAceito] = useState(
    rascunho.vistoria?.tipo === ENUM[tipo] && Boolean(rascunho.vistoria.aceiteTermos),
  );
  const [erro, setErro] = useState(false);
  const navigate = useNavigate();
  const agendar = useAgendarVistoria();
  const seguir = () => {
    if (!aceito) return setErro(true);
    if (tipo === 'tecnica') {
      guardar({ vistoria: { ...rascunho.vistoria, tipo: ENUM[tipo], aceiteTermos: true } });
      return void navigate(caminhoSeminovo('vistoriatecnica/cep'));
    }
    agendar.mutate(
      { tipoVistoria: 'VISTORIA_DIGITAL', aceiteTermos: true },
      { onSuccess: (r) => void navigate(caminhoSeminovo(r.tela)) },
    );
  };
  return (
    <>
      <div className="max-h-64 overflow-y-auto rounded-2xl bg-fundo p-4 text-sm leading-relaxed text-tinta-suave">
        <p>
          Autorizo a administradora e a empresa de vistoria a examinar o veículo indicado, registrar fotos e
          os dados do laudo (chassi, motor, quilometragem e estado) e usá-los na análise do faturamento da
          minha cota.
        </p>
        <p className="mt-2">
          Estou ciente de que a taxa de vistoria de {formatarMoeda(s.taxas.vistoria)} é descontada do crédito,
          mesmo que o veículo seja recusado, e que uma nova vistoria, se o vistoriador não for recebido, custa{' '}
          {formatarMoeda(s.taxas.revistoria)}.
        </p>
      </div>
      <CaixaDeMarcar
        rotulo="Li e aceito os termos da vistoria"
        marcada={aceito}
        onChange={(m) => {
          setAceito(m);
          setErro(false);
        }}
      />
      {erro && (
        <Alert tone="perigo" role="alert">
          Aceite os termos da vistoria para continuar.
        </Alert>
      )}
      {tipo === 'digital' && <Taxas s={s} novaVistoria />}
      <ErroDaChamada erro={agendar.error} titulo="Não foi possível solicitar a vistoria" />
      <Button onClick={seguir} loading={agendar.isPending} className="sm:self-end">
        {tipo === 'digital' ? 'Solicitar vistoria digital' : 'Continuar'}
      </Button>
    </>
  );
}
export const TermosDigital = () => <Termos tipo="digital" />;
export const TermosTecnica = () => <Termos tipo="tecnica" />;

/** An instant as São Paulo reads it: '27/11/2026 às 14:05'. */
const instanteEmPalavras = (iso: string) => {
  const [data, hora] = new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  })
    .format(new Date(iso))
    .split(', ');
  return `${data} às ${hora}`;
};

/** Where the photos stand: to take (the link valid), expired, or with the inspector. */
function estadoDasFotos(s: SituacaoFaturamentoSeminovo) {
  const v = s.dados.vistoria;
  if (faseEm(s.Fase__c, [...FASES_FOTOS_VISTORIA_DIGITAL])) {
    const expirado = v?.linkExpiraEm ? Date.parse(v.linkExpiraEm) <= Date.now() : false;
    return expirado ? ('expirado' as const) : ('tirar' as const);
  }
  if (faseEm(s.Fase__c, ['LAUDO_RECEBIDO'])) return 'laudo' as const;
  // Moved on by the analyst before any photo (e.g. to a manual booking): no "photos received" to claim.
  return v?.fotosEnviadasEm ? ('enviadas' as const) : ('com-a-equipe' as const);
}

/**
 * /faturamentoseminovo/vistoriadigital/linkenviado, where the SMS link opens (ADR 0058): while the link is valid,
 * the holder photographs the vehicle here on the phone and sends the photos; then the inspector's analysis, or
 * the reason the inspector asked for new ones.
 */
export function LinkEnviado() {
  return (
    <TelaSeminovo
      titulo="Vistoria digital"
      descricao="Fotografe o veículo pelo celular, pelo link que enviamos por SMS."
      etapa={2}
      voltar={{ para: c.central, rotulo: 'Central' }}
    >
      {(s) => {
        const v = s.dados.vistoria;
        const estado = estadoDasFotos(s);
        return (
          <>
            {estado === 'tirar' && faseEm(s.Fase__c, ['ERRO_VISTORIA']) ? (
              <Alert tone="alerta" titulo="O vistoriador pediu novas fotos" role="alert">
                {s.respostaAnalista ?? 'Tire as fotos de novo, com boa luz.'}
              </Alert>
            ) : estado === 'tirar' ? (
              <Alert tone="sucesso" titulo="Enviamos o link por SMS" role="status">
                Para o celular do seu cadastro. Tire as fotos abaixo com o veículo à sua frente.
              </Alert>
            ) : estado === 'expirado' ? (
              <Alert tone="alerta" titulo="O link expirou" role="alert">
                {MENSAGENS_VISTORIA_DIGITAL.linkExpirado(v!.linkExpiraEm!)}
              </Alert>
            ) : (
              <Alert
                tone={estado === 'enviadas' ? 'sucesso' : 'info'}
                titulo={
                  estado === 'laudo'
                    ? 'Laudo recebido'
                    : estado === 'enviadas'
                      ? 'Fotos enviadas'
                      : 'Vistoria com a nossa equipe'
                }
                role="status"
              >
                {estado === 'laudo'
                  ? 'O laudo está em análise: avisaremos o resultado.'
                  : estado === 'enviadas'
                    ? `Recebemos as fotos em ${instanteEmPalavras(v!.fotosEnviadasEm!)}. O vistoriador analisa e avisamos o resultado.`
                    : 'Avisaremos o próximo passo da vistoria aqui no portal.'}
              </Alert>
            )}
            <Dados
              itens={[
                [
                  'Link válido até',
                  v?.linkExpiraEm ? instanteEmPalavras(v.linkExpiraEm).split(' às ')[0]! : '—',
                ],
                ['Taxa de vistoria', formatarMoeda(s.taxas.vistoria)],
                ['Crédito após as taxas', formatarMoeda(s.creditoAposTaxas)],
              ]}
            />
            {estado === 'tirar' && <FotosVistoria />}
          </>
        );
      }}
    </TelaSeminovo>
  );
}

/** 'YYYY-MM-DDTHH:mm' → '02/12/2026 às 10:00'. */
export const visitaEmPalavras = (horario: string) =>
  `${formatarData(horario.slice(0, 10))} às ${horario.slice(11, 16)}`;

/**
 * /faturamentoseminovo/vistoriatecnica/agendada (also after the report, 02 §4.6): the visit, the address, the
 * companion and the fees charged; the analyst's report moves the case on.
 */
export function Agendada() {
  return (
    <TelaSeminovo
      titulo="Vistoria técnica agendada"
      descricao="Receba o vistoriador no endereço, com o veículo e o documento."
      etapa={2}
      voltar={{ para: c.central, rotulo: 'Central' }}
    >
      {(s) => {
        const v = s.dados.vistoria;
        const e = v?.endereco;
        const laudo = faseEm(s.Fase__c, ['LAUDO_RECEBIDO']);
        return (
          <>
            <Alert
              tone={laudo ? 'info' : 'sucesso'}
              titulo={laudo ? 'Laudo recebido' : 'Vistoria agendada'}
              role="status"
            >
              {laudo ? (
                <>O laudo está em análise: avisaremos o resultado.</>
              ) : (
                <>{v?.horarioVisita ? visitaEmPalavras(v.horarioVisita) : 'Data a confirmar'}</>
              )}
            </Alert>
            <Dados
              itens={[
                ['Data e horário', v?.horarioVisita ? visitaEmPalavras(v.horarioVisita) : '—'],
                [
                  'Endereço',
                  e
                    ? `${e.logradouro}, ${e.numero}${e.complemento ? ` – ${e.complemento}` : ''} · ${e.bairro} · ${e.cidade}/${e.estado}`
                    : '—',
                ],
                [
                  'Acompanhante',
                  v?.acompanhante
                    ? `${v.acompanhante.nome} · ${mascaraTelefone(v.acompanhante.telefone)}`
                    : '—',
                ],
                ['Taxas cobradas', formatarMoeda(s.taxasCobradas.reduce((t, x) => t + x.valor, 0))],
              ]}
            />
            <Texto>
              Se o vistoriador não for recebido, a vistoria é reagendada e uma nova taxa de{' '}
              {formatarMoeda(s.taxas.revistoria)} é cobrada.
            </Texto>
          </>
        );
      }}
    </TelaSeminovo>
  );
}
