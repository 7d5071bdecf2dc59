// The floor `npm run bench` measures the game list against: a bare Fastify route, no plugins, sending
// the very bytes the real route answered. Started as its own process, like the real server.
import fs from 'node:fs';
import Fastify from 'fastify';

const body = fs.readFileSync(process.env.BARE_BODY_FILE, 'utf8');
const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
