import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { useAuth } from '../../lib/auth-context.ts';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from '../ui/button.tsx';
import { CartLink } from './cart-link.tsx';
import { Logo } from './logo.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { dashboardLink, NAV_LINKS } from './nav-links.ts';
import { NotificationBellPlaceholder } from './notification-bell-placeholder.tsx';
import { SiteSearch } from './site-search.tsx';
import { UserButtonPlaceholder } from './user-button.tsx';

// Its own chunk, loaded once someone is logged in: the user menu never waits for the bell's code.
const NotificationBell = lazy(() =>
  import('./notification-bell.tsx').then((module) => ({ default: module.NotificationBell })),
);
const UserMenu = lazy(() => import('./user-menu.tsx').then((module) => ({ default: module.UserMenu })));

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-lg px-2 py-2 font-medium text-sm transition-colors xl:px-3',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-sage-100 hover:text-slate-900',
  );

export function Header() {
  const { user, logout } = useAuth();
  const dashboard = user ? dashboardLink(user.role) : null;

  return (
    <header className="sticky top-0 z-40 border-slate-200/80 border-b bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="ml-2 hidden items-center gap-0.5 lg:flex xl:ml-4">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={navLinkClasses}>
              {link.label}
            </NavLink>
          ))}
          {dashboard ? (
            <NavLink to={dashboard.to} className={navLinkClasses}>
              {dashboard.label}
            </NavLink>
          ) : null}
        </nav>
        <SiteSearch
          label="Search the marketplace"
          placeholder="Search"
          className="ml-auto hidden min-w-32 max-w-xs flex-1 xl:block"
        />
        <div className="ml-auto flex items-center gap-1 sm:gap-2 xl:ml-0">
          <CartLink />
          {user ? (
            <Suspense fallback={<NotificationBellPlaceholder />}>
              <NotificationBell />
            </Suspense>
          ) : null}
          {user ? (
            <div className="hidden sm:block">
              <Suspense fallback={<UserButtonPlaceholder user={user} />}>
                <UserMenu user={user} onLogout={logout} />
              </Suspense>
            </div>
          ) : (
            <div className="flex items-center gap-1 sm:gap-2">
              <NavLink to="/login" className={buttonVariants({ variant: 'ghost' })}>
                Login
              </NavLink>
              {/* On phones Sign Up lives in the menu sheet; the bar keeps room for the logo. */}
              <span className="hidden sm:contents">
                <NavLink to="/register" className={buttonVariants()}>
                  Sign Up
                </NavLink>
              </span>
            </div>
          )}
          <MobileNav user={user} onLogout={logout} />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-3 sm:px-6 lg:px-8 xl:hidden">
        <SiteSearch className="md:max-w-md" />
      </div>
    </header>
  );
}
