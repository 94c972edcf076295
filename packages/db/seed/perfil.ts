import { eq } from 'drizzle-orm';
import type { Db } from '../src/client.ts';
import { clientes, preferenciasUsuario } from '../src/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Days until Maria may be asked to rate a flow again: she rated the portal before the demo starts. */
const DIAS_ATE_NOVA_AVALIACAO = 60;

function somarDias(hoje: string, dias: number): string {
  const data = new Date(`${hoje}T12:00:00Z`);
  data.setUTCDate(data.getUTCDate() + dias);
  return data.toISOString().slice(0, 10);
}

/**
 * Demo preferences. Maria already answered the flow evaluation, so generating her boletos shows no rating
 * modal until the next-appearance date; Ana has never been asked, so her first finished flow asks her.
 */
export async function seedPerfil(tx: Tx, hoje: string): Promise<void> {
  const [maria] = await tx
    .select({ id: clientes.id })
    .from(clientes)
    .where(eq(clientes.inscricaoNacional, '52998224725'));
  if (!maria) return;
  await tx.insert(preferenciasUsuario).values({
    clienteId: maria.id,
    avaliacaoRespondida: true,
    avaliacaoGostou: true,
    avaliacaoProximaAparicao: somarDias(hoje, DIAS_ATE_NOVA_AVALIACAO),
  });
}
