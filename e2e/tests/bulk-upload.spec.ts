import type { APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, expectAccessible, loginAs, test, uniqueEmail } from '../fixtures.ts';

// Bulk upload: a nursery turns its availability list into listings, fixing what the preview flags first.

async function token(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { username: email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return (await response.json()).access_token;
}

/** A new nursery, approved by the admin, through the public APIs. */
async function approvedNursery(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('bulk');
  const registered = await request.post('/api/auth/register/vendor', {
    data: {
      first_name: 'Hilda',
      last_name: 'Hill',
      email,
      password: DEMO_PASSWORD,
      vendor_profile: { business_name: `Hill Country Growers ${Date.now().toString(36)}` },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const headers = { authorization: `Bearer ${await token(request, email)}` };
  const me = await (await request.get('/api/auth/me', { headers })).json();
  const approved = await request.patch(`/api/admin/vendors/${me.vendor_profile.id}/approve`, {
    headers: { authorization: `Bearer ${await token(request, DEMO.admin)}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return email;
}

test('a vendor uploads a spreadsheet, fixes a flagged cell in the preview, imports and sees the plants', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const names = [`Texas Sage ${stamp}`, `Blue Salvia ${stamp}`, `Live Oak ${stamp}`];
  const list = [
    'Hill Country Growers - week 12',
    '',
    'Common Name,Container,Qty,Price ($)',
    `${names[0]},3 gal,25,$24.99`,
    `${names[1]},1 gal,48,-8.99`,
    `${names[2]},15 gal,6,$149.00`,
  ].join('\n');

  await loginAs(page, await approvedNursery(page.request), DEMO_PASSWORD, '/vendor/dashboard?tab=bulk-upload');
  await expect(page.getByRole('heading', { name: 'Bulk Upload' })).toBeVisible();
  // Not on a Pro plan outside the promotional period: photos are offered with the way to get them.
  await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/settings');
  await expect(page.getByRole('link', { name: 'CSV template' })).toHaveAttribute(
    'href',
    '/api/inventory/bulk-upload/template.csv',
  );
  await expectAccessible(page);

  // A file that is not what its name says gets the server's detail.
  await page.getByLabel(/Choose a file/).setInputFiles({
    name: 'availability.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Just some notes, not a PDF.'),
  });
  await expect(page.getByRole('alert')).toContainText('is not really a PDF file');

  await page.getByLabel(/Choose a file/).setInputFiles({
    name: 'availability.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(list),
  });
  await expect(page.getByText('3 rows read. 2 new, 0 to update, 1 to fix.', { exact: false })).toBeVisible();
  const price = page.getByRole('textbox', { name: 'Price, row 5' });
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveAccessibleDescription('Price must be more than 0');
  await expect(page.getByRole('button', { name: 'Import 2 plants' })).toBeEnabled();
  await expectAccessible(page);

  await price.fill('8.99');
  await expect(price).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Price must be more than 0')).toHaveCount(0);
  await page.getByRole('button', { name: 'Import 3 plants' }).click();

  await expect(page.getByText('Import finished: 3 plants added, 0 updated, 0 failed, of 3 rows.')).toBeVisible();
  await page.getByRole('button', { name: 'View in Inventory' }).click();
  await expect(page.getByRole('tab', { name: 'Inventory' })).toHaveAttribute('aria-selected', 'true');
  const plants = page.getByRole('table');
  for (const name of names) await expect(plants.getByText(name, { exact: true })).toBeVisible();
  const prices = await plants
    .getByRole('textbox', { name: /^Price of / })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(prices).toContain('8.99');
});

test('on a phone every dashboard tab is reachable and the preview shows its errors on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const stamp = Date.now().toString(36);
  await loginAs(page, await approvedNursery(page.request), DEMO_PASSWORD, '/vendor/dashboard?tab=bulk-upload');
  // Every tab fully in view, none clipped at the screen's edge (issue 14.15).
  const tabs = page.getByRole('tablist', { name: 'Vendor dashboard sections' }).getByRole('tab');
  await expect(tabs).toHaveCount(8);
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });

  await page.getByLabel(/Choose a file/).setInputFiles({
    name: 'availability.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['Plant,Size,Qty,Price', `Mealy Sage ${stamp},1 gal,12,-3`].join('\n')),
  });
  await expect(page.getByRole('textbox', { name: 'Price, row 2' })).toHaveAttribute('aria-invalid', 'true');
  // Scrolled down to the table, not sideways: the message is already on screen, beside the row's number.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const onScreen = page.getByText('Price must be more than 0').first();
  await expect(onScreen).toBeInViewport({ ratio: 1 });
});
