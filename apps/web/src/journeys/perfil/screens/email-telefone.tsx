import { mascaraTelefone, TIPO_TELEFONE, type EmailCadastral, type TelefoneCadastral } from '@portal/domain';
import { Mail, Pencil, Phone, Plus, ShieldCheck, Smartphone, Star } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card, CardHeader } from '@/components/card';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useToast } from '@/components/toast';
import { ApiError, MENSAGEM_ERRO_SISTEMA } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { useSessao } from '@/lib/session';
import { iniciarAlteracao, type AlteracaoPendente } from '../alteracao-pendente';
import { DialogoEmail } from '../components/dialogo-email';
import { DialogoTelefone, nomeDoTipoTelefone } from '../components/dialogo-telefone';
import { useDadosCadastrais, useTornarPrincipal, type ItemPrincipal } from '../use-dados-cadastrais';
import { caminhosPerfil } from '../paths';
import { useVoltaDoFluxo } from '@/lib/volta-do-fluxo';

type Dialogo =
  | { tipo: 'email'; item: EmailCadastral | null }
  | { tipo: 'telefone'; item: TelefoneCadastral | null }
  | null;

/** One contact in a list: the value, its principal badge and what can be done with it. */
function ItemContato({
  icone,
  valor,
  detalhe,
  principal,
  acoes,
}: {
  icone: ReactNode;
  valor: string;
  detalhe?: string;
  principal: boolean;
  acoes: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="flex min-w-0 items-center gap-3">
        <span
          className="grid size-10 shrink-0 place-items-center rounded-xl bg-fundo text-tinta-suave [&_svg]:size-5"
          aria-hidden="true"
        >
          {icone}
        </span>
        <div className="min-w-0">
          <p className="tabular text-[0.9375rem] font-semibold [overflow-wrap:anywhere] text-tinta">
            {valor}
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-tinta-suave">
            {detalhe}
            {principal && (
              <Badge tone="marca" icon={<Star className="size-3" aria-hidden="true" />}>
                Principal
              </Badge>
            )}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-1 pl-9 sm:pl-0">{acoes}</div>
    </li>
  );
}

/**
 * /perfil/email-telefone (03 §2, §3): the person's e-mails and phones with their principal flags. Adding or
 * changing one goes through the SMS token (/perfil/token); making one principal applies at once. Everything
 * here applies to all the person's quotas.
 */
export default function EmailTelefone() {
  useDocumentTitle('E-mail e telefone');
  const idCota = useSessao()?.idCotaPadrao;
  const dados = useDadosCadastrais(idCota);
  const principal = useTornarPrincipal(idCota);
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const navigate = useNavigate();
  const toast = useToast();

  const volta = useVoltaDoFluxo();

  const confirmarPorSms = (alteracao: AlteracaoPendente) => {
    iniciarAlteracao(volta ? { ...alteracao, voltarPara: volta } : alteracao);
    setDialogo(null);
    void navigate(caminhosPerfil.token);
  };
  const tornarPrincipal = (item: ItemPrincipal, rotulo: string) =>
    principal.mutate(item, {
      onSuccess: () =>
        toast({
          tom: 'sucesso',
          titulo: `${rotulo} principal alterado.`,
          descricao: 'Vale para todas as suas cotas.',
        }),
      onError: (erro) =>
        toast({
          tom: 'erro',
          titulo: 'Não foi possível alterar.',
          descricao: erro instanceof ApiError ? erro.mensagem : MENSAGEM_ERRO_SISTEMA,
        }),
    });
  const emailPrincipal = (e: EmailCadastral) =>
    tornarPrincipal({ tipo: 'email', idEmail: e.idEmail, email: e.email }, 'E-mail');
  const telefonePrincipal = (t: TelefoneCadastral) => tornarPrincipal({ tipo: 'telefone', ...t }, 'Telefone');
  /** The entry whose "make principal" is on its way. */
  const emAndamento = principal.isPending ? principal.variables : undefined;
  const ocupado = (tipo: ItemPrincipal['tipo'], id: number) =>
    emAndamento?.tipo === tipo &&
    (emAndamento.tipo === 'email' ? emAndamento.idEmail : emAndamento.idTelefone) === id;

  return (
    <>
      <PageHeader
        titulo="E-mail e telefone"
        descricao="Seus contatos valem para todas as suas cotas. Para sua segurança, cada inclusão ou alteração é confirmada com um código por SMS."
        voltar={
          volta
            ? { para: volta, rotulo: 'Voltar ao faturamento' }
            : { para: caminhosPerfil.perfil, rotulo: 'Meu perfil' }
        }
      />
      {dados.isPending ? (
        <CarregandoRegiao rotulo="Carregando seus contatos…" className="grid max-w-3xl gap-6">
          <Skeleton className="h-64 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl" />
        </CarregandoRegiao>
      ) : dados.isError ? (
        <ErrorState mensagem={dados.error.message} onRetry={() => void dados.refetch()} />
      ) : (
        <div className="grid max-w-3xl gap-6">
          <Card as="section" aria-labelledby="titulo-emails">
            <CardHeader
              titulo={<span id="titulo-emails">E-mails</span>}
              acao={
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Plus className="size-4" aria-hidden="true" />}
                  onClick={() => setDialogo({ tipo: 'email', item: null })}
                >
                  Adicionar e-mail
                </Button>
              }
            />
            {dados.data.emails.length === 0 ? (
              <p className="text-[0.9375rem] text-tinta-suave">Nenhum e-mail cadastrado.</p>
            ) : (
              <ul className="divide-y divide-borda/70" aria-label="E-mails cadastrados">
                {dados.data.emails.map((e) => (
                  <ItemContato
                    key={e.idEmail}
                    icone={<Mail />}
                    valor={e.email}
                    principal={e.principal}
                    acoes={
                      <>
                        <Button
                          variant="ghost"
                          size="sm"
                          icon={<Pencil className="size-4" aria-hidden="true" />}
                          aria-label={`Editar o e-mail ${e.email}`}
                          onClick={() => setDialogo({ tipo: 'email', item: e })}
                        >
                          Editar
                        </Button>
                        {!e.principal && (
                          <Button
                            variant="ghost"
                            size="sm"
                            loading={ocupado('email', e.idEmail)}
                            aria-label={`Tornar principal o e-mail ${e.email}`}
                            onClick={() => emailPrincipal(e)}
                          >
                            Tornar principal
                          </Button>
                        )}
                      </>
                    }
                  />
                ))}
              </ul>
            )}
          </Card>

          <Card as="section" aria-labelledby="titulo-telefones">
            <CardHeader
              titulo={<span id="titulo-telefones">Telefones</span>}
              acao={
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Plus className="size-4" aria-hidden="true" />}
                  onClick={() => setDialogo({ tipo: 'telefone', item: null })}
                >
                  Adicionar telefone
                </Button>
              }
            />
            {dados.data.telefones.length === 0 ? (
              <p className="text-[0.9375rem] text-tinta-suave">Nenhum telefone cadastrado.</p>
            ) : (
              <ul className="divide-y divide-borda/70" aria-label="Telefones cadastrados">
                {dados.data.telefones.map((t) => {
                  const numero = mascaraTelefone(t.telefone);
                  return (
                    <ItemContato
                      key={t.idTelefone}
                      icone={t.idTipoTelefone === TIPO_TELEFONE.celular ? <Smartphone /> : <Phone />}
                      valor={numero}
                      detalhe={nomeDoTipoTelefone(t.idTipoTelefone)}
                      principal={t.principal}
                      acoes={
                        <>
                          <Button
                            variant="ghost"
                            size="sm"
                            icon={<Pencil className="size-4" aria-hidden="true" />}
                            aria-label={`Editar o telefone ${numero}`}
                            onClick={() => setDialogo({ tipo: 'telefone', item: t })}
                          >
                            Editar
                          </Button>
                          {!t.principal && (
                            <Button
                              variant="ghost"
                              size="sm"
                              loading={ocupado('telefone', t.idTelefone)}
                              aria-label={`Tornar principal o telefone ${numero}`}
                              onClick={() => telefonePrincipal(t)}
                            >
                              Tornar principal
                            </Button>
                          )}
                        </>
                      }
                    />
                  );
                })}
              </ul>
            )}
          </Card>
        </div>
      )}
      <p className="mt-6 flex items-start gap-2 text-sm text-tinta-suave">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-sucesso" aria-hidden="true" />
        Os códigos por SMS vão para o seu celular cadastrado. O código vale por 15 minutos.
      </p>
      {idCota !== undefined && (
        <>
          <DialogoEmail
            idCota={idCota}
            email={dialogo?.tipo === 'email' ? dialogo.item : null}
            outros={(dados.data?.emails ?? [])
              .filter((e) => dialogo?.tipo !== 'email' || e.idEmail !== dialogo.item?.idEmail)
              .map((e) => e.email)}
            open={dialogo?.tipo === 'email'}
            onOpenChange={(aberto) => !aberto && setDialogo(null)}
            onConfirmarPorSms={confirmarPorSms}
            onTornarPrincipal={emailPrincipal}
          />
          <DialogoTelefone
            idCota={idCota}
            telefone={dialogo?.tipo === 'telefone' ? dialogo.item : null}
            outros={(dados.data?.telefones ?? [])
              .filter((t) => dialogo?.tipo !== 'telefone' || t.idTelefone !== dialogo.item?.idTelefone)
              .map((t) => t.telefone)}
            open={dialogo?.tipo === 'telefone'}
            onOpenChange={(aberto) => !aberto && setDialogo(null)}
            onConfirmarPorSms={confirmarPorSms}
            onTornarPrincipal={telefonePrincipal}
          />
        </>
      )}
    </>
  );
}
