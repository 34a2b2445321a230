/**
 * The yardstick for API throughput: a bare Fastify JSON route on this machine, in its own process like
 * the API, measured in the same run. Ratios against it cancel out how busy the shared machine is.
 */
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 4100);
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`bare fastify ready on ${port}\n`);
