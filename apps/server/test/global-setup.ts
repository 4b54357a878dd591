import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS } from '../src/db/client.ts';
import { migratePgliteClient, migratePostgres } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteGoldenDump: string;
    postgresTemplate: { adminUrl: string; template: string } | null;
  }
}

interface Golden {
  pgliteGoldenDump: string;
  postgresTemplate: { adminUrl: string; template: string } | null;
  users: number;
  teardown(): Promise<void>;
}

// `server` and `server-serial` are two projects of one Vitest run, each with this global setup: they share one
// golden copy (migrating takes seconds), and the last project to finish removes it.
const shared = globalThis as { verdantGolden?: Promise<Golden> };

/** Migrates once: a PGlite dump for the embedded runs and, when DATABASE_URL is set, a PostgreSQL template. */
export default async function setup(project: TestProject) {
  shared.verdantGolden ??= migrateGolden();
  const golden = await shared.verdantGolden;
  golden.users += 1;
  project.provide('pgliteGoldenDump', golden.pgliteGoldenDump);
  project.provide('postgresTemplate', golden.postgresTemplate);
  return async () => {
    golden.users -= 1;
    if (golden.users > 0) return;
    shared.verdantGolden = undefined;
    await golden.teardown();
  };
}

async function migrateGolden(): Promise<Golden> {
  const dir = await mkdtemp(path.join(tmpdir(), 'verdant-test-'));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migratePgliteClient(client);
  // Uncompressed (about 40 MB, once): every file loads it, and gunzip was a third of a load's CPU (0.8 -> 0.5 s).
  const dumpFile = path.join(dir, 'golden.tar');
  const dump = await client.dumpDataDir('none');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await client.close();

  const databaseUrl = process.env.DATABASE_URL;
  let template: string | null = null;
  if (databaseUrl) {
    template = `verdant_tpl_${process.pid}`;
    await adminQuery(databaseUrl, `CREATE DATABASE ${template}`);
    await migratePostgres(withDatabase(databaseUrl, template));
  }
  return {
    pgliteGoldenDump: dumpFile,
    postgresTemplate: databaseUrl && template ? { adminUrl: databaseUrl, template } : null,
    users: 0,
    teardown: async () => {
      await rm(dir, { recursive: true, force: true });
      if (databaseUrl && template) await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    },
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
