import { formatarMoeda, padCota, padGrupo } from '@portal/domain';
import { FileText } from 'lucide-react';
import { DescriptionList } from '@/components/description-list';
import { useSessao } from '@/lib/session';
import { PassoDeLeitura, Texto } from '../components/tela';

/** /pos-venda/consorcio: the plan the customer bought (group, quota, credit, term). */
export default function Consorcio() {
  const cota = useSessao()?.cotaPadrao;
  return (
    <PassoDeLeitura
      passo="consorcio"
      titulo="O seu plano"
      descricao="Confira as informações principais do consórcio que você contratou."
      icone={FileText}
    >
      {cota && (
        <DescriptionList
          itens={[
            { termo: 'Grupo e cota', descricao: `${padGrupo(cota.grupo)}/${padCota(cota.cota)}` },
            { termo: 'Crédito', descricao: formatarMoeda(cota.valorBem) },
            { termo: 'Bem', descricao: cota.descricaoBem },
          ]}
        />
      )}
      <Texto>
        No consórcio, você paga parcelas mensais e concorre todo mês, nas assembleias, à contemplação: por
        sorteio ou por lance. Contemplado, você usa o crédito para comprar o bem.
      </Texto>
    </PassoDeLeitura>
  );
}
