import type { User } from '@verdant/shared/schemas/auth';
import { ChevronDown } from 'lucide-react';

export const userButtonClasses =
  'inline-flex h-10 items-center gap-2 rounded-lg pr-2 pl-1 text-slate-800 text-sm hover:bg-sage-100 data-[state=open]:bg-sage-100';

/** The face of the user menu button: initials and first name. */
export function UserButtonContent({ user }: { user: User }) {
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 text-xs"
      >
        {initials}
      </span>
      {/* Between lg and xl the full nav needs the room: the name stays for screen readers only. */}
      <span className="max-w-32 truncate font-medium lg:max-xl:sr-only">{user.first_name}</span>
      <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
    </>
  );
}

/** Stands in for the menu button while the menu's code loads. */
export function UserButtonPlaceholder({ user }: { user: User }) {
  return (
    <button type="button" className={userButtonClasses} aria-disabled="true">
      <UserButtonContent user={user} />
    </button>
  );
}
