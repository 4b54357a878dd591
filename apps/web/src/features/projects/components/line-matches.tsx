import { formatCount, formatMoney } from '@verdant/shared/format';
import type { ProjectLine } from '@verdant/shared/schemas/projects';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { addToCart } from '../../../lib/cart.ts';

const nurseries = (count: number) => `${count} ${count === 1 ? 'nursery has' : 'nurseries have'} it now`;

/**
 * The plant list with live matches: for each line, the nurseries listing the same plant (accepted name or a synonym)
 * in an equivalent size right now, with price and stock, to order straight from stock.
 */
export function LineMatches({ lines, canOrder }: { lines: ProjectLine[]; canOrder: boolean }) {
  const toast = useToast();
  return (
    <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">Plant list and nurseries that have each plant now</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="w-10 px-3 py-2.5 font-medium">
              #
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              Plant
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              Size
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              Quantity
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              In stock now
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} className="border-slate-100 border-t align-top">
              <td className="px-3 py-2.5 text-slate-600 tabular-nums">{line.position}</td>
              <th scope="row" className="px-3 py-2.5 font-normal">
                <span className="block font-medium text-slate-900 italic">{line.botanical_name}</span>
                {line.common_name ? <span className="block text-slate-600">{line.common_name}</span> : null}
                {line.notes ? <span className="block text-slate-500 text-xs">{line.notes}</span> : null}
              </th>
              <td className="px-3 py-2.5">{line.size}</td>
              <td className="px-3 py-2.5 text-right tabular-nums">{formatCount(line.quantity)}</td>
              <td className="min-w-64 px-3 py-2.5">
                {line.matches.length === 0 ? (
                  <span className="text-slate-500">No listing right now</span>
                ) : (
                  <details>
                    <summary className="cursor-pointer font-medium text-brand-800">
                      {nurseries(new Set(line.matches.map((match) => match.vendor_id)).size)}, from{' '}
                      {formatMoney(Math.min(...line.matches.map((match) => match.price)))}
                    </summary>
                    <ul className="mt-2 flex flex-col gap-2">
                      {line.matches.map((match) => (
                        <li key={match.inventory_item_id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                          <Link
                            to={`/product/${match.inventory_item_id}`}
                            className="font-medium text-slate-900 underline-offset-2 hover:underline"
                          >
                            {match.vendor_name}
                          </Link>
                          <span className="tabular-nums">{formatMoney(match.price)}</span>
                          <span className="text-slate-600">
                            {formatCount(match.quantity_available)} in stock{match.size ? ` · ${match.size}` : ''}
                          </span>
                          {canOrder ? (
                            <Button
                              size="sm"
                              variant="secondary"
                              disabled={match.quantity_available <= 0}
                              onClick={() => {
                                const quantity = Math.min(line.quantity, match.quantity_available);
                                addToCart(
                                  {
                                    id: match.inventory_item_id,
                                    plant_name: match.plant_name,
                                    price: match.price,
                                    quantity_available: match.quantity_available,
                                    vendor: { id: match.vendor_id, business_name: match.vendor_name },
                                  },
                                  quantity,
                                );
                                toast.success(`Added ${quantity} × ${match.plant_name} to your cart`);
                              }}
                            >
                              <ShoppingCart className="size-4" aria-hidden="true" />
                              Add to cart
                              <span className="sr-only">
                                : {match.plant_name} from {match.vendor_name}
                              </span>
                            </Button>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
