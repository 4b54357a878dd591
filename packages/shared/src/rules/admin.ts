// Vendor approval (docs/product.md#vendor-approval): pending -> approved | rejected, rejected -> approved; approved is
// final.
import type { VendorApprovalState } from '../enums.ts';
import { MESSAGES } from '../messages.ts';

export type ApprovalAction = 'approve' | 'reject';

export function approvalState(flags: { is_approved: boolean; is_rejected: boolean }): VendorApprovalState {
  if (flags.is_approved) return 'approved';
  if (flags.is_rejected) return 'rejected';
  return 'pending';
}

/** Why a transition is refused, in the words the API and the dashboard use; null when it is allowed. */
export function approvalRefusal(state: VendorApprovalState, action: ApprovalAction): string | null {
  if (action === 'approve') return state === 'approved' ? MESSAGES.vendorAlreadyApproved : null;
  if (state === 'approved') return MESSAGES.approvedVendorCannotBeRejected;
  if (state === 'rejected') return MESSAGES.vendorAlreadyRejected;
  return null;
}

/** The admin's buttons for a vendor in this state: approved has none; rejected can only be approved. */
export function approvalActions(state: VendorApprovalState): ApprovalAction[] {
  return (['approve', 'reject'] as const).filter((action) => approvalRefusal(state, action) === null);
}

export function nextApprovalState(action: ApprovalAction): VendorApprovalState {
  return action === 'approve' ? 'approved' : 'rejected';
}
