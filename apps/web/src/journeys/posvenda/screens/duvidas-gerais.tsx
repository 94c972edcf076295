import { CircleHelp } from 'lucide-react';
import { PassoDeLeitura, Sanfona } from '../components/tela';

/** /pos-venda/duvidas-gerais (step 12): general doubts. */
export default function DuvidasGerais() {
  return (
    <PassoDeLeitura passo="duvidas-gerais" titulo="Dúvidas frequentes" icone={CircleHelp}>
      <Sanfona
        itens={[
          {
            titulo: 'Onde pego meus boletos?',
            texto:
              'Na área de boletos do app, com a linha digitável e o PIX, além da forma de envio escolhida.',
          },
          {
            titulo: 'Como ofereço um lance?',
            texto: 'Pelo menu Lances do app, até a data limite informada para cada assembleia.',
          },
          {
            titulo: 'Posso transferir minha cota?',
            texto: 'Sim, enquanto ela não estiver contemplada e estiver em dia. A taxa é de 1% do crédito.',
          },
        ]}
      />
    </PassoDeLeitura>
  );
}
