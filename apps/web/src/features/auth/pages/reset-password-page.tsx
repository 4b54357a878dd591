import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@verdant/shared/messages';
import { resetPasswordSchema } from '@verdant/shared/schemas/auth';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { resetPassword } from '../api/account-links.ts';
import { AuthCard } from '../components/auth-card.tsx';

type Errors = Partial<Record<'new_password' | 'confirm_password', string>>;

/** /reset-password?token=...: a new password, typed twice; every session of the account ends. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState({ new_password: '', confirm_password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const reset = useMutation({ mutationFn: resetPassword });
  // A used, expired or made-up link: say so, and offer a new one instead of the form.
  const linkDead = reset.error instanceof ApiError && (reset.error.status === 410 || reset.error.status === 422);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordSchema.safeParse({ token, ...values });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'new_password' || field === 'confirm_password') && !next[field]) next[field] = issue.message;
      }
      if (Object.keys(next).length > 0) {
        setErrors(next);
        return;
      }
    }
    reset.mutate({ token, ...values });
  };

  if (!token || reset.isSuccess || linkDead) {
    return (
      <AuthCard title="Reset your password">
        <div className="flex flex-col gap-4">
          {reset.isSuccess ? (
            <Notice tone="success">{reset.data.message}</Notice>
          ) : (
            <Notice tone="error">
              {token ? errorMessage(reset.error, MESSAGES.linkInvalid) : MESSAGES.linkInvalid}
            </Notice>
          )}
          <Link
            to={reset.isSuccess ? '/login' : '/forgot-password'}
            className="text-center font-medium text-brand-700 text-sm underline underline-offset-4"
          >
            {reset.isSuccess ? 'Log in' : 'Ask for a new link'}
          </Link>
        </div>
      </AuthCard>
    );
  }

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <AuthCard title="Reset your password" intro="Choose a new password. You will then log in again on every device.">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormField label="New password" error={errors.new_password} hint="At least 8 characters" required>
          <Input type="password" autoComplete="new-password" {...field('new_password')} />
        </FormField>
        <FormField label="Confirm new password" error={errors.confirm_password} required>
          <Input type="password" autoComplete="new-password" {...field('confirm_password')} />
        </FormField>
        {reset.isError ? <Notice tone="error">{errorMessage(reset.error, MESSAGES.resetPasswordFailed)}</Notice> : null}
        <Button type="submit" loading={reset.isPending}>
          Save new password
        </Button>
      </form>
    </AuthCard>
  );
}
