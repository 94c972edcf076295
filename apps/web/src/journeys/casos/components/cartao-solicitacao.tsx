import {
  dataDoCasoEmSaoPaulo,
  formatarData,
  mapaErrosDocumentos,
  rotaDoCasoCadastral,
  rotuloDaFase,
  ROTULOS_PROBLEMA_DOCUMENTO,
  ROTULOS_TIPO_CASO,
  TIPOS_CASO,
  type Caso,
} from '@portal/domain';
import { ArrowRight, FileWarning, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { StatusCasoBadge } from '@/components/status-caso-badge';

/** One request of /requests: number, type, opening date, status and phase in words, reply and document problems. */
export function CartaoSolicitacao({ caso }: { caso: Caso }) {
  const tipo = ROTULOS_TIPO_CASO[caso.RecordTypeDeveloperName];
  const fase = rotuloDaFase(caso.Fase__c);
  const aberta = formatarData(dataDoCasoEmSaoPaulo(caso.CreatedDate));
  // 02 §4.9, 03 §4: the client-document error map only applies in 'Pendência Cliente'.
  const documentos = Object.entries(mapaErrosDocumentos(caso) ?? {});
  const idTitulo = `solicitacao-${caso.CaseNumber}`;
  // A registration update is followed on its profile screen (03 §2): what to send, the analysis, the outcome.
  const acompanhar =
    caso.RecordTypeDeveloperName === TIPOS_CASO.atualizacaoCadastral ? rotaDoCasoCadastral(caso) : null;

  return (
    <Card as="li" padding="none" aria-labelledby={idTitulo} className="overflow-hidden">
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h2 id={idTitulo} className="text-base font-semibold text-tinta sm:text-lg">
              {tipo}
            </h2>
            <p className="tabular mt-0.5 text-sm text-tinta-suave">
              Nº {caso.CaseNumber}
              {aberta && <> · Aberta em {aberta}</>}
            </p>
          </div>
          <StatusCasoBadge status={caso.Status} />
        </div>

        {caso.Description && (
          <p className="text-[0.9375rem] leading-relaxed text-tinta-suave">{caso.Description}</p>
        )}

        <div className="flex items-center gap-3 rounded-xl bg-fundo px-4 py-3">
          <span className="size-2.5 shrink-0 rounded-full bg-primaria" aria-hidden="true" />
          <p className="text-sm text-tinta-suave">
            Etapa atual: <span className="font-semibold text-tinta">{fase || 'Aguardando triagem'}</span>
          </p>
        </div>

        {caso.RespostaAnalista__c && (
          <div className="flex gap-3">
            <MessageSquareText className="mt-0.5 size-5 shrink-0 text-primaria-texto" aria-hidden="true" />
            <div className="min-w-0">
              <h3 className="text-sm font-semibold text-tinta">Resposta da nossa equipe</h3>
              <p className="mt-1 text-[0.9375rem] leading-relaxed text-tinta-suave">
                {caso.RespostaAnalista__c}
              </p>
            </div>
          </div>
        )}
      </div>

      {documentos.length > 0 && (
        <section
          aria-labelledby={`${idTitulo}-documentos`}
          className="border-t border-alerta/15 bg-alerta-fundo px-5 py-4 text-[#5c3800] sm:px-6"
        >
          <h3 id={`${idTitulo}-documentos`} className="flex items-center gap-2 text-sm font-semibold">
            <FileWarning className="size-5 text-alerta" aria-hidden="true" />
            Documentos com pendência
          </h3>
          <ul className="mt-3 flex flex-col gap-2">
            {documentos.map(([documento, problemas]) => (
              <li key={documento} className="flex flex-wrap items-center gap-2 text-[0.9375rem]">
                <span className="font-medium">{documento}</span>
                {problemas.map((p) => (
                  <Badge key={p} tone="alerta">
                    {ROTULOS_PROBLEMA_DOCUMENTO[p]}
                  </Badge>
                ))}
              </li>
            ))}
          </ul>
          {caso.ExpliqueMotivo__c && (
            <p className="mt-3 text-sm leading-relaxed">
              <span className="font-semibold">Motivo: </span>
              {caso.ExpliqueMotivo__c}
            </p>
          )}
        </section>
      )}

      {acompanhar && (
        <div className="border-t border-borda/70 px-5 py-3 sm:px-6">
          <Link
            to={acompanhar}
            aria-describedby={idTitulo}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-primaria-texto underline underline-offset-4"
          >
            Acompanhar a atualização cadastral
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      )}
    </Card>
  );
}
