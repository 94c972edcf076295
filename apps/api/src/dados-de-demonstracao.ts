import { sql } from 'drizzle-orm';
import type { Db } from '@portal/db';
import { seedIfEmpty } from '@portal/db/seed';
import { hojeEmSaoPaulo } from '@portal/domain';
import type { Config } from './config.ts';

export const MENSAGEM_DADOS_GRAVADOS = 'Banco vazio: dados de demonstração gravados.';
export const MENSAGEM_SEM_DADOS =
  'Banco vazio e sem dados de demonstração (nenhum parceiro, cliente ou operador). Para a demonstração, use ' +
  '`npm start` ou DEMO_DATA=true; para apagar e gravar tudo de novo, `npm run db:seed`.';

async function semParceiros(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ vazio: boolean }>(
    sql`select not exists (select 1 from parceiros) as vazio`,
  );
  return rows[0]?.vazio === true;
}

/**
 * Runs as the database owner after the migrations, at every start. The demo accounts have a published password
 * (123456), so they are written only on demand (DEMO_DATA=true, set by `npm start`) and only into an empty
 * database; a bare server says once how to get them instead.
 */
export async function prepararDadosDeDemonstracao(
  db: Db,
  config: Pick<Config, 'dadosDeDemonstracao'>,
  log: (linha: string) => void,
): Promise<void> {
  if (config.dadosDeDemonstracao) {
    if (await seedIfEmpty(db, hojeEmSaoPaulo())) log(MENSAGEM_DADOS_GRAVADOS);
  } else if (await semParceiros(db)) {
    log(MENSAGEM_SEM_DADOS);
  }
}
