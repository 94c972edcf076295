import {
  acessoOperacoes,
  formatarInscricao,
  mascaraTelefone,
  operadorOperacoes,
  padCota,
  padGrupo,
  situacaoLegivel,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, Mail, MessageSquare, MonitorSmartphone, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { ApiError } from '@/lib/api';
import { consulta } from '@/lib/operacoes';
import { META_OPERADOR } from '../chaves';
import { useParceiroDaUnidade } from '../use-parceiro-da-unidade';
import { formatarDataHora, useTituloOperador } from '../components/aparencia';
import { LinkTransparente } from '../components/link-transparente';
import type { ClienteOperador } from '../components/tipos';
import { caminhosOperador } from '../paths';
import { usePode } from '../use-pode';

function Secao({
  id,
  titulo,
  contagem,
  children,
}: {
  id: string;
  titulo: string;
  contagem?: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold tracking-tight text-tinta">
        {titulo}
        {contagem !== undefined && (
          <span className="tabular rounded-full bg-borda/70 px-2 py-0.5 text-xs font-semibold text-tinta-suave">
            {contagem}
          </span>
        )}
      </h2>
      {children}
    </section>
  );
}

function Cotas({ dados }: { dados: ClienteOperador }) {
  const { carregando, parceiroDaUnidade } = useParceiroDaUnidade();
  const podeLink = usePode(acessoOperacoes.emitirTransparente);
  return (
    <ul className="grid gap-4 xl:grid-cols-2" aria-label="Cotas do cliente">
      {dados.cotas.map((c) => {
        const rotulo = `${padGrupo(c.grupo)}/${padCota(c.cota)}`;
        const parceiro = parceiroDaUnidade(c.idUnidadeNegocio);
        return (
          <Card
            as="li"
            key={c.idCota}
            aria-labelledby={`cota-${c.idCota}`}
            className="flex flex-col gap-4 sm:p-5"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 id={`cota-${c.idCota}`} className="tabular text-base font-semibold text-tinta">
                  {rotulo}
                </h3>
                <p className="text-sm text-tinta-suave">{c.descricaoBem}</p>
              </div>
              <Badge tone={/CANCELAD/i.test(c.situacaoCota) ? 'perigo' : 'neutro'}>
                {situacaoLegivel(c.situacaoCota)}
              </Badge>
            </div>
            <p className="text-xs text-tinta-fraca">
              Versão {c.versao} · Unidade de negócio {c.idUnidadeNegocio}
              {parceiro && <> · {parceiro.name}</>}
            </p>
            {!podeLink ? null : carregando ? (
              <Skeleton className="h-11 w-64 rounded-full" />
            ) : (
              <LinkTransparente
                inscricao={dados.cliente.inscricaoNacional}
                idCota={c.idCota}
                rotuloCota={rotulo}
                parceiro={parceiro}
              />
            )}
          </Card>
        );
      })}
    </ul>
  );
}

function Sessoes({ sessoes }: { sessoes: ClienteOperador['sessoes'] }) {
  if (sessoes.length === 0)
    return (
      <Card>
        <p className="text-sm text-tinta-suave">Nenhuma sessão aberta.</p>
      </Card>
    );
  return (
    <ul
      aria-label="Sessões abertas"
      className="divide-y divide-borda/70 rounded-2xl bg-superficie shadow-cartao ring-1 ring-borda/70"
    >
      {sessoes.map((s, i) => (
        <li
          key={`${s.desde}-${i}`}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 text-sm sm:px-5"
        >
          <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-6">
            <p className="text-tinta-suave">
              Desde <span className="tabular font-semibold text-tinta">{formatarDataHora(s.desde)}</span>
            </p>
            <p className="text-tinta-suave">
              Último uso{' '}
              <span className="tabular font-semibold text-tinta">{formatarDataHora(s.ultimoUso)}</span>
            </p>
          </div>
          {s.transparente ? <Badge tone="info">Link transparente</Badge> : <Badge>Senha ou biometria</Badge>}
        </li>
      ))}
    </ul>
  );
}

function Mensagens({ mensagens }: { mensagens: ClienteOperador['mensagens'] }) {
  if (mensagens.length === 0)
    return (
      <Card>
        <p className="text-sm text-tinta-suave">Nenhuma mensagem enviada a este cliente.</p>
      </Card>
    );
  return (
    <ul className="flex flex-col gap-3" aria-label="Mensagens enviadas">
      {mensagens.map((m, i) => (
        <Card as="li" key={`${m.criadoEm}-${i}`} padding="sm">
          <details className="group">
            <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-lg">
              <Badge
                tone={m.canal === 'sms' ? 'alerta' : 'info'}
                icon={
                  m.canal === 'sms' ? (
                    <MessageSquare className="size-3.5" aria-hidden="true" />
                  ) : (
                    <Mail className="size-3.5" aria-hidden="true" />
                  )
                }
              >
                {m.canal === 'sms' ? 'SMS' : 'E-mail'}
              </Badge>
              <span className="min-w-0 flex-1 font-semibold text-tinta">{m.assunto || '(sem assunto)'}</span>
              <span className="tabular text-xs text-tinta-fraca">{formatarDataHora(m.criadoEm)}</span>
            </summary>
            <p className="mt-2 text-xs text-tinta-suave">Para: {m.para}</p>
            <p className="mt-2 rounded-xl bg-fundo p-3 text-sm leading-relaxed whitespace-pre-line text-tinta-suave">
              {m.texto}
            </p>
          </details>
        </Card>
      ))}
    </ul>
  );
}

/** /operador/clientes/:inscricao: the customer as support sees them, with a transparent-login link per quota. */
export default function ClienteOperadorTela() {
  const { inscricao = '' } = useParams();
  // Viewing is audited: each visit asks again.
  const cliente = useQuery({
    ...consulta(operadorOperacoes.cliente, { params: { inscricao } }),
    staleTime: 0,
    meta: META_OPERADOR,
  });
  useTituloOperador(cliente.data?.cliente.nome ?? 'Cliente');

  const voltar = (
    <Link
      to={caminhosOperador.fila}
      className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1 rounded-full pr-3 pl-1 text-sm font-semibold text-primaria-texto hover:bg-primaria/8"
    >
      <ChevronLeft className="size-5" aria-hidden="true" />
      Fila de casos
    </Link>
  );

  if (cliente.isPending)
    return (
      <CarregandoRegiao rotulo="Carregando o cliente…" className="flex flex-col gap-4">
        <Skeleton className="h-20 w-1/2 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </CarregandoRegiao>
    );
  if (cliente.isError) {
    const naoExiste = cliente.error instanceof ApiError && [400, 404].includes(cliente.error.status);
    return (
      <>
        {voltar}
        {naoExiste ? (
          <EmptyState
            icon={<UserX />}
            titulo="Cliente não encontrado"
            descricao="Não há cliente com esse CPF ou CNPJ."
          />
        ) : (
          <ErrorState mensagem={cliente.error.message} onRetry={() => void cliente.refetch()} />
        )}
      </>
    );
  }

  const { cliente: c, cotas, sessoes, mensagens } = cliente.data;
  return (
    <>
      <header className="mb-8">
        {voltar}
        <p className="text-sm font-semibold text-tinta-suave">
          {c.tipoPessoa === 'J' ? 'Pessoa jurídica' : 'Pessoa física'}
        </p>
        <h1 className="mt-0.5 text-2xl font-bold tracking-tight text-tinta sm:text-[1.75rem]">{c.nome}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-tinta-suave">
          <span className="tabular">
            {c.tipoPessoa === 'J' ? 'CNPJ' : 'CPF'} {formatarInscricao(c.inscricaoNacional)}
          </span>
          {c.email && <span className="break-all">{c.email}</span>}
          {c.telefoneCelular && <span className="tabular">{mascaraTelefone(c.telefoneCelular)}</span>}
          {c.senhaExpirada && <Badge tone="alerta">Senha expirada</Badge>}
        </div>
      </header>
      <div className="flex flex-col gap-10">
        <Secao id="titulo-cotas" titulo="Cotas" contagem={cotas.length}>
          <Cotas dados={cliente.data} />
        </Secao>
        <Secao id="titulo-sessoes" titulo="Sessões abertas" contagem={sessoes.length}>
          <p className="-mt-1 flex items-center gap-2 text-sm text-tinta-suave">
            <MonitorSmartphone className="size-4" aria-hidden="true" />
            Aparelhos e navegadores com sessão ativa no portal.
          </p>
          <Sessoes sessoes={sessoes} />
        </Secao>
        <Secao id="titulo-mensagens" titulo="Mensagens enviadas" contagem={mensagens.length}>
          <Mensagens mensagens={mensagens} />
        </Secao>
      </div>
    </>
  );
}
