import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { App } from '../src/app.ts';
import { projects } from '../src/db/schema/index.ts';
import type { Session } from './factories.ts';

// Plant lists and bids (issue 16): payloads and calls shared by the project tests.

const DAY = 86_400_000;
export const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

export function projectPayload(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Shade Trees for a New Office Park',
    description: 'Container-grown shade trees for a commercial site in North Austin.',
    posted_by: 'Hill Country Landscape Co.',
    location: { city: 'Austin', state: 'TX', zip: '78701' },
    category: 'trees',
    budget: 2_500_000,
    bid_deadline: dateIn(14),
    needed_by: dateIn(30),
    lines: [
      { botanical_name: 'Quercus virginiana', common_name: 'Live Oak', size: '30 gal', quantity: 20 },
      { botanical_name: 'Ulmus crassifolia', common_name: 'Cedar Elm', size: '#30', quantity: 10 },
      { botanical_name: 'Quercus macrocarpa', size: '45 gal', quantity: 10, notes: 'Matched canopy' },
    ],
    status: 'open',
    ...overrides,
  };
}

export function call(
  app: App,
  who: Session | undefined,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

export interface ProjectRef {
  id: number;
  lines: { id: number; quantity: number }[];
}

export async function postProject(
  app: App,
  buyer: Session,
  overrides: Record<string, unknown> = {},
): Promise<ProjectRef> {
  const response = await call(app, buyer, 'POST', '/api/projects', projectPayload(overrides));
  if (response.statusCode !== 201) throw new Error(`post project failed: ${response.body}`);
  return response.json();
}

/** A bid answering every line at `price` each (or the given offers). */
export function bidPayload(project: ProjectRef, price = 100, overrides: Record<string, unknown> = {}) {
  return {
    lines: project.lines.map((line) => ({
      line_id: line.id,
      unit_price: price,
      quantity: line.quantity,
      ready_date: dateIn(20),
    })),
    note: 'Field grown, ready to ship',
    valid_until: dateIn(40),
    ...overrides,
  };
}

export async function postBid(app: App, vendor: Session, project: ProjectRef, price = 100, overrides = {}) {
  const response = await call(
    app,
    vendor,
    'POST',
    `/api/projects/${project.id}/bids`,
    bidPayload(project, price, overrides),
  );
  if (response.statusCode !== 201) throw new Error(`post bid failed: ${response.body}`);
  return response.json() as { id: number; lines: { id: number; line_id: number }[] };
}

/** Moves a project's deadline into the past, behind the API's back (what time passing does). */
export async function passDeadline(app: App, projectId: number): Promise<void> {
  await app.db
    .update(projects)
    .set({ bidDeadline: dateIn(-1) })
    .where(eq(projects.id, projectId));
}
