import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// The only module that reads process.env. A bad value stops start-up with one line naming the variable.

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Which proxies may name the client in X-Forwarded-For (Fastify's trustProxy): `false`; the proxies' addresses or
 * CIDR ranges, comma-separated (the client is the last address that is not one of them, so what a client writes
 * into the header itself is ignored); or `true`, every hop, safe only when the proxy replaces the header. Fastify
 * refuses hop counts (they cannot tell a proxy from a client), so they are not offered.
 */
const trustProxy = z.string().transform((value, ctx): boolean | string => {
  const flag = booleanFlag.safeParse(value);
  if (flag.success) return flag.data;
  const addresses = value.split(',').map((part) => part.trim());
  if (addresses.every((part) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(part) && /[.:]/.test(part)))
    return addresses.join(',');
  ctx.addIssue({ code: 'custom', message: "must be true, false or the proxies' addresses (10.0.0.0/8,...)" });
  return z.NEVER;
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-01-30');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  ADMIN_EMAIL: z.email('must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO: booleanFlag.default(true),
  PROMO_END_DATE: isoDate.default('2026-01-30'),
  PUBLIC_URL: z.url('must be a URL like https://verdant.example').optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  STRIPE_API_BASE: z.url('must be a URL').optional(),
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(0),
  RESERVATION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /** A guest's unpaid order holds stock this long (a signed-in buyer's: RESERVATION_MINUTES), at most that long. */
  GUEST_RESERVATION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(15),
  /** Unpaid checkouts holding stock at once: per buyer account, and per guest address (0: no cap). */
  OPEN_HOLDS_PER_BUYER: z.coerce.number({ error: 'must be a number' }).int().min(0).max(1000).default(3),
  OPEN_HOLDS_PER_GUEST_ADDRESS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(1000).default(2),
  TRUST_PROXY: trustProxy.default(false),
  /** Multiplies every rate limit (load tests, e2e runs); 1 in production. */
  RATE_LIMIT_FACTOR: z.coerce.number({ error: 'must be a number' }).min(1).max(1_000_000).default(1),
  /** Overload guard: answer 503 + Retry-After while the event loop lags more than this (0 turns it off). */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(60_000).default(1000),
  /** Overload guard: past this many API requests in progress, a new one gets 503 + Retry-After (0 turns it off). */
  MAX_CONCURRENT_REQUESTS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(100_000).default(100),
  /** Of those, at most this many from one client address (0 turns it off); behind a proxy, set TRUST_PROXY. */
  MAX_CONCURRENT_REQUESTS_PER_ADDRESS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(0)
    .max(100_000)
    .default(25),
  /** Open client connections one process accepts; past it a new one is closed at once (0: no cap). */
  MAX_CONNECTIONS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(1_000_000).default(10_000),
  /** Open connections from one address (TRUST_PROXY's proxies are exempt); past it a new one is closed (0: no cap). */
  MAX_CONNECTIONS_PER_IP: z.coerce.number({ error: 'must be a number' }).int().min(0).max(1_000_000).default(200),
  /** How long a public catalog read (listing, search, deals) may be answered from memory; 0 turns the cache off. */
  CATALOG_CACHE_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(60_000).default(2000),
  /**
   * Searches by relevance from an index held in each server process (`memory`, docs/decisions/024) or straight from
   * PostgreSQL (`off`: about 0.5 KB of memory a plant saved, searches about 10x dearer).
   */
  SEARCH_INDEX: z.enum(['memory', 'off']).default('memory'),
  /**
   * How old the index's last check for changes may be before a search checks again. Writes through any server process
   * reach it at once (their signal); this bounds only changes made to the database from outside the app.
   */
  SEARCH_INDEX_CHECK_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(60_000).default(1000),
  /** Bulk upload: how long one file may be read in its worker thread (waiting for the photo reader not counted). */
  BULK_READ_SECONDS: z.coerce.number({ error: 'must be a number' }).min(0.01).max(600).default(60),
  /** Bulk upload: the heap one file's worker thread may use before it is stopped. */
  BULK_READ_MEMORY_MB: z.coerce.number({ error: 'must be a number' }).int().min(16).max(8192).default(512),
  /** Bulk upload: files read at once per process (each in its own worker thread); default: the CPUs, at most 2. */
  BULK_READ_THREADS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(64).optional(),
  /** Images in this S3 (or S3-compatible) bucket instead of DATA_DIR/media. */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lower-case letters, digits, dots, dashes)',
    )
    .optional(),
  /** A custom S3 endpoint (MinIO, Ceph, R2...), addressed path-style; unset means AWS itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be a URL like https://s3.example.com' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  // The standard AWS variables, read here so the rest of the code never touches process.env; when unset the AWS
  // SDK's own chain looks further (shared profile, instance or container role).
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
  /** Real email through this SMTP server (smtp://user:pass@host:port, smtps:// for TLS); unset: .eml files. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be a URL like smtp://user:pass@host:587')
    .optional(),
  /** The sender of every email ("Verdant <hello@verdant.example>"); required with SMTP_URL. */
  MAIL_FROM: z.string().min(3).max(200).optional(),
  /** How often each server process looks for emails to send (the outbox worker); 0 turns the worker off. */
  OUTBOX_POLL_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(3_600_000).default(2000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'PUBLIC_URL'> {
  JWT_SECRET: string;
  PUBLIC_URL: string;
  dataDir: string;
  webDistDir: string;
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line naming the first bad variable. */
export function parseEnv(env: Record<string, string | undefined>): Env {
  // Empty strings mean "not set" (a common shell and .env habit).
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got "${env[name] ?? ''}")`);
  }
  if (result.data.ADMIN_EMAIL && !result.data.ADMIN_PASSWORD) {
    throw new ConfigError('Invalid configuration: ADMIN_PASSWORD is required when ADMIN_EMAIL is set');
  }
  if (result.data.ADMIN_PASSWORD && !result.data.ADMIN_EMAIL) {
    throw new ConfigError('Invalid configuration: ADMIN_EMAIL is required when ADMIN_PASSWORD is set');
  }
  if (result.data.SMTP_URL && !result.data.MAIL_FROM) {
    throw new ConfigError('Invalid configuration: MAIL_FROM is required when SMTP_URL is set');
  }
  if ((result.data.S3_ENDPOINT || env.S3_REGION) && !result.data.S3_BUCKET) {
    throw new ConfigError('Invalid configuration: S3_BUCKET is required when S3_ENDPOINT or S3_REGION is set');
  }
  if (Boolean(result.data.AWS_ACCESS_KEY_ID) !== Boolean(result.data.AWS_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together (both or neither)',
    );
  }
  return result.data;
}

/** The JWT secret: from the environment, else generated once and kept in the data folder. */
function resolveJwtSecret(env: Env, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = parseEnv(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const here = path.dirname(new URL(import.meta.url).pathname);
  return {
    ...parsed,
    dataDir,
    JWT_SECRET: resolveJwtSecret(parsed, dataDir),
    PUBLIC_URL: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    webDistDir: path.resolve(parsed.WEB_DIST_DIR ?? path.join(here, '../../web/dist')),
  };
}
