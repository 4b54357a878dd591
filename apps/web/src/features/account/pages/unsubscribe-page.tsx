import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@verdant/shared/messages';
import { type UnsubscribeResult, unsubscribeResponse } from '@verdant/shared/schemas/notifications';
import { MailCheck, MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layout/page.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { apiFetch, errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

async function unsubscribe(token: string): Promise<UnsubscribeResult> {
  const answer = await apiFetch('/api/notifications/unsubscribe', {
    method: 'POST',
    body: { token },
    redirectOnUnauthorized: false,
  });
  return unsubscribeResponse.parse(answer);
}

/**
 * /unsubscribe?token=: an email's unsubscribe link, without login. The page posts the token (a mail scanner that
 * only fetches links unsubscribes nobody) and says which emails stop.
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const run = useMutation({ mutationFn: unsubscribe });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    run.mutate(token);
  }, [run, token]);

  return (
    <PageContainer className="flex justify-center">
      <Card className="flex w-full max-w-md flex-col items-center gap-4 px-6 py-10 text-center">
        {run.isSuccess ? (
          <>
            <MailCheck className="size-10 text-brand-700" aria-hidden="true" />
            <h1 className="font-semibold text-slate-900 text-xl">You are unsubscribed</h1>
            <p className="text-slate-700 text-sm">
              We will no longer email you about <strong>{run.data.label}</strong>. You still see these under the bell
              when you log in.
            </p>
            <Link to="/settings" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
              Email settings
            </Link>
          </>
        ) : run.isError ? (
          <>
            <MailX className="size-10 text-red-600" aria-hidden="true" />
            <h1 className="font-semibold text-slate-900 text-xl">Link not valid</h1>
            <p role="alert" className="text-slate-700 text-sm">
              {errorMessage(run.error, MESSAGES.invalidUnsubscribeLink)}
            </p>
            <Link to="/settings" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
              Email settings
            </Link>
          </>
        ) : (
          <p role="status" className="flex items-center gap-2 text-slate-700 text-sm">
            <Spinner /> Unsubscribing…
          </p>
        )}
      </Card>
    </PageContainer>
  );
}
