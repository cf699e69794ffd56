import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Notification } from '@vrmarket/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { createFactory } from '../../../test/factory.ts';
import { redisReachable, TEST_REDIS_URL } from '../../../test/redis.ts';
import { openStream } from '../../../test/sse.ts';
import { notify } from '../../db/notify.ts';
import { createSharedState, type SharedState } from '../../shared-state.ts';
import { createNotificationHub, type NotificationHub } from './hub.ts';

const log = pino({ level: 'silent' });
const needs =
  !(await redisReachable()) && !process.env.CI ? `nothing listens at ${TEST_REDIS_URL}` : undefined;

describe.skipIf(needs !== undefined)(
  `notification hub across replicas (Redis)${needs ? ` (skipped: ${needs})` : ''}`,
  () => {
    let test: TestDatabase;
    const servers: Server[] = [];
    const hubs: NotificationHub[] = [];
    let shared: SharedState[] = [];

    /** A plain HTTP server that streams user `userId`'s notifications from `hub`. */
    async function serve(hub: NotificationHub, userId: number): Promise<string> {
      const server = createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        void hub.open(response, userId);
      });
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }

    beforeAll(async () => {
      test = await createTestDatabase();
    });
    afterAll(async () => {
      for (const hub of hubs) hub.close();
      for (const server of servers) server.closeAllConnections();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
      await Promise.all(shared.map((state) => state.close()));
      await test?.drop();
    });

    it("a notification committed on one replica reaches the user's stream on another through Redis", async () => {
      const prefix = `vrmarket-notify-test-${process.pid}-${randomBytes(4).toString('hex')}:`;
      shared = [0, 1].map(() => createSharedState({ url: TEST_REDIS_URL, prefix, log }));
      await Promise.all(shared.map((state) => state.ready()));
      // No polling: only the Redis message can bring the notification to replica b.
      const [a, b] = shared.map((state) =>
        createNotificationHub({ db: test.database.db, shared: state, log, pollMs: 3_600_000 }),
      );
      hubs.push(a!, b!);
      const user = await createFactory(test.database.db).user('dana', 4);
      const stream = await openStream(await serve(b!, user.id));
      const deadline = Date.now() + 10_000;
      while (b!.connections(user.id) === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await test.database.db.transaction((tx) =>
        notify(tx, [{ userId: user.id, kind: 'STAKE_UNLOCKED', dedupeKey: 'redis:1', nftName: 'Pod' }]),
      );
      a!.committed();
      const [event] = (await stream.waitFor(1)) as unknown as Notification[];
      expect(event).toMatchObject({ kind: 'STAKE_UNLOCKED', nftName: 'Pod' });
      stream.close();
    });
  },
);
