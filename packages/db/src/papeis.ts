/**
 * The runtime role of migration 0015 (`portal_app`): the API's pool connects as it, never as the owner. Its
 * password is set by the owner's connection, only when logging in with it fails (several processes starting at
 * once on one cluster do not rewrite the role in turn).
 */
import pg from 'pg';

export const PAPEL_DO_APP = 'portal_app';

/** The owner's URL with the runtime role's credentials in place of the owner's. */
export function urlDoApp(donoUrl: string, senha: string): string {
  const url = new URL(donoUrl);
  url.username = PAPEL_DO_APP;
  url.password = encodeURIComponent(senha);
  return url.toString();
}

async function entra(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    // 28P01: wrong password; 28000: no pg_hba rule for it yet. Anything else (server gone) is a real failure.
    if (['28P01', '28000'].includes((error as { code?: string }).code ?? '')) return false;
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function definirSenhaDoApp(dono: pg.Pool, appUrl: string, senha: string): Promise<void> {
  if (await entra(appUrl)) return;
  for (let tentativa = 0; ; tentativa++) {
    try {
      await dono.query(`alter role ${PAPEL_DO_APP} password ${pg.escapeLiteral(senha)}`);
      return;
    } catch (error) {
      // Two owners setting it at the same instant: "tuple concurrently updated" (XX000); once more.
      if ((error as { code?: string }).code !== 'XX000' || tentativa > 5) throw error;
      await new Promise((r) => setTimeout(r, 50 * (tentativa + 1)));
    }
  }
}
