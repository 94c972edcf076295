import { Clock, KeyRound, Mail, MessageCircle, Phone } from 'lucide-react';
import { ROTA_HOME } from '@portal/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Card } from '@/components/card';
import { Logo } from '@/components/logo';
import { Skeleton } from '@/components/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { NOME_PADRAO, useParceiro } from '@/lib/parceiro';
import { primeiroNome } from '@/lib/nomes';
import { useSessao } from '@/lib/session';
import { useConteudo } from '../api/get-conteudo';
import { BotaoSair } from '../components/botao-sair';

function Canal({ icone, rotulo, children }: { icone: ReactNode; rotulo: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3.5 py-3.5">
      <span
        className="grid size-11 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto"
        aria-hidden="true"
      >
        {icone}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-tinta-suave">{rotulo}</p>
        <div className="font-semibold break-words text-tinta">{children}</div>
      </div>
    </li>
  );
}

const link = 'text-primaria-texto underline-offset-4 hover:underline';

/**
 * /alterarsenha/atual. The password-change API is not built yet, so instead of a form this explains the
 * expired password and lists the partner's service channels (GET /parceiros/{id}/conteudo).
 */
export default function Atual() {
  useDocumentTitle('Senha expirada');
  const parceiro = useParceiro();
  const nome = parceiro?.name ?? NOME_PADRAO;
  const sessao = useSessao();
  const nomeCliente = sessao?.usuario.nome;
  const conteudo = useConteudo(parceiro?.id);
  const atendimento = conteudo.data?.atendimento;
  const whatsapp = parceiro?.link_atendimento_whatsapp ?? parceiro?.whatsapp_url;

  // Until the password journey exists this screen only serves an expired password.
  if (sessao && !sessao.perfil.senhaExpirada) return <Navigate to={ROTA_HOME} replace />;

  return (
    <main className="flex flex-1 flex-col items-center px-4 py-8 sm:py-14">
      <div className="w-full max-w-lg">
        <div className="mb-6 flex items-center justify-between">
          <Logo src={parceiro?.logo_url} nome={nome} />
          <BotaoSair />
        </div>
        <Card className="sm:p-8">
          <span
            className="grid size-14 place-items-center rounded-2xl bg-alerta-fundo text-alerta"
            aria-hidden="true"
          >
            <KeyRound className="size-7" />
          </span>
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-tinta">Sua senha expirou</h1>
          <p className="mt-3 leading-relaxed text-tinta-suave">
            {nomeCliente ? `${primeiroNome(nomeCliente)}, por` : 'Por'} segurança, é preciso criar uma nova
            senha antes de continuar. A troca ainda não pode ser feita por aqui: fale com a nossa central de
            atendimento, que vai orientar você.
          </p>

          <h2 className="mt-8 text-base font-semibold text-tinta">Canais de atendimento</h2>
          {conteudo.isPending && parceiro ? (
            <div role="status" className="mt-3 flex flex-col gap-3">
              <span className="sr-only">Carregando canais de atendimento…</span>
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          ) : (
            <ul className="mt-1 divide-y divide-borda/70">
              {atendimento?.telefone && (
                <Canal icone={<Phone className="size-5" />} rotulo="Telefone">
                  <a className={link} href={`tel:${atendimento.telefone.replace(/[^\d+]/g, '')}`}>
                    {atendimento.telefone}
                  </a>
                </Canal>
              )}
              {whatsapp && (
                <Canal icone={<MessageCircle className="size-5" />} rotulo="WhatsApp">
                  <a className={link} href={whatsapp} target="_blank" rel="noreferrer">
                    Conversar pelo WhatsApp<span className="sr-only"> (abre em nova aba)</span>
                  </a>
                </Canal>
              )}
              {atendimento?.email && (
                <Canal icone={<Mail className="size-5" />} rotulo="E-mail">
                  <a className={link} href={`mailto:${atendimento.email}`}>
                    {atendimento.email}
                  </a>
                </Canal>
              )}
              <Canal icone={<Clock className="size-5" />} rotulo="Horário">
                {atendimento?.horario ?? 'Segunda a sexta, das 8h às 19h'}
              </Canal>
            </ul>
          )}
        </Card>
      </div>
    </main>
  );
}
