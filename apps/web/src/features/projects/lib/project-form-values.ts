import type { PROJECT_VISIBILITIES, ProjectCategory } from '@verdant/shared/enums';
import { formatMoney } from '@verdant/shared/format';
import { MESSAGES } from '@verdant/shared/messages';
import { fromCents } from '@verdant/shared/rules/cart';
import { parseDollarsToCents } from '@verdant/shared/rules/money';
import { type ProjectCreateInput, type ProjectDetail, projectCreateSchema } from '@verdant/shared/schemas/projects';
import { isBlankLine, type LineDraft, type LineField, toLineDraft } from './line-drafts.ts';

/** The new-project form as typed (strings until checked). */
export interface ProjectFormValues {
  title: string;
  description: string;
  posted_by: string;
  city: string;
  state: string;
  zip: string;
  category: ProjectCategory;
  budget: string;
  bid_deadline: string;
  needed_by: string;
  visibility: (typeof PROJECT_VISIBILITIES)[number];
  invited: { id: number; business_name: string }[];
}

export const EMPTY_PROJECT: ProjectFormValues = {
  title: '',
  description: '',
  posted_by: '',
  city: '',
  state: '',
  zip: '',
  category: 'mixed',
  budget: '',
  bid_deadline: '',
  needed_by: '',
  visibility: 'public',
  invited: [],
};

/** A saved draft back into the form. */
export function fromProject(project: ProjectDetail): { values: ProjectFormValues; lines: LineDraft[] } {
  return {
    values: {
      title: project.title,
      description: project.description,
      posted_by: project.posted_by,
      city: project.location.city,
      state: project.location.state,
      zip: project.location.zip,
      category: project.category,
      budget: project.budget === null ? '' : formatMoney(fromCents(project.budget)),
      bid_deadline: project.bid_deadline,
      needed_by: project.needed_by,
      visibility: project.visibility,
      invited: project.invited_vendors ?? [],
    },
    lines: project.lines.map(toLineDraft),
  };
}

export type FormErrors = {
  fields: Partial<Record<string, string>>;
  lines: Record<string, Partial<Record<LineField, string>>>;
};

/** The payload of POST/PUT /api/projects, checked with the shared schema; errors by field and by line key. */
export function buildProject(
  values: ProjectFormValues,
  lines: LineDraft[],
  status: 'draft' | 'open',
): { payload: ProjectCreateInput; errors: null } | { payload: null; errors: FormErrors } {
  const kept = lines.filter((line) => !isBlankLine(line));
  // Typed in dollars ("$12,500", "12500.50"), read into the whole cents the API takes by the shared rule.
  const budgetCents = parseDollarsToCents(values.budget);
  const payload: ProjectCreateInput = {
    title: values.title,
    description: values.description,
    posted_by: values.posted_by,
    location: { city: values.city, state: values.state, zip: values.zip },
    category: values.category,
    budget: budgetCents === null || Number.isNaN(budgetCents) ? null : budgetCents,
    bid_deadline: values.bid_deadline,
    needed_by: values.needed_by,
    visibility: values.visibility,
    vendor_ids: values.visibility === 'invited' ? values.invited.map((nursery) => nursery.id) : [],
    lines: kept.map((line) => ({
      botanical_name: line.botanical_name,
      common_name: line.common_name,
      size: line.size,
      quantity: line.quantity.trim() === '' ? Number.NaN : Number(line.quantity.replace(/,/g, '')),
      notes: line.notes,
    })),
    status,
  };
  const parsed = projectCreateSchema.safeParse(payload);
  const errors: FormErrors = { fields: {}, lines: {} };
  if (status === 'open' && kept.length === 0) errors.fields.lines = MESSAGES.projectLinesRequired;
  if (Number.isNaN(budgetCents)) errors.fields.budget = MESSAGES.budgetNotAmount;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, index, field] = issue.path;
      if (head === 'lines' && typeof index === 'number' && typeof field === 'string') {
        const key = kept[index]?.key;
        if (key) errors.lines[key] = { ...errors.lines[key], [field]: issue.message };
      } else {
        const name = issue.path.join('.');
        errors.fields[name] ??= issue.message;
      }
    }
  }
  if (Object.keys(errors.fields).length > 0 || Object.keys(errors.lines).length > 0) return { payload: null, errors };
  return { payload, errors: null };
}
