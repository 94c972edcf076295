/** Baseline ceiling: a bare Fastify route returning a constant. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('pronto');
