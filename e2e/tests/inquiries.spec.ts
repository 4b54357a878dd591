import { DEMO_PASSWORD, expect, expectAccessible, loginAs, registerBuyer, test, vendorWithPlant } from '../fixtures.ts';

// A buyer sends an inquiry from the plant details, the vendor confirms it, the buyer orders from it.

test('a buyer sends an inquiry, the vendor confirms it, the buyer orders from it', async ({ page, browser }) => {
  // Three people, three pages and axe checks: longer than the default on a busy machine.
  test.setTimeout(150_000);
  const plantName = `Calathea Test ${Date.now().toString(36)}`;
  const vendor = await vendorWithPlant(page.request, plantName, 10);
  const buyer = await registerBuyer(page);

  // The buyer opens the plant's details from the marketplace and sends an inquiry.
  await loginAs(page, buyer.email, buyer.password, `/?search=${encodeURIComponent(plantName)}`);
  const card = page.getByRole('article').filter({ hasText: plantName }).first();
  await card.getByRole('button', { name: /View Details/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Send an inquiry to ${vendor.businessName}`)).toBeVisible();

  await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(dialog.getByText('Please enter your inquiry message')).toBeVisible();
  await dialog.getByLabel(/^Message/).fill('Short');
  await expect(dialog.getByText('Please enter your inquiry message')).toBeHidden();
  await dialog.getByLabel(/^Quantity/).fill('11');
  await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(dialog.getByText('Message must be at least 10 characters')).toBeVisible();
  await expect(dialog.getByText('Maximum available: 10')).toBeVisible();

  await dialog.getByLabel(/^Message/).fill('Could you set aside three of these for a lobby install next week?');
  await dialog.getByLabel(/^Quantity/).fill('3');
  await dialog.getByLabel(/^Special requirements/).fill('Matching pots');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(
    dialog.getByRole('status').filter({ hasText: 'Your inquiry has been sent to the vendor!' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // The vendor confirms it from the dashboard's Inquiries tab.
  const vendorContext = await browser.newContext();
  const vendorPage = await vendorContext.newPage();
  await loginAs(vendorPage, vendor.email, DEMO_PASSWORD, '/vendor/dashboard');
  await vendorPage.getByRole('tab', { name: /Inquiries/ }).click();
  const inquiry = vendorPage.getByRole('listitem').filter({ hasText: plantName });
  await expect(inquiry.getByText('Could you set aside three')).toBeVisible();
  await expect(inquiry.getByText('Pending')).toBeVisible();
  await expectAccessible(vendorPage);
  await inquiry.getByRole('button', { name: 'Confirm' }).click();
  await expect(inquiry.getByText('Confirmed')).toBeVisible();
  await expect(inquiry.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await vendorContext.close();

  // The buyer sees the answer and orders the confirmed quantity.
  await page.goto('/inquiries');
  const mine = page.getByRole('listitem').filter({ hasText: plantName });
  await expect(mine.getByText('Confirmed')).toBeVisible();
  await expectAccessible(page);
  await mine.getByRole('button', { name: /Order now/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const cart = await page.evaluate(() => JSON.parse(window.localStorage.getItem('verdant.cart') ?? '[]'));
  expect(cart).toEqual([expect.objectContaining({ plant_name: plantName, quantity: 3, price: 18.75 })]);
  await expect(page.getByText(plantName).first()).toBeVisible();
});

test('the buyer dashboard shows the inquiries tab and the plan badge', async ({ page }) => {
  const buyer = await registerBuyer(page);
  await loginAs(page, buyer.email, buyer.password, '/buyer/dashboard');
  await expect(page.getByRole('heading', { name: 'Buyer Dashboard' })).toBeVisible();
  await expect(page.getByText('Plan: Basic')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/settings');
  await page.getByRole('tab', { name: 'Inquiries' }).click();
  await expect(page).toHaveURL(/tab=inquiries/);
  await expect(page.getByText('No inquiries yet')).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Inquiries' })).toHaveAttribute('aria-selected', 'true');
});
