import {
  formatarData,
  mascaraTelefone,
  mascararInscricao,
  padCota,
  padGrupo,
  ROTA_HOME,
} from '@portal/domain';
import { CircleHelp, Headset, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { CanaisAtendimento } from '@/components/canais-atendimento';
import { Card } from '@/components/card';
import { DescriptionList } from '@/components/description-list';
import { ErrorState } from '@/components/error-state';
import { IconeModal, Modal } from '@/components/modal';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useToast } from '@/components/toast';
import { consumirDestino } from '@/lib/destino';
import { rotaDeLogin } from '@/lib/dispositivo';
import { useDocumentTitle } from '@/lib/document-title';
import { useCanaisDeAtendimento } from '@/lib/canais-de-atendimento';
import { useCota } from '@/lib/cotas';
import { useSessao } from '@/lib/session';
import { useConfirmarDados } from '../use-confirmar-dados';
import { caminhosPerfil } from '../paths';

const NAO_INFORMADO = 'Não informado';

/** 'Algo está errado': the data is corrected with the partner's service, which confirms the customer's identity. */
function DialogoCorrigir({ open, onOpenChange }: { open: boolean; onOpenChange: (aberto: boolean) => void }) {
  const canais = useCanaisDeAtendimento();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Vamos corrigir seus dados"
      description="Por segurança, alterações cadastrais são feitas com a nossa central de atendimento, que confirma sua identidade antes de mudar qualquer informação."
      icon={
        <IconeModal>
          <Headset className="size-6" />
        </IconeModal>
      }
      footer={
        <Button className="sm:min-w-32" onClick={() => onOpenChange(false)}>
          Entendi
        </Button>
      }
    >
      <CanaisAtendimento
        telefone={canais.telefone}
        whatsapp={canais.whatsapp}
        email={canais.email}
        horario={canais.horario}
      />
    </Modal>
  );
}

/**
 * /confirmar-dados-cadastrais (03 §2): the registration data of the selected quota (GET /cotas/{id}), the
 * document partly hidden. Confirming (PATCH /core/dados-cadastrais/atualizar) clears the mandatory update.
 */
export default function ConfirmarDadosCadastrais() {
  useDocumentTitle('Confirmar dados cadastrais');
  const sessao = useSessao();
  const cota = useCota(sessao?.idCotaPadrao);
  const confirmar = useConfirmarDados(sessao?.idCotaPadrao);
  const [corrigir, setCorrigir] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();
  if (!sessao) return <Navigate to={rotaDeLogin()} replace />;

  const aoConfirmar = () =>
    confirmar.mutate(undefined, {
      onSuccess: () => {
        toast({ titulo: 'Dados confirmados', descricao: 'Obrigado! Seus dados cadastrais estão em dia.' });
        // Where the customer was going before being held here (spec §2 rule 5), else home.
        void navigate(consumirDestino() ?? ROTA_HOME, { replace: true });
      },
    });

  const d = cota.data?.dadosCadastrais;
  const empresa = d?.tipoPessoa === 'J';

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        titulo="Confirme seus dados"
        descricao={
          cota.data ? (
            <>
              Dados cadastrais da cota{' '}
              <span className="tabular font-semibold text-tinta">
                {padGrupo(cota.data.grupo)}/{padCota(cota.data.cota)}
              </span>
              . Confira cada informação antes de confirmar.
            </>
          ) : (
            'Confira cada informação antes de confirmar.'
          )
        }
        voltar={{ para: caminhosPerfil.atualizacaoObrigatoria, rotulo: 'Voltar' }}
      />
      {cota.isPending ? (
        <CarregandoRegiao rotulo="Carregando seus dados…">
          <Skeleton className="h-80 rounded-2xl" />
        </CarregandoRegiao>
      ) : cota.isError || !d ? (
        <ErrorState
          mensagem={cota.error?.message ?? 'Tente novamente em instantes.'}
          onRetry={() => void cota.refetch()}
        />
      ) : (
        <Card padding="none" className="overflow-hidden">
          <div className="p-5 sm:p-8">
            <h2 className="text-base font-semibold text-tinta">
              {empresa ? 'Dados da empresa' : 'Seus dados pessoais'}
            </h2>
            <DescriptionList
              className="mt-2"
              itens={[
                { termo: empresa ? 'Razão social' : 'Nome completo', descricao: d.nome },
                { termo: empresa ? 'CNPJ' : 'CPF', descricao: mascararInscricao(d.inscricaoNacional) },
                {
                  termo: empresa ? 'Data de fundação' : 'Data de nascimento',
                  descricao: formatarData(d.dataNascimentoFundacao) || NAO_INFORMADO,
                },
                {
                  termo: 'E-mail',
                  descricao: d.email ? <span className="break-all">{d.email}</span> : NAO_INFORMADO,
                },
                {
                  termo: 'Celular',
                  descricao: d.telefoneCelular ? mascaraTelefone(d.telefoneCelular) : NAO_INFORMADO,
                },
                {
                  termo: 'Telefone fixo',
                  descricao: d.telefoneFixo ? mascaraTelefone(d.telefoneFixo) : NAO_INFORMADO,
                },
              ]}
            />
          </div>
          <div className="flex flex-col gap-4 border-t border-borda/70 bg-fundo/60 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6 sm:px-8">
            <p className="flex items-start gap-2 text-sm text-tinta-suave">
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-sucesso" aria-hidden="true" />
              Ao confirmar, você declara que essas informações estão corretas.
            </p>
            <div className="flex shrink-0 flex-col-reverse gap-3 sm:flex-row">
              <Button
                variant="secondary"
                icon={<CircleHelp className="size-5" aria-hidden="true" />}
                onClick={() => setCorrigir(true)}
              >
                Algo está errado
              </Button>
              <Button loading={confirmar.isPending} onClick={aoConfirmar}>
                Confirmar meus dados
              </Button>
            </div>
          </div>
        </Card>
      )}
      <DialogoCorrigir open={corrigir} onOpenChange={setCorrigir} />
    </div>
  );
}
