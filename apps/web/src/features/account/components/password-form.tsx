import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, MESSAGES } from '@verdant/shared/messages';
import { type ChangePassword, changePasswordSchema } from '@verdant/shared/schemas/auth';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';

// The API treats the confirmation as optional; the form asks for it. The shared refinement says
// "New passwords do not match" (docs/product.md#validation-rules-and-limits).
const formSchema = changePasswordSchema.safeExtend({
  confirm_password: z.string().min(1, MESSAGES.required('Confirm new password')),
});
type Values = z.input<typeof formSchema>;
const EMPTY: Values = { current_password: '', new_password: '', confirm_password: '' };
const FIELDS = new Set(Object.keys(EMPTY));

export function PasswordForm() {
  const change = useChangePassword();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, ChangePassword>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const answer = await change.mutateAsync(values);
      reset(EMPTY);
      setNotice({ tone: 'success', text: answer.message });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, MESSAGES.changePasswordFailed) });
      if (error instanceof ApiError) {
        for (const { field, message } of error.errors) {
          if (FIELDS.has(field)) setError(field as FieldPath<Values>, { type: 'server', message });
        }
      }
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>At least {LIMITS.passwordMin} characters.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
          <FormField label="Current Password" error={errors.current_password?.message} required>
            <Input type="password" autoComplete="current-password" {...register('current_password')} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="New Password" error={errors.new_password?.message} required>
              <Input type="password" autoComplete="new-password" {...register('new_password')} />
            </FormField>
            <FormField label="Confirm New Password" error={errors.confirm_password?.message} required>
              <Input type="password" autoComplete="new-password" {...register('confirm_password')} />
            </FormField>
          </div>
          <div>
            <Button type="submit" loading={isSubmitting}>
              Change Password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
