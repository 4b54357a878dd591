import { LIMITS } from '@verdant/shared/messages';
import { BULK_PHOTO_TYPES, BULK_UPLOAD_TYPES } from '@verdant/shared/schemas/bulk-upload';
import { Download, FileSpreadsheet } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useBulkFormats } from '../api/get-bulk-formats.ts';

const DOCUMENT_TYPES = BULK_UPLOAD_TYPES.filter((type) => !(BULK_PHOTO_TYPES as readonly string[]).includes(type));
const megabytes = LIMITS.bulkUploadMaxBytes / (1024 * 1024);

/** The file picker (also a drop zone), what it accepts, the templates and the columns that are read. */
export function FilePicker({
  photosAllowed,
  photoRefused = false,
  promotionalPeriod,
  onFile,
}: {
  photosAllowed: boolean;
  /** The server just refused a photo for the plan: the upgrade note is the alert. */
  photoRefused?: boolean;
  promotionalPeriod: boolean;
  onFile: (file: File) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const formats = useBulkFormats();
  const types = photosAllowed ? BULK_UPLOAD_TYPES : DOCUMENT_TYPES;
  const accept = types.map((type) => `.${type}`).join(',');

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <div className="flex flex-col gap-5">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-3 rounded-card border-2 border-dashed px-5 py-10 text-center transition-colors',
          'focus-within:border-brand-600 focus-within:bg-brand-50/50 hover:border-brand-500',
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white',
        )}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-sage-100 text-sage-700">
          <FileSpreadsheet className="size-6" aria-hidden="true" />
        </span>
        <span className="font-semibold text-slate-900">Choose a file or drop it here</span>
        <span id={hintId} className="max-w-md text-slate-600 text-sm">
          {types.map((type) => type.toUpperCase()).join(', ')} · up to {megabytes} MB and{' '}
          {LIMITS.bulkUploadMaxRows.toLocaleString('en-US')} rows
        </span>
        <span className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'mt-1' })}>Browse files</span>
        <input
          id={inputId}
          type="file"
          accept={accept}
          aria-describedby={hintId}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </label>

      {photosAllowed ? (
        promotionalPeriod ? (
          <p className="text-slate-600 text-sm">
            Photos of printed lists are read for free during the promotional period.
          </p>
        ) : null
      ) : (
        <p
          role={photoRefused ? 'alert' : undefined}
          className={cn(
            'rounded-lg px-3.5 py-3 text-sm',
            photoRefused ? 'border border-red-200 bg-red-50 text-red-800' : 'bg-sage-50 text-slate-700',
          )}
        >
          Reading plant lists from photos is part of the Pro and Premium plans.{' '}
          <Link to="/settings" className="font-medium text-brand-800 underline underline-offset-2">
            Upgrade to Pro
          </Link>{' '}
          to upload photos.
        </p>
      )}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-600 text-sm">Start from a template with the columns we read:</p>
        <div className="flex flex-wrap gap-2">
          <a
            href="/api/inventory/bulk-upload/template.csv"
            download
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            <Download className="size-4" aria-hidden="true" />
            CSV template
          </a>
          <a
            href="/api/inventory/bulk-upload/template.xlsx"
            download
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            <Download className="size-4" aria-hidden="true" />
            Excel template
          </a>
        </div>
      </div>

      {formats.data ? (
        <details className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm">
          <summary className="cursor-pointer font-medium text-slate-800">Which columns are read?</summary>
          <p className="mt-2 text-slate-600">
            A header row names the columns; a title above it is fine. Required:{' '}
            {formats.data.csv.required_columns.join(', ')}. Prices like “$24.99” and sizes like “3 gal” or “#3” are
            understood.
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-600">
            {formats.data.csv.columns.map((column) => (
              <li key={column}>{column}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
