import { MESSAGES } from '@verdant/shared/messages';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate, currentUser, requireApprovedVendor, requireRole } from '../src/modules/auth/guard.ts';
import { createAdmin, createBuyer, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
const sessions: Record<string, Session> = {};

beforeAll(async () => {
  ctx = await createTestApp({
    beforeReady: (app) => {
      // Probe routes behind each guard; the real routes use the same hooks.
      const ok = async (request: Parameters<typeof currentUser>[0]) => ({ id: currentUser(request).id });
      app.get('/api/probe/any', { preHandler: authenticate }, ok);
      app.get('/api/probe/buyer', { preHandler: requireRole('buyer') }, ok);
      app.get('/api/probe/vendor', { preHandler: requireRole('vendor') }, ok);
      app.get('/api/probe/admin', { preHandler: requireRole('admin') }, ok);
      app.get('/api/probe/approved-vendor', { preHandler: requireApprovedVendor }, ok);
    },
  });
  sessions.buyer = await createBuyer(ctx.app);
  sessions.pendingVendor = await createVendor(ctx.app, { approved: false });
  sessions.rejectedVendor = await createVendor(ctx.app, { rejected: true });
  sessions.vendor = await createVendor(ctx.app);
  sessions.admin = await createAdmin(ctx.app);
});
afterAll(() => ctx.close());

const get = (url: string, authorization?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

describe('role guards', () => {
  const matrix: [string, Record<string, number>][] = [
    [
      '/api/probe/any',
      { anonymous: 401, buyer: 200, pendingVendor: 200, rejectedVendor: 200, vendor: 200, admin: 200 },
    ],
    [
      '/api/probe/buyer',
      { anonymous: 401, buyer: 200, pendingVendor: 403, rejectedVendor: 403, vendor: 403, admin: 403 },
    ],
    [
      '/api/probe/vendor',
      { anonymous: 401, buyer: 403, pendingVendor: 200, rejectedVendor: 200, vendor: 200, admin: 403 },
    ],
    [
      '/api/probe/admin',
      { anonymous: 401, buyer: 403, pendingVendor: 403, rejectedVendor: 403, vendor: 403, admin: 200 },
    ],
    [
      '/api/probe/approved-vendor',
      { anonymous: 401, buyer: 403, pendingVendor: 403, rejectedVendor: 403, vendor: 200, admin: 403 },
    ],
  ];
  for (const [url, expected] of matrix) {
    for (const [who, status] of Object.entries(expected)) {
      it(`${url} as ${who} -> ${status}`, async () => {
        const response = await get(url, who === 'anonymous' ? undefined : sessions[who]!.headers.authorization);
        expect(response.statusCode).toBe(status);
        if (status !== 200) expect(response.json().detail).toEqual(expect.any(String));
      });
    }
  }

  it('tells an unapproved vendor why', async () => {
    const response = await get('/api/probe/approved-vendor', sessions.pendingVendor!.headers.authorization);
    expect(response.json()).toEqual({ detail: MESSAGES.vendorNotApproved });
  });
});

describe('bad tokens are 401', () => {
  const secret = new TextEncoder().encode('test-secret-test-secret-test-secret-0123456789');
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it.each([
    ['a malformed header', 'Token abc'],
    ['a malformed token', 'Bearer not.a.jwt'],
    ['garbage', 'Bearer ????'],
  ])('%s', async (_name, authorization) => {
    const response = await get('/api/auth/me', authorization);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('a tampered payload (role changed to admin)', async () => {
    const [header, payload, signature] = sessions.buyer!.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${b64({ ...claims, role: 'admin', sub: String(sessions.admin!.user.id) })}.${signature}`;
    expect((await get('/api/probe/admin', `Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('alg: none', async () => {
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(sessions.admin!.user.id), role: 'admin', iss: 'verdant', exp: Math.floor(Date.now() / 1000) + 600 })}.`;
    expect((await get('/api/probe/admin', `Bearer ${token}`)).statusCode).toBe(401);
  });

  it('a token signed with another secret', async () => {
    const token = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(sessions.admin!.user.id))
      .setIssuer('verdant')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await get('/api/probe/admin', `Bearer ${token}`)).statusCode).toBe(401);
  });

  it('an expired token, with a message that says so', async () => {
    const token = await new SignJWT({ role: 'buyer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(sessions.buyer!.user.id))
      .setIssuer('verdant')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .setJti('expired-token')
      .sign(secret);
    const response = await get('/api/auth/me', `Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: MESSAGES.sessionExpired });
  });

  it('a valid signature for a user that does not exist', async () => {
    const token = await new SignJWT({ role: 'buyer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('999999')
      .setIssuer('verdant')
      .setExpirationTime('1h')
      .sign(secret);
    expect((await get('/api/auth/me', `Bearer ${token}`)).statusCode).toBe(401);
  });
});

describe('an id in the address that is not a row id', () => {
  // The public catalog answers a bad address with 400 (decision 010), the rest with 422; both say what an id is.
  it.each(['abc', '0', '-3', '1.5', '99999999999'])(
    '/api/.../%s is refused with a message that says what an id is',
    async (id) => {
      for (const [url, status] of [
        [`/api/inventory/${id}`, 400],
        [`/api/projects/${id}`, 422],
        [`/api/inquiries/${id}`, 422],
      ] as const) {
        const response = await get(url, `Bearer ${sessions.buyer!.token}`);
        expect(response.statusCode, url).toBe(status);
        expect(response.json().detail, url).toBe(MESSAGES.invalidId);
      }
    },
  );
});
