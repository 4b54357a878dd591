import { expect, expectAccessible, test } from '../fixtures.ts';

// Every static page shows its texts (docs/product.md#static-pages).

test('About: mission, the three values, how it works, stats and links', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Mission' })).toBeVisible();
  for (const value of ['Quality First', 'Trust & Transparency', 'Sustainability']) {
    await expect(page.getByRole('heading', { name: value })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'For Landscapers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'For Vendors' })).toBeVisible();
  for (const word of ['Online ordering', 'Order tracking', 'Invoices', 'Wholesale pricing']) {
    await expect(page.getByText(word, { exact: true })).toBeVisible();
  }
  for (const stat of ['500+', '2,000+', '$5M+', '98%'])
    await expect(page.getByText(stat, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join Verdant' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
  await expectAccessible(page);
});

test('Contact: validation, the 3-second success banner, then a reset form', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'support@verdant.example' })).toBeVisible();
  await expect(page.getByText('Mon-Fri 8am-6pm CST')).toBeVisible();
  await expect(page.getByText('Sat 9am-4pm CST')).toBeVisible();
  await expect(page.getByRole('button', { name: 'View FAQ' })).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveAttribute('rows', '6');
  const userType = page.getByRole('combobox', { name: 'I am a' });
  await expect(userType).toHaveValue('landscaper');

  await page.getByRole('button', { name: 'Send Message' }).click();
  for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel('Name').fill('Lee Landscaper');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill('lee@example.test');
  await userType.selectOption('vendor');
  await page.getByLabel('Subject').fill('Wholesale account');
  await page.getByLabel('Message').fill('Do you offer wholesale accounts for nurseries?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const banner = page.getByRole('status').filter({ hasText: 'Thank you!' });
  await expect(banner).toHaveText("Thank you! Your message has been sent successfully. We'll get back to you soon.");
  await expectAccessible(page);
  await expect(banner).toBeHidden({ timeout: 5_000 });
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(userType).toHaveValue('landscaper');
});

test('Pricing: the public vendor and buyer plans, with links to register and contact', async ({ page }) => {
  await page.goto('/pricing');
  const vendors = page.getByRole('region', { name: 'For Nursery Vendors' });
  const vendorPlans: [string, string, string][] = [
    ['Starter', '$29', '2,000 invoices per month'],
    ['Pro', '$49', '5,000 invoices per month'],
    ['Premium', '$99', 'Unlimited invoices per month'],
  ];
  for (const [name, price, invoices] of vendorPlans) {
    const card = vendors.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card).toContainText(price);
    await expect(card).toContainText(invoices);
  }
  const buyers = page.getByRole('region', { name: 'For Landscapers & Buyers' });
  const buyerPlans: [string, string][] = [
    ['Basic', '$19'],
    ['Pro', '$39'],
  ];
  for (const [name, price] of buyerPlans) {
    const card = buyers.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card).toContainText(price);
  }
  await expect(page.getByText('30-day free trial. No credit card required.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Start Free Trial/ }).first()).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
  await expectAccessible(page);
});

// Browse Open Projects shows real projects now: e2e/tests/projects.spec.ts.

test("Find Nursery Vendors: a live directory whose Search filters, with the store pages' own numbers", async ({
  page,
}) => {
  await page.goto('/find-vendors');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Nursery Vendors' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search vendors' });
  await expect(search).toBeVisible();
  const location = page.getByRole('combobox', { name: 'Location' });
  for (const value of ['all', 'austin', 'dallas', 'houston', 'san-antonio']) {
    await expect(location.locator(`option[value="${value}"]`)).toHaveCount(1);
  }
  const category = page.getByRole('combobox', { name: 'Category' });
  for (const value of ['all', 'trees', 'shrubs', 'perennials', 'groundcover']) {
    await expect(category.locator(`option[value="${value}"]`)).toHaveCount(1);
  }
  const cards = page.getByRole('region', { name: 'Nurseries' }).getByRole('listitem');
  // The demo's approved nurseries (Desert Bloom is still pending), not four fixed samples.
  await expect(cards.filter({ hasText: 'Greenleaf Nursery & Garden Center' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Desert Bloom Succulents' })).toHaveCount(0);
  await expectAccessible(page);

  // The card shows what the store page shows: the same rating, review count and phone (issue 14.13).
  const greenleaf = cards.filter({ hasText: 'Greenleaf Nursery & Garden Center' });
  const api = await (await page.request.get('/api/vendors/1')).json();
  const rating =
    api.rating_average === null ? 'No ratings yet' : `${api.rating_average.toFixed(1)} (${api.rating_count})`;
  await expect(greenleaf).toContainText(rating);
  await expect(greenleaf).toContainText(api.business_phone);

  // Search filters now: Dallas has one approved nursery.
  await location.selectOption('dallas');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/location=dallas/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Trinity Garden Supply');
  await search.fill('no such nursery anywhere');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No nurseries match')).toBeVisible();

  await page.goto('/find-vendors?search=greenleaf');
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Become a Vendor' })).toHaveAttribute('href', '/register');
  await page.getByRole('link', { name: 'View Inventory of Greenleaf Nursery & Garden Center' }).click();
  await expect(page).toHaveURL(/\/vendor\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Greenleaf Nursery & Garden Center' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(rating);
  await expect(page.getByRole('main')).toContainText(api.business_phone);
});
