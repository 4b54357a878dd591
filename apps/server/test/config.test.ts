import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from '../src/config.ts';

describe('config', () => {
  it('has the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', SEED_DEMO: true, PROMO_END_DATE: '2026-01-30' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must start with postgres:\/\//],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET must be at least 32 characters/],
    [{ SEED_DEMO: 'maybe' }, /^Invalid configuration: SEED_DEMO must be true or false/],
    [{ PROMO_END_DATE: '30/01/2026' }, /^Invalid configuration: PROMO_END_DATE must be a date like 2026-01-30/],
    [{ PUBLIC_URL: 'not a url' }, /^Invalid configuration: PUBLIC_URL /],
    [{ STRIPE_SECRET_KEY: 'pk_live_x' }, /^Invalid configuration: STRIPE_SECRET_KEY must start with sk_/],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'longenough' }, /^Invalid configuration: ADMIN_EMAIL /],
    [{ ADMIN_EMAIL: 'root@example.test' }, /ADMIN_PASSWORD is required when ADMIN_EMAIL is set/],
    [{ TRUST_PROXY: 'maybe' }, /^Invalid configuration: TRUST_PROXY must be true, false or the proxies' addresses/],
    [{ TRUST_PROXY: '2' }, /^Invalid configuration: TRUST_PROXY /],
    [{ TRUST_PROXY: '10.0.0.1, evil.example' }, /^Invalid configuration: TRUST_PROXY /],
  ])('refuses %o with one line naming the variable', (env, message) => {
    let error: unknown;
    try {
      parseEnv(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });

  it("reads TRUST_PROXY as a flag or the proxies' addresses", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1' }).TRUST_PROXY).toBe('10.0.0.0/8,192.168.1.5,::1');
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('generates the JWT secret once and keeps it in the data folder', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'verdant-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
    expect(await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.JWT_SECRET);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }).JWT_SECRET).toBe('x'.repeat(40));
  });
});
