import { mainImage } from '@verdant/shared/rules/catalog';
import type { Plant } from '@verdant/shared/schemas/inventory';
import { Leaf } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

type PlantImageProps = {
  plant: Pick<Plant, 'plant_name' | 'images' | 'image_url'>;
  /** The `sizes` hint for srcset: how wide the image is drawn. */
  sizes: string;
  className?: string;
  /** Above-the-fold images load eagerly; the rest wait until they scroll near. */
  priority?: boolean;
  image?: Plant['images'][number] | undefined;
};

/** A plant photo with width/height (no layout shift), srcset and lazy loading; a leaf placeholder without one. */
export function PlantImage({ plant, sizes, className, priority = false, image }: PlantImageProps) {
  const shown = image ?? mainImage(plant.images);
  if (!shown) {
    return (
      <div
        role="img"
        aria-label={`${plant.plant_name} (no photo yet)`}
        className={cn('flex items-center justify-center bg-sage-100 text-sage-500', className)}
      >
        <Leaf className="size-10" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={shown.image_url}
      srcSet={shown.srcset}
      sizes={sizes}
      width={shown.width}
      height={shown.height}
      alt={plant.plant_name}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={cn('bg-sage-100 object-cover', className)}
    />
  );
}
