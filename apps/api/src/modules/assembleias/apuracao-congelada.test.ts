import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MENSAGEM_CONJUNTO_ANTES_DO_PRAZO,
  apurar,
  conferirPublicacao,
  concursoDaData,
  formatarData,
  hashDoConjunto,
  hojeEmSaoPaulo,
  mensagemAntesDaData,
  mensagemConcursoErrado,
  type ConjuntoCongelado,
} from '@portal/domain';
import { ANA, createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let operador: string;
beforeEach(async () => {
  t = await createTestApp();
  operador = (
    await t.app.inject({
      method: 'POST',
      url: '/operador/v1/login',
      payload: { email: 'supervisor@portal.example', senha: 'Operador#2026' },
    })
  ).json().access_token;
});
afterEach(() => t.close());

const op = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/operador/v1${url}`,
    headers: { authorization: `Bearer ${operador}` },
    ...(payload ? { payload } : {}),
  });
const PREMIOS = ['48213', '07777', '31990', '55555', '12345'];
interface Assembleia {
  idAssembleia: number;
  grupo: number;
  dataSorteio: string;
  podeIniciar: boolean;
  antesDaData: boolean;
  concursoEsperado: number;
}
/** 1010 holds its next assembly on a later 20th; 7070 holds it today (seed). */
const proximaDoGrupo = async (grupo: number): Promise<Assembleia> =>
  (await op('GET', '/assembleias'))
    .json()
    .assembleias.find((a: Assembleia) => a.grupo === grupo && a.podeIniciar);

describe('start guard (issue 15)', () => {
  it('refuses a start before the date; a supervisor starts early only with a reason, audited', async () => {
    const a = await proximaDoGrupo(1010);
    expect(a.antesDaData).toBe(true);
    const sem = await op('POST', `/assembleias/${a.idAssembleia}/apuracao`, {
      concurso: a.concursoEsperado,
      premios: PREMIOS,
    });
    expect(sem.statusCode).toBe(409);
    expect(sem.json().mensagem).toBe(mensagemAntesDaData(formatarData(a.dataSorteio)));
    const curto = await op('POST', `/assembleias/${a.idAssembleia}/apuracao`, {
      concurso: a.concursoEsperado,
      premios: PREMIOS,
      motivoAntecipacao: 'pressa',
    });
    expect(curto.statusCode).toBe(400);
    expect(curto.body).toContain('ao menos 10 caracteres');
    expect((await op('GET', `/assembleias/${a.idAssembleia}`)).json().assembleia.situacao).toBe('agendada');

    const motivo = 'Assembleia extraordinária pedida pela administradora';
    const ok = await op('POST', `/assembleias/${a.idAssembleia}/apuracao`, {
      concurso: a.concursoEsperado,
      premios: PREMIOS,
      motivoAntecipacao: motivo,
    });
    expect(ok.statusCode).toBe(200);
    const auditoria = (await op('GET', '/auditoria')).body;
    expect(auditoria).toContain('assembleia.iniciada-antes-da-data');
    expect(auditoria).toContain(motivo);
  });

  it('requires the Loteria Federal contest of the draw date', async () => {
    const a = await proximaDoGrupo(7070);
    expect(a.antesDaData).toBe(false);
    expect(a.concursoEsperado).toBe(concursoDaData(a.dataSorteio));
    const errado = await op('POST', `/assembleias/${a.idAssembleia}/apuracao`, {
      concurso: a.concursoEsperado - 1,
      premios: PREMIOS,
    });
    expect(errado.statusCode).toBe(422);
    expect(errado.json().mensagem).toBe(mensagemConcursoErrado(a.dataSorteio));
    const sem = await op('POST', `/assembleias/${a.idAssembleia}/apuracao`, { premios: PREMIOS });
    expect(sem.statusCode).toBe(400);
  });
});

describe('frozen eligible set (issue 15)', () => {
  it('does not freeze while bids are open', async () => {
    const a = await proximaDoGrupo(1010);
    const r = await op('POST', `/assembleias/${a.idAssembleia}/conjunto-elegivel`);
    expect(r.statusCode).toBe(409);
    expect(r.json().mensagem).toBe(MENSAGEM_CONJUNTO_ANTES_DO_PRAZO);
  });

  it('freezes once: 20 parallel freezes answer one set, stored once', async () => {
    const a = await proximaDoGrupo(7070);
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () => op('POST', `/assembleias/${a.idAssembleia}/conjunto-elegivel`)),
    );
    expect(respostas.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const hashes = new Set(respostas.map((r) => (r.json() as ConjuntoCongelado).hash));
    expect(hashes.size).toBe(1);
    const { rows } = await t.database.pool.query(
      'select count(*)::int as n from conjuntos_elegiveis where assembleia_id = $1',
      [a.idAssembleia],
    );
    expect(rows[0].n).toBe(1);
  });

  it('anyone recomputes the published result from the published frozen set and contest', async () => {
    const a = await proximaDoGrupo(7070);
    const conjunto = (await op('POST', `/assembleias/${a.idAssembleia}/conjunto-elegivel`)).json();
    // The whole group but the ineligible: quota 5 is up to date; 31 has overdue instalments (seed).
    expect(conjunto.cotas).toContain(5);
    expect(conjunto.cotas).not.toContain(31);
    expect(conjunto.cotas.length).toBeGreaterThan(100);
    let estado = (
      await op('POST', `/assembleias/${a.idAssembleia}/apuracao`, {
        concurso: a.concursoEsperado,
        premios: PREMIOS,
      })
    ).json();
    expect(estado.conjuntoElegivel.hash).toBe(conjunto.hash);
    while (estado.proximoEvento)
      estado = (await op('POST', `/assembleias/${a.idAssembleia}/proximo-evento`)).json();

    const ana = await t.login(ANA, { idParceiro: 2 });
    const cotas = (await t.get('/cotas', ana.access_token)).json().data;
    const id = cotas.find((c: { grupo: number }) => c.grupo === 7070).idCota;
    const publicado = (
      await t.get(`/cotas/${id}/assembleias/resultado/${a.idAssembleia}`, ana.access_token)
    ).json();
    expect(publicado.realizadaEm).toBe(hojeEmSaoPaulo(new Date()));
    expect(publicado.entrada.loteria.concurso).toBe(concursoDaData(a.dataSorteio));
    const c: ConjuntoCongelado = publicado.conjuntoElegivel;
    expect(await hashDoConjunto(c.cotas)).toBe(c.hash);
    expect(apurar(c, publicado.entrada.loteria, publicado.entrada.lances)).toEqual(publicado.resultado);
    const dados = { conjunto: c, entrada: publicado.entrada, resultado: publicado.resultado };
    expect(await conferirPublicacao(dados)).toMatchObject({
      hashConfere: true,
      usouOConjunto: true,
      resultadoConfere: true,
    });
    // Every contemplated quota came from the frozen set.
    for (const x of publicado.resultado.contempladas) expect(c.cotas).toContain(x.cota);
    // A tampered list no longer matches its hash.
    const adulterado = { ...dados, conjunto: { ...c, cotas: [...c.cotas, 31] } };
    expect((await conferirPublicacao(adulterado)).hashConfere).toBe(false);
  });
});
