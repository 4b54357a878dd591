import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
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

// The storefront: home, search (typo-tolerant), plant detail with reviews, the vendor store page, the details modal.
// Each test that writes makes its own nursery and plant, so shared demo rows stay as they are.

async function token(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { username: email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return (await response.json()).access_token;
}

/** A new approved nursery with one plant, through the public APIs. */
async function nurseryWithPlant(request: APIRequestContext, plant: Record<string, unknown> = {}) {
  const suffix = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  const businessName = `Willowbrook Growers ${suffix}`;
  const email = uniqueEmail('vendor');
  const registered = await request.post('/api/auth/register/vendor', {
    data: {
      first_name: 'Wren',
      last_name: 'Willow',
      email,
      password: DEMO_PASSWORD,
      vendor_profile: { business_name: businessName, business_description: 'Heirloom perennials since 1999.' },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const vendorToken = await token(request, email);
  const me = await (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${vendorToken}` } })).json();
  const adminToken = await token(request, DEMO.admin);
  const approved = await request.patch(`/api/admin/vendors/${me.vendor_profile.id}/approve`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const created = await request.post('/api/vendor/inventory', {
    headers: { authorization: `Bearer ${vendorToken}` },
    data: {
      plant_name: `Lilac Vervain ${suffix}`,
      scientific_name: 'Verbena lilacina',
      description: 'A tough, long-blooming native perennial loved by butterflies.',
      care_instructions: 'Full sun, water weekly until established.',
      price: 12.5,
      quantity_available: 8,
      category: 'flowering',
      size: '1 gal',
      pot_size: '1 gallon nursery pot',
      ...plant,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const item = await created.json();
  return {
    vendorId: me.vendor_profile.id as number,
    businessName,
    plantId: item.id as number,
    plantName: item.plant_name,
  };
}

const cartCount = (page: Page) => page.getByTestId('cart-count').first();

test('home shows the hero, stats, categories, deals, ad slots and featured plants', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
  for (const stat of ['500+', '2,000+', '$5M+', '98%'])
    await expect(page.getByText(stat, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Succulents & Cacti' })).toHaveAttribute('href', '/?category=succulents');

  const deals = page.getByRole('region', { name: 'Daily Deals' });
  await expect(deals.getByRole('listitem')).toHaveCount(4);
  await expect(deals.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
  // A struck-through price only where the vendor set a real one.
  await expect(deals.getByText(/% off/).first()).toBeVisible();

  const premium = page.getByRole('region', { name: 'Featured nursery' });
  await expect(premium.getByRole('heading', { name: 'Greenleaf Nursery & Garden Center' })).toBeVisible();
  await expect(premium.getByRole('link', { name: /Visit Store/ })).toHaveAttribute('href', /^\/vendor\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Nurseries to Know' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Plants' })).toBeVisible();
  await expectAccessible(page);
});

test('the promo banner can be dismissed, and stays dismissed', async ({ page }) => {
  await page.goto('/');
  // The banner is in the prerendered first paint; its button works once the app has taken over the page.
  await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Promotion' });
  await expect(banner).toContainText('30-day free trial');
  await banner.getByRole('button', { name: 'Dismiss promotion' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Promotion' })).toBeHidden();
});

test('the home page paints before its JavaScript runs, and nothing moves when the app takes over', async ({
  browser,
  page,
}) => {
  // Without JavaScript: the prerendered header, promo banner and hero are already there.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const bare = await noScript.newPage();
  await bare.goto('/');
  await expect(bare.getByRole('heading', { level: 1, name: /Connect with trusted nurseries/ })).toBeVisible();
  await expect(bare.getByRole('region', { name: 'Promotion' })).toBeVisible();
  await expect(bare.getByRole('link', { name: 'Login' })).toBeVisible();
  await bare.goto('/product/1');
  await expect(bare.getByRole('banner').getByRole('link', { name: 'Verdant' })).toBeVisible();
  // The phone search box in that paint already works, as a plain form.
  await bare.getByRole('searchbox', { name: 'Search plants' }).fill('fern');
  await bare.keyboard.press('Enter');
  await expect(bare).toHaveURL(/\/\?search=fern$/);

  // With it: every layout shift from the first paint until the page is complete adds up to (almost) nothing, and
  // the header never goes away (no blank loading screen between the first paint and the page).
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number; headerGone: boolean };
    w.layoutShift = 0;
    w.headerGone = false;
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return; // parsed; the app's code has not run yet
      new MutationObserver(() => {
        if (!document.querySelector('#root header')) w.headerGone = true;
      }).observe(document.getElementById('root')!, { childList: true, subtree: true });
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Plants' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const firstLoad = await page.evaluate(() => {
    const w = window as unknown as { layoutShift: number; headerGone: boolean };
    return { layoutShift: w.layoutShift, headerGone: w.headerGone };
  });
  expect(firstLoad.layoutShift).toBeLessThan(0.01);
  expect(firstLoad.headerGone).toBe(false);

  // Once dismissed, the server leaves the banner out of the first paint too.
  await page.getByRole('region', { name: 'Promotion' }).getByRole('button', { name: 'Dismiss promotion' }).click();
  await noScript.addCookies(await page.context().cookies());
  await bare.goto('/');
  await expect(bare.getByRole('heading', { level: 1, name: /Connect with trusted nurseries/ })).toBeVisible();
  await expect(bare.getByRole('region', { name: 'Promotion' })).toBeHidden();
  await noScript.close();
});

test('search tolerates typos and keeps search and category in the address', async ({ page }) => {
  await page.goto('/?category=indoor');
  await expect(page.getByRole('heading', { level: 1, name: 'Indoor Plants' })).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Search plants' });
  await box.fill('monstra delicosa');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/search=monstra\+delicosa/);
  await expect(page).toHaveURL(/category=indoor/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “monstra delicosa”' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Monstera Deliciosa' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Category' }).selectOption('all');
  await expect(page).not.toHaveURL(/category=/);
  await box.fill('philodendorn');
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: 'Heartleaf Philodendron' })).toBeVisible();
  await expectAccessible(page);

  await box.fill('zzqxv nothing');
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: 'No plants found' })).toBeVisible();
});

test('a results page and a plant page use what the server preloaded with them, fetching nothing twice', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // What the current document fetched, from its own resource timings. Playwright's request events can miss a
  // preload that starts before the page is attached, so they are not used here.
  const fetchedByPage = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => {
        const url = new URL(entry.name);
        return url.pathname + url.search;
      }),
    );
  const count = async (url: string) => (await fetchedByPage()).filter((r) => r === url).length;

  const results = await page.goto('/?search=succulent');
  expect(await results?.headerValue('link')).toContain('</api/inventory?search=succulent&facets=true>; rel=preload');
  const photo = page.locator('main li img').first(); // the card's photo link is hidden from the accessibility tree
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await count('/api/inventory?search=succulent&facets=true')).toBe(1); // the list and its filters' counts
  const photoUrl = new URL(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  expect(await count(photoUrl)).toBe(1);
  // The page's code is named in the HTML (modulepreload) and loaded once, not again when the app imports it.
  // Read from the HTML the server sent: at run time Vite adds modulepreload links of its own for lazy chunks.
  const html = (await results?.text()) ?? '';
  const preloaded = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)].map(
    ([link]) => new URL(/href="([^"]+)"/.exec(link)![1]!, page.url()).pathname,
  );
  expect(preloaded.some((file) => file.includes('/home-page-'))).toBe(true);
  // The filters' code comes after the page's (a lazy chunk): wait for it, so every script asked for is counted.
  await expect(page.getByRole('complementary', { name: 'Filters' }).getByText('Hardiness zone')).toBeVisible();
  const scripts = (await fetchedByPage()).filter((r) => r.startsWith('/assets/') && r.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(preloaded.length);
  expect(new Set(scripts).size).toBe(scripts.length);

  await page.getByRole('heading', { level: 2 }).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop();
  const reloaded = await page.reload();
  expect(await reloaded?.headerValue('link')).toContain(`</api/inventory/${id}>; rel=preload`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The reloaded document fetched the plant once: the preload, which the page used.
  await expect.poll(() => count(`/api/inventory/${id}`)).toBe(1);
  // A preload the page did not use would show up as a console warning a few seconds later.
  await page.waitForTimeout(3500);
  expect(warnings.filter((w) => w.includes('preload'))).toEqual([]);
  expect(await count(`/api/inventory/${id}`)).toBe(1);
});

test('a plant list that fails to load offers Try Again', async ({ page, consoleErrors }) => {
  let fail = true;
  await page.route('**/api/inventory?**', (route) =>
    fail ? route.fulfill({ status: 500, json: { detail: 'down' } }) : route.continue(),
  );
  await page.goto('/?category=herbs');
  await expect(page.getByRole('alert')).toContainText('Failed to load plants. Please try again later.');
  fail = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: "Sweet Basil 'Genovese'" })).toBeVisible();
  // The browser reports the deliberate 500s; nothing else may have been logged.
  expect(consoleErrors.filter((m) => !m.includes('500'))).toEqual([]);
  consoleErrors.length = 0;
});

test('View Details opens the plant modal with the inquiry form, and Escape closes it', async ({ page }) => {
  await page.goto('/?search=jade');
  await page.getByRole('button', { name: 'View Details of Jade Plant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Jade Plant' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Crassula ovata')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Add to Cart/ })).toBeVisible();
  await expect(dialog.getByLabel(/message/i).first()).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a plant page shows its details, adds to the cart, and a buyer posts a review others can read', async ({
  page,
  browser,
}) => {
  const { plantId, plantName, businessName } = await nurseryWithPlant(page.request);
  await page.goto(`/product/${plantId}`);
  await expect(page.getByRole('heading', { level: 1, name: plantName })).toBeVisible();
  await expect(page.getByText('Verbena lilacina')).toBeVisible();
  await expect(page.getByText('$12.50')).toBeVisible();
  await expect(page.getByText('1 gallon nursery pot')).toBeVisible();
  await expect(page.getByRole('heading', { name: businessName })).toBeVisible();
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await expect(quantity).toHaveValue('1');
  await expect(quantity).toHaveAttribute('max', '8');
  await quantity.fill('3');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartCount(page)).toHaveText('3');

  await page.getByRole('tab', { name: 'Care Instructions' }).click();
  await expect(page.getByText('Full sun, water weekly until established.')).toBeVisible();
  await page.getByRole('tab', { name: 'Reviews (0)' }).click();
  await expect(page.getByText('Please log in to leave a review.')).toBeVisible();
  await expectAccessible(page);

  // The buyer dashboard's Leave Review links to #reviews: the Reviews tab opens with the form.
  const buyer = await registerBuyer(page, { first_name: 'Rosa', last_name: 'Reviewer' });
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await loginAs(buyerPage, buyer.email, buyer.password, `/product/${plantId}#reviews`);
  await expect(buyerPage.getByRole('tab', { name: 'Reviews (0)' })).toHaveAttribute('aria-selected', 'true');
  await buyerPage.locator('label').filter({ hasText: '4 stars' }).click();
  await expect(buyerPage.getByRole('radio', { name: /4 stars/ })).toBeChecked();
  await buyerPage.getByLabel('Your review').fill('Arrived healthy and already blooming.');
  await buyerPage.getByRole('button', { name: 'Submit Review' }).click();
  await expect(buyerPage.getByRole('status').filter({ hasText: 'Your review has been posted' })).toBeVisible();
  await expect(buyerPage.getByRole('tab', { name: 'Reviews (1)' })).toBeVisible();
  await buyerContext.close();

  await page.reload();
  await page.getByRole('tab', { name: 'Reviews (1)' }).click();
  await expect(page.getByText('Arrived healthy and already blooming.')).toBeVisible();
  await expect(page.getByText('Rosa R.')).toBeVisible();
  await expect(page.getByText('Rated 4.0 out of 5.0').first()).toBeAttached();
});

/** The browser logs the deliberate 404 of an unknown id; anything else logged still fails the test. */
function allowNotFound(consoleErrors: string[]) {
  const others = consoleErrors.filter((message) => !message.includes('404 (Not Found)'));
  expect(others).toEqual([]);
  consoleErrors.length = 0;
}

test('a vendor sees no review form; an unknown plant shows Plant Not Found', async ({ page, consoleErrors }) => {
  await loginAs(page, DEMO.starterVendor, DEMO_PASSWORD, '/?search=live%20oak');
  await page.getByRole('link', { name: 'Live Oak' }).first().click();
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await expect(page.getByRole('button', { name: 'Submit Review' })).toBeHidden();
  await expect(page.getByText('Please log in to leave a review.')).toBeHidden();

  await page.goto('/product/999999');
  await expect(page.getByRole('heading', { name: 'Plant Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Marketplace' }).click();
  await expect(page).toHaveURL(/\/$/);
  allowNotFound(consoleErrors);
});

test('the vendor store page shows the nursery and searches its plants', async ({ page, consoleErrors }) => {
  const { vendorId, businessName, plantName } = await nurseryWithPlant(page.request);
  await page.goto(`/vendor/${vendorId}`);
  await expect(page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expect(page.getByText('Heirloom perennials since 1999.')).toBeVisible();
  await expect(page.getByText('1 plant available')).toBeVisible();
  await expect(page.getByRole('heading', { name: plantName })).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Search this store' });
  await box.fill('vervian');
  await box.press('Enter');
  await expect(page).toHaveURL(/search=vervian/);
  await expect(page.getByRole('heading', { name: plantName })).toBeVisible();
  await box.fill('monstera');
  await box.press('Enter');
  await expect(page.getByText('No plants in this store match “monstera”.')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/vendor/999999');
  await expect(page.getByRole('heading', { name: 'Vendor Not Found' })).toBeVisible();
  allowNotFound(consoleErrors);
});

test('the home page first load stays within 170 KB of gzipped JavaScript', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    }
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Daily Deals' })).toBeVisible();
  const total = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  console.log(`home first-load JS: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} files`);
  expect(total).toBeLessThanOrEqual(170 * 1024);
  await context.close();
});
