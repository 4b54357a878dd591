import { rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { call, type ServerProcess, sleep, startServer, tempDataDir } from './server-process.ts';

// Real server processes flooded with connections over loopback (bounded: at most a few hundred sockets). Each
// 127.0.0.x is another client (the whole of 127.0.0.0/8 reaches a server on 127.0.0.1); 127.0.0.1 itself is left to
// the helpers' fetch, whose kept-alive connection would count against that address.

interface Held {
  sockets: Socket[];
  answered: number;
  refused: number;
}

/** Opens `count` keep-alive connections one after another, each asking /api/health once; keeps the answered ones. */
async function openConnections(server: ServerProcess, count: number, localAddress: string): Promise<Held> {
  const held: Held = { sockets: [], answered: 0, refused: 0 };
  for (let i = 0; i < count; i++) {
    const socket = connect({ host: '127.0.0.1', port: server.port, localAddress });
    const outcome = await new Promise<'answered' | 'refused'>((resolve) => {
      const timer = setTimeout(() => resolve('refused'), 5_000);
      const done = (result: 'answered' | 'refused') => {
        clearTimeout(timer);
        resolve(result);
      };
      socket.once('connect', () => socket.write('GET /api/health HTTP/1.1\r\nHost: flood\r\n\r\n'));
      socket.once('data', (chunk) => done(chunk.toString().startsWith('HTTP/1.1 200') ? 'answered' : 'refused'));
      socket.once('error', () => done('refused'));
      socket.once('close', () => done('refused'));
    });
    socket.on('error', () => undefined);
    if (outcome === 'answered') {
      held.answered++;
      held.sockets.push(socket);
    } else {
      held.refused++;
      socket.destroy();
    }
  }
  return held;
}

function release(...groups: Held[]) {
  for (const group of groups) for (const socket of group.sockets) socket.destroy();
}

const alive = (server: ServerProcess) => server.child.exitCode === null && server.child.signalCode === null;

describe('connection caps and running out of file descriptors', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  async function server(env: Record<string, string>, fileLimit?: number) {
    const dataDir = await tempDataDir({ pglite: true });
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const started = await startServer({ dataDir, env: { LOG_LEVEL: 'warn', ...env }, fileLimit });
    cleanups.push(() => started.stop());
    return started;
  }

  it('caps connections per address and in total, and serves again once they close', async () => {
    const site = await server({ MAX_CONNECTIONS: '25', MAX_CONNECTIONS_PER_IP: '10' });
    const first = await openConnections(site, 15, '127.0.0.11');
    expect(first).toMatchObject({ answered: 10, refused: 5 }); // one address: 10
    const second = await openConnections(site, 15, '127.0.0.12');
    expect(second).toMatchObject({ answered: 10, refused: 5 }); // another address is not blocked by the first
    // 25 in all; the harness's own kept-alive connection (from 127.0.0.1) may hold one of them.
    const third = await openConnections(site, 15, '127.0.0.13');
    expect(third.answered).toBeGreaterThanOrEqual(4);
    expect(third.answered).toBeLessThanOrEqual(5);
    const fourth = await openConnections(site, 5, '127.0.0.14');
    expect(fourth).toMatchObject({ answered: 0, refused: 5 });
    expect(alive(site)).toBe(true);

    release(first, second, third);
    let again: Held | null = null;
    for (let tries = 0; tries < 50 && (again?.answered ?? 0) < 10; tries++) {
      if (again) release(again);
      await sleep(100);
      again = await openConnections(site, 10, '127.0.0.14');
    }
    expect(again!.answered).toBe(10);
    release(again!);
    expect((await call(site.url, 'GET', '/api/inventory')).status).toBe(200);
    expect(site.output()).toContain('MAX_CONNECTIONS_PER_IP reached');
    expect(site.output()).toContain('MAX_CONNECTIONS reached');
  }, 120_000);

  it('outlives running out of file descriptors (EMFILE) and serves again once they are free', async () => {
    // No caps, and a file limit a few hundred connections exhaust (the process itself holds about 180 files).
    const site = await server({ MAX_CONNECTIONS: '0', MAX_CONNECTIONS_PER_IP: '0' }, 400);
    const flood = await openConnections(site, 450, '127.0.0.20');
    expect(flood.refused).toBeGreaterThan(50); // the limit was reached: those could not be accepted
    await sleep(2_500); // the overload guard's timer runs twice while no descriptor is free
    expect(alive(site)).toBe(true);

    release(flood);
    let status = 0;
    for (let tries = 0; tries < 50 && status !== 200; tries++) {
      await sleep(100);
      status = await call(site.url, 'GET', '/api/health').then(
        (answer) => answer.status,
        () => 0,
      );
    }
    expect(status).toBe(200);
    expect((await call(site.url, 'GET', '/api/inventory')).status).toBe(200);
    expect(alive(site)).toBe(true);
  }, 120_000);
});
