import {
  cidadePorCodigo,
  formatarCep,
  mascaraTelefone,
  mascararInscricao,
  rotaDoStatusCadastral,
  TIPO_TELEFONE,
  type Cadastro,
} from '@portal/domain';
import {
  ArrowRight,
  Building2,
  CalendarCheck,
  ChevronRight,
  FileText,
  IdCard,
  KeyRound,
  Mail,
  MapPin,
  Phone,
  ReceiptText,
  Send,
  ShieldCheck,
  Trash2,
  Type,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ErrorState } from '@/components/error-state';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { useSessao } from '@/lib/session';
import { EscolherFoto } from '../components/escolher-foto';
import { ParaOLogin } from '../components/para-o-login';
import { AvatarDoPerfil, useDefinirFoto } from '../components/foto-do-perfil';
import { useDadosCadastrais } from '../use-dados-cadastrais';
import { useUsuarioPreferencias } from '../use-preferencias';
import { caminhosPerfil } from '../paths';

const NAO_INFORMADO = 'Não informado';

/** A card of the hub: its icon and title, what is registered, and the link to change it. */
function Secao({
  id,
  icone,
  titulo,
  link,
  children,
}: {
  id: string;
  icone: ReactNode;
  titulo: string;
  link: { para: string; rotulo: string };
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id} padding="none" className="flex flex-col overflow-hidden">
      <div className="flex-1 p-5 sm:p-6">
        <div className="mb-3 flex items-center gap-3">
          <span
            className="grid size-10 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto [&_svg]:size-5"
            aria-hidden="true"
          >
            {icone}
          </span>
          <h2 id={id} className="text-base font-semibold text-tinta">
            {titulo}
          </h2>
        </div>
        {children}
      </div>
      <Link
        to={link.para}
        className="flex min-h-12 items-center justify-between gap-2 border-t border-borda/70 px-5 text-[0.9375rem] font-semibold text-primaria-texto hover:bg-primaria/6 sm:px-6"
      >
        {link.rotulo}
        <ChevronRight className="size-5" aria-hidden="true" />
      </Link>
    </Card>
  );
}

/** Label over value, the hub's summary rows. */
function Dado({ termo, children }: { termo: string; children: ReactNode }) {
  return (
    <div className="py-2">
      <dt className="text-sm text-tinta-suave">{termo}</dt>
      <dd className="mt-0.5 text-[0.9375rem] font-semibold break-words text-tinta">{children}</dd>
    </div>
  );
}

function resumoDoEndereco(e: Cadastro['enderecos'][number]) {
  const cidade = cidadePorCodigo(e.idCidade);
  return {
    linha1: [`${e.endereco}, ${e.numeroEndereco}`, e.complemento].filter(Boolean).join(' – '),
    linha2: [e.bairro, cidade && `${cidade.nome}/${cidade.uf}`].filter(Boolean).join(' · '),
    cep: formatarCep(e.cep),
  };
}

/** The registration change waiting for an analyst (03 §2): what changes and where to follow it. */
function AnaliseEmAndamento({ analise }: { analise: NonNullable<Cadastro['analise']> }) {
  const texto = (v: unknown) =>
    v === null || v === undefined || v === ''
      ? '—'
      : typeof v === 'boolean'
        ? v
          ? 'Sim'
          : 'Não'
        : String(v);
  return (
    <Alert
      tone="info"
      titulo="Atualização cadastral em análise"
      className="mb-6"
      acao={
        <Link
          to={rotaDoStatusCadastral(analise.Fase__c ?? analise.Status)}
          className="inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4"
        >
          Acompanhar
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      }
    >
      <p>
        Protocolo <span className="tabular font-semibold">{analise.CaseNumber}</span>
        {analise.Fase__c ? ` · ${analise.Fase__c}` : ` · ${analise.Status}`}. Enquanto isso, os dados abaixo
        continuam valendo.
      </p>
      <ul className="mt-2 flex flex-col gap-1">
        {analise.alteracoes.map((a) => (
          <li key={a.campo}>
            <span className="font-semibold">{a.rotulo}:</span> {texto(a.de)} → {texto(a.para)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * /perfil (03 §2): the person's photo, name, principal e-mail and phone, principal address, income and assets,
 * and the way to change each (e-mail/phone, address, wealth and income, password, font size). Data changes
 * apply to all the person's quotas. A registration change waiting for an analyst shows on top.
 */
/** 03 §2: /perfil opens without a login by the route table; a visitor without a session goes to the login. */
export default function PerfilDaRota() {
  return useSessao() ? <Perfil /> : <ParaOLogin />;
}

function Perfil() {
  useDocumentTitle('Meu perfil');
  const sessao = useSessao();
  const dados = useDadosCadastrais(sessao?.idCotaPadrao);
  const preferencias = useUsuarioPreferencias();
  const foto = useDefinirFoto(preferencias.idUsuario);
  const fotoUrl = preferencias.data?.photo_url ?? null;

  const d = dados.data;
  const nome =
    (d?.tipoPessoa === 'J' ? d.juridica?.razaoSocial : d?.fisica?.nomeCompleto) ?? sessao?.usuario.nome ?? '';
  const email = d?.emails.find((e) => e.principal) ?? d?.emails[0];
  const telefone = d?.telefones.find((t) => t.principal) ?? d?.telefones[0];
  const endereco = d?.enderecos.find((e) => e.principal) ?? d?.enderecos[0];
  const resumo = endereco && resumoDoEndereco(endereco);

  return (
    <>
      <PageHeader
        titulo="Meu perfil"
        descricao="Seus dados cadastrais valem para todas as suas cotas: uma alteração aqui chega a todas elas."
      />
      {dados.isPending ? (
        <CarregandoRegiao rotulo="Carregando seu perfil…" className="grid gap-6">
          <Skeleton className="h-36 rounded-2xl" />
          <div className="grid gap-6 md:grid-cols-2">
            <Skeleton className="h-56 rounded-2xl" />
            <Skeleton className="h-56 rounded-2xl" />
          </div>
        </CarregandoRegiao>
      ) : dados.isError ? (
        <ErrorState mensagem={dados.error.message} onRetry={() => void dados.refetch()} />
      ) : (
        <>
          {d?.analise && <AnaliseEmAndamento analise={d.analise} />}
          <Card className="mb-6 flex flex-wrap items-center gap-4 sm:gap-5 sm:p-6">
            <AvatarDoPerfil
              nome={nome}
              fotoUrl={fotoUrl}
              className="size-16 text-xl sm:size-24 sm:text-2xl"
            />
            <div className="min-w-0 flex-1">
              <p className="text-xl font-bold tracking-tight break-words text-tinta">{nome}</p>
              {sessao && (
                <p className="tabular mt-1 text-[0.9375rem] text-tinta-suave">
                  {d?.tipoPessoa === 'J' ? 'CNPJ' : 'CPF'}{' '}
                  {mascararInscricao(sessao.usuario.inscricaoNacional)}
                </p>
              )}
              {foto.erro && (
                <p role="alert" className="mt-2 text-sm font-medium text-perigo">
                  {foto.erro}
                </p>
              )}
            </div>
            <div className="flex w-full flex-wrap gap-2 sm:w-auto">
              <EscolherFoto
                rotulo={fotoUrl ? 'Trocar foto' : 'Adicionar foto'}
                carregando={foto.carregando}
                onEscolher={(arquivo) => void foto.definir(arquivo)}
                onRecusa={foto.setErro}
              />
              {fotoUrl && (
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<Trash2 className="size-5" aria-hidden="true" />}
                  onClick={() => void foto.definir(null)}
                >
                  Remover foto
                </Button>
              )}
            </div>
          </Card>

          <div className="grid gap-6 md:grid-cols-2">
            <Secao
              id="titulo-contato"
              icone={<Mail />}
              titulo="E-mail e telefone"
              link={{ para: caminhosPerfil.emailTelefone, rotulo: 'Alterar e-mail e telefone' }}
            >
              <dl>
                <Dado termo="E-mail principal">
                  {email ? <span className="break-all">{email.email}</span> : NAO_INFORMADO}
                </Dado>
                <Dado
                  termo={
                    telefone?.idTipoTelefone === TIPO_TELEFONE.celular
                      ? 'Celular principal'
                      : 'Telefone principal'
                  }
                >
                  {telefone ? (
                    <span className="tabular inline-flex items-center gap-1.5">
                      <Phone className="size-4 text-tinta-suave" aria-hidden="true" />
                      {mascaraTelefone(telefone.telefone)}
                    </span>
                  ) : (
                    NAO_INFORMADO
                  )}
                </Dado>
              </dl>
            </Secao>

            <Secao
              id="titulo-endereco"
              icone={<MapPin />}
              titulo="Endereço"
              link={{ para: caminhosPerfil.endereco, rotulo: 'Alterar endereço' }}
            >
              {resumo ? (
                <address className="not-italic">
                  <p className="text-[0.9375rem] font-semibold text-tinta">{resumo.linha1}</p>
                  <p className="mt-0.5 text-[0.9375rem] text-tinta-suave">{resumo.linha2}</p>
                  <p className="tabular mt-0.5 text-sm text-tinta-suave">CEP {resumo.cep}</p>
                </address>
              ) : (
                <p className="text-[0.9375rem] text-tinta-suave">Nenhum endereço cadastrado.</p>
              )}
            </Secao>

            <Secao
              id="titulo-patrimonio"
              icone={<Wallet />}
              titulo="Patrimônio e renda"
              link={{ para: caminhosPerfil.patrimonioRenda, rotulo: 'Alterar patrimônio e renda' }}
            >
              <dl className="grid grid-cols-2 gap-x-4">
                <Dado termo="Renda mensal">
                  {d?.valorRenda != null ? <Money centavos={d.valorRenda} /> : NAO_INFORMADO}
                </Dado>
                <Dado termo="Patrimônio total">
                  {d?.valorPatrimonioTotal != null ? (
                    <Money centavos={d.valorPatrimonioTotal} />
                  ) : (
                    NAO_INFORMADO
                  )}
                </Dado>
              </dl>
            </Secao>

            <Card as="section" aria-labelledby="titulo-acesso" padding="none" className="overflow-hidden">
              <div className="flex items-center gap-3 px-5 pt-5 pb-2 sm:px-6 sm:pt-6">
                <span
                  className="grid size-10 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto"
                  aria-hidden="true"
                >
                  <ShieldCheck className="size-5" />
                </span>
                <h2 id="titulo-acesso" className="text-base font-semibold text-tinta">
                  Acesso e preferências
                </h2>
              </div>
              <ul className="divide-y divide-borda/70">
                <li>
                  <LinkDoHub
                    para={caminhosPerfil.dadosPessoais}
                    icone={d?.tipoPessoa === 'J' ? <Building2 /> : <IdCard />}
                    titulo={d?.tipoPessoa === 'J' ? 'Dados da empresa' : 'Dados pessoais'}
                    descricao={
                      d?.tipoPessoa === 'J'
                        ? 'Razão social, atividade e dados da empresa.'
                        : 'Nome, documento, estado civil e profissão.'
                    }
                  />
                </li>
                <li>
                  <LinkDoHub
                    para={caminhosPerfil.senha}
                    icone={<KeyRound />}
                    titulo="Senha"
                    descricao="A mesma senha para todas as suas cotas."
                  />
                </li>
                <li>
                  <LinkDoHub
                    para={caminhosPerfil.preferencias}
                    icone={<Type />}
                    titulo="Tamanho da letra"
                    descricao="Deixe o texto do portal maior ou menor."
                  />
                </li>
              </ul>
            </Card>

            <Card as="section" aria-labelledby="titulo-documentos" padding="none" className="overflow-hidden">
              <div className="flex items-center gap-3 px-5 pt-5 pb-2 sm:px-6 sm:pt-6">
                <span
                  className="grid size-10 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto"
                  aria-hidden="true"
                >
                  <FileText className="size-5" />
                </span>
                <h2 id="titulo-documentos" className="text-base font-semibold text-tinta">
                  Documentos e envio
                </h2>
              </div>
              <ul className="divide-y divide-borda/70">
                {DOCUMENTOS_DO_PERFIL.map((item) => (
                  <li key={item.para}>
                    <LinkDoHub {...item} />
                  </li>
                ))}
              </ul>
            </Card>
          </div>
        </>
      )}
    </>
  );
}

const { doPerfil } = caminhos.relatorios;

/** 03 §2 "Documents under /perfil", and the quota's sending channels (03 §3 opt-in). */
const DOCUMENTOS_DO_PERFIL = [
  {
    para: doPerfil.contrato,
    icone: <FileText />,
    titulo: '2ª via do contrato',
    descricao: 'O contrato de adesão da cota, em PDF.',
  },
  {
    para: doPerfil.demonstrativo,
    icone: <ReceiptText />,
    titulo: 'Demonstrativo',
    descricao: 'Pagamentos e saldo da cota, mês a mês.',
  },
  {
    para: doPerfil.informeIr,
    icone: <Wallet />,
    titulo: 'Informe para o Imposto de Renda',
    descricao: 'O que declarar sobre a cota, por ano.',
  },
  {
    para: doPerfil.comprovanteAnual,
    icone: <CalendarCheck />,
    titulo: 'Comprovante anual de pagamentos',
    descricao: 'Tudo o que foi pago no ano.',
  },
  {
    para: caminhos.boletos.formaDeEnvio,
    icone: <Send />,
    titulo: 'Forma de envio do boleto',
    descricao: 'Por e-mail, pelos Correios ou os dois.',
  },
];

function LinkDoHub({
  para,
  icone,
  titulo,
  descricao,
}: {
  para: string;
  icone: ReactNode;
  titulo: string;
  descricao: string;
}) {
  return (
    <Link to={para} className="flex min-h-16 items-center gap-3 px-5 py-3 hover:bg-primaria/6 sm:px-6">
      <span
        className="grid size-10 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto [&_svg]:size-5"
        aria-hidden="true"
      >
        {icone}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-[0.9375rem] font-semibold text-tinta">{titulo}</span>
        <span className="block text-sm text-tinta-suave">{descricao}</span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-tinta-suave" aria-hidden="true" />
    </Link>
  );
}
