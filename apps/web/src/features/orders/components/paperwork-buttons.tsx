import type { OrderView } from '@verdant/shared/schemas/orders';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiDownload, errorMessage } from '../../../lib/api-client.ts';

type Kind = 'invoice' | 'packing-slip' | 'receipt';

const LABELS: Record<Kind, string> = { invoice: 'Invoice', 'packing-slip': 'Packing slip', receipt: 'Receipt' };

/** Order paperwork (PDF) as download buttons: the invoice once paid and the packing slip for the vendor, the receipt for the buyer. */
export function PaperworkButtons({ order, audience }: { order: OrderView; audience: 'vendor' | 'buyer' }) {
  const toast = useToast();
  const [busy, setBusy] = useState<Kind | null>(null);
  const kinds: Kind[] =
    audience === 'vendor'
      ? [...(order.invoice_number !== null ? (['invoice'] as const) : []), 'packing-slip']
      : order.paid_at !== null
        ? ['receipt']
        : [];
  const download = async (kind: Kind) => {
    setBusy(kind);
    try {
      await apiDownload(`/api/orders/${order.id}/${kind}.pdf`, `${kind}-${order.order_number}.pdf`);
    } catch (error) {
      toast.error(errorMessage(error, `The ${LABELS[kind].toLowerCase()} could not be made. Please try again.`));
    } finally {
      setBusy(null);
    }
  };
  return kinds.map((kind) => (
    <Button
      key={kind}
      size="sm"
      variant="secondary"
      loading={busy === kind}
      disabled={busy !== null}
      onClick={() => download(kind)}
      aria-label={`${LABELS[kind]} (PDF) for order ${order.order_number}`}
    >
      <FileText className="size-4" aria-hidden="true" />
      {LABELS[kind]}
    </Button>
  ));
}
