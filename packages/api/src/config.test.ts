import path from 'node:path';
import { devPrivateKeys } from '@vrmarket/contracts';
import { describe, expect, it } from 'vitest';
import { DEV_JWT_SECRET, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs as production with NODE_ENV unset, so it needs secrets of its own', () => {
    expect(() => loadConfig({})).toThrow(
      'Invalid configuration: JWT_SECRET and OIDC_CLIENT_SECRET are required when NODE_ENV=production',
    );
    expect(() => loadConfig({ JWT_SECRET: 'j'.repeat(32) })).toThrow(
      'Invalid configuration: OIDC_CLIENT_SECRET is required when NODE_ENV=production',
    );
    expect(() => loadConfig({ OIDC_CLIENT_SECRET: 'own' })).toThrow(
      'Invalid configuration: JWT_SECRET is required when NODE_ENV=production',
    );
    const config = loadConfig({ JWT_SECRET: 'j'.repeat(32), OIDC_CLIENT_SECRET: 'own' });
    expect(config).toMatchObject({
      env: 'production',
      jwtSecret: 'j'.repeat(32),
      oidc: { clientSecret: 'own' },
    });
  });

  it('refuses a public anvil minter key off the local chain', () => {
    const anvilKey = devPrivateKeys[0];
    const own = `0x${'1'.repeat(64)}`;
    expect(() =>
      loadConfig({ NODE_ENV: 'development', CHAIN_ID: '97', MINTER_PRIVATE_KEY: anvilKey }),
    ).toThrow('Invalid configuration: MINTER_PRIVATE_KEY is a public anvil dev key, refused on chain 97');
    expect(() =>
      loadConfig({
        NODE_ENV: 'development',
        CHAIN_ID: '97',
        MINTER_PRIVATE_KEY: anvilKey.toUpperCase().replace('0X', '0x'),
      }),
    ).toThrow('MINTER_PRIVATE_KEY is a public anvil dev key');
    expect(
      loadConfig({ NODE_ENV: 'development', CHAIN_ID: '97', MINTER_PRIVATE_KEY: own }).chain.minterPrivateKey,
    ).toBe(own);
    expect(loadConfig({ NODE_ENV: 'development', MINTER_PRIVATE_KEY: anvilKey }).chain.minterPrivateKey).toBe(
      anvilKey,
    );
  });

  it('gives the embedded defaults with NODE_ENV=development', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      pgliteDir: path.resolve('data/pglite'),
      storage: { kind: 'local', mediaDir: path.resolve('data/media') },
      chain: {
        rpcUrl: 'http://127.0.0.1:8545',
        chainId: 31337,
        deploymentsFile: path.resolve('data/deployments.json'),
        confirmations: 0,
        minterPrivateKey: undefined,
      },
      oidc: { issuer: 'http://localhost:3001', clientId: 'vrmarket', clientSecret: 'vrmarket-dev-secret' },
      jwtSecret: DEV_JWT_SECRET,
      logLevel: 'info',
      flags: { allowBuy: false, checkWhitelist: false, allowCreateCollection: true },
    });
    expect(config.webDist).toMatch(/packages[/\\]web[/\\]dist$/);
  });

  it.each(['abc', '0', '65536', '-1', '3.5', ''])('rejects PORT=%j naming the variable', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(
      'Invalid configuration: PORT must be a number between 1 and 65535',
    );
  });

  it('names the variable for other bad values', () => {
    expect(() => loadConfig({ ALLOW_BUY: 'yes' })).toThrow('Invalid configuration: ALLOW_BUY must be 0 or 1');
    expect(() => loadConfig({ CHAIN_ID: 'bsc' })).toThrow('Invalid configuration: CHAIN_ID');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('Invalid configuration: DATABASE_URL');
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(
      'Invalid configuration: PUBLIC_URL must be a URL',
    );
    expect(() => loadConfig({ MINTER_PRIVATE_KEY: '0x12' })).toThrow(
      'Invalid configuration: MINTER_PRIVATE_KEY',
    );
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow('Invalid configuration: LOG_LEVEL');
  });

  it('requires a real JWT_SECRET in production', () => {
    const oidc = { OIDC_CLIENT_SECRET: 'own' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...oidc })).toThrow('JWT_SECRET is required');
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short', ...oidc })).toThrow(
      'JWT_SECRET must be at least 32 characters',
    );
    const secret = 'x'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, ...oidc }).jwtSecret).toBe(secret);
  });

  it('reads a hex chain id and waits for confirmations off the local chain', () => {
    const config = loadConfig({ NODE_ENV: 'development', CHAIN_ID: '0x38' });
    expect(config.chain).toMatchObject({ chainId: 56, confirmations: 12 });
    expect(
      loadConfig({ NODE_ENV: 'development', CHAIN_ID: '97', CHAIN_CONFIRMATIONS: '3' }).chain.confirmations,
    ).toBe(3);
  });

  it('derives paths from DATA_DIR and treats empty values as unset', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: '/srv/vr',
      DATABASE_URL: '',
      MEDIA_DIR: '',
    });
    expect(config.pgliteDir).toBe('/srv/vr/pglite');
    expect(config.storage).toEqual({ kind: 'local', mediaDir: '/srv/vr/media' });
    expect(config.chain.deploymentsFile).toBe('/srv/vr/deployments.json');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('configures S3 storage and requires its bucket', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', STORAGE: 's3' })).toThrow(
      'S3_BUCKET is required when STORAGE=s3',
    );
    const config = loadConfig({
      NODE_ENV: 'development',
      STORAGE: 's3',
      S3_BUCKET: 'media',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(config.storage).toMatchObject({
      kind: 's3',
      bucket: 'media',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(() =>
      loadConfig({ NODE_ENV: 'development', STORAGE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }),
    ).toThrow('set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together');
    expect(() =>
      loadConfig({ NODE_ENV: 'development', STORAGE: 's3', S3_BUCKET: 'media', S3_PUBLIC_URL: 'not a url' }),
    ).toThrow('S3_PUBLIC_URL');
  });

  it('trusts a number of proxy hops or the proxies own addresses, never every hop', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1/128' }).trustProxy).toEqual(
      ['10.0.0.0/8', '127.0.0.1', '::1/128'],
    );
    for (const bad of ['true', '11', '10.0.0.0/33', 'proxy.local', '10.0.0.1,']) {
      expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: bad })).toThrow(
        'Invalid configuration: TRUST_PROXY must be a hop count (0 to 10) or comma-separated proxy addresses/CIDRs',
      );
    }
  });

  it('bounds the work of uploads, with defaults and validated limits', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).uploads).toEqual({
      modelWorkers: 2,
      modelQueue: 2,
      perUser: 2,
      dailyBytes: 1024 ** 3,
      graceHours: 24,
    });
    expect(
      loadConfig({
        NODE_ENV: 'test',
        MODEL_WORKERS: '4',
        MODEL_QUEUE: '0',
        UPLOADS_PER_USER: '5',
        UPLOAD_DAILY_BYTES: '0',
        MEDIA_GRACE_HOURS: '0',
      }).uploads,
    ).toEqual({ modelWorkers: 4, modelQueue: 0, perUser: 5, dailyBytes: 0, graceHours: 0 });
    expect(() => loadConfig({ MODEL_WORKERS: '0' })).toThrow(
      'Invalid configuration: MODEL_WORKERS must be at least 1',
    );
    expect(() => loadConfig({ UPLOADS_PER_USER: '0' })).toThrow(
      'Invalid configuration: UPLOADS_PER_USER must be at least 1',
    );
    expect(() => loadConfig({ UPLOAD_DAILY_BYTES: '1GB' })).toThrow(
      'Invalid configuration: UPLOAD_DAILY_BYTES must be a whole number',
    );
  });

  it('is silent in tests unless LOG_LEVEL says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });
});
