import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A local stand-in for api.stripe.com: the real `stripe` SDK talks to it over HTTP (STRIPE_API_BASE). It records
// every request and answers the JSON configured per method + path; anything else gets Stripe's 404 error shape.
//
//   const stripe = await startFakeStripe();
//   stripe.on('POST', '/v1/checkout/sessions', (req) => ({ id: 'cs_1', url: 'https://pay.test/cs_1', ...req.body }));
//   stripe.on('GET', '/v1/checkout/sessions/:id', (_req, { id }) => ({ id, status: 'complete' }));
//   stripe.on('POST', '/v1/transfers', respond(400, { error: { message: 'No such destination' } }));
//   stripe.requestsTo('POST', '/v1/transfers')[0]?.body.amount  // form fields decoded to nested objects

export interface FakeStripeRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  /** The form-encoded body decoded: `a[b][0]=x` becomes { a: { b: ['x'] } }; every leaf is a string. */
  body: Record<string, unknown>;
  rawBody: string;
  headers: IncomingHttpHeaders;
  idempotencyKey: string | undefined;
}

/** A non-200 answer (or a 200 with an explicit body). */
export class FakeResponse {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    this.status = status;
    this.body = body;
  }
}
export const respond = (status: number, body: unknown) => new FakeResponse(status, body);

/** Stripe's error body, e.g. for a refused transfer. */
export const stripeError = (status: number, message: string, type = 'invalid_request_error') =>
  respond(status, { error: { type, message } });

type Handler = (request: FakeStripeRequest, params: Record<string, string>) => unknown;
/** A fixed JSON body, a FakeResponse, or a function of the request answering either. */
type Answer = Handler | FakeResponse | Record<string, unknown> | unknown[];

interface Route {
  method: string;
  pattern: string;
  match: (path: string) => Record<string, string> | null;
  answer: Answer;
}

export interface FakeStripe {
  /** For STRIPE_API_BASE, e.g. http://127.0.0.1:41234 */
  url: string;
  requests: FakeStripeRequest[];
  /** Configures an answer; the latest registration for a method + path wins. `:name` segments are parameters. */
  on(method: string, pattern: string, answer: Answer): void;
  requestsTo(method: string, pattern: string): FakeStripeRequest[];
  /** Forgets the recorded requests (and, with `routes`, the configured answers). */
  reset(options?: { routes?: boolean }): void;
  close(): Promise<void>;
}

function compile(pattern: string): Route['match'] {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const regex = new RegExp(`^${source}$`);
  return (path) => {
    const found = regex.exec(path);
    if (!found) return null;
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1]!)]));
  };
}

/** Decodes Stripe's bracket form encoding into nested objects and arrays. */
export function decodeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const segments = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    segments.forEach((segment, index) => {
      if (index === segments.length - 1) {
        node[segment] = value;
        return;
      }
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    });
  }
  return arrays(root) as Record<string, unknown>;
}

function arrays(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, child]) => [key, arrays(child)] as const);
  const numeric = entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key));
  if (numeric) return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, child]) => child);
  return Object.fromEntries(entries);
}

export async function startFakeStripe(): Promise<FakeStripe> {
  let routes: Route[] = [];
  const requests: FakeStripeRequest[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://fake-stripe');
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const key = req.headers['idempotency-key'];
      const request: FakeStripeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: decodeForm(url.search.slice(1)),
        body: decodeForm(rawBody),
        rawBody,
        headers: req.headers,
        idempotencyKey: Array.isArray(key) ? key[0] : key,
      };
      requests.push(request);

      let status = 404;
      let body: unknown = {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method}: ${request.path})`,
        },
      };
      for (const route of [...routes].reverse()) {
        if (route.method !== request.method) continue;
        const params = route.match(request.path);
        if (!params) continue;
        try {
          const answer =
            typeof route.answer === 'function' ? await (route.answer as Handler)(request, params) : route.answer;
          if (answer instanceof FakeResponse) ({ status, body } = answer);
          else [status, body] = [200, answer];
        } catch (error) {
          [status, body] = [500, { error: { type: 'api_error', message: String(error) } }];
        }
        break;
      }
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${requests.length}` });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(method, pattern, answer) {
      routes.push({ method: method.toUpperCase(), pattern, match: compile(pattern), answer });
    },
    requestsTo(method, pattern) {
      const match = compile(pattern);
      return requests.filter((request) => request.method === method.toUpperCase() && match(request.path) !== null);
    },
    reset(options = {}) {
      requests.length = 0;
      if (options.routes) routes = [];
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_verdant';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_test_fake_verdant';

/** The environment that points the app's Stripe provider at the fake server. */
export function fakeStripeEnv(fake: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  };
}

/** A webhook delivery signed the way Stripe signs it, ready for app.inject. */
export function signedWebhook(
  event: { id: string; type: string; data: { object: Record<string, unknown> } } & Record<string, unknown>,
  secret = FAKE_STRIPE_WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    ...event,
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return {
    method: 'POST' as const,
    url: '/api/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  };
}
