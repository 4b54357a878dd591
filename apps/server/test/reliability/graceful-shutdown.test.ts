import { rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  call,
  createDatabase,
  guestOrder,
  logged,
  openShop,
  sleep,
  startServer,
  stockAndSold,
  tempDataDir,
  waitFor,
} from './server-process.ts';

// SIGTERM (what a deploy or a container stop sends): requests already being served finish with their normal answer,
// new connections are refused at once, and the process exits 0.
const template = inject('postgresTemplate');
const dbName = template ? 'PostgreSQL' : 'PGlite';
const ORDERS = 20;

/** 'connected' or the error code of a brand-new TCP connection (fetch could reuse a pooled one). */
function connectResult(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** POST /api/orders whose body arrives in two parts: the request is in progress until `finish()` is called. */
function slowOrder(url: string, payload: unknown) {
  const body = Buffer.from(JSON.stringify(payload));
  const request = http.request(`${url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': body.length, 'idempotency-key': 'slow-1' },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  request.write(body.subarray(0, 20));
  return { answer, finish: () => request.end(body.subarray(20)) };
}

describe(`SIGTERM drains in-flight requests (${dbName})`, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it(`answers every request already started, refuses new connections, exits 0 (${dbName})`, async () => {
    const dataDir = await tempDataDir({ pglite: !template });
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = template ? await createDatabase(template.adminUrl) : null;
    if (database) cleanups.push(() => database.drop());
    const server = await startServer({
      dataDir,
      databaseUrl: database?.url,
      env: { RATE_LIMIT_FACTOR: '1000', LOG_LEVEL: 'info' },
    });
    cleanups.push(() => server.stop('SIGKILL'));
    const shop = await openShop(server.url, 1000);

    const before = logged(server.output(), 'incoming request', '/api/orders');
    const slow = slowOrder(server.url, guestOrder(shop.plantId, 1, 0));
    const orders = Array.from({ length: ORDERS }, (_, i) =>
      call(server.url, 'POST', '/api/orders', {
        body: guestOrder(shop.plantId, 1, i + 1),
        headers: { 'idempotency-key': `drain-${i}` },
      }),
    );
    let answered = 0;
    for (const order of orders) void order.then(() => answered++);
    await waitFor(
      () => logged(server.output(), 'incoming request', '/api/orders') - before === ORDERS + 1,
      'every order to reach the server',
    );

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await waitFor(() => server.output().includes('shutting down'), 'the shutdown to start');
    // The listening socket closes as the shutdown begins (the log line comes just before): new connections are
    // refused from then on, while the slow order below is still in progress.
    let refused = await connectResult(server.port);
    const deadline = Date.now() + 10_000;
    while (refused === 'connected' && Date.now() < deadline) {
      await sleep(10);
      refused = await connectResult(server.port);
    }
    const inFlightAtRefusal = ORDERS - answered;
    expect(refused).toBe('ECONNREFUSED');
    expect(server.child.exitCode).toBeNull(); // still draining: the slow order is not finished yet

    slow.finish();
    const slowAnswer = await slow.answer;
    const answers = await Promise.all(orders);
    const exit = await server.exited;
    const drainMs = performance.now() - signalled;
    console.log(
      `[${dbName}] SIGTERM with ${ORDERS + 1} orders in progress: ${inFlightAtRefusal} + the slow one still ` +
        `unanswered when a new connection was refused; all answered ${[slowAnswer.status, ...answers.map((a) => a.status)].filter((s) => s === 201).length}x 201; exit ${exit.code} after ${drainMs.toFixed(0)} ms`,
    );
    expect(slowAnswer.status).toBe(201);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    // Without the request lines, so a failure shows why the process did not exit cleanly.
    const quiet = server
      .output()
      .split('\n')
      .filter((line) => !/incoming request|request completed/.test(line));
    expect(exit, quiet.join('\n')).toEqual({ code: 0, signal: null });

    // Every answered order was committed before the exit.
    const restarted = await startServer({ dataDir, databaseUrl: database?.url });
    cleanups.push(() => restarted.stop());
    const after = await stockAndSold(restarted.url, shop);
    expect(after.orders).toHaveLength(ORDERS + 1);
    expect(after.stock).toBe(1000 - ORDERS - 1);
  }, 120_000);
});
