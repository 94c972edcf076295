import { type SituacaoContemplacao } from '@portal/domain';
import { FileSignature, KeyRound, Receipt } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { Fatos, Texto } from '../components/fatos';
import { PassoDoFluxo } from '../components/passo-do-fluxo';
import { caminhoDaEtapa } from '../etapas';

type Item = NonNullable<SituacaoContemplacao['itemGarantia']>;

const ITENS: Record<Item, { titulo: string; icone: typeof Receipt; texto: string }> = {
  fgts: {
    titulo: 'Assinatura do termo do FGTS',
    icone: FileSignature,
    texto:
      'Parte do seu lance vem do FGTS. Para liberar esse valor, assine o termo de autorização de uso do FGTS que enviamos para o seu e-mail.',
  },
  chaves: {
    titulo: 'Assinatura do termo de troca de chaves',
    icone: KeyRound,
    texto:
      'Seu lance prevê a troca de chaves: o imóvel entra como garantia. Assine o termo de troca de chaves que enviamos para o seu e-mail.',
  },
  boleto: {
    titulo: 'Pagamento do boleto do lance',
    icone: Receipt,
    texto:
      'Seu lance tem uma parte a pagar com recursos próprios. Pague o boleto do lance para confirmar a contemplação.',
  },
};

function Garantia({ s, item }: { s: SituacaoContemplacao; item: Item }) {
  const { titulo, icone: Icone, texto } = ITENS[item];
  return (
    <>
      <div className="flex items-center gap-4">
        <span
          className="grid size-12 shrink-0 place-items-center rounded-2xl bg-primaria/10 text-primaria-texto"
          aria-hidden="true"
        >
          <Icone className="size-6" />
        </span>
        <h2 className="text-lg font-bold tracking-tight text-tinta">{titulo}</h2>
      </div>
      <Texto>{texto}</Texto>
      {s.prazoGarantia && (
        <Fatos itens={[{ termo: 'Prazo para concluir', valor: `até ${s.prazoGarantia.dataFormatada}` }]} />
      )}
      {item === 'boleto' && (
        <div>
          <Button asChild variant="secondary">
            <Link to={caminhos.boletos.lista}>Ver meus boletos</Link>
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * /contemplado/garantia/{item?} (Guarantee): the winning bid's guarantee item (FGTS, keys or the bid's boleto,
 * ADR 0028). The item is the server's; a link with another (or none) is corrected to it.
 */
export default function GarantiaDoLance() {
  const { item } = useParams();
  return (
    <PassoDoFluxo
      etapa="Guarantee"
      titulo="Garantia do lance"
      descricao="Falta um passo para confirmar o seu lance."
    >
      {(s) =>
        s.itemGarantia && item !== s.itemGarantia ? (
          <Navigate to={caminhoDaEtapa('Guarantee', s)} replace />
        ) : (
          s.itemGarantia && <Garantia s={s} item={s.itemGarantia} />
        )
      }
    </PassoDoFluxo>
  );
}
