import { LIMITS } from '@verdant/shared/messages';
import { Sprout } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { RegisterForm } from '../components/register-form.tsx';

export function RegisterPage() {
  useDocumentTitle('Sign Up');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [registered, setRegistered] = useState<{ message: string; email: string } | null>(null);
  const successRef = useRef<HTMLDivElement>(null);

  // docs/product.md#roles-and-accounts: show the server's message, then go to /login after 2 seconds. The user is at
  // the submit button, far below the message on a phone or the long vendor form: bring the message to them. /login then
  // says the account exists.
  useEffect(() => {
    if (!registered) return;
    successRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    successRef.current?.focus({ preventScroll: true });
    const timer = window.setTimeout(
      () => navigate('/login', { state: { registeredEmail: registered.email } }),
      LIMITS.registerRedirectMs,
    );
    return () => window.clearTimeout(timer);
  }, [registered, navigate]);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-800">
          <Sprout className="size-6" aria-hidden="true" />
        </span>
        <h1 className="font-semibold text-2xl tracking-tight sm:text-3xl">Create your account</h1>
        <p className="max-w-md text-slate-600">
          Start with a {LIMITS.trialDays}-day free trial. No credit card required.
        </p>
      </div>
      <Card>
        <CardContent className="flex flex-col gap-6">
          {registered ? (
            <Notice tone="success" ref={successRef}>
              <p className="font-medium">{registered.message}</p>
              <p>Taking you to the login page…</p>
            </Notice>
          ) : null}
          <RegisterForm
            defaultRole={searchParams.get('role') === 'vendor' ? 'vendor' : 'buyer'}
            onRegistered={(message, email) => setRegistered({ message, email })}
          />
        </CardContent>
      </Card>
      <p className="text-center text-slate-600 text-sm">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
          Log in
        </Link>
      </p>
    </div>
  );
}
