import { padCota, padGrupo } from '@portal/domain';
import { ClipboardCheck, MessageSquareText, ShieldCheck, UserRoundPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { rotaDeLogin } from '@/lib/dispositivo';
import { useDocumentTitle } from '@/lib/document-title';
import { useSessao } from '@/lib/session';
import { useStatusCadastral } from '../use-status-cadastral';
import { caminhosPerfil } from '../paths';

function Item({ icone, children }: { icone: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span
        className="grid size-9 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto [&_svg]:size-[1.125rem]"
        aria-hidden="true"
      >
        {icone}
      </span>
      <p className="pt-1.5 text-[0.9375rem] leading-relaxed text-tinta-suave">{children}</p>
    </li>
  );
}

/**
 * /atualizacao-obrigatoria (03 §2, spec §2 rule 4): where a customer whose registration must be updated is
 * held. It says why, shows the analyst's reply when there is one and leads to the data to confirm.
 */
export default function AtualizacaoObrigatoria() {
  useDocumentTitle('Atualização cadastral');
  const sessao = useSessao();
  const status = useStatusCadastral(sessao?.idCotaPadrao);
  if (!sessao) return <Navigate to={rotaDeLogin()} replace />;

  const obrigatoria = status.data ? status.data.atualizacaoObrigatoria : sessao.atualizacaoObrigatoria;
  const resposta = status.data?.caso?.RespostaAnalista__c;
  const cota = sessao.cotaPadrao;

  return (
    <div className="mx-auto w-full max-w-2xl">
      <Card className="sm:p-10">
        <span
          className={
            obrigatoria
              ? 'mb-5 grid size-14 place-items-center rounded-2xl bg-alerta-fundo text-alerta'
              : 'mb-5 grid size-14 place-items-center rounded-2xl bg-sucesso-fundo text-sucesso'
          }
          aria-hidden="true"
        >
          {obrigatoria ? <UserRoundPen className="size-7" /> : <ShieldCheck className="size-7" />}
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-tinta sm:text-[1.75rem] sm:leading-tight">
          {obrigatoria ? 'Confirme seus dados cadastrais' : 'Seus dados cadastrais estão em dia'}
        </h1>
        <p className="mt-2 text-[0.9375rem] leading-relaxed text-tinta-suave">
          {obrigatoria ? (
            <>
              Para continuar usando o portal, precisamos que você confirme ou atualize seus dados cadastrais
              {cota && (
                <>
                  {' '}
                  da cota{' '}
                  <span className="tabular font-semibold text-tinta">
                    {padGrupo(cota.grupo)}/{padCota(cota.cota)}
                  </span>
                </>
              )}
              . É rápido e mantém sua conta protegida.
            </>
          ) : (
            'Não há nenhuma atualização obrigatória pendente. Se quiser, você pode revisar seus dados.'
          )}
        </p>

        {status.isPending ? (
          <CarregandoRegiao rotulo="Carregando…" className="mt-6">
            <Skeleton className="h-20 rounded-2xl" />
          </CarregandoRegiao>
        ) : (
          resposta && (
            <section
              aria-labelledby="titulo-resposta"
              className="mt-6 flex gap-3 rounded-2xl bg-info-fundo px-4 py-4 text-[#1e3a8a]"
            >
              <MessageSquareText className="mt-0.5 size-5 shrink-0 text-info" aria-hidden="true" />
              <div className="min-w-0">
                <h2 id="titulo-resposta" className="text-sm font-semibold">
                  Mensagem da nossa equipe
                </h2>
                <p className="mt-1 text-[0.9375rem] leading-relaxed">{resposta}</p>
              </div>
            </section>
          )
        )}

        {obrigatoria && (
          <ul className="mt-7 flex flex-col gap-4">
            <Item icone={<ClipboardCheck />}>Revise nome, documento, data, e-mail e telefones.</Item>
            <Item icone={<ShieldCheck />}>
              Se estiver tudo certo, confirme. Se algo estiver errado, mostramos como corrigir com a nossa
              central.
            </Item>
          </ul>
        )}

        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={caminhosPerfil.confirmarDados}>Revisar meus dados</Link>
          </Button>
          {!obrigatoria && (
            <Button asChild size="lg" variant="secondary">
              <Link to={caminhos.home.home}>Voltar ao início</Link>
            </Button>
          )}
        </div>
        {obrigatoria && (
          <p className="mt-5 text-sm text-tinta-fraca">
            Até lá, as demais áreas do portal ficam indisponíveis. A tela inicial continua acessível.
          </p>
        )}
      </Card>
    </div>
  );
}
