/** Baseline for PDFs: a bare Fastify route rendering a one-line A4 page with pdfkit's built-in font. */
import Fastify from 'fastify';
import PDFDocument from 'pdfkit';

function pdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const partes: Buffer[] = [];
    doc.on('data', (p: Buffer) => partes.push(p));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
    doc.text('Boleto');
    doc.end();
  });
}

const app = Fastify({ logger: false });
app.get('/', async (_, reply) => reply.type('application/pdf').send(await pdf()));
// Any free port: another bench may be running on this shared machine. The address goes back to run.ts.
process.send?.(await app.listen({ port: 0, host: '127.0.0.1' }));
