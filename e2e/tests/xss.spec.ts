import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, loginAs, test, uniqueEmail } from '../fixtures.ts';

// Stored XSS: every free-text field a user can fill (plant texts, business profile, user names, reviews,
// inquiries and answers, order details) holds markup that would run if any page rendered it as HTML. Each page
// that shows the field must show it as text: no dialog, no injected element, the text visible, a CSP header.

const RUN = Date.now().toString(36);
/** Under 100 characters: the buyer's inquiry list previews messages at 100. */
const hostile = (field: string) => `${field}-${RUN} <img src=x onerror=alert(1)><script>alert(2)</script>`;

const T = {
  vendorFirst: hostile('vf'),
  vendorLast: hostile('vl'),
  businessName: hostile('biz'),
  businessDescription: hostile('bizdesc'),
  businessAddress: hostile('bizaddr'),
  plantName: hostile('plant'),
  scientificName: hostile('sci'),
  description: hostile('desc'),
  care: hostile('care'),
  buyerFirst: hostile('bf'),
  buyerLast: hostile('bl'),
  review: hostile('review'),
  inquiry: hostile('ask'),
  specs: hostile('specs'),
  answer: hostile('answer'),
  orderName: hostile('shipto'),
  address: hostile('addr'),
};

interface Fixture {
  vendorEmail: string;
  buyerEmail: string;
  vendorId: number;
  plantId: number;
}
let fixture: Fixture;

async function bearer(api: APIRequestContext, email: string) {
  const response = await api.post('/api/auth/login', { data: { username: email, password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return { authorization: `Bearer ${(await response.json()).access_token}` };
}

async function ok<T = unknown>(
  pending: Promise<{ status(): number; text(): Promise<string>; json(): Promise<unknown> }>,
): Promise<T> {
  const response = await pending;
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** Everything planted through the API, as the users would type it in the forms. */
async function plant(api: APIRequestContext): Promise<Fixture> {
  const vendorEmail = uniqueEmail('xss-vendor');
  const registered = await ok<{ user: { vendor_profile: { id: number } } }>(
    api.post('/api/auth/register/vendor', {
      data: {
        first_name: T.vendorFirst,
        last_name: T.vendorLast,
        email: vendorEmail,
        password: DEMO_PASSWORD,
        vendor_profile: { business_name: T.businessName },
      },
    }),
  );
  const vendorId = registered.user.vendor_profile.id;
  await ok(api.patch(`/api/admin/vendors/${vendorId}/approve`, { headers: await bearer(api, DEMO.admin) }));
  const vendor = await bearer(api, vendorEmail);
  await ok(
    api.patch('/api/vendor/profile', {
      headers: vendor,
      data: {
        business_name: T.businessName,
        business_description: T.businessDescription,
        business_address: T.businessAddress,
      },
    }),
  );
  const item = await ok<{ id: number }>(
    api.post('/api/vendor/inventory', {
      headers: vendor,
      data: {
        plant_name: T.plantName,
        scientific_name: T.scientificName,
        description: T.description,
        care_instructions: T.care,
        price: 14.5,
        quantity_available: 40,
        category: 'indoor',
      },
    }),
  );
  const plantId = item.id;

  const buyerEmail = uniqueEmail('xss-buyer');
  await ok(
    api.post('/api/auth/register/buyer', {
      data: { first_name: T.buyerFirst, last_name: T.buyerLast, email: buyerEmail, password: DEMO_PASSWORD },
    }),
  );
  const buyer = await bearer(api, buyerEmail);
  await ok(
    api.post('/api/reviews', {
      headers: buyer,
      data: { inventory_item_id: plantId, rating: 4, review_text: T.review },
    }),
  );
  const asked = {
    inventory_item_id: plantId,
    message: T.inquiry,
    requested_quantity: 2,
    requested_specifications: T.specs,
  };
  const answered = await ok<{ inquiry: { id: number } }>(api.post('/api/inquiries', { headers: buyer, data: asked }));
  await ok(api.post('/api/inquiries', { headers: buyer, data: asked }));
  await ok(
    api.put('/api/inquiries/respond', {
      headers: vendor,
      data: {
        inquiry_id: answered.inquiry.id,
        status: 'confirmed',
        vendor_response: T.answer,
      },
    }),
  );
  await ok(
    api.post('/api/orders', {
      headers: buyer,
      data: {
        buyer_name: T.orderName,
        buyer_email: buyerEmail,
        shipping_address: T.address,
        items: [{ inventory_item_id: plantId, quantity: 1 }],
      },
    }),
  );
  return { vendorEmail, buyerEmail, vendorId, plantId };
}

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  fixture = await plant(api);
  await api.dispose();
});

/** Records every dialog (an alert() that ran) and fails on it at the end of the test. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], `CSP on ${path}`).toContain("script-src 'self'");
  await page.waitForLoadState('networkidle');
}

/** The texts are on the page as text, and none of their markup became elements. */
async function expectInert(page: Page, texts: string[]) {
  for (const text of texts) await expect(page.getByText(text).first(), text).toBeVisible();
  await expect(page.locator('img[src="x"], [onerror], [onload]')).toHaveCount(0);
  const inlineScripts = await page
    .locator('script')
    .evaluateAll((nodes) => nodes.filter((node) => (node.textContent ?? '').includes('alert(')).length);
  expect(inlineScripts).toBe(0);
}

test('public pages show plant, business and review texts as text', async ({ page }) => {
  test.setTimeout(120_000);
  const dialogs = watchDialogs(page);

  await open(page, `/?search=${encodeURIComponent(`plant-${RUN}`)}`);
  await expectInert(page, [T.plantName]);
  const card = page.getByRole('article').filter({ hasText: T.plantName }).first();
  await card.getByRole('button', { name: /View Details/ }).click();
  await expectInert(page, [`Send an inquiry to ${T.businessName}`]);
  await page.keyboard.press('Escape');

  await open(page, `/product/${fixture.plantId}`);
  await expectInert(page, [T.plantName, T.scientificName, T.description, T.businessName]);
  await page.getByRole('tab', { name: 'Care Instructions' }).click();
  await expectInert(page, [T.care]);
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await expectInert(page, [T.review, T.buyerFirst]);

  await open(page, `/vendor/${fixture.vendorId}`);
  await expectInert(page, [T.businessName, T.businessDescription, T.businessAddress]);
  expect(dialogs).toEqual([]);
});

test('the vendor dashboard shows inquiries, orders and listings as text', async ({ page }) => {
  test.setTimeout(120_000);
  const dialogs = watchDialogs(page);
  await loginAs(page, fixture.vendorEmail, DEMO_PASSWORD, '/vendor/dashboard?tab=inquiries');
  await page.waitForLoadState('networkidle');
  await expectInert(page, [T.inquiry, T.specs, T.answer]);

  await open(page, '/vendor/dashboard?tab=orders');
  await expectInert(page, [T.orderName, T.address, T.plantName]);

  await open(page, '/vendor/dashboard?tab=inventory');
  await expectInert(page, [T.plantName]);

  await open(page, '/vendor/dashboard?tab=profile');
  await expect(page.getByLabel(/Business name/i)).toHaveValue(T.businessName);
  await expectInert(page, []);
  expect(dialogs).toEqual([]);
});

test('the buyer and the admin see names and answers as text', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const dialogs = watchDialogs(page);
  await loginAs(page, fixture.buyerEmail, DEMO_PASSWORD, '/inquiries');
  await page.waitForLoadState('networkidle');
  await expectInert(page, [T.inquiry, T.answer, T.plantName, T.businessName]);

  await open(page, '/orders');
  await expectInert(page, [T.plantName]);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminDialogs = watchDialogs(admin);
  await loginAs(admin, DEMO.admin, DEMO_PASSWORD, '/admin/dashboard');
  await admin.waitForLoadState('networkidle');
  await expectInert(admin, [T.businessName, T.vendorFirst]);
  await adminContext.close();
  expect([...dialogs, ...adminDialogs]).toEqual([]);
});
