import { formatarData, formatarMoeda } from '@portal/domain';
import { clsx } from 'clsx';
import { CheckCircle2, ChevronRight, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { Linha, TelaEspecie } from '../components/tela-especie';
import { caminhoDaTelaEspecie, caminhosFaturamentoEspecie as c } from '../paths';

/**
 * /faturamentoespecie/centralcontemplacao: the contemplation centre of the cash billing (02 §4.2): the credit,
 * the contemplation date and each step, done or to do, with the way to it.
 */
export default function CentralContemplacao() {
  return (
    <TelaEspecie titulo="Central da contemplação" descricao="Acompanhe cada etapa do seu crédito em espécie.">
      {(s) => {
        const passos = [
          { titulo: 'Termos aceitos', feito: s.passos.aceiteTermos, para: c.introducao },
          { titulo: 'Dados confirmados', feito: s.passos.identificacaoConfirmada, para: c.identificacao },
          { titulo: 'Conta informada', feito: s.passos.dadosBancarios, para: c.dadosbancarios },
          {
            titulo: 'Termo de autorização aceito',
            feito: s.passos.termoAutorizacao,
            para: c.termodeautorizacao,
          },
        ];
        return (
          <>
            <dl>
              <Linha rotulo="Contemplada em">{formatarData(s.dataContemplacao)}</Linha>
              <Linha rotulo="Valor previsto do crédito">{formatarMoeda(s.valorCredito)}</Linha>
              <Linha rotulo="Fase">{s.fase}</Linha>
            </dl>
            <ol className="flex flex-col gap-2" aria-label="Etapas">
              {passos.map((p) => (
                <li key={p.titulo}>
                  <Link
                    to={p.para}
                    className="flex min-h-12 items-center gap-3 rounded-xl px-2 hover:bg-primaria/5"
                  >
                    {p.feito ? (
                      <CheckCircle2 className="size-5 shrink-0 text-sucesso" aria-hidden="true" />
                    ) : (
                      <Circle className="size-5 shrink-0 text-tinta-suave" aria-hidden="true" />
                    )}
                    <span
                      className={clsx('flex-1', p.feito ? 'font-semibold text-tinta' : 'text-tinta-suave')}
                    >
                      {p.titulo}
                      <span className="sr-only">{p.feito ? ' (concluída)' : ' (pendente)'}</span>
                    </span>
                    <ChevronRight className="size-4 text-tinta-suave" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ol>
            {s.tela && s.tela !== 'centralcontemplacao' && (
              <Link
                to={caminhoDaTelaEspecie(s.tela)}
                className="font-semibold text-primaria-texto underline sm:self-end"
              >
                Continuar de onde parei
              </Link>
            )}
          </>
        );
      }}
    </TelaEspecie>
  );
}
