import type { Plan } from '@verdant/shared/enums';
import { planLabel } from '@verdant/shared/plans';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const TONES: Record<Plan, BadgeTone> = {
  NONE: 'amber',
  BASIC_BUYER: 'gray',
  STARTER_VENDOR: 'green',
  PRO_BUYER: 'blue',
  PRO_VENDOR: 'blue',
  PREMIUM_VENDOR: 'purple',
};

/** "Starter plan", "Pro plan", "No plan"... for headers and the settings page. */
export function PlanBadge({ plan, className }: { plan: Plan; className?: string }) {
  return (
    <Badge tone={TONES[plan]} className={className}>
      {plan === 'NONE' ? 'No plan' : `${planLabel(plan)} plan`}
    </Badge>
  );
}
