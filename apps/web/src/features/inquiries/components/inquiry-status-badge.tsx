import type { InquiryStatus } from '@verdant/shared/enums';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const looks: Record<InquiryStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'amber' },
  answered: { label: 'Answered', tone: 'blue' },
  confirmed: { label: 'Confirmed', tone: 'green' },
  declined: { label: 'Declined', tone: 'red' },
  cancelled: { label: 'Cancelled', tone: 'gray' },
};

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  const { label, tone } = looks[status];
  return <Badge tone={tone}>{label}</Badge>;
}
