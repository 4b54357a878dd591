import { MESSAGES } from '@verdant/shared/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { rateLimitCounters } from '../../src/db/schema/index.ts';
import { deleteEndedRateLimitWindows } from '../../src/plugins/rate-limit-store.ts';
import { twoInstancesOnOnePostgres } from '../helpers.ts';

// Two server instances on one PostgreSQL database count one limit together: a client spread over the processes
// behind a load balancer gets the limit once, not once per process.

const template = inject('postgresTemplate');

describe.runIf(template)('rate limits shared by two server instances (runs only with DATABASE_URL)', () => {
  let apps: App[] = [];
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ apps, close } = await twoInstancesOnOnePostgres({ login: { max: 3, timeWindow: 60_000 } }));
  });
  afterAll(() => close?.());

  const attempt = (app: App, username: string, remoteAddress = '203.0.113.77') =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { username, password: 'wrong password' },
    });

  it('counts attempts on both instances against one limit', async () => {
    const [one, two] = apps as [App, App];
    expect((await attempt(one, 'shared@example.test')).statusCode).toBe(401);
    expect((await attempt(two, 'shared@example.test')).statusCode).toBe(401);
    expect((await attempt(one, 'shared@example.test')).statusCode).toBe(401);
    const blocked = await attempt(two, 'shared@example.test');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: MESSAGES.tooManyLoginAttempts });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address has its own count.
    expect((await attempt(two, 'shared@example.test', '203.0.113.78')).statusCode).toBe(401);
  });

  it('counts simultaneous attempts exactly: 3 of 20 get through', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(apps[i % 2]!, 'burst@example.test', '198.51.100.77')),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(17);
  });

  it('starts a new window once the old one has ended, and sweeps ended windows away', async () => {
    const db = apps[0]!.db;
    for (let i = 0; i < 3; i++) await attempt(apps[i % 2]!, 'window@example.test', '198.51.100.99');
    expect((await attempt(apps[0]!, 'window@example.test', '198.51.100.99')).statusCode).toBe(429);
    // Let every window end now.
    await db.update(rateLimitCounters).set({ resetsAt: sql`now() - interval '1 second'` });
    expect((await attempt(apps[1]!, 'window@example.test', '198.51.100.99')).statusCode).toBe(401);
    await db.update(rateLimitCounters).set({ resetsAt: sql`now() - interval '1 second'` });
    await deleteEndedRateLimitWindows(db);
    expect(await db.$count(rateLimitCounters)).toBe(0);
  });
});
