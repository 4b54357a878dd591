import type { BidStatus, ProjectStatus } from '@verdant/shared/enums';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const PROJECT: Record<ProjectStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'gray' },
  open: { label: 'Open for bids', tone: 'green' },
  closed: { label: 'Bidding closed', tone: 'amber' },
  awarded: { label: 'Awarded', tone: 'blue' },
  cancelled: { label: 'Cancelled', tone: 'red' },
};

const BID: Record<BidStatus, { label: string; tone: BadgeTone }> = {
  submitted: { label: 'Submitted', tone: 'blue' },
  withdrawn: { label: 'Withdrawn', tone: 'gray' },
  awarded: { label: 'Awarded', tone: 'green' },
  not_awarded: { label: 'Not awarded', tone: 'amber' },
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return <Badge tone={PROJECT[status].tone}>{PROJECT[status].label}</Badge>;
}

export function BidStatusBadge({ status }: { status: BidStatus }) {
  return <Badge tone={BID[status].tone}>{BID[status].label}</Badge>;
}
