/**
 * The floor of an api request, a process of its own: a bare Fastify whose one handler runs the
 * statements the api ran for that path (lib/capture.ts) through pg and sends the api's JSON,
 * compressed by the api's own compression scope. Nothing else: no validation, no Drizzle, no
 * mapping of rows, no serialisation (rows come back as raw text and are dropped). Its CPU per
 * request is what any server of these answers pays on this machine; the api's is read against it.
 * Statements run one after the other on two pools as the api's (ten connections each; the
 * named ones on generic-plan connections, as the api's database.ts does).
 *
 *   tsx scripts/bench/lib/floor-server.ts --serve <port> <database url> <captures.json>
 */
import { readFileSync } from 'node:fs';
import { registerCompression } from '@vrmarket/api';
import pg from 'pg';
import type { Capture } from './capture.ts';
import { bareServer, runServer, serveArgs, serving } from './harness.ts';

/** Every column as the text PostgreSQL sent: the rows are read, never used. */
const rawTypes = { getTypeParser: () => (value: string) => value } as unknown as pg.CustomTypesConfig;

async function serve(): Promise<void> {
  const [port, url, capturesFile] = serveArgs();
  const captures = JSON.parse(readFileSync(capturesFile!, 'utf8')) as Capture[];
  const byPath = new Map(captures.map((capture) => [capture.path, capture]));
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const prepared = new pg.Pool({
    connectionString: url,
    max: 10,
    options: '-c plan_cache_mode=force_generic_plan',
  });
  const floor = await bareServer();
  await floor.register(async (scope) => {
    registerCompression(scope);
    // The plugin's hooks reach only the routes added once it has loaded.
    await scope.after();
    scope.get('/api/*', async (request, reply) => {
      const capture = byPath.get(request.url);
      if (!capture) return reply.code(404).send({ message: `no capture of ${request.url}` });
      for (const statement of capture.statements) {
        await (statement.name ? prepared : pool).query({
          text: statement.text,
          values: statement.values,
          types: rawTypes,
          ...(statement.name ? { name: statement.name } : {}),
          ...(statement.rowMode ? { rowMode: statement.rowMode } : {}),
        });
      }
      return reply.code(capture.status).type(capture.contentType).send(capture.body);
    });
  });
  await floor.listen({ port: Number(port), host: '127.0.0.1' });
  serving([floor, { close: () => Promise.all([pool.end(), prepared.end()]) }]);
}

runServer('floor', serve);
