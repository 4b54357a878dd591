import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { PGLITE_EXTENSIONS } from '../../src/db/client.ts';
import { adminQuery, withDatabase } from '../global-setup.ts';

// Real server processes for the reliability tests: `node src/server.ts` as production runs it, driven over HTTP.

const SERVER_ENTRY = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
export const ADMIN_EMAIL = 'ops-admin@example.test';
export const PASSWORD = 'correct horse battery';
/** Several processes on one database must share it (else a token from one is refused by the other). */
const JWT_SECRET = 'reliability-secret-reliability-secret-0123';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  exited: Promise<Exit>;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Milliseconds from spawn to the first healthy answer of /api/health. */
  startupMs: number;
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

export interface ServerOptions {
  /** PGlite data folder (also where media and the JWT secret file go). */
  dataDir: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  port?: number;
  env?: Record<string, string>;
  /** Open-file limit (soft and hard) for the process, set with the shell's ulimit before it starts. */
  fileLimit?: number;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * A fresh data folder. For PGlite it already holds the migrated golden database of this test run: a brand-new
 * folder costs an initdb plus every migration (~15 s on a busy machine), which the e2e suite covers already.
 */
export async function tempDataDir(options: { pglite?: boolean } = {}): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'verdant-reliability-'));
  if (options.pglite) {
    const dump = new Blob([await readFile(inject('pgliteGoldenDump'))]);
    const client = await PGlite.create({
      dataDir: path.join(dataDir, 'pglite'),
      loadDataDir: dump,
      extensions: PGLITE_EXTENSIONS,
    });
    await client.close();
  }
  return dataDir;
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env: Record<string, string | undefined> = {
    ...inherited,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    SEED_DEMO: 'false',
    ADMIN_EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(options.dataDir, 'no-web-build'),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const started = performance.now();
  const child = options.fileLimit
    ? spawn('/bin/sh', ['-c', `ulimit -n ${options.fileLimit} && exec "$0" "$1"`, process.execPath, SERVER_ENTRY], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn(process.execPath, [SERVER_ENTRY], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let done = false;
  void exited.then(() => {
    done = true;
  });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (done) throw new Error(`server exited during start-up:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy after 90 s:\n${output}`);
    }
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    await sleep(50);
  }
  const startupMs = performance.now() - started;

  return {
    url,
    port,
    child,
    exited,
    output: () => output,
    startupMs,
    stop: async (signal = 'SIGTERM') => {
      if (!done) child.kill(signal);
      return exited;
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Lines the server logged with this message (LOG_LEVEL=info gives one "incoming request" line per request). */
export function logged(output: string, message: string, url?: string): number {
  const parse = (line: string): { msg?: string; req?: { url?: string } } => {
    try {
      return JSON.parse(line);
    } catch {
      return {}; // not JSON, or a line still being written
    }
  };
  return output
    .split('\n')
    .map(parse)
    .filter((line) => line.msg === message && (!url || line.req?.url === url)).length;
}

export async function waitFor(check: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

/** A fresh PostgreSQL database next to DATABASE_URL's, dropped by `drop`. Empty: the servers migrate it. */
export async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `verdant_rel_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  return {
    url: withDatabase(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  route: string,
  options: { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers };
}

/**
 * Sends until the answer is not the overload guard's 503 (it refuses before any work, with Retry-After): a busy
 * machine can trip it during a test's setup, and a client told to retry does.
 */
async function expectStatus<T>(send: () => Promise<Answer<T>>, status: number, what: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const { status: got, body } = await send();
    if (got === 503 && attempt < 40) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    if (got !== status) throw new Error(`${what}: expected ${status}, got ${got} ${JSON.stringify(body)}`);
    return body;
  }
}

export async function loginAs(baseUrl: string, email: string): Promise<{ authorization: string }> {
  const body = await expectStatus<{ access_token: string }>(
    () => call(baseUrl, 'POST', '/api/auth/login', { body: { username: email, password: PASSWORD } }),
    200,
    `login ${email}`,
  );
  return { authorization: `Bearer ${body.access_token}` };
}

export interface Shop {
  vendorEmail: string;
  vendorHeaders: { authorization: string };
  plantId: number;
  priceCents: number;
}

/** Through the API only: a vendor registers, the admin approves it, the vendor lists one plant with `stock` units. */
export async function openShop(baseUrl: string, stock: number): Promise<Shop> {
  const vendorEmail = `vendor-${randomUUID().slice(0, 8)}@example.test`;
  const registered = await expectStatus<{ user: { vendor_profile: { id: number } } }>(
    () =>
      call(baseUrl, 'POST', '/api/auth/register/vendor', {
        body: {
          first_name: 'Rel',
          last_name: 'Vendor',
          email: vendorEmail,
          password: PASSWORD,
          vendor_profile: { business_name: `Crash Test Nursery ${vendorEmail}`, business_phone: '512-555-0199' },
        },
      }),
    201,
    'register vendor',
  );
  const admin = await loginAs(baseUrl, ADMIN_EMAIL);
  await expectStatus(
    () => call(baseUrl, 'PATCH', `/api/admin/vendors/${registered.user.vendor_profile.id}/approve`, { headers: admin }),
    200,
    'approve vendor',
  );
  const vendorHeaders = await loginAs(baseUrl, vendorEmail);
  const plant = await expectStatus<{ id: number }>(
    () =>
      call(baseUrl, 'POST', '/api/vendor/inventory', {
        headers: vendorHeaders,
        body: { plant_name: 'Crash Test Fern', price: 12.5, quantity_available: stock, category: 'indoor' },
      }),
    201,
    'create plant',
  );
  return { vendorEmail, vendorHeaders, plantId: plant.id, priceCents: 1250 };
}

export function guestOrder(plantId: number, quantity: number, n: number) {
  return {
    buyer_name: 'Guest Buyer',
    buyer_email: `guest${n}@example.test`,
    shipping_address: '12 Live Oak Lane, Austin, TX 78701',
    items: [{ inventory_item_id: plantId, quantity }],
  };
}

export interface OrderRow {
  id: number;
  status: string;
  quantity: number;
  inventory_item_id: number;
}

/** Stock left and units in orders still holding stock (not cancelled), as the vendor's API reports them. */
export async function stockAndSold(baseUrl: string, shop: Shop) {
  const headers = shop.vendorHeaders;
  const plant = await expectStatus<{ quantity_available: number }>(
    () => call(baseUrl, 'GET', `/api/vendor/inventory/${shop.plantId}`, { headers }),
    200,
    'read plant',
  );
  const orders = await expectStatus<OrderRow[]>(
    () => call(baseUrl, 'GET', '/api/vendor/orders', { headers }),
    200,
    'list orders',
  );
  const holding = orders.filter((order) => order.status !== 'cancelled');
  return {
    stock: plant.quantity_available,
    sold: holding.reduce((sum, order) => sum + order.quantity, 0),
    orders,
  };
}
