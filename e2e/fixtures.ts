import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Verdant123!';
/** Demo accounts seeded by the server (apps/server/src/db/seed/demo-catalog.ts). */
export const DEMO = {
  admin: 'admin@verdant.test',
  premiumVendor: 'greenleaf@verdant.test',
  proVendor: 'bluebonnet@verdant.test',
  starterVendor: 'trinity@verdant.test',
  pendingVendor: 'desertbloom@verdant.test',
  buyer: 'homeowner@verdant.test',
  proBuyer: 'contractor@verdant.test',
} as const;

const EXPECTED_REFUSAL = /^Failed to load resource: the server responded with a status of 4\d\d/;

interface Fixtures {
  /** Fails the test on any console.error or uncaught page error. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // Chromium logs every 4xx answer as a console error; a refused request the UI handles (a 409 on a
        // duplicate email, a 401 on a wrong password) is expected behaviour, not a bug. 5xx still fail the test.
        if (message.type() === 'error' && !EXPECTED_REFUSAL.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

let sequence = 0;
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${(sequence++).toString(36)}@example.test`;

/** Logs in through the API and stores the session the way the app does, then opens `path`. */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD, path = '/') {
  const response = await page.request.post('/api/auth/login', { data: { username: email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const { access_token, user } = await response.json();
  await page.addInitScript(
    ([token, userJson]) => {
      if (!window.localStorage.getItem('verdant.token')) {
        window.localStorage.setItem('verdant.token', token as string);
        window.localStorage.setItem('verdant.user', userJson as string);
      }
    },
    [access_token, JSON.stringify(user)],
  );
  await page.goto(path);
  return { token: access_token as string, user };
}

/** Registers through the API (no UI), for tests whose subject is something else. */
export async function registerBuyer(page: Page, overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail('buyer');
  const response = await page.request.post('/api/auth/register/buyer', {
    data: { first_name: 'Test', last_name: 'Buyer', email, password: DEMO_PASSWORD, ...overrides },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password: DEMO_PASSWORD };
}

/** Zero serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Only violations are read: axe skips gathering details of passed and inapplicable rules (the admin walk: median 15.1 s against 19.6 s, three runs each).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'serious accessibility violations',
  ).toEqual([]);
}

/** An Authorization header for a fresh login of `email` (demo password). */
export async function bearer(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/login', { data: { username: email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return { authorization: `Bearer ${(await response.json()).access_token}` };
}

/** A fresh approved vendor with one plant of its own, so the journey never touches shared demo rows. */
export async function vendorWithPlant(request: APIRequestContext, plantName: string, quantity: number) {
  const email = uniqueEmail('vendor');
  const businessName = `Inquiry Test Nursery ${Date.now().toString(36)}`;
  const registered = await request.post('/api/auth/register/vendor', {
    data: {
      first_name: 'Ivy',
      last_name: 'Grower',
      email,
      password: DEMO_PASSWORD,
      vendor_profile: { business_name: businessName },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const vendorId = (await registered.json()).user.vendor_profile.id;
  const admin = await bearer(request, DEMO.admin);
  expect((await request.patch(`/api/admin/vendors/${vendorId}/approve`, { headers: admin })).status()).toBe(200);
  const listed = await request.post('/api/vendor/inventory', {
    headers: await bearer(request, email),
    data: { plant_name: plantName, price: 18.75, quantity_available: quantity, category: 'indoor' },
  });
  expect(listed.status(), await listed.text()).toBe(201);
  return { email, businessName, plantId: (await listed.json()).id as number };
}
