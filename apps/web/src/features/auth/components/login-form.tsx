import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@verdant/shared/messages';
import type { User } from '@verdant/shared/schemas/auth';
import { emailField } from '@verdant/shared/schemas/common';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.ts';

// The shared loginSchema is the server's view (it also accepts `email`); this is the form's view of the same
// payload, built from the shared pieces so both fields report "is required" together.
const loginFormSchema = z.object({
  username: emailField,
  password: z.string().min(1, MESSAGES.required('Password')),
});
type LoginFormInput = z.input<typeof loginFormSchema>;
type LoginFormOutput = z.output<typeof loginFormSchema>;

export function LoginForm({ onSuccess, email = '' }: { onSuccess: (user: User) => void; email?: string }) {
  const { login } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: email, password: '' },
  });

  const onSubmit = handleSubmit(async ({ username, password }) => {
    setFormError(null);
    try {
      const user = await login(username, password);
      onSuccess(user);
    } catch (error) {
      setFormError(errorMessage(error, MESSAGES.loginFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <FormField label="Email" error={errors.username?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...register('username')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} required>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </FormField>
      <Link
        to="/forgot-password"
        className="-mt-2 self-end font-medium text-brand-700 text-sm underline underline-offset-4 hover:text-brand-900"
      >
        Forgot password?
      </Link>
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        Log In
      </Button>
    </form>
  );
}
