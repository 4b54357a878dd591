import { formatDate, formatMoney } from '@verdant/shared/format';
import { MESSAGES } from '@verdant/shared/messages';
import { canRespond, sortPendingFirst } from '@verdant/shared/rules/inquiries';
import type { Inquiry, InquiryRespond } from '@verdant/shared/schemas/inquiries';
import { Check, Mail, MessageSquareText, Phone, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useVendorInquiries } from '../api/get-vendor-inquiries.ts';
import { useRespondToInquiry } from '../api/respond-to-inquiry.ts';
import { InquiryStatusBadge } from './inquiry-status-badge.tsx';
import { InquiryThread } from './inquiry-thread.tsx';
import { RespondForm, type RespondMode } from './respond-form.tsx';

/** The vendor dashboard's Inquiries tab: pending first; confirm, decline with a reason, or a custom response. */
export function VendorInquiriesPanel() {
  const inquiries = useVendorInquiries();

  if (inquiries.isPending) {
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="sr-only">
          Loading inquiries
        </p>
        {[0, 1].map((key) => (
          <Skeleton key={key} className="h-40 w-full rounded-card" />
        ))}
      </div>
    );
  }

  if (inquiries.isError) {
    return (
      <LoadError
        message={MESSAGES.vendorInquiriesLoadFailed}
        onRetry={() => inquiries.refetch()}
        retrying={inquiries.isFetching}
      />
    );
  }

  const list = sortPendingFirst(inquiries.data);
  const pending = list.filter((inquiry) => inquiry.status === 'pending').length;

  return (
    <section aria-labelledby="vendor-inquiries-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="vendor-inquiries-title" className="font-semibold text-lg text-slate-900">
          Inquiries
        </h2>
        <p className="text-slate-600 text-sm">
          {pending} pending · {list.length} total
        </p>
      </div>
      {list.length === 0 ? (
        <EmptyState
          icon={MessageSquareText}
          title="No inquiries yet"
          description="Questions buyers send about your plants appear here."
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Inquiries about your plants">
          {list.map((inquiry) => (
            <li key={inquiry.id}>
              <VendorInquiryCard inquiry={inquiry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const successText = { confirm: 'Inquiry confirmed', decline: 'Inquiry declined', custom: 'Response sent' } as const;

function VendorInquiryCard({ inquiry }: { inquiry: Inquiry }) {
  const respond = useRespondToInquiry();
  const toast = useToast();
  const [mode, setMode] = useState<RespondMode | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const response = inquiry.response_message ?? inquiry.vendor_response;

  const send = (action: keyof typeof successText, payload: Omit<InquiryRespond, 'inquiry_id'>) => {
    setFailure(null);
    respond.mutate(
      { inquiry_id: inquiry.id, ...payload },
      {
        onSuccess: () => {
          setMode(null);
          toast.success(successText[action]);
        },
        onError: (error) => {
          // A 409 (answered meanwhile) says so; the list then refreshes with the real state.
          const detail = error instanceof ApiError && error.status === 409 ? error.detail : null;
          setFailure(detail ? `${MESSAGES.inquiryRespondFailed} ${detail}` : MESSAGES.inquiryRespondFailed);
        },
      },
    );
  };

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-base text-slate-900">{inquiry.plant_name}</h3>
          <p className="text-slate-600 text-sm">
            {inquiry.requested_quantity} requested · {inquiry.inventory_item.quantity_available} in stock ·{' '}
            {formatMoney(inquiry.plant_price)} each
          </p>
        </div>
        <InquiryStatusBadge status={inquiry.status} />
      </div>

      <div className="flex flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:gap-x-4">
        <span className="font-medium text-slate-900">{inquiry.buyer.full_name}</span>
        <a href={`mailto:${inquiry.buyer.email}`} className="inline-flex items-center gap-1 text-brand-800 underline">
          <Mail className="size-3.5" aria-hidden="true" />
          {inquiry.buyer.email}
        </a>
        {inquiry.buyer.phone ? (
          <a href={`tel:${inquiry.buyer.phone}`} className="inline-flex items-center gap-1 text-brand-800 underline">
            <Phone className="size-3.5" aria-hidden="true" />
            {inquiry.buyer.phone}
          </a>
        ) : null}
        <span className="text-slate-500">
          Sent <time dateTime={inquiry.created_at}>{formatDate(inquiry.created_at)}</time>
        </span>
      </div>

      <p className="whitespace-pre-line break-words text-slate-800 text-sm">{inquiry.message}</p>
      {inquiry.requested_specifications ? (
        <p className="text-slate-600 text-sm">
          <span className="font-medium text-slate-700">Special requirements:</span> {inquiry.requested_specifications}
        </p>
      ) : null}

      {response || inquiry.decline_reason ? (
        <div className="rounded-lg border border-slate-200 bg-sage-50 p-3 text-sm">
          <p className="font-medium text-slate-900">
            Your response
            {inquiry.responded_at ? (
              <span className="font-normal text-slate-500">
                {' '}
                · <time dateTime={inquiry.responded_at}>{formatDate(inquiry.responded_at)}</time>
              </span>
            ) : null}
          </p>
          {response ? <p className="mt-1 break-words text-slate-700">{response}</p> : null}
          {inquiry.decline_reason ? (
            <p className="mt-1 break-words text-slate-700">
              <span className="font-medium">Reason:</span> {inquiry.decline_reason}
            </p>
          ) : null}
        </div>
      ) : null}

      {failure ? <Notice tone="error">{failure}</Notice> : null}

      {canRespond(inquiry.status) ? (
        mode ? (
          <RespondForm
            mode={mode}
            busy={respond.isPending}
            onCancel={() => setMode(null)}
            onSubmit={(text) =>
              mode === 'decline'
                ? send('decline', { status: 'declined', decline_reason: text })
                : send('custom', { status: 'answered', vendor_response: text })
            }
          />
        ) : (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {inquiry.status === 'pending' ? (
              <Button variant="secondary" onClick={() => setMode('custom')} disabled={respond.isPending}>
                <MessageSquareText className="size-4" aria-hidden="true" />
                Custom Response
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setMode('decline')} disabled={respond.isPending}>
              <X className="size-4" aria-hidden="true" />
              Decline
            </Button>
            <Button onClick={() => send('confirm', { status: 'confirmed' })} loading={respond.isPending}>
              <Check className="size-4" aria-hidden="true" />
              Confirm
            </Button>
          </div>
        )
      ) : null}

      <InquiryThread inquiry={inquiry} viewer="vendor" />
    </Card>
  );
}
