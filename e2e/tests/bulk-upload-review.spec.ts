import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO, DEMO_PASSWORD, expect, loginAs, test, uniqueEmail } from '../fixtures.ts';

// Issue 13: a photo's rows come in right or flagged, never wrong and published.

const PHOTO = readFileSync(
  path.join(import.meta.dirname, '../../apps/server/test/fixtures/bulk-upload/availability-photo.png'),
);

test('a vendor uploads a photo, checks the flagged rows beside their crops, fixes one, confirms one, imports; the catalog shows exactly those', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const request = page.request;
  const email = uniqueEmail('photo');
  const registered = await request.post('/api/auth/register/vendor', {
    data: {
      first_name: 'Pia',
      last_name: 'Photo',
      email,
      password: DEMO_PASSWORD,
      vendor_profile: { business_name: `Photo Nursery ${Date.now().toString(36)}` },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = async (who: string) =>
    (await (await request.post('/api/auth/login', { data: { username: who, password: DEMO_PASSWORD } })).json())
      .access_token as string;
  const headers = { authorization: `Bearer ${await login(email)}` };
  const me = await (await request.get('/api/auth/me', { headers })).json();
  const vendorId: number = me.vendor_profile.id;
  const admin = { authorization: `Bearer ${await login(DEMO.admin)}` };
  expect((await request.patch(`/api/admin/vendors/${vendorId}/approve`, { headers: admin })).status()).toBe(200);
  // Photos are read for the Pro plan.
  const pro = await request.post('/api/upgrade-subscription', { headers, data: { plan: 'PRO_VENDOR' } });
  expect(pro.status(), await pro.text()).toBe(200);

  await loginAs(page, email, DEMO_PASSWORD, '/vendor/dashboard?tab=bulk-upload');
  await page.getByLabel(/Choose a file/).setInputFiles({ name: 'list.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByText(/rows read/)).toBeVisible({ timeout: 120_000 });

  const rows = page.locator('tbody tr').filter({ has: page.getByRole('textbox', { name: /^Plant name, row/ }) });
  const flagged = rows.filter({ hasText: 'Check this row' });
  expect(await flagged.count()).toBeGreaterThanOrEqual(2);
  // Each flagged row shows the strip of the photo it was read from.
  const crops = page.getByRole('img', { name: /in the original list/ });
  await expect(crops.first()).toBeVisible();
  await expect(crops).toHaveCount(await flagged.count());

  // Fix the first flagged row (a fix confirms it) and tick the second; the others stay out.
  const stamp = Date.now().toString(36);
  const fixedName = `Checked Sage ${stamp}`;
  await flagged
    .first()
    .getByRole('textbox', { name: /^Plant name, row/ })
    .fill(fixedName);
  const second = flagged.nth(1);
  const secondName = await second.getByRole('textbox', { name: /^Plant name, row/ }).inputValue();
  await second.getByRole('checkbox', { name: 'Checked: import this row' }).check();

  // What the import takes: rows with neither a flag left nor an error.
  const expected: string[] = [];
  for (const row of await rows.all()) {
    const text = (await row.textContent()) ?? '';
    if (text.includes('Check this row') || text.includes('Needs fixing')) continue;
    expected.push(await row.getByRole('textbox', { name: /^Plant name, row/ }).inputValue());
  }
  expect(expected).toContain(fixedName);
  expect(expected).toContain(secondName);

  await page.getByRole('button', { name: `Import ${expected.length} plant` }).click();
  await expect(page.getByText(/Import finished/)).toBeVisible();

  const catalog = await (await request.get(`/api/inventory?vendor_id=${vendorId}&limit=100`)).json();
  const items: { plant_name: string }[] = Array.isArray(catalog) ? catalog : catalog.items;
  expect(items.map((item) => item.plant_name).sort()).toEqual([...expected].sort());
});
