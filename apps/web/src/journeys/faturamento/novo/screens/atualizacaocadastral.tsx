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
import { TelaNovo } from '../components/tela-novo';
import { caminhosFaturamentoNovo as c } from '../paths';

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

/**
 * /faturamentonovo/atualizacaocadastral (02 §2.4): the registration update inside the billing. The dealer and
 * the administrator reach the customer by these contacts, so they are checked here; a change is made on the
 * profile's own screens (e-mail/phone and address, each confirmed by SMS, 03 §4), which then come back here,
 * and "Continuar" goes on with the billing at the case's screen.
 */
export default function AtualizacaoCadastral() {
  const idCota = useSessao()?.idCotaPadrao;
  // The person's contacts, the same read as the profile's (GET /cotas/{id}/dados-cadastrais).
  const dados = useQuery({
    ...consulta(dadosCadastraisOperacoes.dadosCadastrais, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined,
  });
  const aqui = c.atualizacaoCadastral;
  return (
    <TelaNovo
      titulo="Confira seus dados de contato"
      descricao="Usamos estes contatos para falar com você sobre o faturamento. Altere o que estiver desatualizado."
      etapa={0}
      voltar={{ para: c.indice, rotulo: 'Voltar' }}
      acao={() => (
        <Button asChild>
          <Link to={c.indice}>
            Continuar
            <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
          </Link>
        </Button>
      )}
    >
      {() => {
        if (dados.isPending)
          return (
            <div className="flex flex-col gap-3" aria-busy="true" aria-label="Carregando seus dados…">
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          );
        const d = dados.data;
        const telefone = d?.telefones.find((t) => t.principal) ?? d?.telefones[0];
        const email = d?.emails.find((e) => e.principal) ?? d?.emails[0];
        const endereco = d?.enderecos.find((e) => e.principal) ?? d?.enderecos[0];
        const alterarContato = comVolta(ROTAS_PERFIL.emailTelefone, aqui);
        return (
          <ul className="flex flex-col divide-y divide-borda">
            <Contato
              icone={<Phone />}
              titulo="Telefone"
              valor={telefone ? mascaraTelefone(telefone.telefone) : 'Nenhum telefone cadastrado'}
              alterar={{ para: alterarContato, rotulo: 'Alterar telefone' }}
            />
            <Contato
              icone={<Mail />}
              titulo="E-mail"
              valor={email?.email ?? 'Nenhum e-mail cadastrado'}
              alterar={{ para: alterarContato, rotulo: 'Alterar e-mail' }}
            />
            <Contato
              icone={<MapPin />}
              titulo="Endereço"
              valor={
                endereco
                  ? `${endereco.endereco}, ${endereco.numeroEndereco}${endereco.complemento ? ` – ${endereco.complemento}` : ''} · ${endereco.bairro} · CEP ${endereco.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2')}`
                  : 'Nenhum endereço cadastrado'
              }
              alterar={{ para: comVolta(ROTAS_PERFIL.endereco, aqui), rotulo: 'Alterar endereço' }}
            />
          </ul>
        );
      }}
    </TelaNovo>
  );
}
