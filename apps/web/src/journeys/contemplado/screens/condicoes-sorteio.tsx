import { CalendarCheck, FileText, Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { PassoDoFluxo } from '../components/passo-do-fluxo';

function Condicao({ icone, titulo, children }: { icone: ReactNode; titulo: string; children: ReactNode }) {
  return (
    <li className="flex gap-3.5">
      <span
        className="grid size-10 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto [&_svg]:size-5"
        aria-hidden="true"
      >
        {icone}
      </span>
      <div>
        <p className="font-semibold text-tinta">{titulo}</p>
        <p className="mt-0.5 text-[0.9375rem] leading-relaxed text-tinta-suave">{children}</p>
      </div>
    </li>
  );
}

/** /contemplado/condicoes-sorteio (Conditions): what the draw's credit asks of the customer, with dates. */
export default function CondicoesSorteio() {
  return (
    <PassoDoFluxo
      etapa="Conditions"
      titulo="Condições da contemplação"
      descricao="Leia com atenção antes de seguir."
      rotuloContinuar="Li e quero continuar"
    >
      {(s) => (
        <ul className="flex flex-col gap-5">
          <Condicao icone={<CalendarCheck />} titulo="Prazo para os documentos">
            Envie os documentos até{' '}
            <span className="tabular font-semibold text-tinta">{s.prazoGarantia?.dataFormatada}</span>. Sem
            eles no prazo, a cota é descontemplada e volta a participar das assembleias.
          </Condicao>
          <Condicao icone={<Hourglass />} titulo="Análise em até 48 horas úteis">
            Depois do envio, a administradora analisa os documentos e o crédito em até 48 horas úteis.
          </Condicao>
          <Condicao icone={<FileText />} titulo="Crédito corrigido até o uso">
            O valor do crédito continua sendo corrigido até o pagamento do bem, e as parcelas seguem
            normalmente até o fim do plano.
          </Condicao>
        </ul>
      )}
    </PassoDoFluxo>
  );
}
