import type { APIRequestContext, Page } from '@playwright/test';
import { MESSAGES } from '@verdant/shared/messages';
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

// The admin approves and rejects vendors in the dashboard; an approved vendor can list a plant at once.

async function registerVendor(request: APIRequestContext, businessName: string) {
  const email = uniqueEmail('vendor');
  const response = await request.post('/api/auth/register/vendor', {
    data: {
      first_name: 'Val',
      last_name: 'Nursery',
      email,
      password: DEMO_PASSWORD,
      vendor_profile: { business_name: businessName, business_email: email },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

async function tokenFor(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/login', { data: { username: email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return (await response.json()).access_token as string;
}

function listPlant(request: APIRequestContext, token: string, plantName: string) {
  return request.post('/api/vendor/inventory', {
    headers: { authorization: `Bearer ${token}` },
    data: { plant_name: plantName, price: 12.5, quantity_available: 8, category: 'herbs' },
  });
}

const REASON = 'We could not verify your nursery address. Please add it to your business profile.';

const vendorRow = (page: Page, businessName: string) => page.getByRole('row').filter({ hasText: businessName });

test('the admin approves a pending vendor, who then lists a plant', async ({ page }) => {
  const businessName = `Sunrise Herbs ${Date.now().toString(36)}`;
  const vendorEmail = await registerVendor(page.request, businessName);
  const vendorToken = await tokenFor(page.request, vendorEmail);
  const plantName = `Lemon Thyme ${Date.now().toString(36)}`;

  // Pending: the vendor cannot sell yet.
  expect((await listPlant(page.request, vendorToken, plantName)).status()).toBe(403);

  await loginAs(page, DEMO.admin, DEMO_PASSWORD, '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('tab', { name: /Pending/ }).click();
  await expect(page).toHaveURL(/status=pending/);
  const row = vendorRow(page, businessName);
  await expect(row.getByText('Pending')).toBeVisible();
  await expectAccessible(page);

  await row.getByRole('button', { name: `Approve ${businessName}` }).click();
  // One click only asks (issue 14): the dialog's button decides.
  const confirm = page.getByRole('dialog', { name: `Approve ${businessName}?` });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Approve Vendor' }).click();
  await expect(page.getByText(`${businessName} approved`, { exact: true })).toBeVisible();
  // It leaves the Pending tab; under All it is approved with no actions.
  await expect(vendorRow(page, businessName)).toHaveCount(0);
  await page.getByRole('tab', { name: /All/ }).click();
  await expect(vendorRow(page, businessName).getByText('Approved')).toBeVisible();
  await expect(vendorRow(page, businessName).getByRole('button')).toHaveCount(0);
  await expect(vendorRow(page, businessName).getByText('No actions')).toBeVisible();

  // The same token now lists a plant: approval takes effect at once.
  const listed = await listPlant(page.request, vendorToken, plantName);
  expect(listed.status(), await listed.text()).toBe(201);
  await page.reload();
  await expect(vendorRow(page, businessName).getByRole('cell', { name: /^(Plants)?\s*1$/ })).toBeVisible();
});

test('the admin rejects a pending vendor and can still approve them later', async ({ page }) => {
  const businessName = `Moonlight Ferns ${Date.now().toString(36)}`;
  const vendorEmail = await registerVendor(page.request, businessName);
  const vendorToken = await tokenFor(page.request, vendorEmail);

  await loginAs(page, DEMO.admin, DEMO_PASSWORD, '/admin/dashboard?status=pending');
  await vendorRow(page, businessName)
    .getByRole('button', { name: `Reject ${businessName}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Reject ${businessName}?` });
  await dialog.getByRole('button', { name: 'Reject Vendor' }).click();
  await expect(dialog.getByText(MESSAGES.rejectionReasonRequired)).toBeVisible();
  await dialog.getByLabel(/Reason for rejection/).fill(REASON);
  await dialog.getByRole('button', { name: 'Reject Vendor' }).click();
  await expect(page.getByText(`${businessName} rejected`, { exact: true })).toBeVisible();

  // The vendor reads the reason on their dashboard.
  const vendorContext = await page.context().browser()!.newContext();
  const vendorPage = await vendorContext.newPage();
  await loginAs(vendorPage, vendorEmail, DEMO_PASSWORD, '/vendor/dashboard');
  await expect(vendorPage.getByText('Your account was not approved')).toBeVisible();
  await expect(vendorPage.getByText(REASON)).toBeVisible();
  await vendorContext.close();

  await page.getByRole('tab', { name: /Rejected/ }).click();
  const row = vendorRow(page, businessName);
  await expect(row.getByText('Rejected')).toBeVisible();
  await expect(row.getByRole('button', { name: `Reject ${businessName}` })).toHaveCount(0);
  expect((await listPlant(page.request, vendorToken, 'Nope')).status()).toBe(403);

  await row.getByRole('button', { name: `Approve ${businessName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve Vendor' }).click();
  await expect(page.getByText(`${businessName} approved`, { exact: true })).toBeVisible();
  await expect(vendorRow(page, businessName)).toHaveCount(0);
});

test('the admin dashboard is for admins only', async ({ page }) => {
  const buyer = await registerBuyer(page);
  await loginAs(page, buyer.email, buyer.password, '/admin/dashboard');
  await expect(page).toHaveURL(/\/$/);
  const token = await tokenFor(page.request, buyer.email);
  const response = await page.request.get('/api/admin/vendors', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(403);
});
