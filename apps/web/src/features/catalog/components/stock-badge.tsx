import { stockLabel, stockStatus } from '@verdant/shared/rules/catalog';
import { Badge } from '../../../components/ui/badge.tsx';

export function StockBadge({ quantity }: { quantity: number }) {
  const status = stockStatus(quantity);
  const tone = status === 'out_of_stock' ? 'red' : status === 'low_stock' ? 'amber' : 'green';
  return <Badge tone={tone}>{stockLabel(quantity)}</Badge>;
}
