import { MESSAGES } from '@verdant/shared/messages';
import { BULK_UPLOAD_TYPES } from '@verdant/shared/schemas/bulk-upload';
import type { ProjectLinesPreview } from '@verdant/shared/schemas/projects';
import { FileSpreadsheet } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { usePreviewProjectLines } from '../api/buyer-projects.ts';
import { type LineDraft, toLineDraft } from '../lib/line-drafts.ts';

type PreviewLine = ProjectLinesPreview['lines'][number];

const ACCEPT = BULK_UPLOAD_TYPES.map((type) => `.${type}`).join(',');

function StatusBadge({ line, skipped }: { line: PreviewLine; skipped: boolean }) {
  if (skipped) return <Badge tone="gray">Skipped</Badge>;
  if (line.status === 'error') return <Badge tone="red">Cannot be used</Badge>;
  if (line.status === 'review') return <Badge tone="amber">Check this row</Badge>;
  return <Badge tone="green">Ready</Badge>;
}

/**
 * "Import a plant list": a file read by the bulk-upload reader (POST /api/projects/lines/preview), shown like the
 * vendor bulk upload's preview; the rows kept go into the lines table, where they can still be edited.
 */
export function LinesImport({ onUse }: { onUse: (lines: LineDraft[]) => void }) {
  const inputId = useId();
  const preview = usePreviewProjectLines();
  const [fileName, setFileName] = useState('');
  const [skipped, setSkipped] = useState<Set<number>>(new Set());

  const read = (file: File) => {
    setFileName(file.name);
    setSkipped(new Set());
    preview.mutate(file);
  };

  if (preview.isPending) {
    return (
      <div className="flex items-center gap-3 rounded-card border border-slate-200 bg-white px-5 py-6 text-sm">
        <Spinner size="sm" label={null} />
        <span>Reading {fileName}…</span>
      </div>
    );
  }

  if (preview.data) {
    const lines = preview.data.lines;
    const usable = lines.filter((line) => line.status !== 'error' && !skipped.has(line.row));
    const toCheck = usable.filter((line) => line.status === 'review').length;
    const unusable = lines.filter((line) => line.status === 'error').length;
    const toggle = (row: number) =>
      setSkipped((current) => {
        const next = new Set(current);
        if (next.has(row)) next.delete(row);
        else next.add(row);
        return next;
      });
    return (
      <div className="flex flex-col gap-3">
        <p aria-live="polite" className="text-slate-700 text-sm">
          <span className="font-semibold text-slate-900">{fileName}</span>: {lines.length}{' '}
          {lines.length === 1 ? 'row' : 'rows'} read. {usable.length} to use
          {toCheck > 0 ? `, ${toCheck} to check` : ''}
          {unusable > 0 ? `, ${unusable} cannot be used` : ''}. Nothing is saved until you save the project.
        </p>
        {toCheck > 0 ? (
          <Notice tone="warning">
            Rows marked "Check this row" have a plant name or size we do not know. They are added to your list: compare
            them with your file and fix them there.
          </Notice>
        ) : null}
        <div className="max-h-96 overflow-auto rounded-card border border-slate-200 bg-white">
          <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
            <caption className="sr-only">Rows read from your file</caption>
            <thead className="sticky top-0 bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  Row
                </th>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  Status
                </th>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  Botanical name
                </th>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  Common name
                </th>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  Size
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-medium">
                  Quantity
                </th>
                <th scope="col" className="px-3 py-2.5">
                  <span className="sr-only">Use</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => {
                const isSkipped = skipped.has(line.row);
                return (
                  <tr
                    key={line.row}
                    className={cn(
                      'border-slate-100 border-t align-top',
                      isSkipped || line.status === 'error' ? 'bg-slate-50 text-slate-400' : null,
                      line.status === 'review' && !isSkipped && 'bg-amber-50/70',
                    )}
                  >
                    <th scope="row" className="px-3 py-2 font-normal text-slate-600 tabular-nums">
                      {line.row}
                    </th>
                    <td className="min-w-40 px-3 py-2">
                      <StatusBadge line={line} skipped={isSkipped} />
                      {[...line.errors, ...line.review_reasons].map((reason) => (
                        <p key={reason} className="mt-1 text-amber-800 text-xs">
                          {reason}
                        </p>
                      ))}
                    </td>
                    <td className="px-3 py-2 italic">{line.botanical_name}</td>
                    <td className="px-3 py-2">{line.common_name ?? ''}</td>
                    <td className="px-3 py-2">{line.size}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{line.quantity ?? ''}</td>
                    <td className="px-3 py-2 text-right">
                      {line.status === 'error' ? null : (
                        <Button variant="ghost" size="sm" onClick={() => toggle(line.row)}>
                          {isSkipped ? 'Keep' : 'Skip'}
                          <span className="sr-only"> row {line.row}</span>
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => preview.reset()}>
            Choose another file
          </Button>
          <Button
            disabled={usable.length === 0}
            onClick={() => {
              onUse(usable.map(toLineDraft));
              preview.reset();
            }}
          >
            Use {usable.length} {usable.length === 1 ? 'line' : 'lines'}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {preview.isError ? <Notice tone="error">{errorMessage(preview.error, MESSAGES.bulkUploadFailed)}</Notice> : null}
      <label
        htmlFor={inputId}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-card border-2 border-slate-300 border-dashed bg-white px-5 py-6 text-center',
          'focus-within:border-brand-600 focus-within:bg-brand-50/50 hover:border-brand-500',
        )}
      >
        <FileSpreadsheet className="size-6 text-sage-700" aria-hidden="true" />
        <span className="font-semibold text-slate-900">Import a plant list</span>
        <span className="max-w-md text-slate-600 text-sm">
          A spreadsheet (CSV, XLSX, XLS), a table in a Word document or PDF, or a photo of a printed list. Columns:
          botanical name, common name, size, quantity, notes.
        </span>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) read(file);
          }}
        />
      </label>
    </div>
  );
}
