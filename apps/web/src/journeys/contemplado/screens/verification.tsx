import { MENSAGEM_ERRO_CRIVO, dataIsoParaBr, type SituacaoContemplacao } from '@portal/domain';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { PassoDoFluxo } from '../components/passo-do-fluxo';

type Tom = 'ok' | 'atencao' | 'problema';

function Verificacao({ tom, titulo, detalhe }: { tom: Tom; titulo: string; detalhe: string }) {
  const Icone = tom === 'ok' ? CircleCheck : tom === 'atencao' ? TriangleAlert : CircleAlert;
  return (
    <li className="flex gap-3">
      <Icone
        aria-hidden="true"
        className={clsx(
          'mt-0.5 size-5 shrink-0',
          tom === 'ok' ? 'text-sucesso' : tom === 'atencao' ? 'text-alerta' : 'text-perigo',
        )}
      />
      <div>
        <p className="font-semibold text-tinta">{titulo}</p>
        <p className="mt-0.5 text-[0.9375rem] leading-relaxed text-tinta-suave">{detalhe}</p>
      </div>
    </li>
  );
}

function verificacaoDoCpf(s: SituacaoContemplacao) {
  if (s.restricaoCpf === 'restrito')
    return {
      tom: 'problema' as const,
      titulo: 'Restrição no CPF',
      detalhe: 'A consulta de crédito encontrou uma restrição. Na próxima etapa explicamos o que fazer.',
    };
  if (s.restricaoCpf === 'erro')
    return { tom: 'atencao' as const, titulo: 'Consulta de CPF não concluída', detalhe: MENSAGEM_ERRO_CRIVO };
  return {
    tom: 'ok' as const,
    titulo: 'CPF sem restrição',
    detalhe: 'A consulta de crédito não encontrou pendências.',
  };
}

/** /contemplado/verification (VerificationResults): what the administrator checked before the documents. */
export default function Verification() {
  return (
    <PassoDoFluxo
      etapa="VerificationResults"
      titulo="Resultado das verificações"
      descricao="Conferimos os dados da sua cota antes da análise de crédito."
    >
      {(s) => (
        <ul className="flex flex-col gap-5">
          <Verificacao
            tom="ok"
            titulo="Contemplação confirmada"
            detalhe={`Cota contemplada ${s.porSorteio ? 'por sorteio' : 'por lance'} em ${
              s.dataContemplacao ? dataIsoParaBr(s.dataContemplacao) : ''
            }.`}
          />
          <Verificacao {...verificacaoDoCpf(s)} />
          {s.prazoGarantia && (
            <Verificacao
              tom={s.prazoGarantia.vencido ? 'problema' : 'ok'}
              titulo={s.prazoGarantia.vencido ? 'Prazo dos documentos encerrado' : 'Dentro do prazo'}
              detalhe={`Os documentos precisam chegar até ${s.prazoGarantia.dataFormatada}.`}
            />
          )}
        </ul>
      )}
    </PassoDoFluxo>
  );
}
