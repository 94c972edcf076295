import { Gift } from 'lucide-react';
import { PassoDeLeitura, Sanfona } from '../components/tela';

/** /pos-venda/beneficios-grupo (step 10): group benefits, the FGTS bid among them. */
export default function BeneficiosGrupo() {
  return (
    <PassoDeLeitura passo="beneficios-grupo" titulo="Benefícios do seu grupo" icone={Gift}>
      <Sanfona
        itens={[
          {
            titulo: 'Lance com FGTS',
            texto:
              'Em planos de imóvel, você pode usar o saldo do FGTS para dar lance ou quitar parcelas, nas regras da Caixa.',
          },
          { titulo: 'Sem juros', texto: 'Você paga taxa de administração e fundo de reserva, sem juros.' },
          {
            titulo: 'Poder de compra à vista',
            texto: 'Contemplado, você compra o bem à vista, com poder de negociação.',
          },
        ]}
      />
    </PassoDeLeitura>
  );
}
