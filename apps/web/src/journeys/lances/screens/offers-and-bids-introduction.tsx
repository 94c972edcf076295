import {
  formatarData,
  formatarMoeda,
  PERCENTUAL_MAXIMO_EMBUTIDO,
  TEXTO_FGTS_SEM_FATURAMENTO_ESPECIE,
  valorDoPercentual,
} from '@portal/domain';
import { ArrowRight, CalendarClock, History, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Skeleton } from '@/components/skeleton';
import { useSessao } from '@/lib/session';
import {
  IlustracaoDesempate,
  IlustracaoEmbutido,
  IlustracaoFgts,
  IlustracaoLanceFixo,
  IlustracaoLanceLivre,
  IlustracaoLanceValor,
  IlustracaoPercentual,
  IlustracaoPrazo,
  IlustracaoReducao,
} from '../components/ilustracoes';
import { PaginaLances } from '../components/pagina-lances';
import { caminhosLances } from '../paths';
import { useRegrasLance } from '../use-regras-lance';

/** The examples use one round credit letter, so every figure can be checked by hand. */
const CARTA_EXEMPLO = 10_000_000;
const exemplo = (percentual: number) => formatarMoeda(valorDoPercentual(CARTA_EXEMPLO, percentual));

function Explicacao({
  titulo,
  ilustracao,
  children,
  destaque,
}: {
  titulo: string;
  ilustracao: ReactNode;
  children: ReactNode;
  destaque?: ReactNode;
}) {
  return (
    <Card as="article" padding="none" className="flex flex-col overflow-hidden">
      <div className="px-5 pt-5">{ilustracao}</div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-base font-semibold text-tinta">{titulo}</h3>
        <div className="flex flex-col gap-2 text-[0.9375rem] leading-relaxed text-tinta-suave">
          {children}
        </div>
        {destaque && <div className="mt-auto pt-2">{destaque}</div>}
      </div>
    </Card>
  );
}

function Exemplo({ children }: { children: ReactNode }) {
  return <p className="tabular rounded-xl bg-fundo px-3 py-2 text-sm text-tinta">{children}</p>;
}

function Secao({
  id,
  titulo,
  descricao,
  children,
}: {
  id: string;
  titulo: string;
  descricao: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div>
        <h2 id={id} className="text-lg font-bold tracking-tight text-tinta">
          {titulo}
        </h2>
        <p className="mt-0.5 text-[0.9375rem] text-tinta-suave">{descricao}</p>
      </div>
      {children}
    </section>
  );
}

/** The selected quota's next assembly and deadline, or why it cannot bid, next to the call to action. */
function SituacaoDaCota({ idCota }: { idCota: number }) {
  const regras = useRegrasLance(idCota);
  if (regras.isPending) return <Skeleton className="h-12 w-full max-w-md rounded-xl" />;
  const r = regras.data;
  if (!r) return null;
  if (!r.podeOfertar) {
    return (
      <p className="flex items-start gap-2 rounded-xl bg-alerta-fundo px-3.5 py-2.5 text-sm text-[#5c3800]">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {r.motivoImpedimento}
      </p>
    );
  }
  const a = r.proximaAssembleia;
  return a ? (
    <div className="flex flex-col gap-2">
      <p className="flex items-start gap-2 rounded-xl bg-primaria/8 px-3.5 py-2.5 text-sm text-tinta">
        <CalendarClock className="mt-0.5 size-4 shrink-0 text-primaria-texto" aria-hidden="true" />
        <span>
          Próxima assembleia em <strong className="tabular">{formatarData(a.dataSorteio)}</strong>: ofertas
          até <strong className="tabular">{formatarData(a.dataLimiteLance)}</strong>, às 23h59.
        </span>
      </p>
      {r.avisoElegibilidade && (
        <p className="flex items-start gap-2 rounded-xl bg-alerta-fundo px-3.5 py-2.5 text-sm text-[#5c3800]">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {r.avisoElegibilidade}
        </p>
      )}
    </div>
  ) : null;
}

/** /offers-and-bids-introduction: the bid types and rules in pictures and words, then the way to bid. */
export default function IntroducaoLances() {
  const idCota = useSessao()?.idCotaPadrao;
  return (
    <PaginaLances
      titulo="Como funcionam os lances"
      descricao="Entenda cada tipo de lance antes de ofertar. Leva dois minutos."
    >
      <div className="flex flex-col gap-10">
        <Card className="flex flex-col gap-5 bg-gradient-to-br from-superficie to-primaria/5 sm:p-8">
          <div className="max-w-2xl">
            <h2 className="text-xl font-bold tracking-tight text-tinta sm:text-2xl">
              Lance é a forma de antecipar a sua contemplação
            </h2>
            <p className="mt-2 text-[0.9375rem] leading-relaxed text-tinta-suave">
              Todo mês, na assembleia, o grupo contempla cotas por sorteio e por lance. No lance, você se
              propõe a pagar de uma vez parte do saldo da cota. Os lances são comparados pelo percentual do
              valor do bem: os maiores são contemplados, até o limite de contemplações e de recursos do grupo.
              Você só paga se for contemplado.
            </p>
          </div>
          {idCota !== undefined && <SituacaoDaCota idCota={idCota} />}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={caminhosLances.ofertar}>
                Ofertar lance
                <ArrowRight className="size-5" aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to={caminhosLances.historico}>
                <History className="size-5" aria-hidden="true" />
                Meus lances
              </Link>
            </Button>
          </div>
        </Card>

        <Secao
          id="titulo-tipos"
          titulo="Tipos de lance"
          descricao={`Nos exemplos, uma carta de crédito de ${formatarMoeda(CARTA_EXEMPLO)}.`}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Explicacao
              titulo="Lance livre"
              ilustracao={<IlustracaoLanceLivre />}
              destaque={<Exemplo>Ofertou 30%? O lance é de {exemplo(30)}.</Exemplo>}
            >
              <p>
                Você decide quanto oferecer, entre o mínimo e o máximo do grupo. Quanto maior o percentual,
                maior a chance de ser contemplado.
              </p>
            </Explicacao>
            <Explicacao
              titulo="Lance fixo (25% e 50%)"
              ilustracao={<IlustracaoLanceFixo />}
              destaque={
                <Exemplo>
                  25% = {exemplo(25)} · 50% = {exemplo(50)}
                </Exemplo>
              }
            >
              <p>
                O percentual já vem definido pelo grupo: 25% ou 50% do valor do bem. Você só escolhe qual. Com
                mais lances fixos que vagas, vale o desempate.
              </p>
            </Explicacao>
            <Explicacao
              titulo="Lance em valor"
              ilustracao={<IlustracaoLanceValor />}
              destaque={<Exemplo>Ofertou {exemplo(12)}? Isso é 12,0000% do bem.</Exemplo>}
            >
              <p>
                Você informa o lance em reais e nós calculamos o percentual do bem que ele representa, que é o
                que conta na assembleia.
              </p>
            </Explicacao>
            <Explicacao
              titulo="Lance por percentual"
              ilustracao={<IlustracaoPercentual />}
              destaque={<Exemplo>12,5000% = {exemplo(12.5)}</Exemplo>}
            >
              <p>
                Você informa o percentual do valor do bem, com até 4 casas decimais. Uma casa a mais pode ser
                o que separa o seu lance do próximo.
              </p>
            </Explicacao>
          </div>
        </Secao>

        <Secao
          id="titulo-composicao"
          titulo="Como pagar o lance"
          descricao="Além do dinheiro, o lance pode usar parte do crédito e, em imóveis, o FGTS."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Explicacao
              titulo="Lance embutido"
              ilustracao={<IlustracaoEmbutido />}
              destaque={
                <Exemplo>
                  Embutindo {exemplo(PERCENTUAL_MAXIMO_EMBUTIDO)}, você recebe{' '}
                  {formatarMoeda(
                    CARTA_EXEMPLO - valorDoPercentual(CARTA_EXEMPLO, PERCENTUAL_MAXIMO_EMBUTIDO),
                  )}{' '}
                  de crédito.
                </Exemplo>
              }
            >
              <p>
                Até {PERCENTUAL_MAXIMO_EMBUTIDO}% do crédito pode pagar parte do lance, sem sair do seu bolso.
                Se for contemplado, recebe o crédito já descontado desse valor. O embutido nunca passa do
                valor do lance.
              </p>
            </Explicacao>
            <Explicacao
              titulo="FGTS (só imóveis)"
              ilustracao={<IlustracaoFgts />}
              destaque={
                <p className="flex items-start gap-2 rounded-xl bg-alerta-fundo px-3 py-2 text-sm text-[#5c3800]">
                  <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {TEXTO_FGTS_SEM_FATURAMENTO_ESPECIE}
                </p>
              }
            >
              <p>
                Em cotas de imóvel, o saldo do FGTS pode compor o lance, para comprar, construir ou reformar a
                sua moradia. No lance, respondemos juntos às quatro perguntas que dizem se você pode usar.
              </p>
            </Explicacao>
          </div>
        </Secao>

        <Secao
          id="titulo-regras"
          titulo="Depois de contemplado, e as regras da assembleia"
          descricao="O que o lance reduz, até quando ofertar e quem vence um empate."
        >
          <div className="grid gap-4 lg:grid-cols-3">
            <Explicacao titulo="Reduzir o prazo ou a parcela" ilustracao={<IlustracaoReducao />}>
              <p>
                <strong className="text-tinta">Prazo:</strong> a parcela continua a mesma e o plano termina
                antes.
              </p>
              <p>
                <strong className="text-tinta">Valor Parcela:</strong> o lance é diluído nas parcelas que
                faltam, que ficam menores.
              </p>
            </Explicacao>
            <Explicacao titulo="Até quando ofertar" ilustracao={<IlustracaoPrazo />}>
              <p>
                Os lances valem até as 23h59 do dia anterior à assembleia (horário de Brasília). Até lá, você
                pode cancelar o lance ou ofertar outro, que substitui o anterior.
              </p>
            </Explicacao>
            <Explicacao titulo="Como é o desempate" ilustracao={<IlustracaoDesempate />}>
              <p>
                Com percentuais iguais, vence a cota mais próxima do número sorteado pela Loteria Federal; a
                igual distância, a de número menor.
              </p>
            </Explicacao>
          </div>
        </Secao>

        <Card className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-base font-semibold text-tinta">Pronto para ofertar?</h2>
            <p className="mt-0.5 text-[0.9375rem] text-tinta-suave">
              Você vê os lances vencedores do seu grupo e confere tudo antes de confirmar.
            </p>
          </div>
          <Button asChild>
            <Link to={caminhosLances.ofertar}>
              Ofertar lance
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
          </Button>
        </Card>
      </div>
    </PaginaLances>
  );
}
