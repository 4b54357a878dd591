import { MESSAGES } from '@verdant/shared/messages';
import { Leaf } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { postLoginPath, readFromState, readRegisteredEmail } from '../../../lib/route-access.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LoginForm } from '../components/login-form.tsx';

export function LoginPage() {
  useDocumentTitle('Log In');
  const navigate = useNavigate();
  const location = useLocation();
  const from = readFromState(location.state);
  const registeredEmail = readRegisteredEmail(location.state);

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-800">
          <Leaf className="size-6" aria-hidden="true" />
        </span>
        <h1 className="font-semibold text-2xl tracking-tight sm:text-3xl">Welcome back</h1>
        <p className="text-slate-600">Log in to manage your orders, inquiries and inventory.</p>
      </div>
      {registeredEmail !== null ? <Notice tone="success">{MESSAGES.accountCreated}</Notice> : null}
      <Card>
        <CardContent>
          <LoginForm
            email={registeredEmail ?? ''}
            onSuccess={(user) => navigate(postLoginPath(user, from), { replace: true })}
          />
        </CardContent>
      </Card>
      <p className="text-center text-slate-600 text-sm">
        New to Verdant?{' '}
        <Link to="/register" className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
          Sign up
        </Link>
      </p>
    </div>
  );
}
