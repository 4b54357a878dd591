import { MESSAGES } from '@verdant/shared/messages';
import { DATE_YEARS_AHEAD } from '@verdant/shared/rules/ready-day';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema/index.ts';
import { closeProjectsPastDeadline } from '../src/modules/projects/projects.service.ts';
import { createBuyer, createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { bidPayload, call, dateIn, passDeadline, postBid, postProject, projectPayload } from './project-fixtures.ts';

let ctx: TestContext;
let buyer: Session;
let otherBuyer: Session;
let vendor: Session;
let otherVendor: Session;
let pendingVendor: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  buyer = await createBuyer(ctx.app, { first_name: 'Dana', last_name: 'Reyes', phone: '512-555-0100' });
  otherBuyer = await createBuyer(ctx.app);
  vendor = await createVendor(ctx.app, { vendor_profile: { business_name: 'Live Oak Growers' } });
  otherVendor = await createVendor(ctx.app, { vendor_profile: { business_name: 'Bur Oak Farm' } });
  pendingVendor = await createVendor(ctx.app, { approved: false });
});
afterAll(() => ctx.close());

const req = (who: Session | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  call(ctx.app, who, method, url, payload);

describe('posting a project (buyers)', () => {
  it('saves a draft with its plant list, names matched to the reference and sizes to their class', async () => {
    const response = await req(buyer, 'POST', '/api/projects', projectPayload({ status: undefined }));
    expect(response.statusCode, response.body).toBe(201);
    const project = response.json();
    expect(project).toMatchObject({
      status: 'draft',
      is_owner: true,
      posted_by: 'Hill Country Landscape Co.',
      budget: 2_500_000,
      line_count: 3,
      total_quantity: 40,
      buyer_contact: { name: 'Dana Reyes', phone: '512-555-0100' },
    });
    expect(
      project.lines.map((line: { accepted_name: string | null; size_class: string | null }) => [
        line.accepted_name,
        line.size_class,
      ]),
    ).toEqual([
      ['Quercus virginiana', '#30'],
      [null, '#30'],
      ['Quercus macrocarpa', '#45'],
    ]);
  });

  it('refuses anyone but a buyer, and an invalid payload with every field message', async () => {
    expect((await req(undefined, 'POST', '/api/projects', projectPayload())).statusCode).toBe(401);
    expect((await req(vendor, 'POST', '/api/projects', projectPayload())).statusCode).toBe(403);
    const bad = await req(buyer, 'POST', '/api/projects', projectPayload({ needed_by: dateIn(1), lines: 'x' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((error: { field: string }) => error.field)).toEqual(expect.arrayContaining(['lines']));
  });

  it('publishes only with a plant list and a deadline of today or later', async () => {
    const empty = await req(buyer, 'POST', '/api/projects', projectPayload({ lines: [] }));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBe(MESSAGES.projectLinesRequired);
    const late = await req(buyer, 'POST', '/api/projects', projectPayload({ bid_deadline: dateIn(-1) }));
    expect(late.json().detail).toBe(MESSAGES.projectDeadlinePast);
  });

  it('answers a day the database cannot store (year 0000, 9999) with a 422, on drafts and bids too', async () => {
    const invalidDate = (label: string) => `${label}: ${MESSAGES.projectInvalidDate}`;
    for (const [field, day, message] of [
      ['bid_deadline', '0000-01-01', invalidDate('Bid deadline')],
      ['needed_by', '9999-12-31', MESSAGES.dateOutOfRange('Needed by', DATE_YEARS_AHEAD)],
    ] as const) {
      const draft = await req(buyer, 'POST', '/api/projects', projectPayload({ status: 'draft', [field]: day }));
      expect([draft.statusCode, draft.json().detail], day).toEqual([422, message]);
    }
    const draft = await postProject(ctx.app, buyer, { status: 'draft' });
    const edit = await req(buyer, 'PUT', `/api/projects/${draft.id}`, projectPayload({ bid_deadline: '0000-01-01' }));
    expect([edit.statusCode, edit.json().detail]).toEqual([422, invalidDate('Bid deadline')]);

    const project = await postProject(ctx.app, buyer);
    const bid = bidPayload(project);
    bid.lines[0]!.ready_date = '0000-01-01';
    const refused = await req(vendor, 'POST', `/api/projects/${project.id}/bids`, bid);
    expect([refused.statusCode, refused.json().detail]).toEqual([422, invalidDate('Ready date')]);
    expect((await req(buyer, 'GET', `/api/projects/${project.id}/bids`)).json().bids).toEqual([]);
  });
});

describe('a plant list read from a file (POST /api/projects/lines/preview)', () => {
  const preview = (who: Session, csv: string) => {
    const boundary = '----verdantprobe';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plants.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    return ctx.app.inject({
      method: 'POST',
      url: '/api/projects/lines/preview',
      headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };
  const csvOf = (rows: string[]) => ['Botanical name,Size,Quantity', ...rows].join('\n');

  it('reads each row into a line, ok or with its errors; buyers only', async () => {
    const response = await preview(buyer, csvOf(['Quercus virginiana,30 gal,20', 'Ulmus crassifolia,#30,-5']));
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response.json().lines.map((line: { status: string; quantity: number }) => [line.status, line.quantity]),
    ).toEqual([
      ['ok', 20],
      ['error', -5],
    ]);
    expect((await preview(vendor, csvOf(['Quercus virginiana,30 gal,20']))).statusCode).toBe(403);
  });

  it('refuses more than 500 lines as the project itself does (422), and takes 500', async () => {
    const rows = (count: number) => Array.from({ length: count }, (_, i) => `Quercus virginiana,30 gal,${i + 1}`);
    expect((await preview(buyer, csvOf(rows(500)))).json().total_processed).toBe(500);
    const tooMany = await preview(buyer, csvOf(rows(501)));
    expect([tooMany.statusCode, tooMany.json().detail]).toEqual([422, MESSAGES.projectLinesTooMany(500)]);
  });
});

describe('the state machine, every transition and its refusals', () => {
  it('draft -> open -> closed -> (no reopening); edits only while a draft', async () => {
    const draft = await postProject(ctx.app, buyer, { status: 'draft' });
    const url = `/api/projects/${draft.id}`;
    const edited = await req(buyer, 'PUT', url, {
      ...projectPayload(),
      title: 'Shade Trees, phase 2',
      status: undefined,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().title).toBe('Shade Trees, phase 2');
    expect((await req(buyer, 'POST', `${url}/close`)).json().detail).toBe(
      MESSAGES.projectStateRefused('draft', 'closed'),
    );

    const open = await req(buyer, 'POST', `${url}/publish`);
    expect(open.json()).toMatchObject({ status: 'open' });
    expect(open.json().published_at).not.toBeNull();
    const edit = await req(buyer, 'PUT', url, projectPayload({ status: undefined }));
    expect([edit.statusCode, edit.json().detail]).toEqual([409, MESSAGES.projectNotDraft]);
    expect((await req(buyer, 'POST', `${url}/publish`)).statusCode).toBe(409);

    expect((await req(buyer, 'POST', `${url}/close`)).json().status).toBe('closed');
    const again = await req(buyer, 'POST', `${url}/close`);
    expect([again.statusCode, again.json().detail]).toEqual([409, MESSAGES.projectStateRefused('closed', 'closed')]);
  });

  it('cancels before an award, never after; a cancelled project takes nothing', async () => {
    const project = await postProject(ctx.app, buyer);
    const url = `/api/projects/${project.id}`;
    expect((await req(buyer, 'POST', `${url}/cancel`)).json().status).toBe('cancelled');
    expect((await req(buyer, 'POST', `${url}/publish`)).statusCode).toBe(409);
    const bid = await req(vendor, 'POST', `${url}/bids`, { lines: [], valid_until: dateIn(30) });
    expect(bid.statusCode).toBe(422);
    // Gone from the board, and a 404 for nurseries that did not bid.
    expect((await req(vendor, 'GET', url)).statusCode).toBe(404);
  });

  it('an open project past its deadline reads as closed, and the periodic pass stores it', async () => {
    const project = await postProject(ctx.app, buyer);
    await passDeadline(ctx.app, project.id);
    expect((await req(buyer, 'GET', `/api/projects/${project.id}`)).json().status).toBe('closed');
    const list = (await req(undefined, 'GET', '/api/projects?limit=100')).json();
    expect(list.projects.map((p: { id: number }) => p.id)).not.toContain(project.id);
    const pass = await closeProjectsPastDeadline(ctx.app.deps);
    expect(pass.closed.map((row) => row.id)).toContain(project.id);
    const [stored] = await ctx.app.db
      .select({ status: projects.status })
      .from(projects)
      .where(eq(projects.id, project.id));
    expect(stored?.status).toBe('closed');
  });

  it('only its buyer changes a project: 404 for another buyer', async () => {
    const project = await postProject(ctx.app, buyer);
    for (const action of ['publish', 'close', 'cancel']) {
      expect((await req(otherBuyer, 'POST', `/api/projects/${project.id}/${action}`)).statusCode).toBe(404);
    }
    expect((await req(otherBuyer, 'PUT', `/api/projects/${project.id}`, projectPayload())).statusCode).toBe(404);
  });
});

describe('the board and privacy', () => {
  it('lists open public projects with filters, sorted by deadline; drafts and invited ones stay off it', async () => {
    const soon = await postProject(ctx.app, buyer, {
      title: 'Pollinator Garden',
      category: 'perennials',
      bid_deadline: dateIn(2),
    });
    const draft = await postProject(ctx.app, buyer, { status: 'draft' });
    const invited = await postProject(ctx.app, buyer, {
      visibility: 'invited',
      vendor_ids: [vendor.user.vendor_profile!.id],
    });
    const all = (await req(undefined, 'GET', '/api/projects?limit=100')).json();
    const ids = all.projects.map((p: { id: number }) => p.id);
    expect(ids).toContain(soon.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(invited.id);
    expect(all.projects[0].bid_deadline <= all.projects.at(-1).bid_deadline).toBe(true);
    const perennials = (await req(undefined, 'GET', '/api/projects?category=perennials&q=pollinator')).json();
    expect(perennials.projects.map((p: { id: number }) => p.id)).toEqual([soon.id]);
    expect((await req(undefined, 'GET', '/api/projects?state=ca')).json().total).toBe(0);
    expect((await req(undefined, 'GET', '/api/projects?q=macrocarpa&limit=100')).json().total).toBeGreaterThan(0);
  });

  it('an invited project is a 404 for everyone but its buyer and the invited approved nurseries', async () => {
    const invited = await postProject(ctx.app, buyer, {
      visibility: 'invited',
      vendor_ids: [vendor.user.vendor_profile!.id],
    });
    const url = `/api/projects/${invited.id}`;
    const owned = (await req(buyer, 'GET', url)).json();
    expect(owned.vendor_ids).toEqual([vendor.user.vendor_profile!.id]);
    // Names too, so an edited draft shows who was invited.
    expect(owned.invited_vendors).toEqual([
      { id: vendor.user.vendor_profile!.id, business_name: vendor.user.vendor_profile!.business_name },
    ]);
    const seenByVendor = await req(vendor, 'GET', url);
    expect(seenByVendor.statusCode).toBe(200);
    expect(seenByVendor.json()).toMatchObject({ vendor_ids: null, invited_vendors: null });
    for (const who of [undefined, otherBuyer, otherVendor, pendingVendor]) {
      expect((await req(who, 'GET', url)).statusCode).toBe(404);
    }
    expect(
      (
        await req(otherVendor, 'POST', `${url}/bids`, {
          lines: [{ line_id: invited.lines[0]!.id, unit_price: 1, quantity: 1, ready_date: dateIn(3) }],
          valid_until: dateIn(30),
        })
      ).statusCode,
    ).toBe(404);
  });

  it("the buyer contact reaches a nursery only with an award; nobody sees another nursery's bid", async () => {
    const project = await postProject(ctx.app, buyer);
    await postBid(ctx.app, vendor, project, 90);
    const seen = (await req(otherVendor, 'GET', `/api/projects/${project.id}`)).json();
    expect(seen.buyer_contact).toBeNull();
    expect(seen.my_bid).toBeNull();
    expect(JSON.stringify(seen)).not.toContain('Dana');
    const mine = (await req(vendor, 'GET', `/api/projects/${project.id}`)).json();
    expect(mine.my_bid.total).toBe(90 * 40);
    expect(mine.buyer_contact).toBeNull();
    expect((await req(vendor, 'GET', `/api/projects/${project.id}/bids`)).statusCode).toBe(403);
    expect((await req(otherBuyer, 'GET', `/api/projects/${project.id}/bids`)).statusCode).toBe(404);
  });
});

describe('live matching', () => {
  it('shows nurseries listing the same accepted name (common or botanical) in an equivalent size', async () => {
    const oak = await createPlant(ctx.app, vendor, {
      plantName: 'Live Oak',
      scientificName: null,
      size: '#30',
      priceCents: 18_950,
      quantityAvailable: 12,
      readyDate: '2031-03-01',
    });
    await createPlant(ctx.app, otherVendor, {
      plantName: 'Southern Live Oak',
      scientificName: 'Quercus virginiana',
      size: '15 gal',
      quantityAvailable: 5,
    });
    await createPlant(ctx.app, pendingVendor, {
      plantName: 'Live Oak',
      scientificName: 'Quercus virginiana',
      size: '30 gal',
    });
    const bur = await createPlant(ctx.app, otherVendor, {
      plantName: "Bur Oak 'Urban Pinnacle'",
      scientificName: "Quercus macrocarpa 'Urban Pinnacle'",
      size: '45 gallon',
      priceCents: 29_900,
      quantityAvailable: 3,
    });
    const project = await postProject(ctx.app, buyer);
    const detail = (await req(undefined, 'GET', `/api/projects/${project.id}`)).json();
    const [live, elm, burLine] = detail.lines;
    expect(live.matches).toEqual([
      expect.objectContaining({
        inventory_item_id: oak.id,
        vendor_name: 'Live Oak Growers',
        price: 189.5,
        quantity_available: 12,
        ready_date: '2031-03-01',
      }),
    ]);
    expect(elm.matches).toEqual([]);
    expect(burLine.matches.map((m: { inventory_item_id: number }) => m.inventory_item_id)).toEqual([bur.id]);
  });
});
