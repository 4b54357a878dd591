import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../factories.ts';
import { type ProjectRef, postBid, postProject } from '../project-fixtures.ts';
import { buildWorld, freshPaidOrder, type OrderRef, vendorIdOf, type World } from './world.ts';

// SQL injection probes in every query parameter and path id of every GET route the OpenAPI document lists, as
// a caller who gets a 200 without the probe. Each probe must answer below 500, show no database error, and change
// nothing in the database.

const PROBES = [
  "' OR '1'='1",
  "' OR 1=1 --",
  '1 OR 1=1',
  "1'; DROP TABLE users; --",
  "x'); DELETE FROM inventory_items; --",
  "' UNION SELECT password_hash, email FROM users --",
  "1; UPDATE users SET role='admin' --",
  "'||(SELECT pg_sleep(0))||'",
  '$1::text',
  '\\',
  '"',
  '%',
  '_',
  '\u0000',
  '99999999999999999999',
  '-1',
  '1e309',
  'ünïcødé 🌿',
];

const DATABASE_ERROR =
  /syntax error at|SQLSTATE|relation "|column "|invalid input syntax|unterminated quoted|\$argon2/i;

let w: World;
let routes: { path: string; params: { name: string; in: 'query' | 'path'; required: boolean }[] }[];

/** A paid order: its invoice and receipt exist only once it is paid. */
let paid: OrderRef;
/** An open public project of the buyer's, with a bid from the vendor. */
let project: ProjectRef;

beforeAll(async () => {
  w = await buildWorld();
  paid = await freshPaidOrder(w);
  project = await postProject(w.app, w.sessions.buyer);
  await postBid(w.app, w.sessions.vendor, project);
  const document = (await w.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean }[] }>>;
  };
  routes = Object.entries(document.paths)
    .filter(([path, operations]) => path.startsWith('/api/') && operations.get)
    .map(([path, operations]) => ({
      path,
      params: (operations.get!.parameters ?? [])
        .filter((p) => p.in === 'query' || p.in === 'path')
        .map((p) => ({ name: p.name, in: p.in as 'query' | 'path', required: p.required ?? p.in === 'path' })),
    }));
}, 180_000);
afterAll(() => w?.ctx.close());

/** A valid value for each parameter, so only the probed one is hostile. */
function validValue(path: string, name: string): string {
  if (name === 'upload_id') return 'upload-0001';
  if (name === 'token') return w.order.token;
  if (name === 'slot_type') return 'premium';
  if (name === 'status') return 'pending';
  if (name !== 'id') return '1';
  if (/^\/api\/orders\/\{id\}\/(invoice|receipt)\.pdf$/.test(path)) return String(paid.id);
  if (path.startsWith('/api/orders/')) return String(w.order.id);
  if (path.startsWith('/api/checkouts/')) return String(w.order.checkoutId);
  if (path.startsWith('/api/projects/')) return String(project.id);
  if (path.startsWith('/api/inquiries/')) return String(w.inquiryId);
  if (path.startsWith('/api/vendors/')) return String(vendorIdOf(w.sessions.vendor));
  return String(w.plant.id);
}

function urlFor(route: (typeof routes)[number], probed?: { name: string; value: string }): string {
  let path = route.path;
  const query = new URLSearchParams();
  for (const param of route.params) {
    const value = param.name === probed?.name ? probed.value : validValue(route.path, param.name);
    if (param.in === 'path') path = path.replace(`{${param.name}}`, encodeURIComponent(value));
    // A checkout's token is optional in the query (the X-Checkout-Token header works too): here the query has it.
    else if (param.required || param.name === probed?.name || param.name === 'token') query.set(param.name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

const TABLES = [
  'users',
  'vendor_profiles',
  'inventory_items',
  'item_images',
  'reviews',
  'orders',
  'checkouts',
  'inquiries',
  'projects',
  'bids',
];

/** Row count and a checksum of every row of the tables an injection would read or change. */
async function fingerprint(): Promise<Record<string, unknown>> {
  const sums: Record<string, unknown> = {};
  for (const table of TABLES) {
    const result: unknown = await w.app.db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t.id), '')) as sum from ${table} t`,
      ),
    );
    // node-postgres answers { rows }, PGlite answers the rows.
    sums[table] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows)[0];
  }
  return sums;
}

/** The first caller for whom the route answers 200 with valid parameters. */
async function callerFor(route: (typeof routes)[number]): Promise<Session | null> {
  const candidates = [null, w.sessions.buyer, w.sessions.vendor, w.sessions.admin];
  for (const session of candidates) {
    const response = await w.app.inject({
      method: 'GET',
      url: urlFor(route),
      headers: { ...session?.headers },
    });
    if (response.statusCode === 200) return session;
  }
  throw new Error(`no caller gets a 200 from ${urlFor(route)}`);
}

describe('SQL injection probes on GET routes', () => {
  it('finds the GET routes and their parameters in the OpenAPI document', () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(['/api/inventory', '/api/inventory/{id}', '/api/orders/{id}']));
    const inventory = routes.find((route) => route.path === '/api/inventory')!;
    expect(inventory.params.map((p) => p.name)).toEqual(
      expect.arrayContaining(['search', 'category', 'vendor_id', 'min_price', 'max_price', 'sort', 'page', 'limit']),
    );
  });

  it('every probe in every parameter: no 5xx, no database error, nothing changed', async () => {
    const before = await fingerprint();
    const failures: string[] = [];
    let probes = 0;
    for (const route of routes.filter((r) => r.params.length > 0)) {
      const session = await callerFor(route);
      for (const param of route.params) {
        const answers = await Promise.all(
          PROBES.map(async (value) => {
            const url = urlFor(route, { name: param.name, value });
            const response = await w.app.inject({ method: 'GET', url, headers: { ...session?.headers } });
            return { url, status: response.statusCode, body: response.body };
          }),
        );
        probes += answers.length;
        for (const answer of answers) {
          if (answer.status >= 500 || DATABASE_ERROR.test(answer.body)) {
            failures.push(`${answer.url} -> ${answer.status} ${answer.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(probes).toBeGreaterThan(200);
    expect(await fingerprint()).toEqual(before);
  });

  it('a search for a quote-laden phrase is just text: it finds the plant named that way and nothing else', async () => {
    const name = "O'Brien's \"Best\" Fern'; --";
    await w.app.inject({
      method: 'POST',
      url: '/api/vendor/inventory',
      headers: w.sessions.vendor.headers,
      payload: { plant_name: name, price: 3, quantity_available: 2, category: 'indoor' },
    });
    const response = await w.app.inject({
      method: 'GET',
      url: `/api/inventory?search=${encodeURIComponent("O'Brien's")}`,
    });
    expect(response.statusCode).toBe(200);
    const found = (response.json() as { plant_name: string }[]).map((plant) => plant.plant_name);
    expect(found).toContain(name);
    const everything = (await w.app.inject({ method: 'GET', url: '/api/inventory' })).json() as unknown[];
    const injected = await w.app.inject({
      method: 'GET',
      url: `/api/inventory?search=${encodeURIComponent("' OR '1'='1")}`,
    });
    expect((injected.json() as unknown[]).length).toBeLessThan(everything.length);
  });
});
