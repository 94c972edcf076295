import { Gavel } from 'lucide-react';
import { PassoDeLeitura, Sanfona } from '../components/tela';

/** /pos-venda/tipos-lance (step 9): the bid types (03 §9: fixed 25 % and 50 %, embedded up to 25 %). */
export default function TiposLance() {
  return (
    <PassoDeLeitura
      passo="tipos-lance"
      titulo="Tipos de lance"
      descricao="O lance antecipa parcelas e aumenta as chances de contemplação."
      icone={Gavel}
    >
      <Sanfona
        itens={[
          {
            titulo: 'Lance livre',
            texto: 'Você oferece o percentual que quiser. Vence o maior lance da assembleia.',
          },
          {
            titulo: 'Lance fixo',
            texto:
              'Percentuais definidos pelo grupo: 25% ou 50% do crédito. Havendo empate, decide o sorteio.',
          },
          {
            titulo: 'Lance embutido',
            texto:
              'Você usa até 25% do próprio crédito para compor o lance, recebendo o restante se contemplado.',
          },
        ]}
      />
    </PassoDeLeitura>
  );
}
