/** Baseline ceiling: a bare Fastify route returning a constant. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', () => ({ ok: true }));
// Any free port: another bench may be running on this shared machine. The address goes back to run.ts.
process.send?.(await app.listen({ port: 0, host: '127.0.0.1' }));
