import type { Role } from '@verdant/shared/enums';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth-context.ts';

type RequireRoleProps = {
  roles: readonly Role[];
  /** Defaults to the child routes. */
  children?: ReactNode;
};

/**
 * Route guard of docs/product.md#pages-and-navigation: spinner while loading, /login when logged out, / for the wrong
 * role.
 */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const { user, status, loggingOut } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <PageSpinner label="Checking your session" />;
  // Logout ends on / (docs/product.md#roles-and-accounts), even when it starts on a guarded page.
  if (!user)
    return loggingOut ? <Navigate to="/" replace /> : <Navigate to="/login" replace state={{ from: location }} />;
  if (!roles.includes(user.role)) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
