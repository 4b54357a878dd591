import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@verdant/shared/messages';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { verifyEmail } from '../api/account-links.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** /verify-email?token=...: verifies on opening; no login needed. */
export function VerifyEmailPage() {
  useDocumentTitle('Verify Email');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useMutation({ mutationFn: verifyEmail });
  const { mutate } = verify;

  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  return (
    <AuthCard title="Verify your email address">
      <div className="flex flex-col gap-4" aria-live="polite">
        {!token ? (
          <Notice tone="error">{MESSAGES.linkInvalid}</Notice>
        ) : verify.isSuccess ? (
          <Notice tone="success">{verify.data.message}</Notice>
        ) : verify.isError ? (
          <Notice tone="error">{errorMessage(verify.error, MESSAGES.verificationFailed)}</Notice>
        ) : (
          <p className="flex items-center justify-center gap-2 text-slate-600" role="status">
            <Spinner label="Verifying" /> Verifying…
          </p>
        )}
        <Link to="/" className="text-center font-medium text-brand-700 text-sm underline underline-offset-4">
          Go to the marketplace
        </Link>
      </div>
    </AuthCard>
  );
}
