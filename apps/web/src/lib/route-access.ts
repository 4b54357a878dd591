import type { Role } from '@verdant/shared/enums';
import type { User } from '@verdant/shared/schemas/auth';

/**
 * Who may open the protected routes of docs/product.md#pages-and-navigation; every other route is public. The router
 * and login use it.
 */
export const ROUTE_ROLES = {
  '/vendor/dashboard': ['vendor'],
  '/buyer/dashboard': ['buyer'],
  '/inquiries': ['buyer'],
  '/orders': ['buyer'],
  '/admin/dashboard': ['admin'],
  '/projects/new': ['buyer'],
  '/settings': ['buyer', 'vendor', 'admin'],
} as const satisfies Record<string, readonly Role[]>;

export type ProtectedPath = keyof typeof ROUTE_ROLES;

const isProtected = (pathname: string): pathname is ProtectedPath => Object.hasOwn(ROUTE_ROLES, pathname);

export function canAccess(pathname: string, role: Role): boolean {
  if (!isProtected(pathname)) return true;
  return (ROUTE_ROLES[pathname] as readonly Role[]).includes(role);
}

const DASHBOARDS: Record<Role, string> = {
  vendor: '/vendor/dashboard',
  buyer: '/buyer/dashboard',
  admin: '/admin/dashboard',
};

export function dashboardPath(role: Role): string {
  return DASHBOARDS[role];
}

/** Where login lands by default: vendors and admins on their dashboards, everyone else on the marketplace. */
export function homePathFor(role: Role): string {
  return role === 'buyer' ? '/' : DASHBOARDS[role];
}

export type FromLocation = { pathname: string; search?: string; hash?: string };

/** Back to the page the guard (or an expired session) sent them from, when their role may open it. */
export function postLoginPath(user: Pick<User, 'role'>, from?: FromLocation | null): string {
  if (from && from.pathname !== '/' && !['/login', '/register'].includes(from.pathname)) {
    if (canAccess(from.pathname, user.role)) return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return homePathFor(user.role);
}

/** Reads `state.from` put there by the guard, defensively (history state is untyped). */
export function readFromState(state: unknown): FromLocation | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  if (!from || typeof from !== 'object' || typeof (from as FromLocation).pathname !== 'string') return null;
  return from as FromLocation;
}

/** Reads `state.registeredEmail` put there by the register page: the account that was just created. */
export function readRegisteredEmail(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('registeredEmail' in state)) return null;
  const email = (state as { registeredEmail: unknown }).registeredEmail;
  return typeof email === 'string' ? email : null;
}
