/**
 * Demo assemblies: per group, six held ones with published results (computed by the real engine on synthetic
 * members, never the demo customers' quotas, so their states stay as seeded) and three scheduled ones.
 */
import {
  apurarAssembleia,
  eventosDaApuracao,
  hashDoConjunto,
  type EntradaApuracao,
  type MensagemAoVivo,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/client.ts';
import { assembleias, conjuntosElegiveis } from '../src/schema/index.ts';
import type { ClienteDemo, GrupoDemo } from './demo-data.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HELD = 6;
const AGENDADAS = 3;

/** Deterministic pseudo-random numbers (mulberry32), so every seed publishes the same results. */
function aleatorio(semente: number) {
  let a = semente >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The 20th of the month `meses` away from `data` (YYYY-MM-DD). */
function vigesimo(data: string, meses: number): string {
  const [ano, mes] = data.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(ano, mes - 1 + meses, 20)).toISOString().slice(0, 10);
}
/** Assemblies are held on the 20th: the next one after today (a group flagged `assembleiaHoje` holds it today). */
export function proximaAssembleiaDemo(hoje: string, assembleiaHoje = false): string {
  if (assembleiaHoje) return hoje;
  return Number(hoje.slice(8, 10)) < 20 ? vigesimo(hoje, 0) : vigesimo(hoje, 1);
}

const diaAntes = (data: string, dias: number) =>
  new Date(Date.parse(`${data}T12:00:00Z`) - dias * 86_400_000).toISOString().slice(0, 10);

export async function seedAssembleias(
  tx: Tx,
  hoje: string,
  grupos: { id: number; grupo: GrupoDemo }[],
  clientes: ClienteDemo[],
) {
  for (const { id: grupoId, grupo } of grupos) {
    const demo = clientes.flatMap((c) => c.cotas).filter((c) => c.grupo === grupo.codigo);
    const reservadas = new Set(demo.map((c) => c.numero));
    const valorCredito = Math.round(
      demo.reduce((s, c) => s + c.valorBemCentavos, 0) / Math.max(1, demo.length),
    );
    const proxima = proximaAssembleiaDemo(hoje, grupo.assembleiaHoje);
    const sorteia = aleatorio(grupo.codigo);
    const contempladas = new Set<number>();

    for (let k = HELD; k >= 1; k--) {
      const numero = grupo.assembleiaAtual - k + 1;
      const dataSorteio = vigesimo(proxima, -k);
      const elegiveis: number[] = [];
      for (let n = 1; n <= grupo.quantidadeCotas; n++)
        if (!reservadas.has(n) && !contempladas.has(n)) elegiveis.push(n);
      const lances = Array.from({ length: 8 }, () => elegiveis[Math.floor(sorteia() * elegiveis.length)]!)
        .filter((c, i, todas) => todas.indexOf(c) === i)
        .map((cota) => {
          const percentual = Math.round((15 + sorteia() * 40) * 10_000) / 10_000;
          return {
            cota,
            modalidade: 'PE' as const,
            percentual,
            valor: Math.round((valorCredito * percentual) / 100),
          };
        });
      const entrada: EntradaApuracao = {
        tamanhoGrupo: grupo.quantidadeCotas,
        cotasElegiveis: elegiveis,
        contemplacoesPorSorteio: 1,
        contemplacoesPorLance: 2,
        fundosDisponiveis: valorCredito * 3,
        valorCredito,
        loteria: {
          concurso: 6000 + numero,
          premios: Array.from({ length: 5 }, () => String(Math.floor(sorteia() * 100_000)).padStart(5, '0')),
        },
        lances,
      };
      const resultado = apurarAssembleia(entrada);
      for (const c of resultado.contempladas) contempladas.add(c.cota);
      const em = `${dataSorteio}T14:00:00-03:00`;
      const eventos: MensagemAoVivo[] = eventosDaApuracao(
        { numeroTotalAssembleia: numero, dataSorteio },
        resultado,
      ).map((evento, i) => ({ idAssembleia: 0, sequencia: i + 1, em, evento }));
      const [row] = await tx
        .insert(assembleias)
        .values({
          grupoId,
          numero,
          dataSorteio,
          dataVencimento: diaAntes(dataSorteio, 10),
          situacao: 'realizada',
          fundosDisponiveisCentavos: entrada.fundosDisponiveis,
          valorCreditoCentavos: valorCredito,
          entrada,
          resultado,
          eventos: [],
          eventosTotal: eventos.length,
          publicadoEm: new Date(em),
          realizadaEm: dataSorteio,
        })
        .returning({ id: assembleias.id });
      // Each held result publishes the set it drew from, frozen the day before (ADR 0018).
      await tx.insert(conjuntosElegiveis).values({
        assembleiaId: row!.id,
        tamanhoGrupo: entrada.tamanhoGrupo,
        cotas: elegiveis,
        hash: await hashDoConjunto(elegiveis),
        contemplacoesPorSorteio: entrada.contemplacoesPorSorteio,
        contemplacoesPorLance: entrada.contemplacoesPorLance,
        fundosDisponiveisCentavos: entrada.fundosDisponiveis,
        valorCreditoCentavos: valorCredito,
        congeladoEm: new Date(`${diaAntes(dataSorteio, 0)}T03:00:00Z`),
      });
      // The stored events carry their assembly's id like the live ones do.
      await tx
        .update(assembleias)
        .set({ eventos: eventos.map((e) => ({ ...e, idAssembleia: row!.id })) })
        .where(eq(assembleias.id, row!.id));
    }

    for (let k = 0; k < AGENDADAS; k++) {
      const dataSorteio = k === 0 ? proxima : vigesimo(proxima, k);
      await tx.insert(assembleias).values({
        grupoId,
        numero: grupo.assembleiaAtual + 1 + k,
        dataSorteio,
        dataVencimento: diaAntes(dataSorteio, 10),
        fundosDisponiveisCentavos: valorCredito * 3,
        valorCreditoCentavos: valorCredito,
      });
    }
  }
}
