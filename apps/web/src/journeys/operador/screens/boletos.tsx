import { boletosOperacoes, buscaBoletosOperadorQuerySchema, type BoletoOperador } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Receipt, Search, SearchX } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { TextField } from '@/components/text-field';
import { consulta } from '@/lib/operacoes';
import { META_OPERADOR } from '../chaves';
import { useTituloOperador } from '../components/aparencia';
import { DialogoPagamento } from '../components/dialogo-pagamento';
import { focarBoleto, TabelaBoletos } from '../components/tabela-boletos';

function Busca({ inicial, onBuscar }: { inicial: string; onBuscar: (busca: string) => void }) {
  const [texto, setTexto] = useState(inicial);
  const [erro, setErro] = useState<string>();

  const buscar = (e: FormEvent) => {
    e.preventDefault();
    const lido = buscaBoletosOperadorQuerySchema.safeParse({ busca: texto });
    if (!lido.success) return setErro(lido.error.issues[0]?.message);
    setErro(undefined);
    onBuscar(lido.data.busca);
  };

  return (
    <form
      role="search"
      aria-label="Buscar boletos"
      noValidate
      onSubmit={buscar}
      className="flex flex-col gap-3 rounded-2xl bg-superficie p-4 shadow-cartao ring-1 ring-borda/70 sm:flex-row sm:items-start sm:p-5"
    >
      <TextField
        label="Nosso número, linha digitável ou CPF/CNPJ"
        type="search"
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        hint="Nosso número (17 dígitos), linha digitável ou código de barras, CPF ou CNPJ do cliente."
        error={erro}
        containerClassName="flex-1"
        compacto
        spellCheck={false}
        autoComplete="off"
        maxLength={60}
      />
      {/* Lined up with the input, below its label, whatever the error under it. */}
      <Button
        type="submit"
        size="sm"
        className="sm:mt-7"
        icon={<Search className="size-4" aria-hidden="true" />}
      >
        Buscar
      </Button>
    </form>
  );
}

function contagem(n: number): string {
  return n === 1 ? '1 boleto encontrado' : `${n} boletos encontrados`;
}

/**
 * /operador/boletos: finds boletos by nosso número, linha digitável or the customer's CPF/CNPJ (the search
 * lives in the URL) and settles an open one by hand when the bank's return did not bring its payment.
 */
export default function BoletosOperador() {
  useTituloOperador('Pagamentos');
  const [params, setParams] = useSearchParams();
  const busca = params.get('busca')?.trim() || undefined;
  // Nothing is asked before the analyst searches.
  const resultado = useQuery({
    ...consulta(boletosOperacoes.buscarOperador, { query: { busca: busca ?? '' } }),
    enabled: Boolean(busca),
    staleTime: 0,
    meta: META_OPERADOR,
  });
  const [emPagamento, setEmPagamento] = useState<BoletoOperador | null>(null);
  const [focar, setFocar] = useState<{ nossoNumero: string } | null>(null);

  // The dialog gives focus back to no one: it goes to the boleto's button, or to the boleto once it is paid.
  useEffect(() => {
    if (!focar) return;
    const t = window.setTimeout(() => focarBoleto(focar.nossoNumero));
    return () => window.clearTimeout(t);
  }, [focar]);

  const fechar = (nossoNumero: string) => {
    setEmPagamento(null);
    setFocar({ nossoNumero });
  };

  const boletos = resultado.data?.boletos ?? [];
  const anuncio = !busca || resultado.isPending ? '' : resultado.isError ? '' : contagem(boletos.length);

  return (
    <>
      <PageHeader
        titulo="Pagamentos"
        descricao="Encontre um boleto e registre o pagamento que não chegou pelo retorno bancário."
      />
      <Busca key={busca ?? ''} inicial={busca ?? ''} onBuscar={(b) => setParams({ busca: b })} />

      <p aria-live="polite" className="mt-6 mb-3 min-h-5 text-sm font-semibold text-tinta-suave">
        {anuncio}
      </p>
      {!busca ? (
        <Card>
          <EmptyState
            icon={<Receipt />}
            titulo="Busque um boleto"
            descricao="Pelo nosso número, pela linha digitável (com ou sem pontos) ou pelo CPF ou CNPJ do cliente. Cada boleto pago à mão fica registrado na auditoria."
          />
        </Card>
      ) : resultado.isPending ? (
        <CarregandoRegiao rotulo="Buscando boletos…" className="flex flex-col gap-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 rounded-2xl" />
          ))}
        </CarregandoRegiao>
      ) : resultado.isError ? (
        <ErrorState mensagem={resultado.error.message} onRetry={() => void resultado.refetch()} />
      ) : boletos.length === 0 ? (
        <Card>
          <EmptyState
            icon={<SearchX />}
            titulo="Nenhum boleto encontrado"
            descricao={`Nada encontrado para “${busca}”. Confira o número ou o documento e busque de novo.`}
          />
        </Card>
      ) : (
        <TabelaBoletos boletos={boletos} onRegistrar={setEmPagamento} />
      )}

      {emPagamento && (
        <DialogoPagamento
          key={emPagamento.nossoNumero}
          boleto={emPagamento}
          onFechar={() => fechar(emPagamento.nossoNumero)}
          onPago={(pago) => fechar(pago.nossoNumero)}
        />
      )}
    </>
  );
}
