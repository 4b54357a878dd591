import { PLANT_PAGE_IMAGE_SIZES } from '@verdant/shared/pages';
import { mainImage } from '@verdant/shared/rules/catalog';
import type { Plant } from '@verdant/shared/schemas/inventory';
import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { PlantImage } from './plant-image.tsx';

/** The primary photo large, the others as thumbnails that swap in. */
export function ImageGallery({ plant }: { plant: Plant }) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const current = plant.images.find((image) => image.id === selectedId) ?? mainImage(plant.images);
  return (
    <div className="flex flex-col gap-3">
      <PlantImage
        plant={plant}
        image={current}
        priority
        sizes={PLANT_PAGE_IMAGE_SIZES}
        className="aspect-square w-full rounded-card border border-slate-200"
      />
      {plant.images.length > 1 ? (
        <ul className="grid grid-cols-5 gap-2" aria-label="More photos">
          {plant.images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => setSelectedId(image.id)}
                aria-label={`Show photo ${index + 1} of ${plant.images.length}`}
                aria-pressed={image.id === current?.id}
                className={cn(
                  'block w-full overflow-hidden rounded-lg border-2',
                  image.id === current?.id ? 'border-brand-600' : 'border-transparent hover:border-slate-300',
                )}
              >
                <img
                  src={image.srcset.split(', ')[0]?.split(' ')[0] ?? image.image_url}
                  width={image.width}
                  height={image.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full bg-sage-100 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
