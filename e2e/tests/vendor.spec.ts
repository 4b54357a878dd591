import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  loginAs,
  registerBuyer,
  test,
  uniqueEmail,
} from '../fixtures.ts';

// The vendor workspace: register, approval, payouts in test mode, a plant with a photo, the plan.

/** A small solid-colour PNG, so the test needs no image files. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function registerVendorInBrowser(page: Page, email: string, businessName: string) {
  await page.goto('/register?role=vendor');
  await page.getByLabel('First Name').fill('Rosa');
  await page.getByLabel('Last Name').fill('Garden');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm Password').fill(DEMO_PASSWORD);
  await page.getByLabel('Business Name').fill(businessName);
  await page.getByRole('button', { name: 'Create Vendor Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/vendor\/dashboard/);
}

async function approveAsAdmin(page: Page, businessName: string) {
  const admin = await page.context().browser()!.newContext();
  const adminPage = await admin.newPage();
  await loginAs(adminPage, DEMO.admin, DEMO_PASSWORD, '/admin/dashboard?status=pending');
  await adminPage
    .getByRole('row')
    .filter({ hasText: businessName })
    .getByRole('button', { name: `Approve ${businessName}` })
    .click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Approve Vendor' }).click();
  await expect(adminPage.getByText(`${businessName} approved`, { exact: true })).toBeVisible();
  await admin.close();
}

test('a nursery registers, is approved, sets up payouts, lists a plant with a photo and upgrades to Pro', async ({
  page,
}) => {
  // The longest journey of the suite (two browser contexts, four accessibility scans).
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const businessName = `Rosa Garden ${stamp}`;
  const plantName = `Silver Fern ${stamp}`;
  await registerVendorInBrowser(page, uniqueEmail('nursery'), businessName);

  // Waiting for approval: the header says so and the Inventory tab explains why.
  await expect(page.getByText('Pending approval').first()).toBeVisible();
  await expect(page.getByText('Starter plan')).toBeVisible();
  await page.getByRole('tab', { name: 'Inventory' }).click();
  await expect(page).toHaveURL(/tab=inventory/);
  await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
  await expectAccessible(page);

  await approveAsAdmin(page, businessName);
  await page.reload();
  // The tab survives the reload (it lives in the address).
  await expect(page.getByRole('tab', { name: 'Inventory' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();

  // Payouts in test mode: the in-app onboarding page completes the account.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText('Finish setting up payouts')).toBeVisible();
  await page.getByRole('button', { name: 'Set Up Payouts' }).click();
  await expect(page).toHaveURL(/\/vendor\/payouts\/test-onboarding\?account=acct_test_/);
  await expect(page.getByLabel('Account Holder Name')).toHaveValue(businessName);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/vendor\/dashboard\?tab=overview/);
  await expect(page.getByText('Payouts active')).toBeVisible();
  await expect(page.getByText('Thanks! Your payout details were received.')).toBeVisible();

  // A plant with every field and a photo.
  await page.getByRole('button', { name: 'Add a plant' }).click();
  await expect(page).toHaveURL(/tab=inventory/);
  await page.getByRole('button', { name: 'Add Plant' }).first().click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: 'Add Plant' }).click();
  await expect(form.getByText('Plant name is required')).toBeVisible();
  await expect(form.getByText('Price is required')).toBeVisible();
  await expect(form.getByText('Quantity is required')).toBeVisible();

  await form.getByLabel('Plant Name').fill(plantName);
  await form.getByLabel('Scientific Name').fill('Blechnum gibbum');
  await form.getByLabel('Category').selectOption('indoor');
  await form.getByLabel('Price', { exact: false }).first().fill('18.50');
  await form.getByLabel('Compare-at Price').fill('22.00');
  await form.getByLabel('Quantity Available').fill('14');
  await form.getByRole('textbox', { name: /^Size/ }).fill('6"');
  await form.getByLabel('Pot Size').fill('6" nursery pot');
  await form.getByLabel('Description').fill('A compact tree fern with silvery fronds.');
  await form.getByLabel('Care Instructions').fill('Bright indirect light; keep the soil moist.');

  const photoInput = form.getByLabel('Add photo');
  await photoInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(form.getByText('Image must be a PNG, JPG or GIF file')).toBeVisible();
  await photoInput.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(form.getByText('Image must be less than 5MB')).toBeVisible();
  await photoInput.setInputFiles({ name: 'fern.png', mimeType: 'image/png', buffer: png(400, 300, [70, 140, 90]) });
  await expect(form.getByRole('img', { name: 'Upload 1 preview' })).toBeVisible();
  await form.getByRole('button', { name: 'Add Plant' }).click();

  await expect(page.getByText(`${plantName} added to your inventory.`, { exact: true })).toBeVisible();
  await expect(form).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: plantName });
  await expect(row.locator('img')).toHaveCount(1);
  await expect(row.getByRole('textbox', { name: `Stock of ${plantName}` })).toHaveValue('14');
  await expect(row.getByRole('textbox', { name: `Price of ${plantName}` })).toHaveValue('18.50');
  await expectAccessible(page);

  // Buyers find it on the marketplace.
  await page.goto(`/?search=${encodeURIComponent(plantName)}`);
  await expect(page.getByText(plantName).first()).toBeVisible();

  // Upgrade from /settings: test mode applies it at once.
  await page.goto('/settings');
  await expect(page.getByText(/Free trial: 30 days left/)).toBeVisible();
  await expect(page.getByText('of 2,000')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page.getByText('You are now on the Pro plan.', { exact: true })).toBeVisible();
  await expect(page.getByText('Pro plan', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
  await expect(page.getByText('of 5,000')).toBeVisible();
  await page.goto('/vendor/dashboard');
  await expect(page.getByText('Pro plan', { exact: true })).toBeVisible();
});

test('the inventory list searches, edits and deletes with confirmation; forms show the spec messages', async ({
  page,
}) => {
  const email = uniqueEmail('vendor');
  const stamp = Date.now().toString(36);
  const register = await page.request.post('/api/auth/register/vendor', {
    data: {
      first_name: 'Ivy',
      last_name: 'Stone',
      email,
      password: DEMO_PASSWORD,
      vendor_profile: { business_name: `Ivy Stone ${stamp}` },
    },
  });
  expect(register.status()).toBe(201);
  const vendorId = (await register.json()).user.vendor_profile.id as number;
  const admin = await page.request.post('/api/auth/login', { data: { username: DEMO.admin, password: DEMO_PASSWORD } });
  const adminToken = (await admin.json()).access_token as string;
  const approved = await page.request.patch(`/api/admin/vendors/${vendorId}/approve`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(approved.status()).toBe(200);
  const { token } = await loginAs(page, email, DEMO_PASSWORD, '/');
  for (const plant_name of [`Lavender ${stamp}`, `Rosemary ${stamp}`]) {
    const created = await page.request.post('/api/vendor/inventory', {
      headers: { authorization: `Bearer ${token}` },
      data: { plant_name, price: 9.5, quantity_available: 5, category: 'herbs' },
    });
    expect(created.status()).toBe(201);
  }

  await page.goto('/vendor/dashboard?tab=inventory');
  await page.getByRole('searchbox', { name: 'Search your plants' }).fill('rosemary');
  await expect(page).toHaveURL(/search=rosemary/);
  await expect(page.getByText(`Rosemary ${stamp}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Lavender ${stamp}`, { exact: true })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search your plants' })).toHaveValue('rosemary');

  await page.getByRole('button', { name: `Edit Rosemary ${stamp}` }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Quantity Available').fill('0');
  await form.getByLabel('Compare-at Price').fill('5');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Compare-at price must be higher than the price')).toBeVisible();
  await form.getByLabel('Compare-at Price').fill('12');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Out of stock')).toBeVisible();

  await page.getByRole('button', { name: `Delete Rosemary ${stamp}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete Rosemary ${stamp}?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(`Rosemary ${stamp}`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Delete Rosemary ${stamp}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Rosemary ${stamp} was deleted.`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Rosemary ${stamp}`, { exact: true })).toBeHidden();

  // Business profile: the business name is required.
  await page.getByRole('tab', { name: 'Business Profile' }).click();
  await page.getByLabel('Business Name').fill('');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Business name is required')).toBeVisible();
  await page.getByLabel('Business Name').fill(`Ivy & Stone ${stamp}`);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Business profile saved.')).toBeVisible();
  await expect(page.getByText(`Ivy & Stone ${stamp}`)).toBeVisible();

  // Account settings: names required, password rules.
  await page.getByRole('tab', { name: 'Account Settings' }).click();
  await page.getByLabel('First Name').fill('');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await page.getByLabel('Current Password').fill(DEMO_PASSWORD);
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm New Password').fill('different');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('New passwords do not match')).toBeVisible();
  await expectAccessible(page);
});

test('a buyer upgrades to Pro from the buyer dashboard', async ({ page }) => {
  const buyer = await registerBuyer(page);
  await loginAs(page, buyer.email, buyer.password, '/buyer/dashboard');
  await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText('Basic plan', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page.getByText('You are now on the Pro plan.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  await page.goto('/buyer/dashboard');
  await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toBeHidden();
});
