import { DEMO, loginAs, test } from '../fixtures.ts';

// Measures the comparison matrix (issue 16): 200 plant lines x 15 bids, at Lighthouse's mobile CPU slowdown (4x, CDP),
// with performance.now() inside the page. A measurement, not a CI test (its numbers depend on the machine's load):
// npm run perf:matrix -w @verdant/e2e (after npm run build). CPU_RATE=1 measures without the slowdown.

interface Offer {
  line_id: number;
  unit_price: number;
  quantity: number;
  ready_date: string;
  substitute: object | null;
}

/** Offers column by column, as GET /api/projects/{id}/bids sends them. */
const offerColumns = (offers: Offer[]) => ({
  line_ids: offers.map((offer) => offer.line_id),
  unit_prices: offers.map((offer) => offer.unit_price),
  quantities: offers.map((offer) => offer.quantity),
  ready_dates: offers.map((offer) => offer.ready_date),
  substitutes: offers.map((offer) => offer.substitute),
  inventory_item_ids: offers.map(() => null),
});

/** A project of `lineCount` lines with `bidCount` bids, as GET /api/projects/{id} and /bids answer its owner. */
function bigProject(lineCount: number, bidCount: number) {
  const lines = Array.from({ length: lineCount }, (_, index) => ({
    id: index + 1,
    position: index + 1,
    botanical_name: `Quercus virginiana ${index + 1}`,
    common_name: 'Live oak',
    size: '#3',
    quantity: 10 + (index % 7),
    awarded_bid_id: null,
  }));
  const bids = Array.from({ length: bidCount }, (_, b) => ({
    id: b + 1,
    vendor_id: 100 + b,
    vendor_name: `Nursery ${b + 1}`,
    status: 'submitted',
    note: null,
    valid_until: '2027-04-30',
    offers: offerColumns(
      lines
        .filter((line) => (line.id + b) % 10 !== 0)
        .map((line) => ({
          line_id: line.id,
          unit_price: 20 + ((line.id * 7 + b * 13) % 31) + 0.5,
          quantity: (line.id + b) % 9 === 0 ? line.quantity - 1 : line.quantity,
          ready_date: `2027-03-${String(1 + ((line.id + b) % 28)).padStart(2, '0')}`,
          substitute:
            (line.id + b) % 17 === 0 ? { botanical_name: 'Quercus fusiformis', size: '#5', note: null } : null,
        })),
    ),
    total: 0,
    covered_lines: 0,
    submitted_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    withdrawn_at: null,
  }));
  const detail = {
    id: 9001,
    title: 'Street trees for a new subdivision',
    description: 'Two hundred lines, fifteen bids.',
    category: 'trees',
    location: { city: 'Austin', state: 'TX', zip: '78701' },
    budget: null,
    bid_deadline: '2027-03-01',
    needed_by: '2027-04-01',
    visibility: 'public',
    status: 'open',
    posted_by: 'Test Buyer',
    line_count: lineCount,
    total_quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    bid_count: bidCount,
    created_at: '2026-11-01T10:00:00.000Z',
    published_at: '2026-11-01T10:00:00.000Z',
    lines: lines.map((line) => ({ ...line, notes: null, accepted_name: null, size_class: '#3', matches: [] })),
    is_owner: true,
    vendor_ids: null,
    my_bid: null,
    buyer_contact: null,
    checkout_id: null,
    updated_at: '2026-11-01T10:00:00.000Z',
  };
  return { detail, bids: { project_id: 9001, status: 'open', lines, bids } };
}

test('comparison matrix render time, 200 lines x 15 bids', async ({ page }) => {
  test.setTimeout(180_000);
  const rate = Number(process.env.CPU_RATE ?? 4);
  const { detail, bids } = bigProject(200, 15);
  await page.route('**/api/projects/9001', (route) => route.fulfill({ json: detail }));
  await page.route('**/api/projects/9001/bids', (route) => route.fulfill({ json: bids }));
  await loginAs(page, DEMO.proBuyer, undefined, '/projects/9001?view=list');
  const tab = page.getByRole('tab', { name: /Compare bids/ });
  await tab.waitFor();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const threadTime = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? 0;
  };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const cpuBefore = await threadTime();
  // Inside the page, so Playwright's polling adds nothing: from the tab's click to the frame after the matrix's
  // rows are in the document (only the rows in view are drawn; the rest are spacers).
  const shown = await tab.evaluate(
    (element) =>
      new Promise<{ fetched: number; rendered: number; rows: number }>((resolve) => {
        const started = performance.now();
        element.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
        (element as HTMLElement).click();
        const rows = () => document.querySelectorAll('[data-testid="compare-matrix"] tbody tr[data-line]').length;
        const check = () => {
          if (rows() === 0) {
            requestAnimationFrame(check);
            return;
          }
          requestAnimationFrame(() =>
            setTimeout(() => {
              const fetch = performance
                .getEntriesByType('resource')
                .filter((entry) => entry.name.endsWith('/bids'))
                .pop() as PerformanceResourceTiming | undefined;
              resolve({
                fetched: (fetch?.responseEnd ?? started) - started,
                rendered: performance.now() - started,
                rows: rows(),
              });
            }, 0),
          );
        };
        requestAnimationFrame(check);
      }),
  );
  const cpuShown = await threadTime();
  // Then a jump to the end of the list, until its last line is drawn.
  const scrolled = await page.getByTestId('compare-matrix').evaluate(
    (table) =>
      new Promise<number>((resolve) => {
        const started = performance.now();
        table.parentElement?.scrollTo({ top: table.parentElement.scrollHeight });
        const last = () => {
          if (!table.querySelector('tr[data-line="200"]')) {
            requestAnimationFrame(last);
            return;
          }
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
        };
        requestAnimationFrame(last);
      }),
  );
  const cpuScrolled = await threadTime();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const ms = (seconds: number) => (seconds * 1000).toFixed(0);
  console.info(
    `matrix 200 x 15 at ${rate}x CPU slowdown: data in ${shown.fetched.toFixed(0)} ms, matrix painted at ` +
      `${shown.rendered.toFixed(0)} ms (${shown.rows} of 200 rows drawn; main-thread CPU ` +
      `${ms(cpuShown - cpuBefore)} ms); jump to the last line drawn in ${scrolled.toFixed(0)} ms (CPU ` +
      `${ms(cpuScrolled - cpuShown)} ms)`,
  );
});
