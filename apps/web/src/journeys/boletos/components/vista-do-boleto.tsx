import { boletosOperacoes } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card } from '@/components/card';
import { ErrorState } from '@/components/error-state';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { consulta } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';
import { BoletoGerado } from './boleto-gerado';

/** A boleto reopened by its nosso número (address bar, history): loaded, then copy, PDF and e-mail. */
export function VistaDoBoleto({
  idCota,
  nossoNumero,
  titulo,
  aviso,
  focarAoAbrir,
}: {
  idCota: number;
  nossoNumero: string;
  titulo?: string;
  aviso?: ReactNode;
  /** Right after generating it: focus moves to the boleto's heading, so it is read out. */
  focarAoAbrir?: boolean;
}) {
  const sessao = useSessao();
  const boleto = useQuery({
    ...consulta(boletosOperacoes.boleto, { params: { id: idCota, ticket: nossoNumero } }),
    enabled: Boolean(nossoNumero),
  });
  if (boleto.isPending)
    return (
      <CarregandoRegiao rotulo="Carregando o boleto…">
        <Card className="flex flex-col gap-4">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-24" />
          <Skeleton className="h-16" />
        </Card>
      </CarregandoRegiao>
    );
  if (boleto.error)
    return (
      <Card>
        <ErrorState mensagem={boleto.error.message} onRetry={() => void boleto.refetch()} />
      </Card>
    );
  return (
    <BoletoGerado
      boleto={boleto.data}
      idCota={idCota}
      titulo={titulo}
      aviso={aviso}
      focarAoAbrir={focarAoAbrir}
      destinatario={{ nome: sessao?.usuario.nome ?? '', email: sessao?.usuario.email ?? '' }}
    />
  );
}
