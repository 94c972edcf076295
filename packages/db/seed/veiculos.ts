/** The embedded vehicle catalogue and the demo dealers (issue 19): the data of catalogo-veiculos.ts. */
import { chaveDeBuscaVeiculo } from '@portal/domain';
import type { Db } from '../src/client.ts';
import { concessionarias, fabricantes, modelosBem, modelosBemAnos } from '../src/schema/index.ts';
import { anosDoModelo, CONCESSIONARIAS_DEMO, MARCAS_DO_CATALOGO } from './catalogo-veiculos.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function seedVeiculos(tx: Tx): Promise<void> {
  const marcas = await tx
    .insert(fabricantes)
    .values(MARCAS_DO_CATALOGO.map((m) => ({ nome: m.nome, chave: chaveDeBuscaVeiculo(m.nome) })))
    .returning({ id: fabricantes.id, nome: fabricantes.nome });
  const idDaMarca = new Map(marcas.map((m) => [m.nome, m.id]));
  const linhas = MARCAS_DO_CATALOGO.flatMap((m) =>
    m.modelos.map(([nome, tipoVeiculo, valor, desde]) => ({
      fabricanteId: idDaMarca.get(m.nome)!,
      nome,
      chave: chaveDeBuscaVeiculo(nome),
      tipoVeiculo,
      valor,
      desde,
    })),
  );
  const modelos = await tx
    .insert(modelosBem)
    .values(linhas.map(({ valor: _v, desde: _d, ...l }) => l))
    .returning({ id: modelosBem.id, fabricanteId: modelosBem.fabricanteId, chave: modelosBem.chave });
  const idDoModelo = new Map(modelos.map((m) => [`${m.fabricanteId}|${m.chave}`, m.id]));
  const anos = linhas.flatMap((l) =>
    anosDoModelo(l.valor, l.desde).map((a) => ({
      modeloId: idDoModelo.get(`${l.fabricanteId}|${l.chave}`)!,
      ...a,
    })),
  );
  for (let i = 0; i < anos.length; i += 1000) await tx.insert(modelosBemAnos).values(anos.slice(i, i + 1000));
  await tx.insert(concessionarias).values([...CONCESSIONARIAS_DEMO]);
}
