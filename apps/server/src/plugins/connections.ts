import { readFileSync } from 'node:fs';
import { BlockList, isIPv6, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Open files a process needs besides client connections: database, PGlite's files, images, logs, modules. */
export const FILE_RESERVE = 256;
/** At most one warning per kind this often, so a flood cannot flood the log too. */
const WARN_EVERY_MS = 10_000;

/**
 * Caps on open client connections, total and per address, and survival when the process runs out of file
 * descriptors. Each connection holds one descriptor: 22,000 connections from one address once exhausted the limit
 * and the process died (EMFILE thrown in a timer). Past a cap a new connection is closed at once; connections already
 * open are not disturbed. Should descriptors still run out, accept errors are logged (rate-limited) and the server
 * keeps serving once some are free again (libuv closes the connections it cannot take).
 */
export const connectionsPlugin = fp(async (app: FastifyInstance) => {
  const { MAX_CONNECTIONS: total, MAX_CONNECTIONS_PER_IP: perAddress, TRUST_PROXY } = app.config;
  const server = app.server;
  const warn = rateLimitedWarn(app);

  // Node closes a connection past maxConnections right after accepting it, and emits 'drop'.
  if (total > 0) server.maxConnections = total;
  server.on('drop', (data) =>
    warn('total', { cap: total, from: data?.remoteAddress }, 'connection refused: MAX_CONNECTIONS reached'),
  );

  // A proxy's connections carry many clients: only the proxy itself is exempt from the per-address cap.
  const proxies = trustedProxies(TRUST_PROXY);
  if (perAddress > 0 && proxies !== 'all') {
    const open = new Map<string, number>();
    server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress;
      if (!address || proxies?.check(address, isIPv6(address) ? 'ipv6' : 'ipv4')) return;
      const count = (open.get(address) ?? 0) + 1;
      if (count > perAddress) {
        warn('address', { cap: perAddress, from: address }, 'connection refused: MAX_CONNECTIONS_PER_IP reached');
        socket.destroy();
        return;
      }
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    });
  }

  // Without a listener, an accept error (EMFILE: out of file descriptors) would be thrown and end the process.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EMFILE' || error.code === 'ENFILE') {
      warn('files', { code: error.code }, 'out of file descriptors: new connections are closed until some are free');
    } else {
      app.log.error({ err: error }, 'server error');
    }
  });

  const limit = openFileLimit();
  if (limit !== null && total > 0 && total + FILE_RESERVE > limit) {
    app.log.warn(
      { maxConnections: total, openFileLimit: limit },
      `MAX_CONNECTIONS (${total}) + ${FILE_RESERVE} is above the open-file limit (${limit}): raise the limit ` +
        '(ulimit -n, systemd LimitNOFILE) or lower MAX_CONNECTIONS; see docs/operations.md',
    );
  }
});

function rateLimitedWarn(app: FastifyInstance) {
  const last = new Map<string, number>();
  const skipped = new Map<string, number>();
  return (kind: string, details: Record<string, unknown>, message: string) => {
    const now = Date.now();
    if (now - (last.get(kind) ?? 0) < WARN_EVERY_MS) {
      skipped.set(kind, (skipped.get(kind) ?? 0) + 1);
      return;
    }
    app.log.warn({ ...details, alsoSince: skipped.get(kind) ?? 0 }, message);
    last.set(kind, now);
    skipped.set(kind, 0);
  };
}

/** TRUST_PROXY as a BlockList of the proxies' addresses; 'all' when every hop is trusted; null when none. */
function trustedProxies(setting: boolean | string): BlockList | 'all' | null {
  if (setting === true) return 'all';
  if (setting === false) return null;
  const list = new BlockList();
  for (const entry of setting.split(',')) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** The soft limit on open files (Linux), or null where it cannot be read. */
export function openFileLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft && /^\d+$/.test(soft) ? Number(soft) : null;
  } catch {
    return null;
  }
}
