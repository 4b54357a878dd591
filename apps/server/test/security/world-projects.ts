import { bidPayload, dateIn, type ProjectRef, postBid, postProject, projectPayload } from '../project-fixtures.ts';
import { vendorIdOf, type World } from './world.ts';

// Projects of the matrix's `buyer` (issue 16), fresh for each cell: the calls change their state.

/** Lines and the vendor's bid of each fresh project, by project id: bodies are built from them. */
const made = new Map<number, { project: ProjectRef; bidId: number | null }>();

export const projectLinesBody = (id: number) => projectPayload({ status: undefined, title: `Edited ${id}` });
export const bidBody = (id: number) => bidPayload(made.get(id)!.project);
export const awardBody = (id: number) => {
  const { project, bidId } = made.get(id)!;
  return { awards: project.lines.map((line) => ({ line_id: line.id, bid_id: bidId })) };
};

async function make(w: World, overrides: Record<string, unknown>, withBid: boolean): Promise<number> {
  const project = await postProject(w.app, w.sessions.buyer, overrides);
  const bid = withBid ? await postBid(w.app, w.sessions.vendor, project) : null;
  made.set(project.id, { project, bidId: bid?.id ?? null });
  return project.id;
}

export const freshDraft = (w: World) => make(w, { status: 'draft' }, false);
export const freshOpenProject = (w: World) => make(w, {}, false);
export const freshBidProject = (w: World) => make(w, { bid_deadline: dateIn(7) }, true);
/** Invited: `vendor` only. */
export const freshInvitedProject = (w: World) =>
  make(w, { visibility: 'invited', vendor_ids: [vendorIdOf(w.sessions.vendor)] }, false);
