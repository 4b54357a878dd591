import type { Role } from '@verdant/shared/enums';
import { dashboardPath } from '../../lib/route-access.ts';

/** The header's public links (docs/product.md#pages-and-navigation). */
export const NAV_LINKS = [
  { to: '/', label: 'Marketplace' },
  { to: '/browse-projects', label: 'Browse Projects' },
  { to: '/find-vendors', label: 'Find Vendors' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

export function dashboardLink(role: Role) {
  return { to: dashboardPath(role), label: 'Dashboard' } as const;
}
