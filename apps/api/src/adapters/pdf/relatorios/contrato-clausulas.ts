/**
 * General clauses of the consortium adhesion contract (Lei nº 11.795/2008 and Banco Central rules), filled with
 * the quota's figures. Written for the customer's copy: plain, careful Portuguese that refers to the group's
 * regulation for every detail the wire does not carry, and invents no number it does not have.
 */
import { formatarMoeda, type InformacoesProposta } from '@portal/domain';
import { identificacaoCota, percentual } from './formato.ts';

export interface Clausula {
  titulo: string;
  itens: string[];
}

export function clausulasContrato(p: InformacoesProposta, modelo: string): Clausula[] {
  const { grupo, cota } = identificacaoCota(p.cota);
  const seguro =
    p.percentualSeguroVida > 0
      ? `O seguro de vida prestamista, contratado em favor do grupo, é cobrado mensalmente à razão de ${percentual(p.percentualSeguroVida)} sobre o saldo devedor.`
      : 'Não há seguro de vida contratado para esta cota; havendo contratação posterior, o prêmio será incluído na prestação.';
  return [
    {
      titulo: 'Do objeto',
      itens: [
        `Este contrato regula a participação do CONSORCIADO na cota ${cota} do grupo ${grupo}, administrado pela ADMINISTRADORA, cuja finalidade é propiciar aos integrantes do grupo, de forma isonômica, a aquisição de bem ou serviço (${p.cota.descricaoBem}) por meio de autofinanciamento, nos termos da Lei nº 11.795, de 8 de outubro de 2008, e da regulamentação do Banco Central do Brasil.`,
        `Integram este contrato a proposta de adesão nº ${p.numeroProposta} e o regulamento do grupo, modelo ${modelo}.`,
      ],
    },
    {
      titulo: 'Do grupo e do prazo',
      itens: [
        `O grupo tem prazo de duração de ${p.prazoGrupoMeses} meses e número de cotas previamente definido na sua constituição.`,
        'Os recursos do grupo são contabilizados separadamente do patrimônio da ADMINISTRADORA e destinam-se exclusivamente às finalidades previstas neste contrato e no regulamento.',
      ],
    },
    {
      titulo: 'Da contribuição mensal',
      itens: [
        'O CONSORCIADO obriga-se a pagar prestação mensal composta pela parcela destinada ao fundo comum, pela taxa de administração e pela parcela destinada ao fundo de reserva, acrescida do seguro quando contratado e das demais obrigações expressamente previstas no regulamento.',
        `O fundo comum corresponde ao valor do crédito dividido pelo prazo do grupo e destina-se à contemplação dos consorciados e à restituição aos excluídos. A taxa de administração, de ${percentual(p.percentualTaxaAdministracao)} do valor do crédito para todo o prazo, remunera a ADMINISTRADORA pela formação, organização e administração do grupo. O fundo de reserva, de ${percentual(p.percentualFundoReserva)} do valor do crédito, protege o grupo contra insuficiência de recursos, na forma do regulamento.`,
        seguro,
        `As prestações vencem no dia ${p.diaVencimento} de cada mês (forma de pagamento: ${p.formaPagamento}). A primeira prestação foi de ${formatarMoeda(p.valorPrimeiraParcela)}.`,
      ],
    },
    {
      titulo: 'Das assembleias',
      itens: [
        'A assembleia geral ordinária realiza-se na periodicidade prevista no regulamento para apreciar as contas prestadas pela ADMINISTRADORA e realizar as contemplações.',
        'A assembleia geral extraordinária é convocada pela ADMINISTRADORA, por iniciativa própria ou a pedido de consorciados, na forma do regulamento, para deliberar sobre os demais assuntos do grupo. Cada cota ativa corresponde a um voto.',
      ],
    },
    {
      titulo: 'Da contemplação',
      itens: [
        'A contemplação é a atribuição ao CONSORCIADO do crédito para a aquisição do bem ou serviço e ocorre, nas assembleias, por sorteio ou por lance, conforme os critérios objetivos do regulamento, desde que haja recursos suficientes no fundo comum.',
        'No lance, o CONSORCIADO oferece a antecipação de prestações com recursos próprios ou, quando o regulamento admitir, com parte do próprio crédito (lance embutido). Vence o maior lance, observados os critérios de desempate do regulamento; o lance vencedor deve ser pago no prazo informado, sob pena de cancelamento da contemplação.',
        'Concorrem à contemplação as cotas ativas que estejam em dia na data da assembleia e, apenas para fins de restituição, as cotas excluídas.',
      ],
    },
    {
      titulo: 'Da utilização do crédito e das garantias',
      itens: [
        'O crédito corresponde ao valor do bem ou serviço vigente na data da assembleia de contemplação e, enquanto não utilizado, permanece aplicado financeiramente, acrescido dos rendimentos líquidos do período.',
        'O crédito destina-se à aquisição de bem ou serviço compatível com o segmento do grupo, nos termos do regulamento, e é pago pela ADMINISTRADORA diretamente ao vendedor ou prestador.',
        'A liberação do crédito depende da análise cadastral do CONSORCIADO e da constituição de garantia suficiente para o saldo devedor, como a alienação fiduciária do bem adquirido, podendo ser exigidas garantias complementares na forma do regulamento.',
      ],
    },
    {
      titulo: 'Do reajuste',
      itens: [
        `O valor do crédito e, na mesma proporção, o das prestações são reajustados na forma e na periodicidade previstas no regulamento. As obrigações do CONSORCIADO são calculadas em percentual do valor do crédito, de modo que o reajuste preserva a proporção já paga. Crédito na adesão: ${formatarMoeda(p.valorCreditoAdesao)}; crédito atual: ${formatarMoeda(p.valorCreditoAtual)}.`,
      ],
    },
    {
      titulo: 'Do atraso no pagamento',
      itens: [
        'O atraso no pagamento de qualquer prestação sujeita o CONSORCIADO à multa de 2% (dois por cento) e a juros de mora de 1% (um por cento) ao mês, calculados pro rata die sobre o valor em atraso, sem prejuízo do reajuste da prestação.',
        'O atraso do CONSORCIADO contemplado autoriza a cobrança do saldo devedor e a execução das garantias prestadas, nos termos da lei.',
      ],
    },
    {
      titulo: 'Da exclusão',
      itens: [
        'O CONSORCIADO não contemplado que deixar de pagar prestações, na quantidade prevista no regulamento, ou que manifestar a desistência, poderá ser excluído do grupo, deixando de concorrer às contemplações para aquisição do bem.',
      ],
    },
    {
      titulo: 'Da restituição ao consorciado excluído',
      itens: [
        'O consorciado excluído tem direito à restituição da importância paga ao fundo comum, calculada com base no percentual amortizado do valor do bem ou serviço vigente na data da assembleia de contemplação, acrescida dos rendimentos da aplicação financeira, deduzidos os valores previstos no regulamento e na legislação.',
        'A restituição é paga quando a cota excluída for contemplada em sorteio, concorrendo com as cotas ativas, ou, não o sendo, no encerramento do grupo, nos prazos da regulamentação.',
      ],
    },
    {
      titulo: 'Da transferência da cota',
      itens: [
        'Os direitos e obrigações deste contrato podem ser transferidos a terceiro mediante prévia anuência da ADMINISTRADORA, após análise cadastral do cessionário, que assume todos os direitos e obrigações do CONSORCIADO perante o grupo. A transferência de cota contemplada depende também da substituição das garantias.',
      ],
    },
    {
      titulo: 'Da antecipação e do encerramento do grupo',
      itens: [
        'O CONSORCIADO pode antecipar o pagamento de prestações ou quitar o saldo devedor, calculado em percentual do valor do crédito vigente na data do pagamento.',
        'Realizada a última assembleia, a ADMINISTRADORA comunica aos consorciados os valores à sua disposição e encerra o grupo com a prestação de contas final, nos prazos da Lei nº 11.795/2008.',
      ],
    },
    {
      titulo: 'Das informações ao consorciado',
      itens: [
        'A ADMINISTRADORA disponibiliza ao CONSORCIADO, no Portal do Consorciado e nos canais de atendimento, demonstrativos, extratos, resultados das assembleias e as demais informações do grupo. Cabe ao CONSORCIADO manter atualizados os seus dados cadastrais.',
      ],
    },
    {
      titulo: 'Da proteção de dados pessoais',
      itens: [
        'A ADMINISTRADORA trata os dados pessoais do CONSORCIADO para executar este contrato, cumprir obrigações legais e regulatórias e prevenir fraudes, nos termos da Lei nº 13.709/2018 (Lei Geral de Proteção de Dados Pessoais), compartilhando-os apenas na medida necessária a essas finalidades, como com o Banco Central do Brasil, seguradoras e prestadores de serviço. O CONSORCIADO pode exercer os seus direitos de titular pelos canais de atendimento.',
      ],
    },
    {
      titulo: 'Do foro',
      itens: [
        'Fica eleito o foro do domicílio do CONSORCIADO para dirimir as questões decorrentes deste contrato.',
      ],
    },
  ];
}
