import { CircleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/button';
import { useDocumentTitle } from '@/lib/document-title';
import { caminhos } from './caminhos';
import { NaoEncontrada } from './nao-encontrada';

/** A screen failed to load or render: after a deploy, an old tab asks for code that no longer exists. */
function ehFalhaDeCarregamento(erro: unknown): boolean {
  return (
    erro instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(erro.message)
  );
}

/** The router's error boundary, in Portuguese. */
export function TelaDeErro() {
  const erro = useRouteError();
  useDocumentTitle('Algo deu errado');
  if (isRouteErrorResponse(erro) && erro.status === 404) return <NaoEncontrada />;
  const desatualizado = ehFalhaDeCarregamento(erro);
  if (!desatualizado) console.error(erro);

  return (
    <main className="grid min-h-dvh place-items-center px-6 py-12">
      <div className="flex max-w-md flex-col items-center text-center">
        <span
          className="grid size-16 place-items-center rounded-full bg-perigo-fundo text-perigo"
          aria-hidden="true"
        >
          <CircleAlert className="size-8" />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-tinta">Ops ;) Algo deu errado</h1>
        <p className="mt-3 leading-relaxed text-tinta-suave">
          {desatualizado
            ? 'O portal foi atualizado enquanto você navegava. Recarregue a página para continuar.'
            : 'Não conseguimos exibir esta página agora. Tente novamente em alguns instantes.'}
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button onClick={() => window.location.reload()}>Recarregar a página</Button>
          <Button variant="secondary" onClick={() => window.location.assign(caminhos.home.home)}>
            Ir para o início
          </Button>
        </div>
      </div>
    </main>
  );
}
