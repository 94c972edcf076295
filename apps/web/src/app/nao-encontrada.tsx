import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { useDocumentTitle } from '@/lib/document-title';
import { caminhos } from './caminhos';

/** 404: a path no journey declares. */
export function NaoEncontrada() {
  useDocumentTitle('Página não encontrada');
  return (
    <main className="grid min-h-dvh place-items-center px-6 py-12">
      <div className="flex max-w-md flex-col items-center text-center">
        <span
          className="grid size-16 place-items-center rounded-full bg-primaria/10 text-primaria-texto"
          aria-hidden="true"
        >
          <Compass className="size-8" />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-wide text-primaria-texto uppercase">Erro 404</p>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-tinta">Página não encontrada</h1>
        <p className="mt-3 leading-relaxed text-tinta-suave">
          O endereço pode ter mudado ou não existe mais. Confira o link ou volte para o início.
        </p>
        <Link to={caminhos.home.home} className={buttonClasses({ className: 'mt-8' })}>
          Ir para o início
        </Link>
      </div>
    </main>
  );
}
