// The comparison matrix (issue 16): GET /api/projects/{id}/bids for a plant list of 200 lines with 15 bids that
// answer every line (3,000 offers), over HTTP at 10 connections on PostgreSQL, through the whole app (auth,
// validation, serialization; the matrix cache answers after its version check). Target: p95 at most 50 ms. Run alone: node apps/server/bench/projects.ts
// (DATABASE_URL = an admin URL).
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { parseEnv } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

const LINES = 200;
const BIDS = 15;
const CONNECTIONS = 10;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

async function admin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

type App = Awaited<ReturnType<typeof buildApp>>;

/** app.inject, waiting out the overload guard's 503 (setup on a busy machine, not what is measured). */
async function inject(app: App, options: InjectOptions): Promise<LightMyRequestResponse> {
  for (let attempt = 0; ; attempt++) {
    const response = await app.inject(options);
    if (response.statusCode !== 503 || attempt >= 40) return response;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function register(app: App, role: 'buyer' | 'vendor', n: number): Promise<Record<string, string>> {
  const email = `bench-${role}-${n}@bench.test`;
  const password = 'bench projects password';
  const payload = {
    first_name: 'Bench',
    last_name: `${role} ${n}`,
    email,
    password,
    ...(role === 'vendor' ? { vendor_profile: { business_name: `Bench Nursery ${n}` } } : {}),
  };
  const registered = await inject(app, { method: 'POST', url: `/api/auth/register/${role}`, payload });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  if (role === 'vendor') {
    await app.db.execute(sql`UPDATE vendor_profiles SET is_approved = true
      WHERE user_id = (SELECT id FROM users WHERE email = ${email})`);
  }
  const login = await inject(app, { method: 'POST', url: '/api/auth/login', payload: { username: email, password } });
  return { authorization: `Bearer ${(login.json() as { access_token: string }).access_token}` };
}

async function expectOk(pending: Promise<{ statusCode: number; body: string }>) {
  const response = await pending;
  if (response.statusCode >= 300) throw new Error(`${response.statusCode} ${response.body.slice(0, 300)}`);
  return JSON.parse(response.body);
}

async function benchApp(databaseUrl: string, dataDir: string) {
  const database = await openDatabase({ databaseUrl, poolSize: 10 });
  const config = {
    ...parseEnv({ NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_FACTOR: '1000000' }),
    dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    PUBLIC_URL: 'http://127.0.0.1',
    webDistDir: path.join(dataDir, 'no-web'),
  };
  return { app: await buildApp({ config, database }), database };
}

/** The server under test, in its own process (as in production), so the load generator does not share its CPU. */
function startServer(databaseUrl: string, dataDir: string): Promise<{ child: ChildProcess; address: string }> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['serve', databaseUrl, dataDir], { stdio: 'inherit' });
    child.once('message', (message: { address: string }) => resolve({ child, address: message.address }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

export async function benchProjects(adminUrl: string): Promise<{ p50: number; p95: number; rps: number }> {
  const name = `verdant_bench_projects_${process.pid}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'verdant-bench-projects-'));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { app, database } = await benchApp(url.toString(), dataDir);
  let server: ChildProcess | null = null;
  try {
    console.log(`\n[projects] one plant list of ${LINES} lines, ${BIDS} bids on every line...`);
    const buyer = await register(app, 'buyer', 0);
    const lines = Array.from({ length: LINES }, (_, i) => ({
      botanical_name: ['Quercus virginiana', 'Salvia greggii', 'Ilex vomitoria', 'Acer rubrum'][i % 4],
      common_name: `Line ${i + 1}`,
      size: ['#1', '#3', '#5', '30 gal'][i % 4],
      quantity: 10 + (i % 50),
    }));
    const project = await expectOk(
      inject(app, {
        method: 'POST',
        url: '/api/projects',
        headers: buyer,
        payload: {
          title: 'Bench park',
          description: 'A large plant schedule',
          location: { city: 'Austin', state: 'TX', zip: '78701' },
          category: 'mixed',
          bid_deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          needed_by: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
          lines,
          status: 'open',
        },
      }),
    );
    for (let n = 1; n <= BIDS; n++) {
      const vendor = await register(app, 'vendor', n);
      await expectOk(
        inject(app, {
          method: 'POST',
          url: `/api/projects/${project.id}/bids`,
          headers: vendor,
          payload: {
            lines: (project.lines as { id: number; quantity: number }[]).map((line, i) => ({
              line_id: line.id,
              unit_price: 5 + ((i * 7 + n * 13) % 400) / 4,
              quantity: line.quantity - (i % 7 === n % 7 ? 1 : 0),
              ready_date: new Date(Date.now() + (20 + n) * 86_400_000).toISOString().slice(0, 10),
              substitute: i % 23 === n ? { botanical_name: 'Ilex cornuta', size: '#5', note: null } : null,
            })),
            valid_until: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
          },
        }),
      );
    }
    await app.db.execute(sql`VACUUM ANALYZE`);
    const started = await startServer(url.toString(), dataDir);
    server = started.child;
    const { address } = started;
    const path = `/api/projects/${project.id}/bids`;
    const body = await (await fetch(`${address}${path}`, { headers: buyer })).json();
    const matrix = body as { bids: unknown[]; lines: unknown[] };
    if (matrix.bids.length !== BIDS || matrix.lines.length !== LINES) throw new Error('unexpected matrix size');

    const drive = async (duration: number) => {
      const latencies: number[] = [];
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          { url: `${address}${path}`, connections: CONNECTIONS, duration, timeout: 10, headers: buyer },
          (error, done) => (error ? reject(error) : resolve(done)),
        );
        instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
      });
      latencies.sort((a, b) => a - b);
      const errors = result.errors + result.timeouts + result.non2xx;
      return {
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        rps: result.requests.average,
        errors,
      };
    };
    await drive(2); // warm-up: plans, JIT
    // One request at a time: the service time itself, without queueing behind the other connections.
    const single: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      await (await fetch(`${address}${path}`, { headers: buyer })).arrayBuffer();
      single.push(performance.now() - started);
    }
    single.sort((a, b) => a - b);
    console.log(
      `[projects] one at a time: p50 ${percentile(single, 0.5).toFixed(1)} ms, p95 ${percentile(single, 0.95).toFixed(1)} ms`,
    );
    const result = await drive(DURATION);
    console.log(
      `[projects] GET /api/projects/{id}/bids (${LINES} lines x ${BIDS} bids, ${Math.round(JSON.stringify(matrix).length / 1024)} KB) ` +
        `c=${CONNECTIONS}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms ` +
        `(target <= 50 ms), errors ${result.errors}`,
    );
    if (result.errors > 0) throw new Error(`${result.errors} failed requests`);
    return result;
  } finally {
    if (server) {
      server.removeAllListeners('exit');
      server.send('stop');
      await new Promise((resolve) => server?.once('exit', resolve));
    }
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'serve') {
  const { app, database } = await benchApp(process.argv[3]!, process.argv[4]!);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  process.on('message', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
  process.send?.({ address });
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchProjects(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  if (result.p95 > 50) process.exitCode = 1;
}
