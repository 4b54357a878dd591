import type { Plan } from '@verdant/shared/enums';
import type {
  VENDOR_LOCATIONS,
  VENDOR_SPECIALTIES,
  VendorDirectoryEntry,
  VendorDirectoryQuery,
} from '@verdant/shared/schemas/catalog';
import type { Deps } from '../../lib/deps.ts';
import { listVendorDirectory, type VendorDirectoryRow } from './catalog.repository.ts';
import { toVendorStoreView } from './catalog.service.ts';

const CITIES: Record<Exclude<(typeof VENDOR_LOCATIONS)[number], 'all'>, string> = {
  austin: 'Austin',
  dallas: 'Dallas',
  houston: 'Houston',
  'san-antonio': 'San Antonio',
};

// Plants carry the catalog's own categories (indoor, outdoor, ...), not these specialties: a nursery matches when
// its description or one of its visible plants' names or descriptions uses the word.
const SPECIALTY_WORDS: Record<Exclude<(typeof VENDOR_SPECIALTIES)[number], 'all'>, readonly string[]> = {
  trees: ['tree'],
  shrubs: ['shrub'],
  perennials: ['perennial'],
  groundcover: ['groundcover', 'ground cover'],
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function tierOf(plan: Plan): VendorDirectoryEntry['tier'] {
  if (plan === 'PREMIUM_VENDOR') return 'Premium';
  if (plan === 'PRO_VENDOR') return 'Pro';
  return 'Starter';
}

/** GET /api/vendors: one page of approved nurseries, and whether another follows. */
export async function getVendorDirectory(
  deps: Deps,
  query: VendorDirectoryQuery,
): Promise<{ vendors: VendorDirectoryEntry[]; hasMore: boolean }> {
  const rows = await listVendorDirectory(deps.db, {
    ...(query.search ? { search: `%${escapeLike(query.search)}%` } : {}),
    ...(query.location === 'all' ? {} : { city: CITIES[query.location] }),
    ...(query.category === 'all' ? {} : { specialtyWords: SPECIALTY_WORDS[query.category] }),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const page = rows.slice(0, query.limit);
  return {
    vendors: page.map((row: VendorDirectoryRow) => ({ ...toVendorStoreView(row), tier: tierOf(row.plan) })),
    hasMore: rows.length > query.limit,
  };
}
