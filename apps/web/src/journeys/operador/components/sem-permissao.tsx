import { ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { useSessaoOperador } from '@/lib/sessao-operador';
import { caminhosOperador } from '../paths';
import { PAPEIS, useTituloOperador } from './aparencia';

/** A page the operator's role cannot use, opened by its address: said plainly, with the way back. */
export function SemPermissao({ oQue }: { oQue: string }) {
  useTituloOperador('Acesso restrito');
  const papel = useSessaoOperador()?.operador.papel;
  return (
    <>
      <PageHeader titulo="Acesso restrito" />
      <div className="rounded-2xl bg-superficie shadow-cartao ring-1 ring-borda/70">
        <EmptyState
          icon={<ShieldX />}
          titulo={`Seu perfil não permite ${oQue}.`}
          descricao={
            <>
              {papel ? `Você entrou como ${PAPEIS[papel].toLowerCase()}. ` : ''}
              Se precisar disso no seu trabalho, peça a um supervisor.
            </>
          }
          acao={
            <Link to={caminhosOperador.fila} className={buttonClasses({ size: 'sm' })}>
              Ir para a fila de casos
            </Link>
          }
        />
      </div>
    </>
  );
}
