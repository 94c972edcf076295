import { dadosCadastraisOperacoes, mascaraTelefone, ROTAS_PERFIL } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { consulta } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';
import { comVolta } from '@/lib/volta-do-fluxo';
import { TelaSeminovo } from '../components/tela-seminovo';
import { caminhoSeminovo } from '../paths';

type Passo = 'telefone' | 'email' | 'endereco' | 'resumo';
const ORDEM: Passo[] = ['telefone', 'email', 'endereco', 'resumo'];
const aqui = (p: Passo) => caminhoSeminovo(`atualizacaocadastral/${p}`);

/** The person's contacts, the same read as the profile's (GET /cotas/{id}/dados-cadastrais). */
function useContatos() {
  const idCota = useSessao()?.idCotaPadrao;
  const dados = useQuery({
    ...consulta(dadosCadastraisOperacoes.dadosCadastrais, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined,
  });
  const d = dados.data;
  const telefone = d?.telefones.find((t) => t.principal) ?? d?.telefones[0];
  const email = d?.emails.find((e) => e.principal) ?? d?.emails[0];
  const e = d?.enderecos.find((x) => x.principal) ?? d?.enderecos[0];
  return {
    carregando: dados.isPending,
    telefone: telefone ? mascaraTelefone(telefone.telefone) : 'Nenhum telefone cadastrado',
    email: email?.email ?? 'Nenhum e-mail cadastrado',
    endereco: e
      ? `${e.endereco}, ${e.numeroEndereco}${e.complemento ? ` – ${e.complemento}` : ''} · ${e.bairro} · CEP ${e.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2')}`
      : 'Nenhum endereço cadastrado',
  };
}

const DO_PASSO = {
  telefone: {
    titulo: 'Confira seu telefone',
    icone: <Phone />,
    rotulo: 'Telefone',
    alterar: 'Alterar telefone',
    perfil: ROTAS_PERFIL.emailTelefone,
  },
  email: {
    titulo: 'Confira seu e-mail',
    icone: <Mail />,
    rotulo: 'E-mail',
    alterar: 'Alterar e-mail',
    perfil: ROTAS_PERFIL.emailTelefone,
  },
  endereco: {
    titulo: 'Confira seu endereço',
    icone: <MapPin />,
    rotulo: 'Endereço',
    alterar: 'Alterar endereço',
    perfil: ROTAS_PERFIL.endereco,
  },
} as const;

function Contato({
  icone,
  titulo,
  valor,
  alterar,
}: {
  icone: ReactNode;
  titulo: string;
  valor: ReactNode;
  alterar: { para: string; rotulo: string };
}) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <span
          className="grid size-10 shrink-0 place-items-center rounded-xl bg-fundo text-tinta-suave [&_svg]:size-5"
          aria-hidden="true"
        >
          {icone}
        </span>
        <div className="min-w-0">
          <h2 className="text-sm text-tinta-suave">{titulo}</h2>
          <p className="text-[0.9375rem] font-semibold [overflow-wrap:anywhere] text-tinta">{valor}</p>
        </div>
      </div>
      <Button asChild variant="secondary" size="sm">
        <Link to={alterar.para}>{alterar.rotulo}</Link>
      </Button>
    </li>
  );
}

function Carregando() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true" aria-label="Carregando seus dados…">
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

/**
 * The registration update of the used-vehicle billing (02 §2.5 atualizacaocadastral/telefone, /email,
 * /endereco, /resumo): one contact per screen, changed on the profile's own screens (e-mail/phone and address,
 * each confirmed by SMS, 03 §4), which come back here; the summary goes on to the simulation.
 */
function Passo({ passo }: { passo: Passo }) {
  const contatos = useContatos();
  const i = ORDEM.indexOf(passo);
  const seguinte = ORDEM[i + 1];
  const anterior = ORDEM[i - 1];
  const voltar = anterior
    ? { para: aqui(anterior), rotulo: 'Voltar' }
    : { para: caminhoSeminovo('centralcontemplacao'), rotulo: 'Voltar' };
  const continuar = seguinte ? aqui(seguinte) : caminhoSeminovo('simulacao');
  const lista = passo === 'resumo' ? (['telefone', 'email', 'endereco'] as const) : [passo];
  return (
    <TelaSeminovo
      titulo={passo === 'resumo' ? 'Seus dados estão certos?' : DO_PASSO[passo].titulo}
      descricao="Usamos estes contatos para falar com você e com o vistoriador sobre o faturamento."
      etapa={0}
      voltar={voltar}
      acao={() => (
        <Button asChild>
          <Link to={continuar}>
            {passo === 'resumo' ? 'Confirmar e ir para a simulação' : 'Está correto'}
            <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
          </Link>
        </Button>
      )}
    >
      {() =>
        contatos.carregando ? (
          <Carregando />
        ) : (
          <ul className="flex flex-col divide-y divide-borda">
            {lista.map((p) => (
              <Contato
                key={p}
                icone={DO_PASSO[p].icone}
                titulo={DO_PASSO[p].rotulo}
                valor={contatos[p]}
                alterar={{ para: comVolta(DO_PASSO[p].perfil, aqui(passo)), rotulo: DO_PASSO[p].alterar }}
              />
            ))}
          </ul>
        )
      }
    </TelaSeminovo>
  );
}

export const Telefone = () => <Passo passo="telefone" />;
export const Email = () => <Passo passo="email" />;
export const Endereco = () => <Passo passo="endereco" />;
export const Resumo = () => <Passo passo="resumo" />;
