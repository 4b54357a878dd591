import { type BidInput, bidInputSchema, type ProjectDetail } from '@verdant/shared/schemas/projects';

/** One line of the bid form as typed. */
export interface BidLineDraft {
  line_id: number;
  include: boolean;
  unit_price: string;
  quantity: string;
  ready_date: string;
  substitute: boolean;
  sub_botanical_name: string;
  sub_size: string;
  sub_note: string;
  inventory_item_id: number | null;
  /** Prefilled from a plant the nursery lists now. */
  from_inventory: boolean;
}
export type BidLineField = 'unit_price' | 'quantity' | 'ready_date' | 'sub_botanical_name' | 'sub_size' | 'sub_note';

export interface BidDraft {
  lines: BidLineDraft[];
  note: string;
  valid_until: string;
}

/**
 * The form's start: the vendor's saved bid when there is one; otherwise each line it lists a matching plant for is
 * prefilled from that listing (price, stock up to the quantity asked, ready on the plant's ready date if it has one
 * ahead, else by the needed-by date).
 */
export function initialBidDraft(project: ProjectDetail, vendorId: number | null): BidDraft {
  const mine = project.my_bid;
  const offers = new Map((mine?.lines ?? []).map((offer) => [offer.line_id, offer]));
  const lines = project.lines.map((line): BidLineDraft => {
    const offer = offers.get(line.id);
    if (offer) {
      return {
        line_id: line.id,
        include: true,
        unit_price: offer.unit_price.toFixed(2),
        quantity: String(offer.quantity),
        ready_date: offer.ready_date,
        substitute: offer.substitute !== null,
        sub_botanical_name: offer.substitute?.botanical_name ?? '',
        sub_size: offer.substitute?.size ?? '',
        sub_note: offer.substitute?.note ?? '',
        inventory_item_id: offer.inventory_item_id,
        from_inventory: false,
      };
    }
    const listed = mine ? undefined : line.matches.find((match) => match.vendor_id === vendorId);
    return {
      line_id: line.id,
      include: Boolean(listed),
      unit_price: listed ? listed.price.toFixed(2) : '',
      quantity: listed
        ? String(Math.min(line.quantity, Math.max(listed.quantity_available, 1)))
        : String(line.quantity),
      ready_date: listed?.ready_date ?? project.needed_by,
      substitute: false,
      sub_botanical_name: '',
      sub_size: '',
      sub_note: '',
      inventory_item_id: listed?.inventory_item_id ?? null,
      from_inventory: Boolean(listed),
    };
  });
  return { lines, note: mine?.note ?? '', valid_until: mine?.valid_until ?? project.needed_by };
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/[$,\s]/g, '')));

export type BidErrors = {
  fields: Partial<Record<string, string>>;
  lines: Record<number, Partial<Record<string, string>>>;
};

/** The payload of the bid routes, checked with the shared schema; errors by field and by line id. */
export function buildBid(draft: BidDraft): { payload: BidInput; errors: null } | { payload: null; errors: BidErrors } {
  const kept = draft.lines.filter((line) => line.include);
  const payload: BidInput = {
    lines: kept.map((line) => ({
      line_id: line.line_id,
      unit_price: number(line.unit_price),
      quantity: number(line.quantity),
      ready_date: line.ready_date,
      substitute: line.substitute
        ? { botanical_name: line.sub_botanical_name, size: line.sub_size, note: line.sub_note }
        : null,
      inventory_item_id: line.substitute ? null : line.inventory_item_id,
    })),
    note: draft.note,
    valid_until: draft.valid_until,
  };
  const parsed = bidInputSchema.safeParse(payload);
  if (parsed.success) return { payload, errors: null };
  const errors: BidErrors = { fields: {}, lines: {} };
  for (const issue of parsed.error.issues) {
    const [head, index, field, subField] = issue.path;
    const line = typeof index === 'number' ? kept[index] : undefined;
    if (head === 'lines' && line && typeof field === 'string') {
      const name = field === 'substitute' && typeof subField === 'string' ? `sub_${subField}` : field;
      errors.lines[line.line_id] = { ...errors.lines[line.line_id], [name]: issue.message };
    } else {
      errors.fields[issue.path.join('.') || 'lines'] ??= issue.message;
    }
  }
  return { payload: null, errors };
}
