import { CATEGORY_LABELS } from '@verdant/shared/enums';
import { formatMoney } from '@verdant/shared/format';
import type { VendorInventoryItem } from '@verdant/shared/schemas/vendor';
import { Leaf, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

function StockBadge({ item }: { item: VendorInventoryItem }) {
  if (!item.is_available) return <Badge tone="gray">Hidden</Badge>;
  if (item.quantity_available <= 0) return <Badge tone="red">Out of stock</Badge>;
  return <Badge tone="green">{item.quantity_available} in stock</Badge>;
}

type Props = {
  items: VendorInventoryItem[];
  onEdit: (item: VendorInventoryItem) => void;
  onDelete: (item: VendorInventoryItem) => void;
};

export function InventoryList({ items, onEdit, onDelete }: Props) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Your plants">
      {items.map((item) => (
        <li key={item.id}>
          <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 items-start gap-4">
              {item.image_url ? (
                <img
                  src={item.image_url}
                  alt=""
                  loading="lazy"
                  className="size-16 shrink-0 rounded-lg bg-sage-100 object-cover"
                />
              ) : (
                <span className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-sage-100 text-sage-600">
                  <Leaf className="size-6" aria-hidden="true" />
                </span>
              )}
              <div className="flex min-w-0 flex-col gap-1">
                <h3 className="truncate font-semibold text-slate-900">{item.plant_name}</h3>
                {item.scientific_name ? (
                  <p className="truncate text-slate-600 text-sm italic">{item.scientific_name}</p>
                ) : null}
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600 text-sm">
                  <span>{CATEGORY_LABELS[item.category]}</span>
                  {item.size ? <span>Size {item.size}</span> : null}
                  {item.pot_size ? <span>Pot {item.pot_size}</span> : null}
                  <span>
                    {item.images.length} {item.images.length === 1 ? 'photo' : 'photos'}
                  </span>
                </p>
              </div>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3 sm:justify-end">
              <div className="flex flex-col items-start gap-1 sm:items-end">
                <p className="font-semibold text-slate-900">
                  {formatMoney(item.price)}
                  {item.compare_at_price ? (
                    <span className="ml-2 font-normal text-slate-600 text-sm line-through">
                      <span className="sr-only">was </span>
                      {formatMoney(item.compare_at_price)}
                    </span>
                  ) : null}
                </p>
                <StockBadge item={item} />
              </div>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onEdit(item)}
                  aria-label={`Edit ${item.plant_name}`}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onDelete(item)}
                  aria-label={`Delete ${item.plant_name}`}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
