import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../src/client.ts';
import { assembleias, lances } from '../src/schema/index.ts';
import type { CotaDemo } from './demo-data.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The winning bid of each demo quota contemplated by bid (`lanceContemplado`): a 'contemplado' bid on its
 * group's last held assembly, so the contemplation flow finds the guarantee item (FGTS, keys or the boleto).
 */
export async function seedLancesContemplados(
  tx: Tx,
  cotasDemo: readonly { id: number; grupoId: number; cota: CotaDemo }[],
): Promise<void> {
  for (const { id, grupoId, cota } of cotasDemo) {
    const lance = cota.lanceContemplado;
    if (!lance) continue;
    const [assembleia] = await tx
      .select({ id: assembleias.id, dataSorteio: assembleias.dataSorteio })
      .from(assembleias)
      .where(and(eq(assembleias.grupoId, grupoId), eq(assembleias.situacao, 'realizada')))
      .orderBy(desc(assembleias.numero))
      .limit(1);
    if (!assembleia) throw new Error(`Grupo ${cota.grupo} sem assembleia realizada para o lance`);
    const valorLance = Math.round((cota.valorBemCentavos * lance.percentual) / 100);
    const valorFgts = lance.valorFgtsCentavos ?? 0;
    await tx.insert(lances).values({
      cotaId: id,
      assembleiaId: assembleia.id,
      protocolo: `${assembleia.dataSorteio.slice(0, 4)}DEMO${String(cota.grupo)}${String(cota.numero)}`,
      identificador: `${assembleia.id}.demo-${cota.grupo}-${cota.numero}`,
      modalidade: 'LL',
      tipoAmortizacao: 'PZ',
      percentual: lance.percentual,
      valorLanceCentavos: valorLance,
      valorEmbutidoCentavos: lance.valorEmbutidoCentavos,
      valorFgtsCentavos: valorFgts,
      valorOfertaCentavos: valorLance - lance.valorEmbutidoCentavos - valorFgts,
      trocaChaves: lance.trocaChaves ?? false,
      payload: { origem: 'demonstracao' },
      situacao: 'contemplado',
    });
  }
}
