/**
 * `npm run bench:uploads`: 20 document uploads of 6 MB at once against the portal (a process of its own, as
 * `npm start` builds it, storing on disk), printing the server's resident memory before, at its peak and after.
 * Uploads are streamed from the request to the store: the peak should grow by far less than the 120 MB sent.
 * Never a test: the figures are for people to read and compare across changes.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connect, ensureDatabase, migrate, startEmbedded } from '@portal/db';
import { seed } from '@portal/db/seed';
import { hojeEmSaoPaulo } from '@portal/domain';
import { entrar, filhos, iniciar } from './comum.ts';

const UPLOADS = 20;
const TAMANHO = 6 * 1024 * 1024;
/** Ana, on the portal 127.0.0.1 answers as (Vértice): 10 places in each flow, so 20 uploads all fit. */
const ANA = '98765432100';
const FLUXOS = ['cadastro', 'devolucao'];

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A line of /proc/<pid>/status, in bytes (Linux): VmRSS now, VmHWM the peak since the last reset. */
async function memoria(pid: number, campo: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${campo}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  if (!kb) throw new Error(`${campo} não encontrado em /proc/${pid}/status`);
  return Number(kb) * 1024;
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-uploads-'));
await chmod(dir, 0o755);
const servidor = await startEmbedded({ dataDir: path.join(dir, 'postgres') });
try {
  const url = await ensureDatabase(servidor.url('postgres'), 'portal_uploads');
  const banco = connect(url, 2);
  await migrate(banco.pool);
  await seed(banco.db, hojeEmSaoPaulo());
  await banco.close();

  const portal = await iniciar('portal.ts', url, { DATA_DIR: path.join(dir, 'dados') });
  // The portal is the child iniciar() just started.
  const pid = [...filhos].at(-1)!.pid!;
  const api = `${portal.url}/app-cliente/v1`;
  const cabecalhos = await entrar(api, ANA);

  // Warm-up: one small upload, so the routes, the sniffer and the store are loaded before the picture.
  const pequeno = new FormData();
  pequeno.append('file', new Blob([Buffer.from('%PDF-1.7\n%aquecimento\n')]), 'aquecimento.pdf');
  const aquecimento = await fetch(`${api}/fluxos/cadastro/documentos`, {
    method: 'POST',
    headers: cabecalhos,
    body: pequeno,
  });
  const [documentoDeAquecimento] = ((await aquecimento.json()) as { documentos: { id: string }[] })
    .documentos;
  await fetch(`${api}/documentos/${documentoDeAquecimento!.id}`, { method: 'DELETE', headers: cabecalhos });

  const arquivos = Array.from({ length: UPLOADS }, () =>
    Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(TAMANHO - 9)]),
  );
  await new Promise((r) => setTimeout(r, 1_000));
  const antes = await memoria(pid, 'VmRSS');
  // Resets the peak (VmHWM) to the current size: what follows is the uploads' own peak.
  await writeFile(`/proc/${pid}/clear_refs`, '5');

  const inicio = performance.now();
  const respostas = await Promise.all(
    arquivos.map(async (conteudo, i) => {
      const corpo = new FormData();
      corpo.append('file', new Blob([conteudo], { type: 'application/pdf' }), `documento-${i}.pdf`);
      const r = await fetch(`${api}/fluxos/${FLUXOS[i % 2]}/documentos`, {
        method: 'POST',
        headers: cabecalhos,
        body: corpo,
      });
      await r.arrayBuffer();
      return r.status;
    }),
  );
  const segundos = (performance.now() - inicio) / 1000;
  const pico = await memoria(pid, 'VmHWM');
  await new Promise((r) => setTimeout(r, 2_000));
  const depois = await memoria(pid, 'VmRSS');
  portal.parar();

  const aceitos = respostas.filter((s) => s === 201).length;
  console.log(
    `\n${UPLOADS} envios de ${mb(TAMANHO)} ao mesmo tempo (${mb(UPLOADS * TAMANHO)} no total): ` +
      `${aceitos} aceitos${aceitos < UPLOADS ? ` (respostas: ${respostas.join(', ')})` : ''}, em ${segundos.toFixed(1)} s\n`,
  );
  console.table([
    {
      'RSS antes': mb(antes),
      'RSS no pico': mb(pico),
      'RSS depois (2 s)': mb(depois),
      'pico − antes': mb(pico - antes),
    },
  ]);
  console.log(
    'Meta: o pico cresce bem menos que o total enviado (o arquivo vai do pedido ao disco, sem cópia inteira).',
  );
} finally {
  for (const filho of filhos) filho.kill();
  await servidor.stop();
  await rm(dir, { recursive: true, force: true });
}
