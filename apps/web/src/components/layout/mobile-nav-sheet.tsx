import type { User } from '@verdant/shared/schemas/auth';
import { LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog.tsx';
import { dashboardLink, NAV_LINKS } from './nav-links.ts';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium text-base',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-sage-100 hover:text-slate-900',
  );

/** The menu sheet itself, loaded on the first open (mobile-nav.tsx); Radix gives focus back to the menu button. */
export function MobileNavSheet({
  user,
  onLogout,
  open,
  onOpenChange,
}: {
  user: User | null;
  onLogout: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  const dashboard = user ? dashboardLink(user.role) : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="right" closeLabel="Close menu">
        <DialogTitle className="px-3 pt-1 pb-1 font-semibold text-base text-slate-900">Menu</DialogTitle>
        <DialogDescription className="sr-only">Site navigation and account links</DialogDescription>
        <nav aria-label="Mobile" className="mt-4 flex flex-col gap-1">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClasses} onClick={close}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="mt-4 flex flex-col gap-1 border-slate-200 border-t pt-4">
          {user && dashboard ? (
            <>
              <p className="px-3 pb-2 text-slate-600 text-sm">
                Signed in as <span className="font-medium text-slate-900">{user.first_name}</span>
              </p>
              <NavLink to={dashboard.to} className={linkClasses} onClick={close}>
                <LayoutDashboard className="size-5" aria-hidden="true" />
                {dashboard.label}
              </NavLink>
              <NavLink to="/settings" className={linkClasses} onClick={close}>
                <Settings className="size-5" aria-hidden="true" />
                Settings
              </NavLink>
              <button
                type="button"
                className={linkClasses({ isActive: false })}
                onClick={() => {
                  close();
                  onLogout();
                }}
              >
                <LogOut className="size-5" aria-hidden="true" />
                Logout
              </button>
            </>
          ) : (
            <div className="flex flex-col gap-2 px-1">
              <Link to="/login" className={buttonVariants({ variant: 'secondary', size: 'lg' })} onClick={close}>
                Login
              </Link>
              <Link to="/register" className={buttonVariants({ size: 'lg' })} onClick={close}>
                Sign Up
              </Link>
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
