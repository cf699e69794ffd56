/**
 * The deploy recipe, checked offline (no Docker here): the compose file against the Compose
 * specification's JSON schema and dclint's rules, and the parts that must agree with each other
 * and with the api — its environment, the proxy's upstreams, the image's health check.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DCLinter } from 'dclint';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../packages/api/src/config.ts';

const deployDir = new URL('.', import.meta.url).pathname;
const repoRoot = join(deployDir, '..');
const read = (file: string) => readFileSync(join(deployDir, file), 'utf8');
const composeFile = join(deployDir, 'compose.yaml');

interface Service {
  build?: { context: string; dockerfile: string };
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
  volumes?: string[];
  command?: string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const apis = Object.entries(compose.services).filter(
  ([, service]) => service.build?.dockerfile === 'deploy/Dockerfile',
);

const scratch = mkdtempSync(join(tmpdir(), 'vrmarket-deploy-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lint(file: string) {
  // Every rule at its default, but ports in double quotes: the repository's formatter (Biome) writes those.
  const rules = { 'require-quotes-in-ports': [1, { quoteType: 'double' }] } as const;
  const linter = new DCLinter({ rules, quiet: false, debug: false, exclude: [] });
  const [result] = linter.lintFiles([file], false);
  return result!;
}

/** `.env.example` with every blank filled, as an operator would. */
function sampleEnv(): Record<string, string> {
  const filled: Record<string, string> = {
    POSTGRES_PASSWORD: 'a-long-superuser-password',
    DATABASE_PASSWORD: 'a-long-database-password',
    REDIS_PASSWORD: 'a-long-redis-password',
    MINIO_ROOT_USER: 'store-admin',
    MINIO_ROOT_PASSWORD: 'a-long-store-root-password',
    S3_ACCESS_KEY_ID: 'vrmarket-api',
    S3_SECRET_ACCESS_KEY: 'a-long-store-password',
    CHAIN_RPC_URL: 'https://rpc.example.org',
    MINTER_PRIVATE_KEY: `0x${'7'.repeat(64)}`,
    JWT_SECRET: 'x'.repeat(48),
    OIDC_ISSUER: 'https://accounts.example.com',
    OIDC_CLIENT_ID: 'vrmarket',
    OIDC_CLIENT_SECRET: 'a-client-secret',
  };
  const env: Record<string, string> = {};
  for (const line of read('.env.example').split('\n')) {
    const match = /^([A-Z_0-9]+)=(.*)$/.exec(line);
    if (match) env[match[1]!] = match[2] || filled[match[1]!] || '';
  }
  return env;
}

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR:?error}, and $$ for a literal $. */
function interpolate(value: string, env: Record<string, string>): string {
  return value
    .replace(/\$\{([A-Z_0-9]+)(?:(:-|:\?)([^}]*))?\}/g, (_all, name: string, op?: string, arg?: string) => {
      const set = env[name];
      if (set) return set;
      if (op === ':?') throw new Error(`${name} is required: ${arg}`);
      return op === ':-' ? (arg ?? '') : '';
    })
    .replace(/\$\$/g, '$');
}

describe('deploy/compose.yaml', () => {
  it('passes the Compose schema and the linter with no errors and no warnings', () => {
    const result = lint(composeFile);
    expect(
      result.messages.map(
        (message: { line: number; message: string }) => `${message.line}: ${message.message}`,
      ),
    ).toEqual([]);
  });

  it('is really checked: a misspelt key fails the schema', () => {
    const broken = join(scratch, 'compose.yaml');
    writeFileSync(broken, read('compose.yaml').replace('healthcheck:', 'healthchek:'));
    expect(lint(broken).errorCount).toBeGreaterThan(0);
  });

  it('runs two api replicas of the image, the second after the first answers (migrations once)', () => {
    expect(apis.map(([name]) => name)).toEqual(['api-1', 'api-2']);
    expect(compose.services['api-2']?.depends_on?.['api-1']?.condition).toBe('service_healthy');
    for (const dependency of ['postgres', 'redis']) {
      expect(compose.services['api-1']?.depends_on?.[dependency]?.condition).toBe('service_healthy');
      expect(compose.services[dependency]?.healthcheck?.test.length).toBeGreaterThan(0);
    }
  });

  it("gives the api an environment its config accepts in production, with Redis, S3 and a chain's RPC URL", () => {
    const env = sampleEnv();
    const source = readFileSync(join(repoRoot, 'packages/api/src/config.ts'), 'utf8');
    const schemaBlock = source.slice(
      source.indexOf('const envSchema'),
      source.indexOf('\n});', source.indexOf('const envSchema')),
    );
    const known = new Set([...schemaBlock.matchAll(/^ {2}([A-Z_0-9]+):/gm)].map((match) => match[1]));
    for (const [name, service] of apis) {
      const apiEnv = Object.fromEntries(
        Object.entries(service.environment ?? {}).map(([key, value]) => [
          key,
          interpolate(String(value), env),
        ]),
      );
      // REDIS_URL is read by the api's Redis wiring (issue 18), outside config.ts's table today.
      const unknown = Object.keys(apiEnv).filter((key) => !known.has(key) && key !== 'REDIS_URL');
      expect(unknown, `${name}: variables the api does not read`).toEqual([]);
      expect(apiEnv).toMatchObject({
        NODE_ENV: 'production',
        REDIS_URL: 'redis://vrmarket:a-long-redis-password@redis:6379',
        STORAGE: 's3',
        S3_ENDPOINT: 'http://minio:9000',
        CHAIN_RPC_URL: 'https://rpc.example.org',
        CHAIN_ID: '97',
      });
      const config = loadConfig({ ...apiEnv, HOST: '0.0.0.0', PORT: '3000' });
      expect(config.storage.kind).toBe('s3');
    }
  });

  it('refuses to start without its secrets (compose stops with the variable named)', () => {
    const env = sampleEnv();
    delete env.JWT_SECRET;
    const jwt = compose.services['api-1']?.environment?.JWT_SECRET ?? '';
    expect(() => interpolate(jwt, env)).toThrow('JWT_SECRET is required');
  });

  it('lists in .env.example every variable it reads from the environment', () => {
    const source = read('compose.yaml');
    const used = new Set([...source.matchAll(/\$\{([A-Z_0-9]+)/g)].map((match) => match[1]!));
    used.delete('VRMARKET_TAG');
    const listed = new Set(Object.keys(sampleEnv()));
    expect([...used].filter((name) => !listed.has(name))).toEqual([]);
  });

  it('puts the proxy in front of exactly the api replicas, on the port the image listens on', () => {
    const caddyfile = read('Caddyfile');
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)![1]!.trim().split(/\s+/);
    expect(upstreams).toEqual(apis.map(([name]) => `${name}:3000`));
    expect(caddyfile).toContain('health_uri /ready');
    expect(compose.services.caddy?.ports).toContain('0.0.0.0:443:443');
  });
});

/** A service's environment as compose hands it over, from the filled `.env.example`. */
function serviceEnv(name: string, env = sampleEnv()): Record<string, string> {
  const service = compose.services[name];
  expect(service, `service ${name}`).toBeDefined();
  return Object.fromEntries(
    Object.entries(service?.environment ?? {}).map(([key, value]) => [key, interpolate(String(value), env)]),
  );
}

describe('deploy/compose.yaml: each part gets its least privilege', () => {
  it("gives the api a store user of its own, limited to the media bucket, not the store's root keys", () => {
    const env = sampleEnv();
    const store = serviceEnv('minio', env);
    expect(store.MINIO_ROOT_USER).toBe('store-admin');
    for (const [name] of apis) {
      const api = serviceEnv(name, env);
      expect(api.S3_ACCESS_KEY_ID).toBe('vrmarket-api');
      expect(api.S3_ACCESS_KEY_ID).not.toBe(store.MINIO_ROOT_USER);
      expect(Object.values(api)).not.toContain(store.MINIO_ROOT_PASSWORD);
    }
    // The one-shot job makes that user (the api's keys) and attaches it a policy of the bucket only.
    const job = serviceEnv('minio-bucket', env);
    expect(job).toMatchObject({ S3_ACCESS_KEY_ID: 'vrmarket-api', S3_BUCKET: 'vrmarket-media' });
    const script = interpolate((compose.services['minio-bucket']?.command ?? []).join('\n'), env);
    expect(script).toContain('mc admin user add store "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"');
    expect(script).toContain('mc admin policy attach store vrmarket-api --user "$S3_ACCESS_KEY_ID"');
    const document = /<<POLICY\n([\s\S]*?)\nPOLICY/.exec(script)?.[1];
    expect(document, 'the policy document in the job').toBeDefined();
    const policy = JSON.parse(document!.replaceAll('$S3_BUCKET', job.S3_BUCKET!)) as {
      Statement: { Effect: string; Action: string[]; Resource: string[] }[];
    };
    const resources = policy.Statement.flatMap((statement) => statement.Resource);
    expect(new Set(resources)).toEqual(
      new Set(['arn:aws:s3:::vrmarket-media', 'arn:aws:s3:::vrmarket-media/*']),
    );
    const actions = policy.Statement.flatMap((statement) => statement.Action);
    expect(actions.every((action) => /^s3:[A-Za-z]+$/.test(action))).toBe(true);
    expect(policy.Statement.every((statement) => statement.Effect === 'Allow')).toBe(true);
  });

  it('connects the api to PostgreSQL as a role that is no superuser and owns only the app database', () => {
    const env = sampleEnv();
    const database = serviceEnv('postgres', env);
    const superuser = database.POSTGRES_USER || 'postgres';
    for (const [name] of apis) {
      const url = new URL(serviceEnv(name, env).DATABASE_URL!);
      expect(url.username).not.toBe(superuser);
      expect(decodeURIComponent(url.password)).not.toBe(database.POSTGRES_PASSWORD);
      // The init script (run once, on an empty volume) makes that role and its database.
      expect(database).toMatchObject({
        APP_DB_USER: url.username,
        APP_DB_PASSWORD: decodeURIComponent(url.password),
        APP_DB: url.pathname.slice(1),
      });
    }
    expect(compose.services.postgres?.volumes).toContain(
      './postgres-init.sh:/docker-entrypoint-initdb.d/10-vrmarket.sh:ro',
    );
    const init = read('postgres-init.sh');
    expect(init).toMatch(/CREATE ROLE :"app_user" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION/);
    expect(init).toContain('CREATE DATABASE :"app_db" OWNER :"app_user"');
    expect(init).toContain('REVOKE ALL ON DATABASE :"app_db" FROM PUBLIC');
  });

  it('makes Redis ask for a password: the api signs in as its own user, and there is no default user', () => {
    const env = sampleEnv();
    for (const [name] of apis) {
      const url = new URL(serviceEnv(name, env).REDIS_URL!);
      expect(url.username).toBe('vrmarket');
      expect(decodeURIComponent(url.password)).toBe(env.REDIS_PASSWORD);
    }
    const redis = compose.services.redis!;
    expect(serviceEnv('redis', env).REDIS_PASSWORD).toBe(env.REDIS_PASSWORD);
    const start = interpolate((redis.command ?? []).join('\n'), env);
    expect(start).toContain('user default off');
    // Only the api's keys and channels (REDIS_PREFIX vrmarket:), no administration.
    expect(start).toMatch(
      /user vrmarket on >\$REDIS_PASSWORD ~vrmarket:\* &vrmarket:\* \+@all -@admin -@dangerous/,
    );
    expect(start).toContain('--aclfile');
    expect(start).not.toMatch(/redis-server[^\n]*\$REDIS_PASSWORD/);
    expect(redis.healthcheck?.test.join(' ')).toContain('--user vrmarket');
  });
});

describe('deploy/Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1)!;

  it('builds in stages and runs as the unprivileged node user', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toContain('NODE_ENV=production');
  });

  it("checks the api's health route, which the api serves", () => {
    expect(runtime).toMatch(/^HEALTHCHECK .*\n.*\/health/m);
    const routes = readFileSync(join(repoRoot, 'packages/api/src/modules/health/routes.ts'), 'utf8');
    expect(routes).toContain("'/health'");
  });

  it('copies the manifest of every workspace before npm ci (else the install in the image fails)', () => {
    const { workspaces } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    for (const workspace of workspaces) {
      expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    }
  });
});
