import type { PlantImage } from '@verdant/shared/schemas/inventory';
import { imageUrl } from '../../media/image-store.ts';

/** The stored fields of one image, as rows and JSON aggregates carry them. */
export interface ImageRecord {
  id: number;
  storage_key: string;
  widths: number[];
  width: number;
  height: number;
  is_primary: boolean;
}

/** Cards show 320-640 px images, so image_url is the 640 px file (or the largest one below it). */
const DEFAULT_WIDTH = 640;

export function toPlantImage(image: ImageRecord): PlantImage {
  const widths = [...image.widths].sort((a, b) => a - b);
  const fitting = widths.filter((w) => w <= DEFAULT_WIDTH);
  const main = fitting.at(-1) ?? widths[0] ?? DEFAULT_WIDTH;
  return {
    id: image.id,
    image_url: imageUrl(image.storage_key, main),
    srcset: widths.map((w) => `${imageUrl(image.storage_key, w)} ${w}w`).join(', '),
    width: image.width,
    height: image.height,
    is_primary: image.is_primary,
  };
}
