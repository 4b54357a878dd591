import type { BulkProgress } from '@verdant/shared/schemas/bulk-upload';
import { Spinner } from '../../../components/ui/spinner.tsx';

const STATUS_TEXT: Record<BulkProgress['status'], string> = {
  queued: 'Waiting for the photo reader',
  starting: 'Starting the photo reader',
  reading: 'Reading the text in your photo',
  done: 'Checking the rows',
  unknown: 'Uploading',
};

/** What happens while a file is read: a plain spinner, or for photos the reader's progress. */
export function ReadingProgress({
  fileName,
  photo,
  progress,
}: {
  fileName: string;
  photo: boolean;
  progress: BulkProgress | undefined;
}) {
  const percent = Math.round((progress?.progress ?? 0) * 100);
  const status = progress?.status ?? 'unknown';
  const waiting = status === 'queued' && progress?.queue_position ? ` (${progress.queue_position} ahead of you)` : '';
  return (
    <div className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-5 sm:p-6" aria-live="polite">
      <div className="flex items-center gap-3 text-slate-800">
        <Spinner label={null} className="text-brand-700" />
        <p className="min-w-0 truncate font-medium">
          {photo ? `${STATUS_TEXT[status]}${waiting}…` : `Reading ${fileName}…`}
        </p>
      </div>
      {photo ? (
        <>
          <div
            role="progressbar"
            aria-label={`Reading ${fileName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
          >
            <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-slate-600 text-sm">
            {percent}% · A one-page photo takes a few seconds. Check the preview afterwards: text recognition can
            misread.
          </p>
        </>
      ) : null}
    </div>
  );
}
