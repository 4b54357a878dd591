import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@verdant/shared/messages';
import { forgotPasswordSchema } from '@verdant/shared/schemas/auth';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { requestPasswordReset } from '../api/account-links.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** /forgot-password: asks for the email; the answer is the same whether or not it has an account. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useMutation({ mutationFn: requestPasswordReset });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.invalidEmail);
      return;
    }
    request.mutate(parsed.data);
  };

  return (
    <AuthCard title="Forgot your password?" intro="Enter your account's email and we will send you a reset link.">
      {request.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Notice tone="success">{request.data.message}</Notice>
          <Link to="/login" className="text-center font-medium text-brand-700 text-sm underline underline-offset-4">
            Back to log in
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormField label="Email" error={error ?? undefined} required>
            <Input
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(null);
              }}
            />
          </FormField>
          {request.isError ? (
            <Notice tone="error">{errorMessage(request.error, MESSAGES.forgotPasswordFailed)}</Notice>
          ) : null}
          <Button type="submit" loading={request.isPending}>
            Send reset link
          </Button>
          <Link to="/login" className="text-center text-slate-600 text-sm underline underline-offset-4">
            Back to log in
          </Link>
        </form>
      )}
    </AuthCard>
  );
}
