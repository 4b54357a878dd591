import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/demo-catalog.ts';
import { seedDemo } from '../src/db/seed/seed.ts';
import { login } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// Issue 16 point 6: the spec's three sample projects are real open projects, with plant lists and bids.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.app.db, ctx.app.images);
});
afterAll(() => ctx.close());

describe('demo projects', () => {
  it('are on the board with the spec card fields, and their buyer compares real bids', async () => {
    const board = (await ctx.app.inject({ method: 'GET', url: '/api/projects' })).json();
    expect(
      board.projects.map((p: { title: string; posted_by: string; location: { city: string } }) => [
        p.title,
        p.posted_by,
        p.location.city,
      ]),
    ).toEqual([
      ['Privacy Hedge for a Residential Development', 'Trinity Homes Landscaping', 'Dallas'],
      ['Shade Trees for a New Office Park', 'Hill Country Landscape Co.', 'Austin'],
      ['Pollinator Garden for a Community Park', 'Alamo Green Spaces', 'San Antonio'],
    ]);
    const shade = board.projects[1];
    expect(shade).toMatchObject({
      category: 'trees',
      budget: 2_500_000,
      bid_deadline: '2027-03-15',
      line_count: 3,
      bid_count: 2,
    });

    const buyer = await login(ctx.app, 'contractor@verdant.test', DEMO_PASSWORD);
    const matrix = (
      await ctx.app.inject({ method: 'GET', url: `/api/projects/${shade.id}/bids`, headers: buyer.headers })
    ).json();
    expect(
      matrix.bids.map((bid: { vendor_name: string; covered_lines: number }) => [bid.vendor_name, bid.covered_lines]),
    ).toEqual([
      ['Bluebonnet Native Plants', 3],
      ['Greenleaf Nursery & Garden Center', 2],
    ]);
    expect(matrix.bids[1].offers.substitutes[1]).toMatchObject({ botanical_name: 'Ulmus parvifolia' });
  });
});
