import type { VendorApprovalState } from '@verdant/shared/enums';
import { MESSAGES } from '@verdant/shared/messages';
import { mayUploadPhotos } from '@verdant/shared/rules/bulk-upload';
import type { BulkUploadResult } from '@verdant/shared/schemas/bulk-upload';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.ts';
import { usePromoStatus } from '../../../lib/promo-status.ts';
import { useBulkProgress } from '../api/get-bulk-progress.ts';
import { useImportBulkRows } from '../api/import-bulk-rows.ts';
import { usePreviewBulkUpload } from '../api/preview-bulk-upload.ts';
import { FilePicker } from './file-picker.tsx';
import { ImportSummary } from './import-summary.tsx';
import { PreviewTable } from './preview-table.tsx';
import { ReadingProgress } from './reading-progress.tsx';
import { awaitsReview, isReady, usePreviewRows } from './use-preview-rows.ts';

const PHOTO_NAME = /\.(jpe?g|png|gif|bmp|webp)$/i;
const isPhoto = (file: File) => file.type.startsWith('image/') || PHOTO_NAME.test(file.name);
const newUploadId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

type Preview = { fileName: string; result: BulkUploadResult };

/**
 * The Bulk Upload tab: pick a file, see its rows checked (nothing is written yet), fix the flagged cells, import.
 * docs/product.md#error-messages: the server's detail, otherwise "Upload failed. Please try again.", and the per-row
 * errors.
 */
export function BulkUploadPanel({
  approval = 'approved',
  onOpenInventory,
}: {
  approval?: VendorApprovalState;
  onOpenInventory?: () => void;
}) {
  const { user } = useAuth();
  const promo = usePromoStatus();
  const preview = usePreviewBulkUpload();
  const [reading, setReading] = useState<{ fileName: string; uploadId: string; photo: boolean } | null>(null);
  const [current, setCurrent] = useState<Preview | null>(null);
  const progress = useBulkProgress(reading?.photo ? reading.uploadId : null);

  if (approval !== 'approved') {
    return (
      <EmptyState
        icon={Clock}
        title={approval === 'pending' ? 'Waiting for approval' : 'Your vendor account was not approved'}
        description={
          approval === 'pending'
            ? `${MESSAGES.vendorNotApproved}. You can upload your plant list as soon as an admin approves your nursery.`
            : 'You cannot list plants. Please contact us if you think this is a mistake.'
        }
      />
    );
  }

  const promotionalPeriod = promo.data?.is_promotional_period ?? false;
  const photosAllowed = mayUploadPhotos(user?.plan, promotionalPeriod);

  const read = (file: File) => {
    const started = { fileName: file.name, uploadId: newUploadId(), photo: isPhoto(file) };
    setReading(started);
    setCurrent(null);
    preview.mutate(
      { file, uploadId: started.uploadId },
      {
        onSuccess: (result) => setCurrent({ fileName: file.name, result }),
        onSettled: () => setReading(null),
      },
    );
  };

  // A photo refused for the plan: the picker's upgrade note already says this with a link, so it becomes the alert
  // instead of a second box repeating it.
  const photoRefused = preview.error instanceof ApiError && preview.error.detail === MESSAGES.bulkPhotoPlan;

  return (
    <section aria-labelledby="bulk-upload-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="bulk-upload-title" className="font-semibold text-lg text-slate-900">
          Bulk Upload
        </h2>
        <p className="text-slate-600 text-sm">
          Add or update many plants at once from your availability list: a spreadsheet, a table in a Word document or
          PDF, or a photo of a printed list. You see every row before anything is saved.
        </p>
      </div>

      {reading ? (
        <ReadingProgress fileName={reading.fileName} photo={reading.photo} progress={progress.data} />
      ) : current ? (
        <PreviewStep
          key={`${current.fileName}-${current.result.total_processed}-${current.result.rows[0]?.row ?? 0}`}
          preview={current}
          onOpenInventory={onOpenInventory}
          onReset={() => {
            setCurrent(null);
            preview.reset();
          }}
        />
      ) : (
        <>
          {preview.isError && !photoRefused ? (
            <Notice tone="error">{errorMessage(preview.error, MESSAGES.bulkUploadFailed)}</Notice>
          ) : null}
          <FilePicker
            photosAllowed={photosAllowed && !photoRefused}
            photoRefused={photoRefused}
            promotionalPeriod={promotionalPeriod}
            onFile={read}
          />
        </>
      )}
    </section>
  );
}

function PreviewStep({
  preview,
  onOpenInventory,
  onReset,
}: {
  preview: Preview;
  onOpenInventory: (() => void) | undefined;
  onReset: () => void;
}) {
  const { rows, editCell, toggleRemoved, toggleConfirmed } = usePreviewRows(preview.result.rows);
  const importRows = useImportBulkRows();
  const kept = rows.filter((row) => !row.removed);
  const ready = kept.filter(isReady);
  const toCheck = kept.filter(awaitsReview).length;
  const toFix = kept.filter((row) => row.errors.length > 0).length;
  const updates = ready.filter((row) => row.action === 'update').length;

  if (importRows.data) {
    return (
      <div className="flex flex-col gap-4">
        <ImportSummary result={importRows.data} />
        <div className="flex flex-wrap gap-2">
          {onOpenInventory ? <Button onClick={onOpenInventory}>View in Inventory</Button> : null}
          <Button variant="secondary" onClick={onReset}>
            Upload another file
          </Button>
        </div>
      </div>
    );
  }

  // Only the rows ready: a row still to check stays out until the vendor confirms or fixes it.
  const onImport = () =>
    importRows.mutate({
      rows: ready.map(({ row, cells, review, confirmed }) => ({ row, cells, ...(review ? { confirmed } : {}) })),
    });

  return (
    <div className="flex flex-col gap-4">
      <div aria-live="polite" className="text-slate-700 text-sm">
        <p>
          <span className="font-semibold text-slate-900">{preview.fileName}</span>: {rows.length}{' '}
          {rows.length === 1 ? 'row' : 'rows'} read. {ready.length - updates} new, {updates} to update
          {toFix > 0 ? `, ${toFix} to fix` : ''}
          {toCheck > 0 ? `, ${toCheck} to check` : ''}. Nothing is saved until you import.
        </p>
      </div>
      {toFix > 0 ? (
        <Notice tone="warning">
          Fix the highlighted cells, or skip those rows. Rows that still have problems are not imported.
        </Notice>
      ) : null}
      {toCheck > 0 ? (
        <Notice tone="warning">
          Rows marked "Check this row" were hard to read or look unusual. Compare them with your list, fix or tick
          "Checked", and they are imported; rows left unchecked are not.
        </Notice>
      ) : null}
      <PreviewTable rows={rows} onEdit={editCell} onToggleRemoved={toggleRemoved} onToggleConfirmed={toggleConfirmed} />
      {importRows.isError ? (
        <Notice tone="error">{errorMessage(importRows.error, MESSAGES.bulkUploadFailed)}</Notice>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onReset} disabled={importRows.isPending}>
          Choose another file
        </Button>
        <Button onClick={onImport} loading={importRows.isPending} disabled={ready.length === 0}>
          Import {ready.length} {ready.length === 1 ? 'plant' : 'plants'}
        </Button>
      </div>
    </div>
  );
}
