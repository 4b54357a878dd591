import { sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ensureAdmin } from './db/seed/admin.ts';
import { DEMO_PASSWORD } from './db/seed/demo-catalog.ts';
import { DEMO_ADMIN_EMAIL, demoLoginLines, seedDemo } from './db/seed/seed.ts';
import { fillPlantFacts } from './modules/inventory/plant-facts.repository.ts';

// Any constant works; it only has to be the same for every server process (the migrations use 72_541_009).
const SEED_LOCK_ID = 72_541_010;

// Loads config, opens and migrates the database, seeds, listens; SIGTERM/SIGINT drain requests and close cleanly.

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const app = await buildApp({
    config,
    database,
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
  });

  // Several processes can start at once on one database: seeding holds a transaction-scoped advisory lock, so the
  // second one finds the admin and the demo data already there instead of failing on a duplicate email.
  let seeded = false;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) await ensureAdmin(tx, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    if (config.SEED_DEMO) {
      if (!config.ADMIN_EMAIL) await ensureAdmin(tx, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
      seeded = await seedDemo(tx, app.images);
    }
    // Size classes, growing attributes and search names of rows no fill has seen yet (decision 020).
    const filled = await fillPlantFacts(tx);
    if (filled > 0) app.log.info({ filled }, 'filled size classes and growing attributes');
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    const timer = setTimeout(() => process.exit(1), 15_000).unref();
    // close() stops accepting and closes idle keep-alive connections once; a connection whose last request finishes
    // later would hold it open until its keep-alive timeout (72 s, past the 15 s limit): close those as they idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100).unref();
    await app.close();
    clearInterval(sweep);
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const lines = [
    '',
    `  Verdant is running at ${config.PUBLIC_URL}  (database: ${database.kind}${database.kind === 'pglite' ? `, ${config.dataDir}` : ''})`,
    `  API docs: ${config.PUBLIC_URL}/api/docs`,
  ];
  if (config.SEED_DEMO) {
    lines.push(`  Demo logins (password for all: ${DEMO_PASSWORD})${seeded ? ', seeded just now' : ''}:`);
    lines.push(...demoLoginLines(config.ADMIN_EMAIL ?? DEMO_ADMIN_EMAIL).map((line) => `    ${line}`));
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
