import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth-context.ts';
import { EmailPreferencesCard } from './email-preferences-card.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

/** The Account Settings tab of the vendor and buyer dashboards: profile, password, email notifications, the plan. */
export function AccountSettingsPanel({ showPlanLink = true }: { showPlanLink?: boolean }) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="flex flex-col gap-6">
      {/* Keyed by user so the form restarts from the saved values after a refresh of the user. */}
      <ProfileForm key={user.id} user={user} />
      <PasswordForm />
      {user.role === 'admin' ? null : <EmailPreferencesCard />}
      {user.role === 'admin' || !showPlanLink ? null : (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-slate-200 bg-white px-5 py-4">
          <p className="text-slate-700 text-sm">Your plan, free trial and billing are on the Settings page.</p>
          <Link to="/settings" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            <CreditCard className="size-4" aria-hidden="true" />
            Plan &amp; Billing
          </Link>
        </div>
      )}
    </div>
  );
}
