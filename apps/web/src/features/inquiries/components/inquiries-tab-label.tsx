import type { Inquiry } from '@verdant/shared/schemas/inquiries';
import { useBuyerInquiries } from '../api/get-buyer-inquiries.ts';
import { useVendorInquiries } from '../api/get-vendor-inquiries.ts';

/** "Inquiries" with the number of unread messages over every thread (the same list the tab shows, fetched once). */
function Label({ inquiries }: { inquiries: Inquiry[] | undefined }) {
  const unread = (inquiries ?? []).reduce((sum, inquiry) => sum + inquiry.unread_count, 0);
  return (
    <>
      Inquiries
      {unread > 0 ? (
        <span
          data-testid="inquiries-unread"
          className="ml-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 font-semibold text-[11px] text-white"
        >
          <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
          <span className="sr-only">{`, ${unread} unread`}</span>
        </span>
      ) : null}
    </>
  );
}

export function BuyerInquiriesTabLabel() {
  return <Label inquiries={useBuyerInquiries().data} />;
}

export function VendorInquiriesTabLabel() {
  return <Label inquiries={useVendorInquiries().data} />;
}
