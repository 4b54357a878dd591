import { formatDate, formatMoney } from '@verdant/shared/format';
import { MESSAGES } from '@verdant/shared/messages';
import { canCancelInquiry, inquiryPreview, orderNow } from '@verdant/shared/rules/inquiries';
import type { Inquiry } from '@verdant/shared/schemas/inquiries';
import { MessageSquareText, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useBuyerInquiries } from '../api/get-buyer-inquiries.ts';
import { useCancelInquiry } from '../api/inquiry-thread.ts';
import { putConfirmedQuantityInCart } from '../order-now.ts';
import { InquiryStatusBadge } from './inquiry-status-badge.tsx';
import { InquiryThread } from './inquiry-thread.tsx';

/** The buyer's inquiries (the /inquiries page and the buyer dashboard tab). */
export function BuyerInquiriesList() {
  const inquiries = useBuyerInquiries();

  if (inquiries.isPending) {
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="sr-only">
          Loading your inquiries
        </p>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-32 w-full rounded-card" />
        ))}
      </div>
    );
  }

  if (inquiries.isError) {
    return (
      <LoadError
        message={MESSAGES.buyerInquiriesLoadFailed}
        onRetry={() => inquiries.refetch()}
        retrying={inquiries.isFetching}
      />
    );
  }

  if (inquiries.data.length === 0) {
    return (
      <EmptyState
        icon={MessageSquareText}
        title="No inquiries yet"
        description="Ask a nursery about availability, delivery or bulk pricing from any plant's details."
        action={
          <Link to="/" className={buttonVariants({ variant: 'secondary' })}>
            Browse plants
          </Link>
        }
      />
    );
  }

  return (
    <ul className="flex flex-col gap-3" aria-label="Your inquiries">
      {inquiries.data.map((inquiry) => (
        <li key={inquiry.id}>
          <BuyerInquiryCard inquiry={inquiry} />
        </li>
      ))}
    </ul>
  );
}

function BuyerInquiryCard({ inquiry }: { inquiry: Inquiry }) {
  const navigate = useNavigate();
  const order = orderNow(inquiry);
  const response = inquiry.response_message ?? inquiry.vendor_response;
  const titleId = `inquiry-${inquiry.id}-title`;

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-base text-slate-900">
            <Link to={`/product/${inquiry.inventory_item_id}`} className="hover:underline">
              {inquiry.plant_name}
            </Link>
          </h3>
          <p className="text-slate-600 text-sm">
            {inquiry.vendor_business_name} · {formatMoney(inquiry.plant_price)} each
          </p>
        </div>
        <InquiryStatusBadge status={inquiry.status} />
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">Quantity</dt>
          <dd className="font-medium text-slate-900">{inquiry.requested_quantity}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Sent</dt>
          <dd className="text-slate-900">
            <time dateTime={inquiry.created_at}>{formatDate(inquiry.created_at)}</time>
          </dd>
        </div>
        {inquiry.responded_at ? (
          <div>
            <dt className="text-slate-500">Replied</dt>
            <dd className="text-slate-900">
              <time dateTime={inquiry.responded_at}>{formatDate(inquiry.responded_at)}</time>
            </dd>
          </div>
        ) : null}
      </dl>

      <p className="break-words text-slate-700 text-sm" title={inquiry.message}>
        {inquiryPreview(inquiry.message)}
      </p>
      {inquiry.requested_specifications ? (
        <p className="text-slate-600 text-sm">
          <span className="font-medium text-slate-700">Special requirements:</span> {inquiry.requested_specifications}
        </p>
      ) : null}

      {response || inquiry.decline_reason ? (
        <div className="rounded-lg border border-slate-200 bg-sage-50 p-3 text-sm">
          <p className="font-medium text-slate-900">Vendor response</p>
          {response ? <p className="mt-1 break-words text-slate-700">{response}</p> : null}
          {inquiry.decline_reason ? (
            <p className="mt-1 break-words text-slate-700">
              <span className="font-medium">Reason:</span> {inquiry.decline_reason}
            </p>
          ) : null}
        </div>
      ) : inquiry.status === 'pending' ? (
        <p className="text-slate-500 text-sm">Waiting for the vendor's answer.</p>
      ) : null}

      {inquiry.status === 'confirmed' ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
          {order.ok ? null : (
            <p className="text-amber-800 text-sm sm:mr-auto">
              {order.reason === 'short'
                ? `Only ${order.available} in stock now.`
                : 'This plant is no longer available to order.'}
            </p>
          )}
          <Button
            disabled={!order.ok}
            aria-label={`Order now: ${inquiry.requested_quantity} × ${inquiry.plant_name}`}
            onClick={() => {
              putConfirmedQuantityInCart(inquiry);
              navigate('/checkout');
            }}
          >
            <ShoppingCart className="size-4" aria-hidden="true" />
            Order now
          </Button>
        </div>
      ) : null}

      <InquiryThread inquiry={inquiry} viewer="buyer" />
      {canCancelInquiry(inquiry.status) ? <CancelInquiry inquiryId={inquiry.id} /> : null}
    </Card>
  );
}

/** "Cancel inquiry", asked twice so one stray tap does not withdraw it. */
function CancelInquiry({ inquiryId }: { inquiryId: number }) {
  const cancel = useCancelInquiry();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="ghost" className="self-end" onClick={() => setAsking(true)}>
        Cancel inquiry
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-center">
      <p className="text-slate-700 text-sm sm:mr-auto">Withdraw this inquiry? The vendor will no longer answer it.</p>
      {cancel.isError ? <Notice tone="error">{errorMessage(cancel.error, MESSAGES.inquiryCancelFailed)}</Notice> : null}
      <Button variant="ghost" onClick={() => setAsking(false)} disabled={cancel.isPending}>
        Keep it
      </Button>
      <Button variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate(inquiryId)}>
        Cancel inquiry
      </Button>
    </div>
  );
}
