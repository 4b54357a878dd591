import { MESSAGES } from '@verdant/shared/messages';
import type { BulkUploadResult } from '@verdant/shared/schemas/bulk-upload';
import { Notice } from '../../../components/ui/notice.tsx';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The answer of an import: what was created and updated, then each row that failed and why
 * (docs/product.md#bulk-upload).
 */
export function ImportSummary({ result }: { result: BulkUploadResult }) {
  const saved = result.created + result.updated;
  return (
    <div className="flex flex-col gap-3">
      <Notice tone={saved > 0 ? 'success' : 'warning'}>
        <p className="font-medium">
          {saved > 0 ? 'Import finished' : 'Nothing was imported'}: {plural(result.created, 'plant')} added,{' '}
          {result.updated} updated, {result.failed} failed, of {plural(result.total_processed, 'row')}.
        </p>
        {result.updated > 0 ? (
          <p className="mt-1">Plants you already listed with the same name and size got the new price and stock.</p>
        ) : null}
        {result.needs_review > 0 ? <p className="mt-1">{MESSAGES.bulkNeedsReview(result.needs_review)}</p> : null}
      </Notice>
      {result.errors.length > 0 ? (
        <section aria-labelledby="bulk-row-errors" className="rounded-card border border-red-200 bg-white p-4">
          <h3 id="bulk-row-errors" className="font-semibold text-red-800 text-sm">
            {plural(result.errors.length, 'row')} not imported
          </h3>
          <ul className="mt-2 flex flex-col gap-1.5 text-slate-700 text-sm">
            {result.errors.map((error) => (
              <li key={`${error.row}-${error.plant_name}`}>
                <span className="font-medium">Row {error.row}</span>
                {error.plant_name ? ` · ${error.plant_name}` : ''}: {error.error}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
