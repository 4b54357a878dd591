import type { Browser, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, expect, expectAccessible, loginAs, registerBuyer, test } from '../fixtures.ts';

// Issue 16: a landscaper's plant list goes to many nurseries, bids are compared side by side and awarded into orders.

const PLANTS = [
  ['Quercus virginiana', 'Live oak'],
  ['Ulmus crassifolia', 'Cedar elm'],
  ['Quercus macrocarpa', 'Bur oak'],
  ['Taxodium distichum', 'Bald cypress'],
  ['Cercis canadensis', 'Eastern redbud'],
  ['Lagerstroemia indica', 'Crape myrtle'],
  ['Ilex vomitoria', 'Yaupon holly'],
  ['Morella cerifera', 'Wax myrtle'],
  ['Salvia greggii', 'Autumn sage'],
  ['Rudbeckia hirta', 'Black-eyed Susan'],
  ['Echinacea purpurea', 'Purple coneflower'],
  ['Conoclinium coelestinum', 'Blue mistflower'],
] as const;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function plantListXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Plant schedule');
  sheet.addRow(['Botanical Name', 'Common Name', 'Size', 'Quantity']);
  for (const [botanical, common] of PLANTS) sheet.addRow([botanical, common, '#5', 10]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A page of its own (own storage, so its own session) logged in as `email`. */
async function pageAs(browser: Browser, email: string, path: string, password?: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await loginAs(page, email, password, path);
  return page;
}

/** A nursery bids on every line: `price(index)` per line, a substitute on line `substitute`. */
async function bid(
  browser: Browser,
  email: string,
  projectPath: string,
  price: (index: number) => string,
  substitute = -1,
) {
  const page = await pageAs(browser, email, projectPath);
  await expect(page.getByRole('heading', { name: 'Submit a bid' })).toBeVisible();
  for (const [index, [botanical]] of PLANTS.entries()) {
    await page.getByRole('checkbox', { name: new RegExp(`^${botanical} #5`) }).check();
    await page.getByLabel(`Unit price, ${botanical}`, { exact: true }).fill(price(index));
    await page.getByLabel(`Quantity, ${botanical}`, { exact: true }).fill('10');
    if (index === substitute) {
      await page.getByRole('checkbox', { name: `Offer a substitute for ${botanical}` }).check();
      await page.getByLabel(`Substitute botanical name, ${botanical}`).fill('Conoclinium greggii');
      await page.getByLabel(`Substitute size, ${botanical}`).fill('#3');
    }
  }
  await page.getByRole('button', { name: 'Submit bid' }).click();
  await expect(page.getByText('Your bid was sent to the buyer.')).toBeVisible();
  await page.context().close();
}

test('a landscaper imports a 12-line plant list, two nurseries bid, the landscaper awards lines to both and pays', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const buyer = await registerBuyer(page);
  await loginAs(page, buyer.email, buyer.password, '/browse-projects');
  await page.getByRole('link', { name: 'Post a Project' }).click();
  await expect(page).toHaveURL(/\/projects\/new$/);

  await page.getByLabel('Title', { exact: true }).fill('Street trees and a pollinator strip');
  await page
    .getByLabel('Description')
    .fill('Twelve species for a new office park in North Austin, delivered in two drops.');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').fill('tx');
  await page.getByLabel('ZIP').fill('78701');
  await page.getByLabel('Category').selectOption('trees');
  await page.getByLabel('Bid deadline').fill(day(7));
  await page.getByLabel('Needed by').fill(day(30));

  await page.getByLabel(/Import a plant list/).setInputFiles({
    name: 'plant-schedule.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await plantListXlsx(),
  });
  await expect(page.getByText('plant-schedule.xlsx: 12 rows read.')).toBeVisible();
  await page.getByRole('button', { name: 'Use 12 lines' }).click();
  await expect(page.getByLabel('Botanical name, line 12')).toHaveValue('Conoclinium coelestinum');
  await page.getByRole('button', { name: 'Publish project' }).click();

  await expect(page.getByText('Your project is open for bids.')).toBeVisible();
  const projectPath = new URL(page.url()).pathname;
  expect(projectPath).toMatch(/^\/projects\/\d+$/);

  // Greenleaf: $20 for the first six, $30 for the rest; Bluebonnet: $25, then $22 with a substitute on the last.
  await bid(browser, DEMO.premiumVendor, projectPath, (index) => (index < 6 ? '20' : '30'));
  await bid(browser, DEMO.proVendor, projectPath, (index) => (index < 6 ? '25' : '22'), 11);

  await page.reload();
  const matrix = page.getByTestId('compare-matrix');
  await expect(matrix.getByRole('columnheader')).toHaveCount(3);
  await expect(matrix).toContainText('12 of 12 lines');
  await expect(matrix.getByText('SUB')).toHaveCount(1);
  // The substitute is cheaper but not what was asked for: the lowest complete offer on that line is Greenleaf's.
  await page.getByRole('button', { name: 'Choose lowest offers' }).click();
  await expect(page.getByLabel('Award Conoclinium coelestinum to')).toHaveValue(/\d+/);
  await expect(page.getByText('12 of 12 lines chosen from 2 nurseries: $2,600.00')).toBeVisible();
  await page.getByRole('button', { name: 'Award and pay' }).click();

  await expect(page).toHaveURL(/\/checkout\/pay\/\d+$/);
  await page.getByRole('button', { name: 'Pay $2,600.00 (test mode)' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Order numbers' }).getByRole('listitem')).toHaveCount(2);

  // Each nursery sees its own order, and its bid awarded.
  for (const [email, plant] of [
    [DEMO.premiumVendor, 'Quercus virginiana'],
    [DEMO.proVendor, 'Ilex vomitoria'],
  ] as const) {
    const nursery = await pageAs(browser, email, '/vendor/dashboard?tab=orders');
    await expect(nursery.getByText(plant).first()).toBeVisible();
    await nursery.getByRole('tab', { name: 'Projects' }).click();
    await expect(nursery.getByRole('row', { name: /Street trees and a pollinator strip/ })).toContainText('Awarded');
    await nursery.context().close();
  }
});

test("Browse Open Projects: the spec's filters and card fields on real open projects; Submit Bid by who is asking", async ({
  page,
  browser,
}) => {
  // Two open projects of a new buyer (the demo data may hold others).
  const buyer = await registerBuyer(page);
  const login = await page.request.post('/api/auth/login', {
    data: { username: buyer.email, password: buyer.password },
  });
  const { access_token } = await login.json();
  const suffix = Date.now().toString(36);
  const titles = { trees: `Oaks for a school yard ${suffix}`, shrubs: `Hedge along a parking lot ${suffix}` };
  for (const [category, title] of Object.entries(titles)) {
    const response = await page.request.post('/api/projects', {
      headers: { Authorization: `Bearer ${access_token}` },
      data: {
        title,
        description: 'Container-grown, delivered to the site.',
        posted_by: 'Hill Country Landscape Co.',
        location: { city: 'Austin', state: 'TX', zip: '78701' },
        category,
        budget: 1_200_000,
        bid_deadline: day(10),
        needed_by: day(40),
        lines: [{ botanical_name: 'Quercus virginiana', size: '#15', quantity: 20 }],
        status: 'open',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  await page.goto('/browse-projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Open Projects' })).toBeVisible();
  await expect(page.getByText(/Vendors: find projects/)).toBeVisible();
  const card = (title: string) => page.getByRole('main').getByRole('listitem').filter({ hasText: title });
  await expect(card(titles.trees)).toBeVisible();
  for (const text of [
    'Trees',
    'Austin, TX',
    'Budget:',
    '$12,000.00',
    'Deadline:',
    'Posted by:',
    'Hill Country Landscape Co.',
  ]) {
    await expect(card(titles.trees)).toContainText(text);
  }

  await page.getByRole('button', { name: 'Trees', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Trees', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(card(titles.trees)).toBeVisible();
  await expect(card(titles.shrubs)).toHaveCount(0);
  await page.getByRole('button', { name: 'Shrubs', exact: true }).click();
  await expect(card(titles.shrubs)).toBeVisible();
  await expect(card(titles.trees)).toHaveCount(0);
  await page.getByRole('button', { name: 'All Projects' }).click();
  await expect(card(titles.trees)).toBeVisible();

  // A visitor: Submit Bid asks for a login, and the footer call is Create Account.
  await expect(page.getByRole('heading', { name: 'Want to post a project?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
  await expectAccessible(page);
  await card(titles.trees)
    .getByRole('button', { name: /Submit Bid/ })
    .click();
  await expect(page).toHaveURL(/\/login$/);

  // A buyer is told bids are for nurseries; its footer call posts a project.
  const buyerPage = await pageAs(browser, buyer.email, '/browse-projects', buyer.password);
  await buyerPage
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: titles.trees })
    .getByRole('button', { name: /Submit Bid/ })
    .click();
  await expect(buyerPage.getByText('Bids are for nurseries')).toBeVisible();
  await expect(buyerPage.getByRole('link', { name: 'Post a Project' })).toHaveAttribute('href', '/projects/new');
  await buyerPage.context().close();

  // A nursery gets the bid form.
  const vendorPage = await pageAs(browser, DEMO.starterVendor, '/browse-projects');
  await vendorPage
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: titles.trees })
    .getByRole('button', { name: /Submit Bid/ })
    .click();
  await expect(vendorPage.getByRole('heading', { name: 'Submit a bid' })).toBeVisible();
  await vendorPage.context().close();
});
