import { formatDate } from '@verdant/shared/format';
import type { OutboxList } from '@verdant/shared/schemas/notifications';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useOutbox } from '../api/get-outbox.ts';

type Email = OutboxList['emails'][number];

const STATUS_TONE: Record<Email['status'], BadgeTone> = {
  sent: 'green',
  pending: 'amber',
  failed: 'red',
};

/**
 * The admin dashboard's Outbox: every email the app sent or will send. Without SMTP_URL they are .eml files under
 * DATA_DIR/mail, and this is where a newcomer reads them.
 */
export function OutboxSection() {
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page);
  const data = outbox.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <section aria-labelledby="outbox-title" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="outbox-title" className="font-semibold text-lg text-slate-900">
            Email Outbox
          </h2>
          <p className="text-slate-600 text-sm">
            {data?.delivery === 'files'
              ? 'No SMTP server is set (SMTP_URL): emails are written to DATA_DIR/mail as .eml files, listed here.'
              : 'Emails sent through the SMTP server, newest first.'}
          </p>
        </div>
        {data ? <p className="text-slate-600 text-sm tabular-nums">{data.total} emails</p> : null}
      </div>
      <div className="mt-4">
        {outbox.isPending ? (
          <div className="flex flex-col gap-2">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : outbox.isError ? (
          <LoadError
            message="Failed to load the outbox"
            onRetry={() => outbox.refetch()}
            retrying={outbox.isFetching}
          />
        ) : data && data.emails.length === 0 ? (
          <EmptyState icon={Mail} title="No emails yet" />
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100 rounded-card border border-slate-200 bg-white">
            {data?.emails.map((email) => (
              <OutboxRow key={email.id} email={email} />
            ))}
          </ul>
        )}
      </div>
      {pages > 1 ? (
        <div className="mt-3 flex items-center justify-end gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <span className="text-slate-600 text-sm tabular-nums">
            Page {page} of {pages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function OutboxRow({ email }: { email: Email }) {
  return (
    <li>
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-col gap-1 px-4 py-3 hover:bg-sage-50 sm:flex-row sm:items-center sm:gap-4">
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-slate-900 text-sm">{email.subject}</span>
            <span className="block truncate text-slate-600 text-xs">To {email.to}</span>
          </span>
          <span className="flex shrink-0 items-center gap-3 text-slate-600 text-xs">
            <Badge tone={STATUS_TONE[email.status]}>{email.status}</Badge>
            {email.attempts > 1 ? <span>{email.attempts} attempts</span> : null}
            <span>{formatDate(email.sent_at ?? email.created_at)}</span>
          </span>
        </summary>
        <div className="border-slate-100 border-t bg-slate-50 px-4 py-3">
          {email.last_error ? <p className="mb-2 text-red-700 text-xs">Last error: {email.last_error}</p> : null}
          {email.file ? <p className="mb-2 text-slate-600 text-xs">File: DATA_DIR/mail/{email.file}</p> : null}
          <pre className="max-h-80 overflow-auto whitespace-pre-wrap break-words font-sans text-slate-800 text-xs leading-relaxed">
            {email.text}
          </pre>
        </div>
      </details>
    </li>
  );
}
