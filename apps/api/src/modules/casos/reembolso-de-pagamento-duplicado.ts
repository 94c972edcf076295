import { sql } from 'drizzle-orm';
import { casosNumeroSeq } from '@portal/db';
import { FASES, ORIGENS_CASO, STATUS_CASO, TIPOS_CASO, formatarNumeroCaso } from '@portal/domain';
import { violouUnicidade } from '../../core/erros-do-banco.ts';
import type { Transacao } from '../../core/transacao.ts';

/** The refund case a duplicate payment opened or was noted on. */
interface CasoDeReembolso {
  casoId: number;
  numero: string;
  /** False when the quota already had a refund case open and the payment was noted on it. */
  aberto: boolean;
}

/**
 * Money the quota paid twice is owed back (02 §4.10, "Devolucao_Valores"): opens the quota's refund case, or,
 * when one is already open (Em Andamento / Escalado, the domain's STATUS_ABERTOS), adds the payment to its
 * history. One statement decides which, in the caller's transaction (the payment's): a refund case is never
 * lost to a rollback nor opened without its payment. Two payments of one quota at once may both find no open
 * case; the "one open case per quota and type" unique index then refuses the second insert, and the statement,
 * run again inside a savepoint, finds the first one's case and notes on it.
 */
export async function abrirReembolsoDePagamentoDuplicado(
  tx: Transacao,
  p: { clienteId: number; cotaId: number; nota: string; quando: Date },
): Promise<CasoDeReembolso> {
  for (let tentativa = 0; ; tentativa++) {
    try {
      return await tx.transaction((sp) => abrirOuAnotar(sp, p));
    } catch (erro) {
      if (tentativa > 0 || !violouUnicidade(erro)) throw erro;
    }
  }
}

async function abrirOuAnotar(
  tx: Transacao,
  p: { clienteId: number; cotaId: number; nota: string; quando: Date },
): Promise<CasoDeReembolso> {
  const [{ n }] = (await tx.execute<{ n: string }>(sql`select nextval(${casosNumeroSeq.seqName}) as n`))
    .rows as [{ n: string }];
  const tipo = TIPOS_CASO.devolucao;
  const { rows } = await tx.execute<{ id: number; numero: string; novo: boolean }>(sql`
    with aberto as (
      select id, numero, fase, status from casos
      where cota_id = ${p.cotaId} and tipo = ${tipo}
        and lower(btrim(replace(status, '_', ' '))) in ('em andamento', 'escalado')
      order by id desc
      limit 1
      for update
    ), novo as (
      insert into casos (numero, tipo, status, fase, cliente_id, cota_id, origem, descricao, criado_em, atualizado_em)
      select ${formatarNumeroCaso(Number(n))}, ${tipo}, ${STATUS_CASO.EM_ANDAMENTO}, ${FASES.TRATATIVA_NAO_INICIADA},
        ${p.clienteId}, ${p.cotaId}, ${ORIGENS_CASO.BACK_OFFICE}, ${p.nota}, ${p.quando}, ${p.quando}
      where not exists (select 1 from aberto)
      returning id, numero, fase, status
    ), alvo as (
      select id, numero, fase, status, true as novo from novo
      union all
      select id, numero, fase, status, false from aberto
    ), historico as (
      insert into casos_historico (caso_id, autor, fase_de, fase_para, status_de, status_para, nota, criado_em)
      select id, 'sistema', case when novo then null else fase end, fase,
        case when novo then null else status end, status,
        case when novo then 'Caso aberto: ' || ${p.nota} else ${p.nota} end, ${p.quando}
      from alvo
    )
    select id, numero, novo from alvo`);
  const caso = rows[0]!;
  return { casoId: Number(caso.id), numero: caso.numero, aberto: caso.novo };
}
