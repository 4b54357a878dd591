import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '../src/app.ts';
import { type Config, parseEnv } from '../src/config.ts';
import { type Database, type DatabaseOptions, openDatabase } from '../src/db/client.ts';
import { adminQuery, withDatabase } from './global-setup.ts';

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** A fresh database for one test file: a copy of the migrated golden PGlite, or a clone of the PostgreSQL template. */
export async function openTestDatabase(
  options: Pick<DatabaseOptions, 'onIdleConnectionError'> = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  const template = inject('postgresTemplate');
  if (template) {
    const name = `verdant_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await adminQuery(template.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template.template}`);
    const database = await openDatabase({
      databaseUrl: withDatabase(template.adminUrl, name),
      migrate: false,
      ...options,
    });
    return {
      database,
      drop: async () => {
        await database.close();
        await adminQuery(template.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dump = await readFile(inject('pgliteGoldenDump'));
  const database = await openDatabase({ pgliteLoadDataDir: new Blob([dump]), migrate: false });
  return { database, drop: () => database.close() };
}

export async function makeTestConfig(env: Record<string, string> = {}): Promise<Config> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'verdant-data-'));
  // Tests inject everything from one address: the per-address cap is off unless a test turns it on.
  // The event-loop guard is off unless a test turns it on: with many suites on a shared machine the loop lags past
  // 1 s, and API tests would get 503 "busy" answers that say nothing about the API (overload.test.ts covers it).
  const parsed = parseEnv({
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    MAX_CONCURRENT_REQUESTS_PER_ADDRESS: '0',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    // The same for the caps on open unpaid orders per account and per address (order-holds.test.ts turns them on).
    OPEN_HOLDS_PER_BUYER: '0',
    OPEN_HOLDS_PER_GUEST_ADDRESS: '0',
    ...env,
  });
  return {
    ...parsed,
    dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    webDistDir: path.join(dataDir, 'no-web-build'),
  };
}

/** Rate limits high enough that ordinary tests never meet them; the rate-limit tests pass their own. */
export const RELAXED_LIMITS = {
  login: { max: 10_000, timeWindow: 60_000 },
  loginAccount: { max: 10_000, timeWindow: 60_000 },
  loginAddress: { max: 10_000, timeWindow: 60_000 },
  register: { max: 10_000, timeWindow: 60_000 },
  passwordReset: { max: 10_000, timeWindow: 60_000 },
  inquiry: { max: 10_000, timeWindow: 60_000 },
  order: { max: 10_000, timeWindow: 60_000 },
};

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    rateLimits?: BuildAppOptions['rateLimits'];
    /** Register extra routes before the app is ready (guard tests). */
    beforeReady?: (app: App) => void | Promise<void>;
  } = {},
): Promise<TestContext> {
  const config = await makeTestConfig(options.env);
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({ config, database, rateLimits: { ...RELAXED_LIMITS, ...options.rateLimits } });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
      await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Two app instances on one new PostgreSQL database, as two processes behind a load balancer would be. Only with
 * DATABASE_URL (the PostgreSQL template); close() closes both and drops the database.
 */
export async function twoInstancesOnOnePostgres(
  rateLimits: BuildAppOptions['rateLimits'] = {},
): Promise<{ apps: [App, App]; close(): Promise<void> }> {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('twoInstancesOnOnePostgres needs DATABASE_URL');
  const name = `verdant_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(template.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template.template}`);
  const apps: App[] = [];
  const closers: (() => Promise<void>)[] = [];
  for (let i = 0; i < 2; i++) {
    const config = await makeTestConfig();
    const database = await openDatabase({ databaseUrl: withDatabase(template.adminUrl, name), migrate: false });
    const app = await buildApp({ config, database, rateLimits: { ...RELAXED_LIMITS, ...rateLimits } });
    await app.ready();
    apps.push(app);
    closers.push(async () => {
      await app.close();
      await database.close();
      await rm(config.dataDir, { recursive: true, force: true });
    });
  }
  return {
    apps: apps as [App, App],
    close: async () => {
      for (const close of closers) await close();
      await adminQuery(template.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
