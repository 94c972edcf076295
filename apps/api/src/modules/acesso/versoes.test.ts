import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { publicarVersaoDaWeb } from './versoes.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  t = await createTestApp();
  dist = await mkdtemp(path.join(os.tmpdir(), 'portal-dist-'));
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('GET /versoes', () => {
  it('lists the published web versions, newest first, each published once', async () => {
    expect((await t.get('/versoes')).json()).toEqual([]);
    for (const versao of ['1.0.0+aaa', '1.0.0+bbb', '1.0.0+bbb']) {
      await writeFile(path.join(dist, 'versao.json'), JSON.stringify({ versao }));
      await publicarVersaoDaWeb(t.database.db, dist);
    }
    const lista = (await t.get('/versoes')).json();
    expect(lista.map((v: { versao: string }) => v.versao)).toEqual(['1.0.0+bbb', '1.0.0+aaa']);
    expect(lista[0].id).toBeGreaterThan(lista[1].id);
  });
});
