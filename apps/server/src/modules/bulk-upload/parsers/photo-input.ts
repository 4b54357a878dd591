import { LIMITS } from '@verdant/shared/messages';
import sharp from 'sharp';
import { decodeBmp } from './bmp.ts';

// Every encoding a vendor's device makes read like a PNG: what sharp cannot read, or reads other than a page looks,
// is turned into a lossless PNG first; anything else is passed on as it is, and so is a file that fails here: it
// fails again where it is read, with the reason (a pixel limit, a broken file) told there.

/**
 * The image as the photo reader takes it: a BMP decoded (libvips reads none), and an image with an alpha channel
 * laid on white paper: sharp's grey of a transparent pixel is black (premultiplied), so a page whose background is
 * transparent (a background remover's, a design tool's export) would be white paper's text on black.
 */
export async function photoInput(buffer: Buffer, kind: string): Promise<Buffer> {
  if (kind === 'bmp') {
    const { data, width, height, channels } = decodeBmp(buffer, LIMITS.bulkImageMaxPixels);
    const image = sharp(data, { raw: { width, height, channels } });
    return (channels === 4 ? image.flatten({ background: '#ffffff' }) : image).png({ compressionLevel: 1 }).toBuffer();
  }
  const image = sharp(buffer, { limitInputPixels: LIMITS.bulkImageMaxPixels, pages: 1 });
  const alpha = await image
    .metadata()
    .then((metadata) => metadata.hasAlpha)
    .catch(() => false);
  if (!alpha) return buffer;
  // Turned upright first: the PNG keeps no orientation tag.
  return image
    .rotate()
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 1 })
    .toBuffer()
    .catch(() => buffer);
}
