import type { VendorApprovalState } from '@verdant/shared/enums';
import { formatDate } from '@verdant/shared/format';
import { type ApprovalAction, approvalActions } from '@verdant/shared/rules/admin';
import type { AdminVendor } from '@verdant/shared/schemas/admin';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';

const stateLook: Record<VendorApprovalState, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'amber' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
};

type VendorsTableProps = {
  vendors: AdminVendor[];
  /** The vendor id and action being sent, to show its spinner. */
  busy: { id: number; action: ApprovalAction } | null;
  onDecide: (vendor: AdminVendor, action: ApprovalAction) => void;
};

/** A table on wide screens; each row stacks into a card on phones (labels shown beside the values). */
export function VendorsTable({ vendors, busy, onDecide }: VendorsTableProps) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Vendors</caption>
      <thead className="sr-only md:not-sr-only">
        <tr className="border-slate-200 border-b text-slate-600">
          <th scope="col" className="px-4 py-3 font-medium">
            Business
          </th>
          <th scope="col" className="px-4 py-3 font-medium">
            Owner
          </th>
          <th scope="col" className="px-4 py-3 font-medium">
            Verified
          </th>
          <th scope="col" className="px-4 py-3 font-medium">
            Plants
          </th>
          <th scope="col" className="px-4 py-3 font-medium">
            Applied
          </th>
          <th scope="col" className="px-4 py-3 font-medium">
            Status
          </th>
          <th scope="col" className="px-4 py-3 text-right font-medium">
            Actions
          </th>
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 md:table-row-group">
        {vendors.map((vendor) => {
          const actions = approvalActions(vendor.status);
          const look = stateLook[vendor.status];
          return (
            <tr
              key={vendor.id}
              className="flex flex-col gap-2 rounded-card border border-slate-200 bg-white p-4 md:table-row md:rounded-none md:border-0 md:border-slate-100 md:border-b md:p-0"
            >
              <Cell label="Business">
                <p className="font-medium text-slate-900">{vendor.business_name}</p>
                {vendor.business_email ? <p className="break-all text-slate-600">{vendor.business_email}</p> : null}
                {vendor.business_phone ? <p className="text-slate-600">{vendor.business_phone}</p> : null}
              </Cell>
              <Cell label="Owner">
                <p className="text-slate-900">
                  {vendor.owner.first_name} {vendor.owner.last_name}
                </p>
                <p className="break-all text-slate-600">{vendor.owner.email}</p>
              </Cell>
              <Cell label="Verified">
                {vendor.owner.email_verified_at ? (
                  <Badge tone="green">Verified</Badge>
                ) : (
                  <Badge tone="gray">Not verified</Badge>
                )}
              </Cell>
              <Cell label="Plants">
                <span className="tabular-nums">{vendor.plant_count}</span>
              </Cell>
              <Cell label="Applied">
                <time dateTime={vendor.created_at}>{formatDate(vendor.created_at)}</time>
              </Cell>
              <Cell label="Status">
                <Badge tone={look.tone}>{look.label}</Badge>
              </Cell>
              <td className="pt-1 md:px-4 md:py-3 md:text-right">
                {actions.length === 0 ? (
                  <span className="text-slate-500">No actions</span>
                ) : (
                  <div className="flex gap-2 md:justify-end">
                    {actions.map((action) => (
                      <Button
                        key={action}
                        size="sm"
                        variant={action === 'approve' ? 'primary' : 'secondary'}
                        className="flex-1 md:flex-none"
                        aria-label={`${action === 'approve' ? 'Approve' : 'Reject'} ${vendor.business_name}`}
                        loading={busy?.id === vendor.id && busy.action === action}
                        disabled={busy?.id === vendor.id}
                        onClick={() => onDecide(vendor, action)}
                      >
                        {action === 'approve' ? (
                          <Check className="size-4" aria-hidden="true" />
                        ) : (
                          <X className="size-4" aria-hidden="true" />
                        )}
                        {action === 'approve' ? 'Approve' : 'Reject'}
                      </Button>
                    ))}
                  </div>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="flex items-start justify-between gap-4 md:table-cell md:px-4 md:py-3 md:align-top">
      <span aria-hidden="true" className="shrink-0 text-slate-500 md:hidden">
        {label}
      </span>
      <div className="min-w-0 text-right md:text-left">{children}</div>
    </td>
  );
}
