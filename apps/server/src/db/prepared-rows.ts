import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.ts';

const dialect = new PgDialect({ casing: 'snake_case' });

/** Runs `statement` as a named prepared statement on PostgreSQL (planned once per pooled connection). */
export async function preparedRows<Row>(db: Db, name: string, statement: SQL): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    return (await client.query({ name, text, values: params })).rows as Row[];
  }
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}
