/**
 * The help centre's questions and answers, written once and signed with each partner's name and phone.
 * Answers follow the consortium law (Lei 11.795/2008) and the Banco Central rules without promising what
 * only a group's own contract decides: where the contract rules, the answer says so.
 */

export interface ParceiroDaAjuda {
  nome: string;
  telefone: string;
}

interface PerguntaDaAjuda {
  url: string;
  pergunta: string;
  /** Blank lines separate paragraphs. */
  resposta: string;
}

export interface CategoriaDaAjuda {
  url: string;
  titulo: string;
  descricao: string;
  /** A lucide icon name (the web maps it to a picture). */
  icone: string;
  perguntas: PerguntaDaAjuda[];
}

const HORARIO = 'de segunda a sexta, das 08h às 19h';

export function conteudoDaAjuda({ nome, telefone }: ParceiroDaAjuda): CategoriaDaAjuda[] {
  const central = `central de atendimento do ${nome} (${telefone}, ${HORARIO})`;
  return [
    {
      url: 'boletos-e-pagamentos',
      titulo: 'Boletos e pagamentos',
      descricao: '2ª via, PIX, atraso, composição da parcela e quitação.',
      icone: 'receipt',
      perguntas: [
        {
          url: 'como-emitir-a-segunda-via-do-boleto',
          pergunta: 'Como emito a 2ª via do boleto?',
          resposta: `No menu Boletos, escolha as parcelas que quer pagar e toque em Gerar boleto. O boleto sai com o código de barras, a linha digitável e um código PIX, e você pode copiar o código, baixar o PDF ou enviá-lo por e-mail.

Parcelas vencidas são emitidas com os encargos de atraso previstos no contrato e não podem ser pagas no mesmo boleto que parcelas em dia.`,
        },
        {
          url: 'posso-pagar-a-parcela-com-pix',
          pergunta: 'Posso pagar a parcela com PIX?',
          resposta: `Sim. Todo boleto gerado no portal traz um código PIX (copia e cola e QR Code) com o mesmo valor. Basta pagar pelo aplicativo do seu banco.

Pague apenas boletos gerados no portal ou enviados pelo ${nome}. Antes de confirmar, confira se o recebedor mostrado pelo banco é a administradora do seu consórcio.`,
        },
        {
          url: 'paguei-e-a-parcela-aparece-em-aberto',
          pergunta: 'Paguei o boleto, mas a parcela ainda aparece em aberto. O que faço?',
          resposta: `O pagamento por código de barras é compensado pelo banco em até 3 dias úteis; o PIX costuma ser confirmado no mesmo dia. Até lá, a parcela pode continuar aparecendo em aberto.

Se passou esse prazo, guarde o comprovante e fale com a ${central}. Não pague o mesmo boleto de novo.`,
        },
        {
          url: 'o-que-acontece-se-eu-atrasar-uma-parcela',
          pergunta: 'O que acontece se eu atrasar uma parcela?',
          resposta: `A parcela em atraso é cobrada com multa e juros, nos percentuais previstos no seu contrato. Enquanto houver parcela vencida, a cota fica inadimplente e não concorre aos sorteios nem pode ofertar lance.

Atrasos repetidos podem levar à exclusão da cota do grupo, conforme o contrato. Se estiver com dificuldade, procure a administradora antes de acumular parcelas: pode haver opções de renegociação.`,
        },
        {
          url: 'como-e-composta-a-parcela',
          pergunta: 'Como é composta a parcela do consórcio?',
          resposta: `A parcela soma o fundo comum (a parte que forma o crédito dos contemplados), a taxa de administração (a remuneração da administradora, dividida ao longo do plano), o fundo de reserva (uma proteção do grupo contra imprevistos) e, quando contratado, o seguro.

No menu Boletos você vê a composição de cada parcela, parte por parte.`,
        },
        {
          url: 'posso-pagar-parcelas-de-varias-cotas-juntas',
          pergunta: 'Posso pagar parcelas de várias cotas em um só boleto?',
          resposta: `Sim, desde que as parcelas estejam na mesma situação: parcelas em dia podem ser unificadas em um só boleto, e parcelas vencidas em outro. Ao gerar o boleto, o portal pergunta se você quer incluir as parcelas das suas outras cotas.`,
        },
        {
          url: 'por-que-o-valor-da-parcela-mudou',
          pergunta: 'Por que o valor da minha parcela mudou?',
          resposta: `No consórcio não há juros, mas o valor do crédito é atualizado, em geral uma vez por ano, pelo índice ou pela tabela de preços previstos no contrato. Como a parcela é uma porcentagem do crédito, ela acompanha essa atualização.

A parcela também muda quando você usa um lance para reduzir o valor das parcelas, ou quando o seguro é incluído ou retirado.`,
        },
        {
          url: 'posso-quitar-o-saldo-devedor',
          pergunta: 'Posso quitar o saldo devedor antecipadamente?',
          resposta: `Sim. Em Boletos, a opção de quitação mostra o saldo devedor atualizado e gera um boleto com vencimento no mesmo dia.

Quitar a cota antes de ser contemplado não antecipa a contemplação: a cota continua concorrendo aos sorteios até ser sorteada ou até o encerramento do grupo.`,
        },
      ],
    },
    {
      url: 'lances',
      titulo: 'Lances',
      descricao: 'Tipos de lance, prazo, lance embutido e como o vencedor é definido.',
      icone: 'gavel',
      perguntas: [
        {
          url: 'o-que-e-um-lance',
          pergunta: 'O que é um lance?',
          resposta: `O lance é uma oferta de antecipar parcelas para ser contemplado antes. Todo mês, além do sorteio, a assembleia contempla as maiores ofertas de lance, conforme os recursos do grupo.

Você só paga o lance se ele for vencedor. O valor pago abate o saldo devedor da cota.`,
        },
        {
          url: 'quais-tipos-de-lance-posso-ofertar',
          pergunta: 'Quais tipos de lance posso ofertar?',
          resposta: `Depende do regulamento do seu grupo. Os mais comuns são o lance livre, em que você escolhe o percentual ou o valor que quer ofertar, e o lance fixo, com um percentual definido pela administradora (por exemplo, 25% ou 50% do crédito).

No menu Ofertar lance você vê apenas as modalidades que o seu grupo aceita.`,
        },
        {
          url: 'o-que-e-lance-embutido',
          pergunta: 'O que é lance embutido?',
          resposta: `É usar parte do próprio crédito para compor o lance, em vez de pagar tudo com recursos seus. O limite é de até 25% do valor do crédito, conforme o regulamento do grupo.

Se o lance for vencedor, o valor embutido é descontado da carta de crédito: você recebe um crédito menor.`,
        },
        {
          url: 'ate-quando-posso-ofertar-um-lance',
          pergunta: 'Até quando posso ofertar um lance?',
          resposta: `As ofertas são aceitas até 1 dia antes da data da assembleia. Em Assembleias você vê a data da próxima assembleia e o prazo para ofertar.`,
        },
        {
          url: 'como-e-definido-o-lance-vencedor',
          pergunta: 'Como é definido o lance vencedor?',
          resposta: `Vencem as maiores ofertas, em percentual do crédito, até o limite de contemplações que os recursos do grupo permitem naquele mês. Em caso de empate, vale o critério de desempate do regulamento do grupo, normalmente baseado no resultado do sorteio.

O resultado fica disponível em Assembleias, com os números sorteados e os lances contemplados.`,
        },
        {
          url: 'se-meu-lance-nao-vencer-pago-alguma-coisa',
          pergunta: 'Se meu lance não vencer, pago alguma coisa?',
          resposta: `Não. O lance é só uma oferta: se não for contemplado, nada é cobrado e você pode ofertar de novo na próxima assembleia. No Histórico de lances você pode repetir uma oferta anterior.`,
        },
        {
          url: 'posso-cancelar-um-lance',
          pergunta: 'Posso cancelar um lance já ofertado?',
          resposta: `Sim, enquanto o prazo de ofertas estiver aberto. No Histórico de lances, escolha a oferta e toque em Cancelar. Depois do prazo, a oferta vale para a assembleia.`,
        },
        {
          url: 'o-lance-reduz-o-prazo-ou-a-parcela',
          pergunta: 'O lance vencedor reduz o prazo ou o valor da parcela?',
          resposta: `Você escolhe ao ofertar: abater no prazo (as últimas parcelas são quitadas e o plano termina antes) ou no valor das parcelas (o prazo continua o mesmo e as parcelas ficam menores). As opções disponíveis seguem o regulamento do grupo.`,
        },
      ],
    },
    {
      url: 'assembleias-e-sorteio',
      titulo: 'Assembleias e sorteio',
      descricao: 'Quando acontecem, como funciona o sorteio e onde ver o resultado.',
      icone: 'calendar-days',
      perguntas: [
        {
          url: 'o-que-e-a-assembleia',
          pergunta: 'O que é a assembleia do grupo?',
          resposta: `É a reunião mensal em que o grupo contempla os consorciados, por sorteio e por lance. A data de cada assembleia consta do calendário do grupo, em Assembleias.`,
        },
        {
          url: 'como-funciona-o-sorteio',
          pergunta: 'Como funciona o sorteio?',
          resposta: `O sorteio usa os números da Loteria Federal, convertidos em números de cota pela regra do regulamento do grupo. Assim, o resultado é público e qualquer pessoa pode conferi-lo.

Só concorrem cotas ativas e em dia. Cotas excluídas também participam, mas apenas para a devolução dos valores pagos.`,
        },
        {
          url: 'preciso-participar-da-assembleia',
          pergunta: 'Preciso participar da assembleia para ser contemplado?',
          resposta: `Não. Toda cota em dia concorre automaticamente ao sorteio, e os lances ofertados pelo portal dentro do prazo participam da apuração. Se quiser, acompanhe a assembleia ao vivo em Assembleias.`,
        },
        {
          url: 'como-sei-se-fui-contemplado',
          pergunta: 'Como sei se fui contemplado?',
          resposta: `O resultado de cada assembleia fica em Assembleias, com os números sorteados e os lances vencedores. Se a sua cota for contemplada, o ${nome} também avisa pelos seus contatos cadastrados e o aviso aparece na tela inicial do portal.`,
        },
        {
          url: 'quando-e-a-proxima-assembleia',
          pergunta: 'Quando é a próxima assembleia?',
          resposta: `Em Assembleias você vê a data da próxima assembleia do grupo da cota selecionada, o prazo para ofertar lance e o calendário das seguintes.`,
        },
      ],
    },
    {
      url: 'contemplacao',
      titulo: 'Contemplação',
      descricao: 'O que fazer depois de contemplado, análise de crédito e uso da carta.',
      icone: 'trophy',
      perguntas: [
        {
          url: 'o-que-e-contemplacao',
          pergunta: 'O que é contemplação?',
          resposta: `Contemplação é o momento em que a cota recebe o direito de usar o crédito para comprar o bem ou o serviço do plano. Ela acontece por sorteio ou por lance, nas assembleias do grupo, como prevê a Lei 11.795/2008.`,
        },
        {
          url: 'fui-contemplado-e-agora',
          pergunta: 'Fui contemplado. E agora?',
          resposta: `Envie os documentos pedidos no portal para a análise de crédito e escolha o bem que vai comprar. Com a análise aprovada e as garantias formalizadas, a administradora paga o bem diretamente ao vendedor.

Acompanhe cada etapa em Solicitações. Se a contemplação foi por lance, o pagamento do lance deve estar em dia.`,
        },
        {
          url: 'por-que-ha-analise-de-credito',
          pergunta: 'Por que há análise de crédito depois da contemplação?',
          resposta: `Depois de receber o crédito você continua pagando as parcelas ao grupo. A análise confere a capacidade de pagamento e as garantias, para proteger os demais consorciados.

O bem comprado costuma ficar como garantia: alienação fiduciária no caso de veículos e imóveis. A administradora pode pedir garantias complementares, conforme o contrato.`,
        },
        {
          url: 'o-credito-rende-enquanto-nao-uso',
          pergunta: 'O crédito rende enquanto eu não uso?',
          resposta: `Sim. Enquanto não é utilizado, o crédito fica aplicado financeiramente e recebe os rendimentos dessa aplicação, como determina a Lei 11.795/2008. Você continua pagando as parcelas normalmente nesse período.`,
        },
        {
          url: 'posso-usar-o-credito-em-outro-bem',
          pergunta: 'Posso usar o crédito para comprar outro bem?',
          resposta: `Sim, dentro do mesmo segmento do plano e nas condições do regulamento: um crédito de veículo compra um veículo de outro modelo ou marca, novo ou usado, e um crédito de imóvel pode comprar imóvel residencial ou comercial, terreno e, conforme o contrato, pagar construção ou reforma.

Se o bem custar mais que o crédito, você paga a diferença ao vendedor. Se custar menos, a diferença pode abater parcelas ou o saldo devedor, conforme o regulamento.`,
        },
        {
          url: 'posso-receber-o-credito-em-dinheiro',
          pergunta: 'Posso receber o crédito em dinheiro?',
          resposta: `Só em situações específicas previstas nas regras do Banco Central e no contrato, por exemplo quando, passados 180 dias da contemplação sem utilizar o crédito, você quita integralmente o saldo devedor da cota. No encerramento do grupo, o crédito não utilizado também é pago em dinheiro.

Antes de decidir, fale com a ${central} para conferir as condições do seu grupo.`,
        },
      ],
    },
    {
      url: 'fgts',
      titulo: 'FGTS',
      descricao: 'Quem pode usar, requisitos e como usar o FGTS no consórcio de imóvel.',
      icone: 'piggy-bank',
      perguntas: [
        {
          url: 'posso-usar-o-fgts-no-consorcio',
          pergunta: 'Posso usar o FGTS no consórcio?',
          resposta: `Sim, no consórcio de imóvel, para um imóvel residencial urbano destinado à sua moradia. O FGTS pode completar a carta de crédito na compra, compor um lance ou amortizar e quitar o saldo devedor, seguindo as regras da Caixa Econômica Federal, que é a agente operadora do FGTS.

Nos consórcios de veículos, serviços e equipamentos, o FGTS não pode ser usado.`,
        },
        {
          url: 'quais-sao-os-requisitos-do-fgts',
          pergunta: 'Quais são os requisitos para usar o FGTS?',
          resposta: `Você precisa somar pelo menos 3 anos de trabalho sob o regime do FGTS, não ter financiamento ativo no Sistema Financeiro da Habitação (SFH) em nenhum lugar do país e não ser proprietário de outro imóvel residencial na cidade onde mora ou trabalha, nem nos municípios vizinhos ou da mesma região metropolitana.

O imóvel precisa estar dentro do limite de avaliação do SFH vigente, e não pode ter sido comprado com FGTS nos últimos 3 anos. As regras podem mudar: a Caixa confere tudo na análise.`,
        },
        {
          url: 'como-usar-o-fgts-no-lance',
          pergunta: 'Como uso o FGTS para ofertar um lance?',
          resposta: `Em Ofertar lance, responda que quer usar o FGTS e preencha as perguntas da simulação. Se o lance vencer, a administradora orienta o envio dos documentos para a Caixa liberar o valor.

Lances com FGTS não permitem receber o crédito em dinheiro: o valor só pode ser usado no imóvel.`,
        },
        {
          url: 'posso-usar-o-fgts-para-amortizar',
          pergunta: 'Posso usar o FGTS para amortizar o saldo devedor?',
          resposta: `Sim, depois da contemplação e da compra do imóvel, desde que os requisitos continuem atendidos. Entre um uso e outro para amortização é preciso respeitar o intervalo mínimo de 2 anos.`,
        },
      ],
    },
    {
      url: 'transferencia-de-cota',
      titulo: 'Transferência de cota',
      descricao: 'Como passar a cota para outra pessoa e o que muda.',
      icone: 'arrow-left-right',
      perguntas: [
        {
          url: 'posso-transferir-minha-cota',
          pergunta: 'Posso transferir minha cota para outra pessoa?',
          resposta: `Sim. A transferência (cessão) depende da concordância da administradora e da análise cadastral de quem vai receber a cota. A cota precisa estar em dia, e pode haver taxa de transferência, conforme o contrato.

Quem recebe a cota assume todos os direitos e obrigações dela, inclusive as parcelas que faltam.`,
        },
        {
          url: 'quais-documentos-para-transferir',
          pergunta: 'Quais documentos são pedidos para transferir a cota?',
          resposta: `Em geral, o termo de cessão assinado pelas duas partes e os documentos de identificação, CPF ou CNPJ e comprovante de endereço de quem recebe a cota. Empresas enviam também o contrato social. A lista exata aparece quando você abre o pedido de transferência.`,
        },
        {
          url: 'cota-contemplada-pode-ser-transferida',
          pergunta: 'Uma cota contemplada pode ser transferida?',
          resposta: `Pode. Se o crédito ainda não foi usado, quem recebe a cota passa pela análise de crédito antes de utilizá-lo. Se o bem já foi comprado, a transferência também envolve as garantias do bem e depende de aprovação da administradora.`,
        },
        {
          url: 'quanto-vale-a-cota-na-transferencia',
          pergunta: 'Quem define o valor pago pela cota na transferência?',
          resposta: `O valor é combinado entre quem transfere e quem recebe a cota. A administradora não participa dessa negociação: ela apenas analisa e registra a transferência.

Desconfie de ofertas de compra de cota com promessa de pagamento antecipado de taxas. O ${nome} nunca pede depósito para liberar uma transferência.`,
        },
        {
          url: 'o-que-acontece-com-a-cota-em-caso-de-falecimento',
          pergunta: 'O que acontece com a cota em caso de falecimento do titular?',
          resposta: `Se a cota tem seguro prestamista, ele quita o saldo devedor conforme as condições da apólice e o crédito fica para os herdeiros. Sem seguro, a cota passa aos herdeiros, que podem continuar pagando, transferir ou pedir o cancelamento.

Os herdeiros devem procurar a ${central} com a certidão de óbito e os documentos do inventário.`,
        },
      ],
    },
    {
      url: 'devolucao-e-restituicao',
      titulo: 'Devolução e restituição',
      descricao: 'Cancelamento, valores devolvidos e quando você recebe.',
      icone: 'rotate-ccw',
      perguntas: [
        {
          url: 'como-cancelar-minha-cota',
          pergunta: 'Como cancelo minha cota?',
          resposta: `Você pode pedir a desistência da cota a qualquer momento pelos canais de atendimento do ${nome}. A cota também pode ser excluída por falta de pagamento, conforme o contrato.

Antes de desistir, considere transferir a cota: na transferência, você negocia o valor com quem a recebe.`,
        },
        {
          url: 'quando-recebo-o-valor-pago-se-desistir',
          pergunta: 'Se eu desistir, quando recebo o que paguei?',
          resposta: `Pela Lei 11.795/2008, a cota excluída continua concorrendo aos sorteios mensais, apenas para a devolução dos valores. Se for sorteada, você recebe a restituição; se não for, recebe no encerramento do grupo.`,
        },
        {
          url: 'quanto-recebo-na-devolucao',
          pergunta: 'Quanto recebo na devolução?',
          resposta: `Você recebe o que pagou ao fundo comum, calculado pelo percentual pago sobre o valor do bem vigente na data da contemplação da cota excluída, mais os rendimentos da aplicação financeira do grupo.

A taxa de administração e o seguro remuneram serviços já prestados e, em regra, não são devolvidos. O contrato pode prever multa por desistência, descontada da restituição.`,
        },
        {
          url: 'o-que-e-o-fundo-de-reserva',
          pergunta: 'O que é o fundo de reserva e ele é devolvido?',
          resposta: `O fundo de reserva é uma parte da parcela que protege o grupo contra imprevistos, como a inadimplência de outros consorciados. No encerramento do grupo, o saldo que sobrar é devolvido aos consorciados, na proporção do que cada um pagou.`,
        },
        {
          url: 'tenho-valores-de-consorcio-encerrado',
          pergunta: 'Como sei se tenho valores a receber de um consórcio encerrado?',
          resposta: `Valores não procurados de grupos encerrados aparecem no Sistema de Valores a Receber (SVR) do Banco Central, em valoresareceber.bcb.gov.br, com login gov.br. Você também pode perguntar à ${central}.

O Banco Central e o ${nome} nunca enviam links por mensagem pedindo dados para liberar esses valores.`,
        },
      ],
    },
    {
      url: 'dados-cadastrais',
      titulo: 'Dados cadastrais',
      descricao: 'Endereço, e-mail, celular e por que mantê-los atualizados.',
      icone: 'user-round',
      perguntas: [
        {
          url: 'como-atualizo-meus-dados',
          pergunta: 'Como atualizo meus dados cadastrais?',
          resposta: `Quando a atualização estiver disponível no portal, siga as telas indicadas; se o portal pedir uma atualização obrigatória, ela aparece logo depois do login. Você também pode atualizar seus dados pela ${central}.`,
        },
        {
          url: 'por-que-manter-os-dados-atualizados',
          pergunta: 'Por que devo manter meus dados atualizados?',
          resposta: `É pelo seu e-mail, celular e endereço que o ${nome} avisa sobre a contemplação, envia boletos e comunica as assembleias. Dados desatualizados podem fazer você perder um prazo importante, como o de envio de documentos depois de contemplado.`,
        },
        {
          url: 'como-altero-meu-e-mail-ou-celular',
          pergunta: 'Como altero meu e-mail ou celular?',
          resposta: `Por segurança, a troca de e-mail ou celular exige a confirmação de um código enviado por SMS e, em alguns casos, a validação da sua identidade. Se você não tem mais acesso ao celular cadastrado, fale com a ${central}.`,
        },
        {
          url: 'posso-mudar-o-titular-da-cota',
          pergunta: 'Posso trocar o titular da cota apenas atualizando o cadastro?',
          resposta: `Não. A troca de titular é uma transferência de cota, com análise do novo titular e concordância da administradora. A atualização cadastral só altera os dados do titular atual.`,
        },
      ],
    },
    {
      url: 'acesso-e-senha',
      titulo: 'Acesso e senha',
      descricao: 'Entrar no portal, esqueci a senha e segurança da conta.',
      icone: 'key-round',
      perguntas: [
        {
          url: 'esqueci-minha-senha',
          pergunta: 'Esqueci minha senha. Como recupero?',
          resposta: `Na tela de login, toque em Esqueci minha senha e informe seu CPF ou CNPJ, sua data de nascimento (ou de fundação da empresa) e o e-mail cadastrado. Você recebe uma senha provisória por e-mail e cria uma nova no primeiro acesso.`,
        },
        {
          url: 'como-altero-minha-senha',
          pergunta: 'Como altero minha senha?',
          resposta: `No menu da sua conta, escolha Alterar senha. A senha tem exatamente 6 números e precisa ser diferente da atual. A nova senha vale para todas as suas cotas.`,
        },
        {
          url: 'minha-senha-expirou',
          pergunta: 'Minha senha expirou. O que faço?',
          resposta: `Quando a senha expira, o portal leva você direto para a tela de troca de senha depois do login. Informe a senha atual e crie uma nova, com 6 números.`,
        },
        {
          url: 'posso-entrar-com-grupo-e-cota',
          pergunta: 'Posso entrar com o número do grupo e da cota?',
          resposta: `Sim. Na tela de login, escolha entrar por grupo e cota, informe os números do grupo (6 dígitos) e da cota (4 dígitos) e a sua senha.`,
        },
        {
          url: 'o-portal-pede-senha-por-telefone',
          pergunta: 'O atendimento pode pedir minha senha por telefone ou mensagem?',
          resposta: `Não. O ${nome} nunca pede sua senha, códigos recebidos por SMS ou pagamentos para liberar crédito por telefone, WhatsApp ou e-mail. Se receber um pedido assim, não responda e avise a ${central}.`,
        },
      ],
    },
  ];
}
