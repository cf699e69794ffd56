import { eq } from 'drizzle-orm';
import { type App, buildApp } from '../src/app.ts';
import { type AppComponents, createComponents } from '../src/components.ts';
import { loadConfig } from '../src/config.ts';
import { users } from '../src/db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { createFactory } from './factory.ts';
import { multipart } from './media-fixtures.ts';

export type TestApp = {
  app: App;
  components: AppComponents;
  testDatabase: TestDatabase;
  close(): Promise<void>;
};

/** A production api's own secrets, quiet: for tests of what only production does (limits, proxies). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  OIDC_CLIENT_SECRET: 'own-secret',
  LOG_LEVEL: 'silent',
} as const;

/**
 * A ready app on its own test database. `env` overrides configuration variables
 * (DATA_DIR and WEB_DIST default to folders that do not exist, so no real files are touched).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Share one database between several apps of a file; the caller then drops it. */
  shared?: TestDatabase,
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/nonexistent/vrmarket-test-data',
    WEB_DIST: '/nonexistent/vrmarket-web-dist',
    ...env,
  });
  const testDatabase = shared ?? (await createTestDatabase());
  const components = await createComponents(config, { database: testDatabase.database });
  const app = buildApp(components);
  await app.ready();
  return {
    app,
    components,
    testDatabase,
    async close() {
      await app.close();
      if (!shared) await testDatabase.drop();
    },
  };
}

/** A call through `app.inject`, signed in with `token` (a visitor when null), with a JSON body. */
export function injectAs(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

/** Uploads a file as `token`'s user through `POST /api/v1/uploads`; answers the stored url. */
export async function uploadAs(app: App, token: string, content: Buffer, name: string): Promise<string> {
  const body = multipart([{ field: 'file', name, content }]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  return response.json().url as string;
}

/**
 * The usual cast of a signed-in test: alice (wallet 1), bob (wallet 2) and an admin-market user
 * (wallet 3), each with an access token.
 */
export async function aliceBobAndAdmin(test: TestApp): Promise<Record<'alice' | 'bob' | 'admin', string>> {
  const make = createFactory(test.components.db);
  const people = {
    alice: await make.user('alice', 1),
    bob: await make.user('bob', 2),
    admin: await make.user('admin', 3),
  };
  await test.components.db.update(users).set({ isAdminMarket: true }).where(eq(users.id, people.admin.id));
  const tokens = { alice: '', bob: '', admin: '' };
  for (const [name, user] of Object.entries(people) as [keyof typeof people, { id: number }][])
    tokens[name] = (await test.components.tokens.issue({ id: user.id, username: name })).accessToken;
  return tokens;
}
