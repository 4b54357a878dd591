import { LIMITS, MESSAGES } from '@verdant/shared/messages';

/** docs/product.md#validation-rules-and-limits: PNG, JPG, GIF; 5MB at most. The server checks the bytes again. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'];
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.gif,image/png,image/jpeg,image/gif';

export function imageProblem(file: File): string | null {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return MESSAGES.imageTypeUnsupported;
  if (file.size > LIMITS.imageMaxBytes) return MESSAGES.imageTooLarge;
  return null;
}
