import { AsyncLocalStorage } from 'node:async_hooks';
import { type PGlite, parse, protocol, types } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../../db/client.ts';
import type { ListQuery } from './catalog.repository.ts';

// Building a search's statement (several hundred drizzle chunks for the page and facets) and rendering it to text
// cost the app 0.3-0.6 ms per search, as much as the rest of its work on the request. A statement is built once
// per shape (which filters are set, how many values each list has, the sort and the page), with placeholders for
// the values, and each request only fills them in. The text is the same, so PostgreSQL's prepared statements and
// their generic plans are shared as before.

const dialect = new PgDialect({ casing: 'snake_case' });
/** Values that become placeholders; every other field (sort, page, the boolean filters) is part of the shape. */
const VALUES = [
  'tsquery',
  'named',
  'category',
  'vendorId',
  'minPriceCents',
  'maxPriceCents',
  'zoneRank',
  'nativeState',
  'state',
];
const LISTS = ['light', 'water', 'sizeClass'];
const MAX_SHAPES = 500;
const shapes = new Map<string, { text: string; params: unknown[] }>();

type Query = Partial<ListQuery>;

/** The query with a placeholder for each value, the values by placeholder name, and the key of its shape. */
export function parameterize(query: Query): { template: Query; values: Record<string, unknown>; shape: string } {
  const template: Record<string, unknown> = { ...query };
  const values: Record<string, unknown> = {};
  const shape: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (VALUES.includes(key)) {
      template[key] = sql.placeholder(key);
      values[key] = value;
      shape[key] = typeof value;
    } else if (LISTS.includes(key)) {
      const list = value as string[];
      template[key] = list.map((_, n) => sql.placeholder(`${key}.${n}`));
      for (const [n, item] of list.entries()) values[`${key}.${n}`] = item;
      shape[key] = list.length;
    } else shape[key] = value;
  }
  return { template: template as Query, values, shape: JSON.stringify(shape) };
}

/** Statement text and parameters of `build(query)`, the text built once per shape and kind. */
export function statementOf<Q extends Query>(kind: string, query: Q, build: (query: Q) => SQL) {
  const { template, values, shape } = parameterize(query);
  const key = `${kind}:${shape}`;
  let statement = shapes.get(key);
  if (!statement) {
    const { sql: text, params } = dialect.sqlToQuery(build(template as Q));
    statement = { text, params };
    if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
    shapes.set(key, statement);
  }
  return { text: statement.text, params: fillPlaceholders(statement.params, values) };
}

const statementNames = new Map<string, string>();

const nameOf = (text: string) => {
  let name = statementNames.get(text);
  if (!name) {
    name = `catalog_shape_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
};

// Dates, intervals and their arrays (numeric[] too) as text on PGlite, as drizzle's own PGlite session reads them.
const asText = (value: string) => value;
const PGLITE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.DATE, types.INTERVAL, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    asText,
  ]),
);

/**
 * Runs a catalog read built by `build`: on PostgreSQL as a named prepared statement (each pooled connection parses
 * and plans a shape once), on PGlite as a statement PREPAREd once per shape and then EXECUTEd (below).
 */
export async function preparedShape<Row, Q extends Query>(
  db: Db,
  kind: string,
  query: Q,
  build: (query: Q) => SQL,
): Promise<Row[]> {
  const { text, params } = statementOf(kind, query, build);
  return runPrepared<Row>(db, text, params);
}

/** Runs a statement's text and values prepared: named on PostgreSQL, PREPARE and EXECUTE on PGlite. */
export async function runPrepared<Row>(db: Db, text: string, params: unknown[]): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool)
    return (await client.query({ name: nameOf(text), text, values: params })).rows as Row[];
  return executeOnPglite<Row>(client as Pglite, text, params);
}

type Pglite = Pick<PGlite, 'query' | 'runExclusive' | 'execProtocolStream' | 'parsers'>;
/** Per PGlite instance: the shapes PREPAREd there (a promise, so two first requests of a shape prepare it once). */
const preparedOn = new WeakMap<Pglite, Map<string, Promise<unknown>>>();

/** A parameter as the wire protocol's text, as PostgreSQL's driver would send it; undefined when not plain. */
function textValue(value: unknown): string | null | undefined {
  if (value === null) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  if (!['string', 'number', 'boolean'].includes(typeof value)) return undefined;
  const text = String(value);
  return text.includes('\0') ? undefined : text;
}

const ROWS = { rowMode: 'object', parsers: PGLITE_PARSERS } as const;
const { serialize } = protocol;
const DESCRIBE_EXECUTE_SYNC = [serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()];

/** Protocol messages as one, for one call into PGlite. */
function joined(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    message.set(part, at);
    at += part.length;
  }
  return message;
}

/**
 * PGlite's driver sends every query unnamed, so PostgreSQL parsed and planned each search anew (planning the page
 * and facets took 1.5-1.9 ms of a search's ~10 ms there). A shape is PREPAREd once per instance, so the plan is kept
 * like a pooled connection's, and then run as a pooled connection runs it: Bind (the values as text), Describe,
 * Execute and Sync, sent as one message. pglite.query() would make six calls into the database for one statement
 * (Parse, Describe, Bind, Describe, Execute, Sync), and an `EXECUTE name(...)` it parses has its literals planned
 * as expressions: 1.50 -> 1.25 ms of the one thread per statement at 100,000 plants (docs/performance.md, stop 17).
 * runExclusive takes PGlite's query lock; db/client.ts queues it behind any open transaction like every query.
 * Values that are not plain strings, numbers or booleans take the unprepared path.
 */
async function executeOnPglite<Row>(pglite: Pglite, text: string, params: unknown[]): Promise<Row[]> {
  const values = params.map(textValue);
  const turn = turnOf.getStore();
  const held = turn?.pglite === pglite;
  if (values.some((value) => value === undefined)) {
    if (held) throw new Error('oneTurn: a catalog read with a value that is not plain text');
    return (await pglite.query<Row>(text, params, ROWS)).rows;
  }
  const name = nameOf(text);
  const prepared = preparedOn.get(pglite) ?? new Map<string, Promise<unknown>>();
  preparedOn.set(pglite, prepared);
  let ready = prepared.get(name);
  if (!ready) {
    // Parse of a named statement is what PREPARE does; within a turn the lock is already held.
    const parseMessage = joined([serialize.parse({ name, text }), serialize.sync()]);
    ready = (held ? turn.run(parseMessage) : pglite.runExclusive(() => raw(pglite, parseMessage))).catch(
      (error: unknown) => {
        prepared.delete(name);
        throw error;
      },
    );
    prepared.set(name, ready);
  }
  await ready;
  const message = joined([
    serialize.bind({ statement: name, values: values as (string | null)[] }),
    ...DESCRIBE_EXECUTE_SYNC,
  ]);
  const messages = held ? await turn.run(message) : await pglite.runExclusive(() => raw(pglite, message));
  return parse.parseResults(messages, pglite.parsers, ROWS)[0]!.rows as Row[];
}

/** One message into PGlite, its lock held by the caller. A catalog read writes nothing: nothing to sync to files. */
const raw = (pglite: Pglite, message: Uint8Array) => pglite.execProtocolStream(message, { syncToFs: false });

/** A turn holding one PGlite's query lock; its messages go in one at a time (PGlite keeps one reply at a time). */
interface Turn {
  pglite: Pglite;
  run(message: Uint8Array): ReturnType<typeof raw>;
}
const turnOf = new AsyncLocalStorage<Turn>();

/**
 * Runs `work`'s catalog reads on PGlite in one turn of its queue: a search's word check and its page and facets
 * then wait in the queue once, not twice (queued behind every other request's statement after the word check, a
 * search with an unknown word waited about twice as long as one without: the tail of p95). PostgreSQL: just `work`.
 */
export async function oneTurn<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool || turnOf.getStore()) return work();
  const pglite = client as Pglite;
  return pglite.runExclusive(() => {
    let tail: Promise<unknown> = Promise.resolve();
    const run = (message: Uint8Array) => {
      const next = tail.then(() => raw(pglite, message));
      tail = next.catch(() => undefined);
      return next;
    };
    return turnOf.run({ pglite, run }, work);
  });
}
