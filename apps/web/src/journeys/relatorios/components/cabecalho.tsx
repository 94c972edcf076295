import { padCota, padGrupo } from '@portal/domain';
import { ArrowLeftRight } from 'lucide-react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';

/** 'Cota 001010/0023 · Automóvel até R$ 90 mil': which quota a document concerns, under the page title. */
export function DescricaoCota({
  cota,
  antes = 'Cota',
}: {
  cota: { grupo: number; cota: number; descricaoBem?: string } | null | undefined;
  antes?: string;
}) {
  if (!cota) return null;
  return (
    <>
      {antes}{' '}
      <span className="tabular font-semibold text-tinta">
        {padGrupo(cota.grupo)}/{padCota(cota.cota)}
      </span>
      {cota.descricaoBem ? ` · ${cota.descricaoBem}` : ''}
    </>
  );
}

export function BotaoTrocarCota() {
  return (
    <Button asChild variant="secondary" size="sm">
      <Link to={caminhos.cotas.lista}>
        <ArrowLeftRight className="size-4" aria-hidden="true" />
        Trocar cota
      </Link>
    </Button>
  );
}
