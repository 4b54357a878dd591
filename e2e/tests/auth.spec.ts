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

test.describe('accounts and sessions', () => {
  test('a vendor registers, logs in and lands on the vendor dashboard', async ({ page }) => {
    const email = uniqueEmail('vendor');
    await page.goto('/register');
    await expectAccessible(page);
    await page.getByRole('button', { name: /^Vendor/ }).click();
    await page.getByLabel('First Name').fill('Rosa');
    await page.getByLabel('Last Name').fill('Martinez');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a good password');
    await page.getByLabel('Confirm Password').fill('a different one');
    await page.getByLabel('Business Name').fill('Rosa’s Rare Plants');
    await page.getByRole('button', { name: 'Create Vendor Account' }).click();
    await expect(page.getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible();

    await page.getByLabel('Confirm Password').fill('a good password');
    await page.getByRole('button', { name: 'Create Vendor Account' }).click();
    // In the visible area, not above it: the user is at the button below the long vendor form.
    await expect(page.getByText(/Registration successful/)).toBeInViewport();
    // The spec: a message, then /login after 2 seconds, which says the account exists.
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
    await expect(page.getByRole('status')).toHaveText(MESSAGES.accountCreated);

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password').fill('a good password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/vendor\/dashboard/);
    await expect(page.getByRole('button', { name: /Rosa/ })).toBeVisible();
  });

  test('on a phone the registration message comes into view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/register');
    await page.getByLabel('First Name').fill('Ivy');
    await page.getByLabel('Last Name').fill('Phone');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('phone'));
    await page.getByLabel('Password', { exact: true }).fill('a good password');
    await page.getByLabel('Confirm Password').fill('a good password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(/Registration successful/)).toBeInViewport();
  });

  test('a duplicate email shows the server detail', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('First Name').fill('Dup');
    await page.getByLabel('Last Name').fill('Licate');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.buyer);
    await page.getByLabel('Password', { exact: true }).fill('a good password');
    await page.getByLabel('Confirm Password').fill('a good password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(MESSAGES.emailTaken)).toBeVisible();
  });

  test('a buyer logs in and lands on the marketplace; a wrong password shows the detail', async ({ page }) => {
    await page.goto('/login');
    await expectAccessible(page);
    await page.getByLabel('Email', { exact: true }).fill(DEMO.buyer);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText(MESSAGES.invalidCredentials)).toBeVisible();

    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toHaveAttribute('href', '/buyer/dashboard');
  });

  test('the wrong role is sent to /, a guest to /login', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await loginAs(page, DEMO.buyer, DEMO_PASSWORD, '/vendor/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown path goes to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
  });

  test('visitor preview mode shows the banner, hides the session, and Exit Preview restores it', async ({ page }) => {
    await loginAs(page, DEMO.buyer, DEMO_PASSWORD, '/?preview=visitor');
    await expect(page.getByText(MESSAGES.visitorPreviewBanner)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    // The saved flag keeps the mode on across pages.
    await page.goto('/about');
    await expect(page.getByText(MESSAGES.visitorPreviewBanner)).toBeVisible();
    await page.getByRole('button', { name: 'Exit Preview' }).click();
    await expect(page.getByText(MESSAGES.visitorPreviewBanner)).toBeHidden();
    await expect(page.getByRole('button', { name: /Emily/ })).toBeVisible();
  });

  test('logout clears the session, ends the token on the server and returns to /', async ({ page }) => {
    await loginAs(page, DEMO.buyer, DEMO_PASSWORD, '/buyer/dashboard');
    await page.getByRole('button', { name: /Emily/ }).click();
    const token = await page.evaluate(() => window.localStorage.getItem('verdant.token'));
    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    expect((await loggedOut).status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('verdant.token'))).toBeNull();
    // A copy of the token, kept elsewhere, no longer works either.
    const copy = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(copy.status()).toBe(401);
  });

  test('a password change keeps this session and logs out the other devices', async ({ page, browser }) => {
    const buyer = await registerBuyer(page, { first_name: 'Hazel' });
    const otherDevice = await (await browser.newContext()).newPage();
    await loginAs(otherDevice, buyer.email, buyer.password, '/buyer/dashboard');
    await expect(otherDevice.getByRole('button', { name: /Hazel/ })).toBeVisible();

    await loginAs(page, buyer.email, buyer.password, '/buyer/dashboard?tab=settings');
    await page.getByLabel('Current Password').fill(buyer.password);
    await page.getByLabel('New Password', { exact: true }).fill('a brand new password');
    await page.getByLabel('Confirm New Password').fill('a brand new password');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: /Hazel/ })).toBeVisible();
    await expect(page).toHaveURL(/\/buyer\/dashboard/);
    await otherDevice.reload();
    await expect(otherDevice.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    await otherDevice.context().close();
  });
});
