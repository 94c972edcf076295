import { estaCancelada, HORARIO_ATENDIMENTO } from '@portal/domain';
import { Building2, ChevronRight, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Alert } from '@/components/alert';
import { CanaisAtendimento } from '@/components/canais-atendimento';
import { Card } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { useDocumentTitle } from '@/lib/document-title';
import { useCanaisDeAtendimento } from '@/lib/canais-de-atendimento';
import { useCotas } from '@/lib/cotas';
import { useCaminhoLiberado } from '@/lib/sessao-da-rota';
import { useSessao } from '@/lib/session';
import { FormLigamos } from '../components/form-ligamos';
import { caminhosFiliais } from '../paths';

const LINK =
  'inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-primaria-texto hover:bg-primaria/8';

/** /customer-service: the partner's channels and hours, a call-back request and, for a cancelled quota, reactivation. */
export default function CustomerService() {
  useDocumentTitle('Atendimento');
  const sessao = useSessao();
  const canais = useCanaisDeAtendimento();
  const cotas = useCotas();
  const liberado = useCaminhoLiberado();
  const selecionada = cotas.data?.find((c) => c.idCota === sessao?.idCotaPadrao) ?? sessao?.cotaPadrao;
  const cancelada = selecionada ? estaCancelada(selecionada.situacaoCota) : false;

  return (
    <>
      <PageHeader titulo="Atendimento" descricao="Fale com a gente pelo canal que preferir." />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="flex flex-col gap-6">
          <Card as="section" aria-labelledby="titulo-canais">
            <h2 id="titulo-canais" className="mb-3 text-base font-semibold text-tinta">
              Central de atendimento
            </h2>
            {canais.carregando ? (
              <CarregandoRegiao rotulo="Carregando canais…" className="flex flex-col gap-3">
                <Skeleton className="h-11 w-56" />
                <Skeleton className="h-11 w-48" />
              </CarregandoRegiao>
            ) : (
              <CanaisAtendimento
                telefone={canais.telefone}
                whatsapp={canais.whatsapp}
                email={canais.email}
                horario={HORARIO_ATENDIMENTO}
              />
            )}
          </Card>
          {cancelada && liberado(caminhos.reativacao.reativar) && (
            <Alert
              tone="info"
              titulo="Sua cota está cancelada"
              acao={
                <Link to={caminhos.reativacao.reativar} className={LINK}>
                  <RotateCcw className="size-4" aria-hidden="true" />
                  Reativar
                </Link>
              }
            >
              Você pode pedir a reativação da cota e voltar a concorrer nas assembleias.
            </Alert>
          )}
          <Card as="section" aria-labelledby="titulo-presencial" padding="sm" className="sm:p-5">
            <h2 id="titulo-presencial" className="flex items-center gap-2 text-base font-semibold text-tinta">
              <Building2 className="size-5 text-primaria-texto" aria-hidden="true" />
              Atendimento presencial
            </h2>
            <p className="mt-1 text-sm text-tinta-suave">Endereços e horários das nossas filiais.</p>
            <Link to={caminhosFiliais.filiais} className={`-ml-3 mt-2 ${LINK}`}>
              Ver filiais
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          </Card>
        </div>
        <FormLigamos idCota={sessao?.idCotaPadrao} />
      </div>
    </>
  );
}
