import { mascaraDinheiro, type RendaPatrimonioBody } from '@portal/domain';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ErrorState } from '@/components/error-state';
import { MaskedField } from '@/components/masked-field';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useToast } from '@/components/toast';
import { ApiError, MENSAGEM_ERRO_SISTEMA } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { useFluxoEmAndamento } from '@/lib/fluxo';
import { useSessao } from '@/lib/session';
import { useAlterarRendaPatrimonio, useDadosCadastrais } from '../use-dados-cadastrais';
import { caminhosPerfil } from '../paths';

/** The field's text from centavos ('' when not informed): the same mask the customer types in. */
const textoDe = (centavos: number | null | undefined) =>
  centavos ? mascaraDinheiro(String(centavos)).texto : '';

/** The wire value of a field: integer centavos, or null when left empty (03 §5 "Monthly income optional"). */
const centavosDe = (texto: string): number | null => (texto ? mascaraDinheiro(texto).centavos : null);

function Formulario({
  idCota,
  renda,
  patrimonio,
}: {
  idCota: number;
  renda: number | null;
  patrimonio: number | null;
}) {
  const [valorRenda, setValorRenda] = useState(() => textoDe(renda));
  const [valorPatrimonio, setValorPatrimonio] = useState(() => textoDe(patrimonio));
  const alterar = useAlterarRendaPatrimonio(idCota);
  const navigate = useNavigate();
  const toast = useToast();
  const mudou = centavosDe(valorRenda) !== renda || centavosDe(valorPatrimonio) !== patrimonio;
  useFluxoEmAndamento(mudou);

  const salvar = () => {
    const body: RendaPatrimonioBody = {
      valorRenda: centavosDe(valorRenda),
      valorPatrimonioTotal: centavosDe(valorPatrimonio),
    };
    alterar.mutate(body, {
      onSuccess: () => {
        toast({
          tom: 'sucesso',
          titulo: 'Patrimônio e renda atualizados.',
          descricao: 'A alteração vale para todas as suas cotas.',
        });
        void navigate(caminhosPerfil.perfil);
      },
    });
  };

  return (
    <Card className="sm:p-8">
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          salvar();
        }}
      >
        <MaskedField
          label="Renda mensal (opcional)"
          mascara={mascaraDinheiro}
          value={valorRenda}
          onValueChange={setValorRenda}
          inputMode="numeric"
          placeholder="R$ 0,00"
          hint="Sua renda bruta por mês, somando todas as fontes."
        />
        <MaskedField
          label="Patrimônio total (opcional)"
          mascara={mascaraDinheiro}
          value={valorPatrimonio}
          onValueChange={setValorPatrimonio}
          inputMode="numeric"
          placeholder="R$ 0,00"
          hint="Imóveis, veículos, aplicações e outros bens, descontadas as dívidas."
        />
        {alterar.error && (
          <Alert tone="perigo" role="alert">
            {alterar.error instanceof ApiError ? alterar.error.mensagem : MENSAGEM_ERRO_SISTEMA}
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={() => void navigate(caminhosPerfil.perfil)}>
            Cancelar
          </Button>
          <Button type="submit" size="lg" loading={alterar.isPending} disabled={!mudou}>
            Salvar
          </Button>
        </div>
      </form>
    </Card>
  );
}

/**
 * /perfil/patrimonio-renda (03 §2, §3): income (`valorRenda`) and total assets (`valorPatrimonioTotal`), both
 * optional, typed with the R$ mask (positive only) and sent as integer centavos (null when cleared). They
 * apply at once, to all the person's quotas, with no SMS token.
 */
export default function PatrimonioRenda() {
  useDocumentTitle('Patrimônio e renda');
  const idCota = useSessao()?.idCotaPadrao;
  const dados = useDadosCadastrais(idCota);
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        titulo="Patrimônio e renda"
        descricao="Essas informações ajudam a manter seu cadastro em dia e valem para todas as suas cotas."
        voltar={{ para: caminhosPerfil.perfil, rotulo: 'Meu perfil' }}
      />
      {dados.isPending || idCota === undefined ? (
        <CarregandoRegiao rotulo="Carregando seus dados…">
          <Skeleton className="h-80 rounded-2xl" />
        </CarregandoRegiao>
      ) : dados.isError ? (
        <ErrorState mensagem={dados.error.message} onRetry={() => void dados.refetch()} />
      ) : (
        <Formulario
          idCota={idCota}
          renda={dados.data.valorRenda}
          patrimonio={dados.data.valorPatrimonioTotal}
        />
      )}
      <p className="mt-4 flex items-start gap-2 text-sm text-tinta-suave">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Deixe um campo em branco se preferir não informar.
      </p>
    </div>
  );
}
