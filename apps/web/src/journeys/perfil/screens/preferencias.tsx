import { WalletCards } from 'lucide-react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { buttonClasses } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { useCotas } from '@/lib/cotas';
import { useSessao } from '@/lib/session';
import { useUsuarioPreferencias } from '../use-preferencias';
import { EditarCota } from '../components/editar-cota';
import { FotoDoPerfil } from '../components/foto-do-perfil';
import { NotificacoesNoAparelho } from '../components/notificacoes-no-aparelho';
import { TamanhoDaLetra } from '../components/tamanho-da-letra';

/** /preferencias: font size, profile photo, push on this device, and each quota's nickname and photo. */
export default function Preferencias() {
  useDocumentTitle('Preferências');
  const sessao = useSessao();
  const preferencias = useUsuarioPreferencias();
  const cotas = useCotas();

  return (
    <>
      <PageHeader
        titulo="Preferências"
        descricao="Deixe o portal do seu jeito: tamanho da letra, sua foto, as notificações e como suas cotas aparecem."
      />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <TamanhoDaLetra idUsuario={preferencias.idUsuario} />
        {/* The photo and the device's notifications share the second column: both are short. */}
        <div className="grid gap-6">
          {preferencias.isPending ? (
            <CarregandoRegiao rotulo="Carregando sua foto…" className="rounded-2xl bg-superficie p-6">
              <Skeleton className="h-5 w-32" />
              <Skeleton className="mt-4 size-20 rounded-full" />
            </CarregandoRegiao>
          ) : (
            <FotoDoPerfil
              idUsuario={preferencias.idUsuario}
              nome={sessao?.usuario.nome ?? ''}
              fotoUrl={preferencias.data?.photo_url ?? null}
            />
          )}
          <NotificacoesNoAparelho bloqueadaNaConta={preferencias.data?.block_push_notification ?? false} />
        </div>
      </div>

      <section aria-labelledby="titulo-suas-cotas" className="mt-10">
        <h2 id="titulo-suas-cotas" className="text-lg font-bold text-tinta">
          Apelido e foto das cotas
        </h2>
        <p className="mt-1 text-[0.9375rem] text-tinta-suave">
          O apelido e a foto aparecem nos cartões das cotas, no início e em Minhas cotas.
        </p>
        <div className="mt-4">
          {cotas.isPending ? (
            <CarregandoRegiao rotulo="Carregando suas cotas…" className="grid gap-4 md:grid-cols-2">
              <Skeleton className="h-64 rounded-2xl" />
              <Skeleton className="h-64 rounded-2xl" />
            </CarregandoRegiao>
          ) : cotas.isError ? (
            <ErrorState mensagem={cotas.error.message} onRetry={() => void cotas.refetch()} />
          ) : cotas.data.length === 0 ? (
            <EmptyState
              nivel={3}
              icon={<WalletCards />}
              titulo="Você ainda não tem cotas"
              descricao="Quando você aderir a um grupo, poderá dar um apelido e uma foto a cada cota."
              acao={
                <Link to={caminhos.home.home} className={buttonClasses({ variant: 'secondary' })}>
                  Voltar ao início
                </Link>
              }
            />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {cotas.data.map((cota) => (
                <EditarCota key={cota.idCota} cota={cota} />
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
