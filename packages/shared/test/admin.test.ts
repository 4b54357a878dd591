import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.ts';
import { approvalActions, approvalRefusal, approvalState, nextApprovalState } from '../src/rules/admin.ts';
import { buyerPlanLabel } from '../src/schemas/buyer.ts';

describe('vendor approval (docs/product.md#vendor-approval)', () => {
  it('reads the state from the two flags', () => {
    expect(approvalState({ is_approved: false, is_rejected: false })).toBe('pending');
    expect(approvalState({ is_approved: true, is_rejected: false })).toBe('approved');
    expect(approvalState({ is_approved: false, is_rejected: true })).toBe('rejected');
  });

  it.each([
    ['pending', 'approve', null],
    ['pending', 'reject', null],
    ['rejected', 'approve', null],
    ['rejected', 'reject', MESSAGES.vendorAlreadyRejected],
    ['approved', 'approve', MESSAGES.vendorAlreadyApproved],
    ['approved', 'reject', MESSAGES.approvedVendorCannotBeRejected],
  ] as const)('%s + %s -> %s', (state, action, refusal) => {
    expect(approvalRefusal(state, action)).toBe(refusal);
  });

  it('offers approve and reject for pending, approve for rejected, nothing for approved', () => {
    expect(approvalActions('pending')).toEqual(['approve', 'reject']);
    expect(approvalActions('rejected')).toEqual(['approve']);
    expect(approvalActions('approved')).toEqual([]);
    expect(nextApprovalState('approve')).toBe('approved');
    expect(nextApprovalState('reject')).toBe('rejected');
  });
});

describe('buyer plan badge', () => {
  it('is Pro only for PRO_BUYER', () => {
    expect(buyerPlanLabel('PRO_BUYER')).toBe('Pro');
    expect(buyerPlanLabel('BASIC_BUYER')).toBe('Basic');
    expect(buyerPlanLabel('NONE')).toBe('Basic');
  });
});
