import {
  ANOS_CARENCIA_IMOVEL_COM_FGTS,
  ANOS_MINIMOS_ENTRE_AMORTIZACOES_FGTS,
  ANOS_MINIMOS_TRABALHO_FGTS,
  formatarMoeda,
  TETO_IMOVEL_FGTS_DEMAIS,
  TETO_IMOVEL_FGTS_MAIOR,
  TEXTO_FGTS_SEM_FATURAMENTO_ESPECIE,
  UFS_TETO_IMOVEL_FGTS_MAIOR,
} from '@portal/domain';
import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';

function listaDeUfs(ufs: readonly string[]): string {
  return ufs.length > 1 ? `${ufs.slice(0, -1).join(', ')} e ${ufs.at(-1)}` : (ufs[0] ?? '');
}

const PERGUNTAS = [
  {
    id: 'quem',
    pergunta: 'Quem pode usar o FGTS no lance?',
    resposta: `Quem tem pelo menos ${ANOS_MINIMOS_TRABALHO_FGTS} anos de trabalho com carteira assinada (somando todos os empregos), não tem financiamento ativo pelo Sistema Financeiro da Habitação e não tem outro imóvel residencial na cidade onde mora ou trabalha, nem nas vizinhas.`,
  },
  {
    id: 'para-que',
    pergunta: 'Para que o crédito pode ser usado?',
    resposta:
      'Para comprar um imóvel residencial pronto ou um terreno, construir ou reformar, sempre para a sua moradia, na cidade onde você mora ou trabalha.',
  },
  {
    id: 'teto',
    pergunta: 'Existe um valor máximo de imóvel?',
    resposta: `Sim: ${formatarMoeda(TETO_IMOVEL_FGTS_MAIOR)} em ${listaDeUfs(UFS_TETO_IMOVEL_FGTS_MAIOR)} e ${formatarMoeda(TETO_IMOVEL_FGTS_DEMAIS)} nos demais estados (valores de referência de 2016, que podem mudar).`,
  },
  {
    id: 'intervalo',
    pergunta: 'Posso usar o FGTS mais de uma vez?',
    resposta: `Sim, com pelo menos ${ANOS_MINIMOS_ENTRE_AMORTIZACOES_FGTS} anos entre um uso e outro para amortizar. Um imóvel em que o FGTS foi usado nos últimos ${ANOS_CARENCIA_IMOVEL_COM_FGTS} anos não pode recebê-lo de novo.`,
  },
  {
    id: 'especie',
    pergunta: 'Por que o FGTS impede receber o crédito em dinheiro?',
    resposta: TEXTO_FGTS_SEM_FATURAMENTO_ESPECIE,
  },
  {
    id: 'liberacao',
    pergunta: 'Quem libera o dinheiro do FGTS?',
    resposta:
      'A Caixa Econômica Federal, depois da contemplação, ao analisar os documentos do imóvel. A simulação desta tela é uma conferência prévia: ela não garante a liberação.',
  },
] as const;

/** The FGTS rules as questions and answers (Radix accordion: headings, buttons with aria-expanded, arrow keys). */
export function FaqFgts() {
  return (
    <section aria-labelledby="titulo-faq-fgts">
      <h3 id="titulo-faq-fgts" className="mb-2 text-[0.9375rem] font-semibold text-tinta">
        Regras do FGTS
      </h3>
      <Accordion.Root type="multiple" className="divide-y divide-borda/70 rounded-2xl ring-1 ring-borda/70">
        {PERGUNTAS.map((p) => (
          <Accordion.Item key={p.id} value={p.id}>
            <Accordion.Header asChild>
              <h4>
                <Accordion.Trigger className="group flex min-h-12 w-full items-center justify-between gap-3 px-4 py-3 text-left text-sm font-semibold text-tinta hover:bg-fundo/70">
                  {p.pergunta}
                  <ChevronDown
                    className="size-4 shrink-0 text-tinta-suave transition-transform group-data-[state=open]:rotate-180"
                    aria-hidden="true"
                  />
                </Accordion.Trigger>
              </h4>
            </Accordion.Header>
            <Accordion.Content className="px-4 pb-4 text-sm leading-relaxed text-tinta-suave">
              {p.resposta}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
