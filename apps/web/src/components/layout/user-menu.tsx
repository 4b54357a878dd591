import type { User } from '@verdant/shared/schemas/auth';
import { LogOut, Settings } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { UserButtonContent, userButtonClasses } from './user-button.tsx';

const itemClasses =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-2.5 py-2 text-slate-700 text-sm outline-none ' +
  'data-[highlighted]:bg-sage-100 data-[highlighted]:text-slate-900';

// Loaded on demand by the header: the menu (and its positioning library) is only needed once someone is logged in.
export function UserMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={userButtonClasses}>
        <UserButtonContent user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 animate-fade-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-2.5 py-2">
            <span className="block font-medium text-slate-900 text-sm">
              {user.first_name} {user.last_name}
            </span>
            <span className="block truncate text-slate-600 text-xs">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/settings">
              <Settings className="size-4" aria-hidden="true" />
              Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={onLogout}>
            <LogOut className="size-4" aria-hidden="true" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
