import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@verdant/shared/messages';
import { MailWarning } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.ts';
import { resendVerification } from '../api/account-links.ts';

/** For a signed-in user whose email is not verified yet: the account works, this asks them to verify it. */
export function VerifyEmailBanner() {
  const { user, refreshUser } = useAuth();
  const { pathname } = useLocation();
  const resend = useMutation({
    mutationFn: resendVerification,
    // Verified meanwhile (another tab, another device): the banner goes away.
    onError: () => void refreshUser(),
  });
  // Only an explicit null means unverified (a user stored before this field existed has none).
  if (user?.email_verified_at !== null || pathname === '/verify-email') return null;

  return (
    <section aria-label="Email verification" className="border-amber-200 border-b bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2.5 text-sm sm:flex-row sm:items-center sm:px-6 lg:px-8">
        <MailWarning className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
        <p className="sm:mr-auto" role="status">
          {resend.isSuccess
            ? resend.data.message
            : resend.isError
              ? errorMessage(resend.error, MESSAGES.tooManyRequests)
              : `Please verify your email address: we sent a link to ${user.email}.`}
        </p>
        {resend.isSuccess ? null : (
          <Button size="sm" variant="secondary" loading={resend.isPending} onClick={() => resend.mutate()}>
            Resend email
          </Button>
        )}
      </div>
    </section>
  );
}
