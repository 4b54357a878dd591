import { LIMITS } from '@verdant/shared/messages';
import type { ApprovalAction } from '@verdant/shared/rules/admin';
import { type AdminVendor, vendorRejectionSchema } from '@verdant/shared/schemas/admin';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';

export type PendingDecision = { vendor: AdminVendor; action: ApprovalAction };

type Props = {
  decision: PendingDecision | null;
  pending: boolean;
  onConfirm: (decision: PendingDecision, reason: string | undefined) => void;
  onClose: () => void;
};

/** Approve and Reject act only after a confirmation; a rejection needs the reason the vendor will read. */
export function DecisionDialog({ decision, pending, onConfirm, onClose }: Props) {
  return (
    <Dialog open={decision !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {decision ? (
        <DialogContent>
          {/* Keyed by vendor and action: a new decision starts with an empty reason. */}
          <DecisionForm
            key={`${decision.vendor.id}-${decision.action}`}
            decision={decision}
            pending={pending}
            onConfirm={onConfirm}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DecisionForm({
  decision,
  pending,
  onConfirm,
}: Omit<Props, 'decision' | 'onClose'> & { decision: PendingDecision }) {
  const { vendor, action } = decision;
  const rejecting = action === 'reject';
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rejecting) return onConfirm(decision, undefined);
    const parsed = vendorRejectionSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    onConfirm(decision, parsed.data.reason);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>
          {rejecting ? 'Reject' : 'Approve'} {vendor.business_name}?
        </DialogTitle>
        <DialogDescription>
          {rejecting
            ? 'The vendor cannot list plants and sees your reason on their dashboard.'
            : 'The vendor can list plants and take orders at once.'}
        </DialogDescription>
      </DialogHeader>
      {rejecting ? (
        <FormField
          label="Reason for rejection"
          error={error}
          hint={`${reason.length} / ${LIMITS.rejectionReasonMax} characters. The vendor reads this.`}
          required
        >
          <Textarea
            rows={4}
            maxLength={LIMITS.rejectionReasonMax}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
      ) : null}
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant={rejecting ? 'danger' : 'primary'} loading={pending}>
          {rejecting ? 'Reject Vendor' : 'Approve Vendor'}
        </Button>
      </div>
    </form>
  );
}
