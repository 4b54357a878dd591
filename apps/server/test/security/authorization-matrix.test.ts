import { MESSAGES } from '@verdant/shared/messages';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cell, MATRIX, type MatrixRow } from './matrix-table.ts';
import { ACTORS, type Actor, buildWorld, multipartFile, type SignedIn, type World } from './world.ts';

// Runs MATRIX (./matrix-table.ts): each row's seven calls together, then checks every status, that refused calls
// changed nothing, and that no answer carries a password hash, a stack trace or another user's private details.

let w: World;
beforeAll(async () => {
  w = await buildWorld();
}, 180_000);
afterAll(() => w?.ctx.close());

/** Who may see each user's login email and phone: the user, the vendor they deal with, and the admin. */
const MAY_SEE: Record<SignedIn, Actor[]> = {
  buyer: ['buyer', 'vendor', 'admin'],
  otherBuyer: ['otherBuyer', 'vendor', 'admin'],
  pendingVendor: ['pendingVendor', 'admin'],
  vendor: ['vendor', 'admin'],
  otherVendor: ['otherVendor', 'admin'],
  admin: ['admin'],
};

interface CellResult {
  actor: Actor;
  status: number;
  body: string;
  before?: unknown;
  after?: unknown;
}

async function runCell(row: MatrixRow, actor: Actor): Promise<CellResult> {
  const base: Cell = {
    w,
    actor,
    session: actor === 'anonymous' ? null : w.sessions[actor],
    id: row.id?.(w) ?? 0,
  };
  const cell: Cell = { ...base, ...(await row.prepare?.(w, actor)) };
  const [method, path] = row.route.split(' ') as [InjectOptions['method'], string];
  const query = row.query?.(cell);
  const options: InjectOptions = {
    method,
    url: `${path.replace('{id}', String(cell.id)).replace('{upload_id}', 'upload-of-someone-else')}${query ? `?${query}` : ''}`,
    headers: { ...cell.session?.headers, ...row.headers?.(cell) },
  };
  if (row.file) {
    const { payload, headers } = multipartFile(row.file(cell));
    options.payload = payload;
    options.headers = { ...options.headers, ...headers };
  } else if (row.body) {
    options.payload = row.body(cell) as InjectOptions['payload'];
  }
  const before = row.unchanged ? await row.unchanged(cell) : undefined;
  const response = await w.app.inject(options);
  const refused = response.statusCode >= 400;
  const after = row.unchanged && refused ? await row.unchanged(cell) : before;
  return { actor, status: response.statusCode, body: response.body, before, after };
}

/** The answers a route's guard gives (a service's own 403s, like "not your review", come after validation). */
const GUARD_REFUSALS = [
  MESSAGES.forbiddenRole,
  MESSAGES.vendorNotApproved,
  MESSAGES.reviewBuyersOnly,
  MESSAGES.inquiryBuyersOnly,
  MESSAGES.projectBidsForNurseries,
];

/** Each row's answers to the well-formed calls, for the malformed calls below. */
const answered = new Map<MatrixRow, CellResult[]>();

/** The row's call with nothing valid in it: a bad id, a bad query and, where a body goes, a truncated JSON body. */
function malformedCall(row: MatrixRow, actor: Actor): InjectOptions {
  const [method, path] = row.route.split(' ') as [InjectOptions['method'], string];
  const session = actor === 'anonymous' ? null : w.sessions[actor];
  const options: InjectOptions = {
    method,
    url: `${path.replace('{id}', 'not-a-number').replace('{upload_id}', '%21%21')}?page=0&limit=-1&slot_type=nope&dry_run=maybe`,
    headers: { ...session?.headers },
  };
  if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
    options.payload = '{"truncated":';
    options.headers = { ...options.headers, 'content-type': 'application/json' };
  }
  return options;
}

describe('authorization matrix', () => {
  it('has a row for every /api route the app serves, and none for routes that do not exist', async () => {
    const document = (await w.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/'))
      // A plugin's '/' route is served with and without the trailing slash; the table names it without.
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/(.)\/$/, '$1')}`),
      );
    const covered = new Set(MATRIX.map((row) => row.route));
    expect(served.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !served.includes(route))).toEqual([]);
  });

  it('declares no password field in any answer of the OpenAPI document', async () => {
    const document = await w.app.inject({ method: 'GET', url: '/api/docs/json' });
    const responses = Object.values(document.json().paths as Record<string, Record<string, { responses?: unknown }>>)
      .flatMap((operations) => Object.values(operations))
      .map((operation) => JSON.stringify(operation.responses ?? {}));
    expect(responses.length).toBeGreaterThan(50);
    for (const text of responses) expect(text).not.toMatch(/"password[a-z_]*"\s*:/i);
  });

  for (const row of MATRIX) {
    it(`${row.route}${row.name ? ` (${row.name})` : ''}`, async () => {
      const results = await Promise.all(ACTORS.map((actor) => runCell(row, actor)));
      answered.set(row, results);
      const statuses = Object.fromEntries(results.map((result) => [result.actor, result.status]));
      expect(statuses, results.map((r) => `${r.actor}: ${r.body.slice(0, 160)}`).join('\n')).toEqual(row.expect);

      for (const result of results) {
        const where = `${row.route} as ${result.actor}`;
        expect(result.after, `${where} changed the object it was refused`).toEqual(result.before);
        expect(result.body, `${where} leaks a password`).not.toMatch(/"password(_?hash)?"\s*:|\$argon2/i);
        expect(result.body, `${where} leaks a stack trace`).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
        if (result.status >= 400) expect(JSON.parse(result.body).detail, where).toEqual(expect.any(String));
        for (const [owner, secrets] of Object.entries(w.secrets) as [SignedIn, string[]][]) {
          if (MAY_SEE[owner].includes(result.actor) || row.shows?.includes(owner)) continue;
          for (const secret of secrets) {
            expect(result.body, `${where} shows ${owner}'s private ${secret}`).not.toContain(secret);
          }
        }
      }
    });
  }

  // Guards run before the body is parsed and validated: a caller who may not make the call learns only that.
  for (const row of MATRIX) {
    it(`${row.route}${row.name ? ` (${row.name})` : ''} refuses before it reads the request`, async () => {
      const refusals = (answered.get(row) ?? []).filter(
        (result) =>
          (result.status === 401 && result.actor === 'anonymous') ||
          (result.status === 403 && GUARD_REFUSALS.includes(JSON.parse(result.body).detail)),
      );
      const results = await Promise.all(
        refusals.map(async ({ actor }) => ({
          actor,
          status: (await w.app.inject(malformedCall(row, actor))).statusCode,
        })),
      );
      expect(results).toEqual(refusals.map(({ actor, status }) => ({ actor, status })));
    });
  }
});
