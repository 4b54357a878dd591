import type { User } from '@verdant/shared/schemas/auth';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { buttonVariants } from '../ui/button.tsx';

// The sheet (and the dialog code under it) loads on the first open, not with every page.
const loadSheet = () => import('./mobile-nav-sheet.tsx');
const MobileNavSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileNavSheet })));

/** The navigation as a side sheet below the lg breakpoint. */
export function MobileNav({ user, onLogout }: { user: User | null; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  return (
    <>
      <button
        type="button"
        className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'lg:hidden' })}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        // A finger on the button is a good hint: fetch the sheet before the tap ends.
        onPointerDown={() => void loadSheet()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileNavSheet user={user} onLogout={onLogout} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
