import { MESSAGES } from '@verdant/shared/messages';
import type { ProjectDetail } from '@verdant/shared/schemas/projects';
import { describe, expect, it } from 'vitest';
import { toLineDraft } from '../src/features/projects/lib/line-drafts.ts';
import { buildProject, EMPTY_PROJECT, fromProject } from '../src/features/projects/lib/project-form-values.ts';

const values = {
  ...EMPTY_PROJECT,
  title: 'Shade trees',
  description: 'Street trees for a subdivision',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  bid_deadline: '2027-03-01',
  needed_by: '2027-04-01',
};
const lines = [toLineDraft({ botanical_name: 'Quercus virginiana', size: '30 gal', quantity: 20 })];
const budgetOf = (budget: string) => buildProject({ ...values, budget }, lines, 'open');

describe('the new-project form budget', () => {
  it('takes dollars as people type them and sends whole cents, as the API takes them', () => {
    expect(budgetOf('$12,500').payload?.budget).toBe(1_250_000);
    expect(budgetOf('12500.50').payload?.budget).toBe(1_250_050);
    expect(budgetOf('0.29').payload?.budget).toBe(29);
    expect(budgetOf('').payload?.budget).toBeNull();
  });

  it('refuses what is not an amount, on the budget field', () => {
    for (const typed of ['12.345', '12,50', 'twelve', '-100']) {
      const built = budgetOf(typed);
      expect(built.payload, typed).toBeNull();
      expect(built.errors?.fields.budget, typed).toBe(MESSAGES.budgetNotAmount);
    }
  });

  it('shows a saved draft budget in dollars, and reads it back unchanged', () => {
    const { values: shown } = fromProject({
      ...values,
      id: 1,
      posted_by: 'Hill Country Landscape Co.',
      location: { city: 'Austin', state: 'TX', zip: '78701' },
      budget: 1_250_050,
      visibility: 'public',
      vendor_ids: [],
      invited_vendors: [],
      lines: [],
    } as unknown as ProjectDetail);
    expect(shown.budget).toBe('$12,500.50');
    expect(budgetOf(shown.budget).payload?.budget).toBe(1_250_050);
  });

  it('shows the invited nurseries of a saved draft by name', () => {
    const { values: shown } = fromProject({
      ...values,
      id: 1,
      posted_by: 'Hill Country Landscape Co.',
      location: { city: 'Austin', state: 'TX', zip: '78701' },
      budget: null,
      visibility: 'invited',
      vendor_ids: [4, 9],
      invited_vendors: [
        { id: 4, business_name: 'Green Acres' },
        { id: 9, business_name: 'Hill Country Natives' },
      ],
      lines: [],
    } as unknown as ProjectDetail);
    expect(shown.invited).toEqual([
      { id: 4, business_name: 'Green Acres' },
      { id: 9, business_name: 'Hill Country Natives' },
    ]);
  });
});
