import { agruparFiliais, filiaisOperacoes } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Building2, Headset } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { SelectField } from '@/components/select-field';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { consulta } from '@/lib/operacoes';
import { CartaoFilial } from '../components/cartao-filial';
import { caminhosFiliais } from '../paths';

const TODOS = '';

/** /affiliates: the partner's branches by state and city, narrowed to one state when the customer picks it. */
export default function Affiliates() {
  useDocumentTitle('Filiais');
  // Spec §8: a failure is shown, never an empty list. Branches change rarely.
  const filiais = useQuery({ ...consulta(filiaisOperacoes.listar), staleTime: 10 * 60_000 });
  const [uf, setUf] = useState(TODOS);
  const estados = agruparFiliais(filiais.data ?? []);
  const visiveis = uf === TODOS ? estados : estados.filter((e) => e.uf === uf);

  return (
    <>
      <PageHeader
        titulo="Filiais"
        descricao="Encontre uma filial perto de você para atendimento presencial."
        acoes={
          <Link
            to={caminhosFiliais.atendimento}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-primaria-texto hover:bg-primaria/8"
          >
            <Headset className="size-4" aria-hidden="true" />
            Central de atendimento
          </Link>
        }
      />
      {filiais.isPending ? (
        <CarregandoRegiao rotulo="Carregando filiais…" className="flex flex-col gap-3">
          <Skeleton className="h-12 w-full rounded-xl sm:w-72" />
          <Skeleton className="h-36 rounded-2xl" />
          <Skeleton className="h-36 rounded-2xl" />
        </CarregandoRegiao>
      ) : filiais.isError ? (
        <Card>
          <ErrorState
            titulo="Não foi possível carregar as filiais"
            mensagem={filiais.error.message}
            onRetry={() => void filiais.refetch()}
          />
        </Card>
      ) : estados.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Building2 />}
            titulo="Nenhuma filial cadastrada"
            descricao="Fale com a nossa central de atendimento por telefone ou WhatsApp."
          />
        </Card>
      ) : (
        <div className="flex flex-col gap-8">
          <SelectField
            label="Estado"
            vazio="Todos os estados"
            value={uf}
            onChange={(e) => setUf(e.target.value)}
            opcoes={estados.map((e) => ({ valor: e.uf, rotulo: `${e.estado} (${e.uf})` }))}
            containerClassName="sm:max-w-xs"
          />
          {visiveis.map((estado) => (
            <section key={estado.uf} aria-labelledby={`estado-${estado.uf}`}>
              <h2 id={`estado-${estado.uf}`} className="text-lg font-bold tracking-tight text-tinta">
                {estado.estado}
              </h2>
              {estado.cidades.map((cidade) => (
                <div key={cidade.cidade} className="mt-4">
                  <h3 className="mb-3 text-sm font-semibold tracking-wide text-tinta-suave uppercase">
                    {cidade.cidade}
                  </h3>
                  <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
                    {cidade.filiais.map((f) => (
                      <CartaoFilial key={f.id} filial={f} />
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ))}
        </div>
      )}
    </>
  );
}
