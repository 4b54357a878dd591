import type { ProjectStatus } from '@verdant/shared/enums';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bids, projectInvites, projectLines, projects, users, vendorProfiles } from '../../db/schema/index.ts';
import { rowsOf } from '../catalog/catalog.repository.ts';

// All SQL of projects, their plant lists and invitations (issue 16).

export type ProjectRow = typeof projects.$inferSelect;
export type LineRow = typeof projectLines.$inferSelect;
export type NewLine = Omit<typeof projectLines.$inferInsert, 'projectId' | 'id'>;

export async function insertProject(tx: Db, values: typeof projects.$inferInsert): Promise<ProjectRow> {
  const [row] = await tx.insert(projects).values(values).returning();
  return row!;
}

/** Replaces a draft's fields; null when it is no longer a draft (a race with publish or cancel). */
export async function updateDraft(
  tx: Db,
  id: number,
  values: Partial<typeof projects.$inferInsert>,
): Promise<ProjectRow | null> {
  const [row] = await tx
    .update(projects)
    .set(values)
    .where(and(eq(projects.id, id), eq(projects.status, 'draft')))
    .returning();
  return row ?? null;
}

export async function replaceLines(tx: Db, projectId: number, lines: NewLine[]): Promise<void> {
  await tx.delete(projectLines).where(eq(projectLines.projectId, projectId));
  if (lines.length > 0) await tx.insert(projectLines).values(lines.map((line) => ({ ...line, projectId })));
}

export async function replaceInvites(tx: Db, projectId: number, vendorIds: number[]): Promise<void> {
  await tx.delete(projectInvites).where(eq(projectInvites.projectId, projectId));
  if (vendorIds.length > 0) {
    await tx
      .insert(projectInvites)
      .values([...new Set(vendorIds)].map((vendorId) => ({ projectId, vendorId })))
      .onConflictDoNothing();
  }
}

/** The approved vendors among `ids` (invitations go to approved nurseries only). */
export async function approvedVendorIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: vendorProfiles.id })
    .from(vendorProfiles)
    .where(and(inArray(vendorProfiles.id, ids), eq(vendorProfiles.isApproved, true)));
  return rows.map((row) => row.id);
}

const lineCount = sql<number>`(SELECT count(*)::int FROM ${projectLines} WHERE ${projectLines.projectId} = ${projects.id})`;
const totalQuantity = sql<number>`(SELECT coalesce(sum(${projectLines.quantity}), 0)::int FROM ${projectLines} WHERE ${projectLines.projectId} = ${projects.id})`;
const bidCount = sql<number>`(SELECT count(*)::int FROM ${bids} WHERE ${bids.projectId} = ${projects.id} AND ${bids.status} <> 'withdrawn')`;

/** Projects with the counts of their cards and the buyer's contact (the service decides who may see it). */
function selectProjects(db: Db) {
  return db
    .select({
      project: projects,
      lineCount,
      totalQuantity,
      bidCount,
      buyer: { firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone },
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.buyerId));
}
export type ProjectListRow = Awaited<ReturnType<ReturnType<typeof selectProjects>['execute']>>[number];

export async function findProject(db: Db, id: number): Promise<ProjectListRow | null> {
  const [row] = await selectProjects(db).where(eq(projects.id, id));
  return row ?? null;
}

/** Row-locks the project for a state change (award, close, cancel, publish): concurrent changes queue behind it. */
export async function lockProject(tx: Db, id: number): Promise<ProjectRow | null> {
  const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
  return row ?? null;
}

export async function setStatus(
  tx: Db,
  id: number,
  from: readonly ProjectStatus[],
  values: Partial<typeof projects.$inferInsert> & { status: ProjectStatus },
): Promise<ProjectRow | null> {
  const [row] = await tx
    .update(projects)
    .set(values)
    .where(and(eq(projects.id, id), inArray(projects.status, [...from])))
    .returning();
  return row ?? null;
}

export async function isInvited(db: Db, projectId: number, vendorId: number): Promise<boolean> {
  const [row] = await db
    .select({ projectId: projectInvites.projectId })
    .from(projectInvites)
    .where(and(eq(projectInvites.projectId, projectId), eq(projectInvites.vendorId, vendorId)));
  return Boolean(row);
}

/** The invited nurseries with their names (the owner's view, so an edited draft shows who was invited). */
export function invitedVendors(db: Db, projectId: number): Promise<{ id: number; business_name: string }[]> {
  return db
    .select({ id: vendorProfiles.id, business_name: vendorProfiles.businessName })
    .from(projectInvites)
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, projectInvites.vendorId))
    .where(eq(projectInvites.projectId, projectId))
    .orderBy(projectInvites.vendorId);
}

export function linesOf(db: Db, projectId: number): Promise<LineRow[]> {
  return db.select().from(projectLines).where(eq(projectLines.projectId, projectId)).orderBy(projectLines.position);
}

export interface OpenListFilter {
  category?: ProjectRow['category'] | undefined;
  state?: string | undefined;
  q?: string | undefined;
  sort: 'deadline' | 'newest';
  /** 'YYYY-MM-DD': projects whose deadline day is before it are closed. */
  today: string;
  page: number;
  limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Open projects taking bids today, visible to `visibleTo` (public ones, plus those the vendor is invited to). */
function openWhere(filter: Omit<OpenListFilter, 'sort' | 'page' | 'limit'>, invitedVendorId?: number): SQL {
  const conditions: SQL[] = [eq(projects.status, 'open'), sql`${projects.bidDeadline} >= ${filter.today}`];
  conditions.push(
    invitedVendorId === undefined
      ? eq(projects.visibility, 'public')
      : sql`(${projects.visibility} = 'public' OR EXISTS (SELECT 1 FROM ${projectInvites} WHERE ${projectInvites.projectId} = ${projects.id} AND ${projectInvites.vendorId} = ${invitedVendorId}))`,
  );
  if (filter.category) conditions.push(eq(projects.category, filter.category));
  if (filter.state) conditions.push(eq(projects.state, filter.state));
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    conditions.push(
      sql`(${projects.title} ILIKE ${like} OR ${projects.description} ILIKE ${like} OR ${projects.city} ILIKE ${like}
        OR EXISTS (SELECT 1 FROM ${projectLines} WHERE ${projectLines.projectId} = ${projects.id}
          AND (${projectLines.botanicalName} ILIKE ${like} OR ${projectLines.commonName} ILIKE ${like})))`,
    );
  }
  return and(...conditions)!;
}

export async function listOpenProjects(
  db: Db,
  filter: OpenListFilter,
): Promise<{ rows: ProjectListRow[]; total: number }> {
  const where = openWhere(filter);
  const order =
    filter.sort === 'deadline'
      ? [asc(projects.bidDeadline), asc(projects.id)]
      : [desc(projects.publishedAt), desc(projects.id)];
  const [rows, [count]] = await Promise.all([
    selectProjects(db)
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(projects).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Open projects a vendor may bid on (public, or invited), soonest deadline first; bounded. */
export function openProjectsForVendor(db: Db, vendorId: number, today: string, limit = 200) {
  return selectProjects(db)
    .where(openWhere({ today }, vendorId))
    .orderBy(asc(projects.bidDeadline), asc(projects.id))
    .limit(limit);
}

export function projectsByIds(db: Db, ids: number[]): Promise<ProjectListRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectProjects(db).where(inArray(projects.id, ids));
}

/** The buyer's own projects, newest first. */
export function projectsOfBuyer(db: Db, buyerId: number): Promise<ProjectListRow[]> {
  return selectProjects(db)
    .where(eq(projects.buyerId, buyerId))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(500);
}

/** Per project, how many of its lines match one of the (accepted name, size class) pairs a nursery lists. */
export async function matchingLineCounts(
  db: Db,
  projectIds: number[],
  pairs: { name: string; sizeClass: string }[],
): Promise<Map<number, number>> {
  if (projectIds.length === 0 || pairs.length === 0) return new Map();
  // Lists go in as one JSON parameter each: the same on PostgreSQL and PGlite, whatever their length.
  const result = await db.execute(sql`
    SELECT l.project_id, count(*)::int AS matching
    FROM project_lines l
    JOIN jsonb_to_recordset(${JSON.stringify(pairs.map((pair) => ({ n: pair.name, s: pair.sizeClass })))}::jsonb)
      AS p(n text, s text) ON p.n = l.accepted_name AND p.s = l.size_class
    WHERE l.project_id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(projectIds)}::jsonb))
    GROUP BY l.project_id`);
  const rows = rowsOf<{ project_id: number; matching: number }>(result);
  return new Map(rows.map((row) => [row.project_id, row.matching]));
}

/** Stores `closed` for open projects whose deadline day is over; returns them (for notices). */
export async function closeExpired(db: Db, today: string, now: Date) {
  return db
    .update(projects)
    .set({ status: 'closed', closedAt: now })
    .where(and(eq(projects.status, 'open'), sql`${projects.bidDeadline} < ${today}`))
    .returning({ id: projects.id, buyerId: projects.buyerId, title: projects.title });
}

/** Open projects whose deadline is `day`, not yet noticed: claimed once (one conditional update). */
export async function claimDeadlineNotices(db: Db, day: string, now: Date) {
  return db
    .update(projects)
    .set({ deadlineNoticeAt: now })
    .where(and(eq(projects.status, 'open'), eq(projects.bidDeadline, day), sql`${projects.deadlineNoticeAt} IS NULL`))
    .returning({ id: projects.id, buyerId: projects.buyerId, title: projects.title });
}

/** The user account of each vendor profile (notices go to users). */
export async function vendorUserIds(db: Db, vendorIds: number[]): Promise<Map<number, number>> {
  if (vendorIds.length === 0) return new Map();
  const rows = await db
    .select({ id: vendorProfiles.id, userId: vendorProfiles.userId })
    .from(vendorProfiles)
    .where(inArray(vendorProfiles.id, [...new Set(vendorIds)]));
  return new Map(rows.map((row) => [row.id, row.userId]));
}
