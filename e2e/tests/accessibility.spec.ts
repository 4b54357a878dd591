import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, loginAs, test } from '../fixtures.ts';

// axe on every route of docs/product.md#pages-and-navigation, logged out and as each role, including the dashboards'
// tabs and a few dialogs: zero serious or critical violations.

// Each role test walks many pages, and axe takes seconds per page on a busy machine.
test.describe.configure({ timeout: 240_000 });

const PUBLIC_ROUTES = [
  '/',
  '/?search=fern',
  '/?category=indoor',
  '/browse-projects',
  '/find-vendors',
  '/about',
  '/contact',
  '/product/1',
  '/product/999999',
  '/login',
  '/register',
  '/pricing',
  '/cart',
  '/checkout',
  '/order-success',
  '/vendor/1',
];

/** Waits until the page has settled: requests done, no loading spinner left, a heading on screen. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.getByRole('heading').first()).toBeVisible();
}

async function checkRoute(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
  await expectAccessible(page);
}

/** Opens every tab of the page's tab list in turn and checks each panel. */
async function checkEveryTab(page: Page) {
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index++) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    await settle(page);
    await expectAccessible(page);
  }
}

test.describe('logged out', () => {
  for (const path of PUBLIC_ROUTES) {
    test(`${path} has no serious violations`, async ({ page }) => {
      await checkRoute(page, path);
    });
  }

  test('plant page tabs, the plant details dialog and a filled cart', async ({ page }) => {
    await checkRoute(page, '/product/1');
    await checkEveryTab(page);

    await page.goto('/');
    await settle(page);
    await page.getByRole('button', { name: 'View Details' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page
      .getByRole('button', { name: /Add to Cart/ })
      .first()
      .click();
    await checkRoute(page, '/cart');
    await expect(page.getByText('Your cart is empty')).toHaveCount(0);
    await checkRoute(page, '/checkout');
  });
});

test.describe('as a buyer', () => {
  test('buyer routes, dashboard tabs and public pages', async ({ page }) => {
    await loginAs(page, DEMO.buyer, undefined, '/buyer/dashboard');
    await settle(page);
    await expectAccessible(page);
    await checkEveryTab(page);
    for (const path of ['/inquiries', '/orders', '/', '/product/1', '/cart', '/settings']) {
      await checkRoute(page, path);
    }
    // The review form is shown to buyers only.
    await page.goto('/product/1');
    await settle(page);
    await page.getByRole('tab', { name: /Reviews/ }).click();
    await settle(page);
    await expectAccessible(page);
  });
});

test.describe('as an approved vendor', () => {
  test('vendor dashboard tabs, the add-plant dialog and the store page', async ({ page }) => {
    await loginAs(page, DEMO.premiumVendor, undefined, '/vendor/dashboard');
    await settle(page);
    await expectAccessible(page);
    await checkEveryTab(page);

    await page.getByRole('tab', { name: 'Inventory' }).click();
    await settle(page);
    await page
      .getByRole('button', { name: /Add (a )?Plant/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    for (const path of ['/', '/settings', '/pricing']) await checkRoute(page, path);
  });
});

test.describe('as the admin', () => {
  test('admin dashboard tabs', async ({ page }) => {
    await loginAs(page, DEMO.admin, undefined, '/admin/dashboard');
    await settle(page);
    await expectAccessible(page);
    await checkEveryTab(page);
    await checkRoute(page, '/');
  });
});
