import { LIMITS, MESSAGES } from '@verdant/shared/messages';
import type { PlantImage } from '@verdant/shared/schemas/inventory';
import { ImagePlus, Star, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/form-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useDeleteItemImage } from '../api/delete-item-image.ts';
import { useSetPrimaryImage } from '../api/set-primary-image.ts';
import { useUploadItemImage } from '../api/upload-item-image.ts';
import { IMAGE_ACCEPT, imageProblem } from './image-rules.ts';

export type PendingImage = { key: string; file: File; previewUrl: string };

/** "Add photo" as a button-looking label over a visually hidden file input (keyboard and screen readers reach it). */
function AddPhotoInput({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // choosing the same file again still fires
    if (files.length > 0) onFiles(files);
  };
  return (
    <div>
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        disabled={disabled}
        onChange={onChange}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={cn(
          'inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 border-dashed bg-white px-4 font-medium text-slate-800 text-sm',
          'hover:border-brand-600 hover:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <ImagePlus className="size-4" aria-hidden="true" />
        Add photo
      </label>
    </div>
  );
}

const hint = `PNG, JPG or GIF, less than 5MB each; up to ${LIMITS.imagesPerItem} photos.`;

/** Photos chosen before the plant exists; uploaded once it is saved, the chosen one as primary. */
export function PendingImages({
  images,
  primaryKey,
  onChange,
  onPrimary,
}: {
  images: PendingImage[];
  primaryKey: string | null;
  onChange: (images: PendingImage[]) => void;
  onPrimary: (key: string) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const add = (files: File[]) => {
    setProblem(null);
    const accepted: PendingImage[] = [];
    for (const file of files) {
      const issue = imageProblem(file);
      if (issue) setProblem(issue);
      else accepted.push({ key: crypto.randomUUID(), file, previewUrl: URL.createObjectURL(file) });
    }
    const next = [...images, ...accepted].slice(0, LIMITS.imagesPerItem);
    onChange(next);
    if (!primaryKey && next[0]) onPrimary(next[0].key);
  };
  const remove = (image: PendingImage) => {
    URL.revokeObjectURL(image.previewUrl);
    const next = images.filter((other) => other.key !== image.key);
    onChange(next);
    if (primaryKey === image.key) onPrimary(next[0]?.key ?? '');
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-medium text-slate-800 text-sm">Photos</legend>
      <p className="text-slate-600 text-xs">{hint} The primary photo is the one buyers see first.</p>
      {images.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((image, index) => (
            <li key={image.key} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2">
              <img
                src={image.previewUrl}
                alt={`Upload ${index + 1} preview`}
                className="aspect-square w-full rounded-md object-cover"
              />
              <label className="flex items-center gap-2 text-slate-700 text-xs">
                <input
                  type="radio"
                  name="primary-photo"
                  checked={primaryKey === image.key}
                  onChange={() => onPrimary(image.key)}
                  className="size-4 accent-brand-700"
                />
                Primary photo
              </label>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => remove(image)}
                aria-label={`Remove new photo ${index + 1}`}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <AddPhotoInput onFiles={add} disabled={images.length >= LIMITS.imagesPerItem} />
      <div aria-live="polite">
        <FieldError>{problem}</FieldError>
      </div>
    </fieldset>
  );
}

/** The saved plant's photos: upload, choose the primary one, remove. */
export function StoredImages({ itemId, images }: { itemId: number; images: PlantImage[] }) {
  const upload = useUploadItemImage();
  const remove = useDeleteItemImage();
  const makePrimary = useSetPrimaryImage();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending || makePrimary.isPending;

  const add = async (files: File[]) => {
    setProblem(null);
    let hasPrimary = images.some((image) => image.is_primary);
    for (const file of files) {
      const issue = imageProblem(file);
      if (issue) {
        setProblem(issue);
        continue;
      }
      try {
        await upload.mutateAsync({ itemId, file, isPrimary: !hasPrimary });
        hasPrimary = true;
      } catch (error) {
        setProblem(errorMessage(error, MESSAGES.imageUploadFailed));
      }
    }
  };
  const run = async (action: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(errorMessage(error, MESSAGES.imageUploadFailed));
    }
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-busy={busy || undefined}>
      <legend className="font-medium text-slate-800 text-sm">Photos</legend>
      <p className="text-slate-600 text-xs">{hint} Changes to photos are saved at once.</p>
      {images.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((image, index) => (
            <li key={image.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2">
              <img
                src={image.image_url}
                srcSet={image.srcset}
                sizes="160px"
                alt={`Gallery item ${index + 1}`}
                className="aspect-square w-full rounded-md object-cover"
              />
              {image.is_primary ? (
                <Badge tone="green" className="self-start">
                  <Star className="size-3" aria-hidden="true" />
                  Primary
                </Badge>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  onClick={() => run(() => makePrimary.mutateAsync(image.id))}
                  aria-label={`Make photo ${index + 1} the primary photo`}
                >
                  <Star className="size-4" aria-hidden="true" />
                  Make primary
                </Button>
              )}
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => run(() => remove.mutateAsync(image.id))}
                aria-label={`Remove photo ${index + 1}`}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <AddPhotoInput onFiles={add} disabled={busy || images.length >= LIMITS.imagesPerItem} />
      {upload.isPending ? (
        <p role="status" className="text-slate-600 text-sm">
          Uploading photo…
        </p>
      ) : null}
      <div aria-live="polite">
        <FieldError>{problem}</FieldError>
      </div>
    </fieldset>
  );
}
