import { Bell } from 'lucide-react';

export const bellClasses =
  'relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-sage-100 hover:text-slate-900';

/** The bell while its code loads (it comes with the popover library, on demand): same size, so nothing moves. */
export function NotificationBellPlaceholder() {
  return (
    <span className={bellClasses} aria-hidden="true">
      <Bell className="size-5" />
    </span>
  );
}
