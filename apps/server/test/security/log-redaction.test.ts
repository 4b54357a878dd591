import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { redactUrl } from '../../src/lib/log-redaction.ts';
import { makeTestConfig, openTestDatabase, RELAXED_LIMITS } from '../helpers.ts';

// Issue 14 point 7: checkout access tokens were logged in full (/api/checkouts/1?token=..., /checkout/pay/6?token=,
// /order-success?...token=).

const SECRET = 'Zk3-secret-checkout-token-value';
const lines: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let drop: () => Promise<void>;

beforeAll(async () => {
  const config = await makeTestConfig();
  const opened = await openTestDatabase();
  drop = opened.drop;
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    config,
    database: opened.database,
    rateLimits: RELAXED_LIMITS,
    logger: { level: 'info', stream },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('checkout tokens never reach the logs', () => {
  it('redacts them in API and page URLs and in bodies', async () => {
    await app.inject({ method: 'GET', url: `/api/checkouts/1?token=${SECRET}` });
    await app.inject({ method: 'GET', url: `/checkout/pay/6?token=${SECRET}` });
    await app.inject({ method: 'GET', url: `/order-success?checkout=6&token=${SECRET}&x=1` });
    await app.inject({ method: 'POST', url: '/api/payments/test/checkouts/1/pay', payload: { token: SECRET } });
    const log = lines.join('');
    expect(log).toContain('/api/checkouts/1?token=[redacted]');
    expect(log).not.toContain(SECRET);
  });

  it('keeps the rest of the URL', () => {
    expect(redactUrl(`/order-success?checkout=6&token=${SECRET}&x=1`)).toBe(
      '/order-success?checkout=6&token=[redacted]&x=1',
    );
    expect(redactUrl('/api/inventory?search=token')).toBe('/api/inventory?search=token');
  });
});
