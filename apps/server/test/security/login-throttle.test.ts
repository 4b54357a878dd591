import { MESSAGES } from '@verdant/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_BACKOFF_MAX_SECONDS } from '../../src/modules/auth/login-throttle.ts';
import { buyerPayload, TEST_PASSWORD } from '../factories.ts';
import { createTestApp, type TestContext } from '../helpers.ts';

// Login throttling beyond address + email: per account across addresses (with a short backoff), per address across
// emails, only failed attempts counted, and a login flood kept to its share of the request slots.

const window = 60_000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    env: { MAX_CONCURRENT_REQUESTS: '20', MAX_EVENT_LOOP_DELAY_MS: '0' },
    rateLimits: {
      login: { max: 3, timeWindow: window },
      loginAccount: { max: 5, timeWindow: window },
      loginAddress: { max: 6, timeWindow: window },
    },
  });
});
afterAll(() => ctx.close());

const attempt = (username: string, remoteAddress: string, password = 'wrong password') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { username, password } });

async function registered() {
  const payload = buyerPayload();
  await ctx.app.inject({ method: 'POST', url: '/api/auth/register/buyer', payload });
  return payload.email;
}

describe('login throttling', () => {
  it('limits one account across addresses, with a backoff of at most a minute', async () => {
    const email = await registered();
    const statuses: number[] = [];
    let longestWait = 0;
    for (let i = 0; i < 15; i++) {
      const response = await attempt(email, `198.51.100.${(i % 3) + 10}`);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({ detail: MESSAGES.tooManyLoginAttempts });
        longestWait = Math.max(longestWait, Number(response.headers['retry-after']));
      }
    }
    // Three addresses, each under its own limit of 3: only the account count can refuse.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toContain(429);
    expect(longestWait).toBeGreaterThan(0);
    expect(longestWait).toBeLessThanOrEqual(ACCOUNT_BACKOFF_MAX_SECONDS);
  });

  it('limits one address across emails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await attempt(`nobody-${i}@example.test`, '192.0.2.77')).statusCode);
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses.slice(6)).toEqual([429, 429]);
    // Another address is not affected.
    expect((await attempt('nobody-0@example.test', '192.0.2.78')).statusCode).toBe(401);
  });

  it('does not count successful logins', async () => {
    const email = await registered();
    for (let i = 0; i < 8; i++) expect((await attempt(email, '192.0.2.90', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps a login flood to a quarter of the request slots, so reads still get answers', async () => {
    const email = await registered();
    // As many logins as there are slots (20), each from its own address so no throttle refuses them.
    const flood = Array.from({ length: 20 }, (_, i) => attempt(email, `203.0.113.${i + 100}`, TEST_PASSWORD));
    // Let every login arrive; the password checks (2 at a time) are still running when the read comes.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const read = await ctx.app.inject({ method: 'GET', url: '/api/inventory', remoteAddress: '192.0.2.200' });
    const floodStatuses = (await Promise.all(flood)).map((response) => response.statusCode);
    expect(read.statusCode).toBe(200);
    expect(floodStatuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(floodStatuses.filter((status) => status === 503).length).toBeGreaterThan(0);
  });
});
