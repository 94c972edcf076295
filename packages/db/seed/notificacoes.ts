/**
 * Demo news (each partner's own) and a few notifications for Maria, dated relative to the seed day so the
 * home cards always show recent items. Notifications produced later come from the journeys themselves.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/client.ts';
import { clientes, cotas, grupos, informativos } from '../src/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface Noticia {
  diasAtras: number;
  titulo: string;
  resumo: string;
  conteudo: string;
  link: string | null;
}

const noticias = (nome: string, telefone: string | null): Noticia[] => [
  {
    diasAtras: 1,
    titulo: 'Assembleia do mês com transmissão ao vivo',
    resumo: 'Acompanhe o sorteio e a apuração dos lances em tempo real, direto pelo portal.',
    conteudo:
      `A ${nome} transmite a assembleia deste mês ao vivo pelo portal: o sorteio pela Loteria Federal, ` +
      'a apuração dos lances e a lista das cotas contempladas aparecem passo a passo. Lances podem ser ' +
      'ofertados até a véspera da assembleia.',
    link: '/assemblies',
  },
  {
    diasAtras: 6,
    titulo: 'Pague com PIX e veja a baixa mais rápido',
    resumo: 'Todo boleto gerado no portal traz um código PIX copia e cola com o mesmo valor.',
    conteudo:
      'Agora todo boleto gerado no portal vem com um código PIX copia e cola. O pagamento por PIX é ' +
      'reconhecido no mesmo dia útil, e a parcela aparece como paga no histórico de boletos sem precisar ' +
      'esperar a compensação bancária.',
    link: '/boletos',
  },
  {
    diasAtras: 15,
    titulo: 'Cuidado com boletos falsos',
    resumo: 'Antes de pagar um boleto recebido por mensagem, confira se ele foi emitido por nós.',
    conteudo:
      `A ${nome} nunca envia boletos por WhatsApp de números desconhecidos nem pede pagamento em conta ` +
      'de pessoa física. Na dúvida, use a página "Verificar boleto" do portal ou fale com a nossa central' +
      (telefone ? ` pelo ${telefone}.` : '.'),
    link: '/verificar-boleto',
  },
  {
    diasAtras: 32,
    titulo: 'Novo horário de atendimento',
    resumo: 'A central atende de segunda a sexta, das 08h às 19h, também pelo WhatsApp.',
    conteudo:
      'A nossa central de atendimento passou a funcionar de segunda a sexta, das 08h às 19h, por ' +
      'telefone e WhatsApp. Fora desse horário, peça pelo portal que a gente liga para você no próximo ' +
      'período disponível.',
    link: '/customer-service',
  },
];

const MARIA = '52998224725';

/** Maria's notifications: an analyst moved her after-sales case; her bid of last month was registered. */
const notificacoesDaMaria = [
  {
    grupo: 1010,
    cota: 23,
    diasAtras: 2,
    origem: 'casos',
    titulo: 'Sua solicitação avançou',
    resumo: 'A sua solicitação de atendimento pós-venda está agora em: Em análise.',
    conteudo:
      'A sua solicitação de atendimento pós-venda mudou de fase e agora está em "Em análise". ' +
      'Acompanhe os detalhes e, se houver alguma pendência, responda pela tela de solicitações.',
    link: '/requests',
  },
  {
    grupo: 1010,
    cota: 23,
    diasAtras: 20,
    origem: 'lances',
    titulo: 'Lance registrado',
    resumo: 'Lance da cota 001010 / 0023 registrado para a assembleia do mês.',
    conteudo:
      'Recebemos o seu lance da cota 001010 / 0023 para a assembleia do mês. Até a véspera da assembleia ' +
      'você pode repeti-lo ou cancelá-lo no histórico de lances.',
    link: '/bid_history',
  },
] as const;

const diasAntes = (hoje: string, dias: number) => {
  const d = new Date(`${hoje}T12:00:00-03:00`);
  d.setUTCDate(d.getUTCDate() - dias);
  return d;
};

export async function seedNotificacoes(
  tx: Tx,
  hoje: string,
  parceiros: { id: number; nome: string; telefone: string | null }[],
): Promise<void> {
  for (const p of parceiros)
    await tx.insert(informativos).values(
      noticias(p.nome, p.telefone).map((n) => ({
        parceiroId: p.id,
        tipo: 'noticia' as const,
        origem: 'operador',
        titulo: n.titulo,
        resumo: n.resumo,
        conteudo: n.conteudo,
        link: n.link,
        criadoEm: diasAntes(hoje, n.diasAtras),
      })),
    );

  const [maria] = await tx
    .select({ id: clientes.id })
    .from(clientes)
    .where(eq(clientes.inscricaoNacional, MARIA));
  if (!maria) return;
  for (const n of notificacoesDaMaria) {
    const [cota] = await tx
      .select({ id: cotas.id })
      .from(cotas)
      .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
      .where(and(eq(grupos.codigo, n.grupo), eq(cotas.numero, n.cota), eq(cotas.clienteId, maria.id)));
    await tx.insert(informativos).values({
      parceiroId: parceiros[0]!.id,
      tipo: 'notificacao',
      clienteId: maria.id,
      cotaId: cota?.id ?? null,
      origem: n.origem,
      titulo: n.titulo,
      resumo: n.resumo,
      conteudo: n.conteudo,
      link: n.link,
      criadoEm: diasAntes(hoje, n.diasAtras),
    });
  }
}
