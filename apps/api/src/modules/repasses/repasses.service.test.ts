import { createTestDatabase, type TestDatabase } from '@portal/db/test';
import { casos, repasses } from '@portal/db';
import { validarDadosBancarios, type DadosBancarios } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../core/erros.ts';
import {
  agendarRepasse,
  MENSAGEM_REPASSE_JA_AGENDADO,
  parceiroDaCota,
  type NovoRepasse,
} from './repasses.service.ts';

let database: TestDatabase;
let caso: { id: number; cotaId: number };
let parceiroId: number;
let conta: DadosBancarios;

beforeAll(async () => {
  database = await createTestDatabase();
  const [primeiro] = await database.db.select({ id: casos.id, cotaId: casos.cotaId }).from(casos).limit(1);
  caso = primeiro!;
  parceiroId = await database.db.transaction((tx) => parceiroDaCota(tx, caso.cotaId));
  const r = validarDadosBancarios(
    {
      favorecido: 'Maria da Silva',
      cpfCnpj: '52998224725',
      idBanco: 341,
      agencia: '1234',
      conta: '12345-6',
      tipoConta: 'corrente',
    },
    '52998224725',
  );
  if (!r.valido) throw new Error('conta de teste inválida');
  conta = r.dados;
});
afterAll(() => database.drop());

const novo = (extra: Partial<NovoRepasse> = {}): NovoRepasse => ({
  casoId: caso.id,
  cotaId: caso.cotaId,
  parceiroId,
  origem: 'devolucao',
  valorCentavos: 1_234_56,
  conta,
  dataPrevista: '2026-12-10',
  agendadoPor: 'operador:1',
  ...extra,
});

const agendar = (extra?: Partial<NovoRepasse>) =>
  database.db.transaction((tx) => agendarRepasse(tx, novo(extra)));

describe('agendarRepasse', () => {
  it('copies the confirmed account and the partner of the quota, in centavos', async () => {
    const { id } = await agendar();
    const [linha] = await database.db.select().from(repasses).where(eq(repasses.id, id));
    expect(linha).toMatchObject({
      situacao: 'agendado',
      valorCentavos: 123_456,
      banco: 341,
      agencia: '1234',
      conta: '12345',
      digitoConta: '6',
      cpfCnpj: '52998224725',
      dataPrevista: '2026-12-10',
    });
    expect(linha!.parceiroId).toBe(parceiroId);
    await database.db.update(repasses).set({ situacao: 'rejeitado' }).where(eq(repasses.id, id));
  });

  it('schedules at most one live payout per case, whatever 20 approvals at once do', async () => {
    const resultados = await Promise.allSettled(Array.from({ length: 20 }, () => agendar()));
    const aceitos = resultados.filter((r) => r.status === 'fulfilled');
    const recusados = resultados.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(aceitos).toHaveLength(1);
    expect(recusados).toHaveLength(19);
    for (const e of recusados) {
      expect(e).toBeInstanceOf(HttpError);
      expect(e).toMatchObject({ statusCode: 409, mensagem: MENSAGEM_REPASSE_JA_AGENDADO });
    }
    const vivos = await database.db.select().from(repasses).where(eq(repasses.casoId, caso.id));
    expect(vivos.filter((r) => r.situacao === 'agendado')).toHaveLength(1);
  });

  it('refuses a zero or fractional value and writes nothing', async () => {
    const antes = await database.db.$count(repasses);
    for (const valorCentavos of [0, -1, 10.5]) {
      await expect(agendar({ valorCentavos })).rejects.toMatchObject({ statusCode: 400 });
    }
    expect(await database.db.$count(repasses)).toBe(antes);
  });
});
