import { UnreadableFile } from './table.ts';

// A BMP decoded to RGB(A) pixels: libvips (sharp) reads no BMP, and the npm decoders looked at miss variants that
// Windows Paint or ImageMagick write (fast-bmp: no palette, no top-down rows; bmp-ts: stops at an odd width in 4 bits,
// ignores the pixel data offset). Read here: the core header (OS/2 1.x) and BITMAPINFOHEADER to V5; 1, 4 and 8 bits
// through a palette, 16, 24 and 32 bits, bit fields, RLE8 and RLE4, rows bottom-up or top-down.

export interface BmpPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

const BI_RGB = 0;
const BI_RLE8 = 1;
const BI_RLE4 = 2;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;

interface Header {
  width: number;
  height: number;
  topDown: boolean;
  bits: number;
  compression: number;
  /** Where the palette starts, and its entries' size (3 bytes in a core header, else 4). */
  paletteAt: number;
  entry: number;
  colours: number;
  masks: [number, number, number, number];
}

/** The header, checked: too many pixels or a header that cannot be right are refused before any pixel is read. */
function readHeader(buffer: Buffer, maxPixels: number): Header {
  if (buffer.length < 26 || buffer.toString('latin1', 0, 2) !== 'BM') throw new UnreadableFile('corrupt');
  const size = buffer.readUInt32LE(14);
  const core = size === 12;
  if (!core && (size < 40 || buffer.length < 14 + size)) throw new UnreadableFile('corrupt');
  const width = core ? buffer.readUInt16LE(18) : buffer.readInt32LE(18);
  const signed = core ? buffer.readUInt16LE(20) : buffer.readInt32LE(22);
  const bits = buffer.readUInt16LE(core ? 24 : 28);
  const compression = core ? BI_RGB : buffer.readUInt32LE(30);
  const height = Math.abs(signed);
  if (width <= 0 || height === 0) throw new UnreadableFile('corrupt');
  if (width * height > maxPixels) throw new UnreadableFile('too-many-pixels');
  if (![1, 4, 8, 16, 24, 32].includes(bits)) throw new UnreadableFile('corrupt');
  const fields = compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS;
  // Bit fields follow a 40-byte header (three masks, four with alpha); a V2 header and later hold them.
  const after = !core && size === 40 && fields ? (compression === BI_ALPHABITFIELDS ? 16 : 12) : 0;
  const mask = (at: number, fallback: number) =>
    fields && (size > at - 14 || after > at - 54) ? buffer.readUInt32LE(at) : fallback;
  // Without bit fields: 16 bits are 5-5-5; 32 bits are 8-8-8 and the top byte unused (an alpha mask in a V4 header
  // counts only with bit fields: Windows ignores the top byte of a BI_RGB pixel).
  const masks: Header['masks'] =
    bits === 16
      ? [mask(54, 0x7c00), mask(58, 0x03e0), mask(62, 0x001f), mask(66, 0)]
      : [mask(54, 0xff0000), mask(58, 0xff00), mask(62, 0xff), mask(66, 0)];
  const used = core ? 0 : buffer.readUInt32LE(46);
  return {
    width,
    height,
    // A core header's height is unsigned (always bottom-up); RLE rows are always bottom-up.
    topDown: signed < 0,
    bits,
    compression,
    paletteAt: 14 + size + after,
    entry: core ? 3 : 4,
    colours: bits <= 8 ? Math.min(used || 1 << bits, 1 << bits) : 0,
    masks,
  };
}

/** The palette as RGB triples; entries missing from a short file read black. */
function readPalette(buffer: Buffer, header: Header): Uint8Array {
  const palette = new Uint8Array(256 * 3);
  for (let index = 0; index < header.colours; index++) {
    const at = header.paletteAt + index * header.entry;
    if (at + 3 > buffer.length) break;
    palette[index * 3] = buffer[at + 2]!;
    palette[index * 3 + 1] = buffer[at + 1]!;
    palette[index * 3 + 2] = buffer[at]!;
  }
  return palette;
}

/** Palette indices of an RLE8 or RLE4 image, rows bottom-up as stored; pixels a delta skips keep index 0. */
function runLengths(buffer: Buffer, from: number, header: Header): Uint8Array {
  const { width, height } = header;
  const four = header.compression === BI_RLE4;
  const indices = new Uint8Array(width * height);
  let [x, y, at] = [0, 0, from];
  const put = (value: number) => {
    if (x < width && y < height) indices[y * width + x] = value;
    x++;
  };
  while (at + 1 < buffer.length && y < height) {
    const count = buffer[at]!;
    const value = buffer[at + 1]!;
    at += 2;
    if (count > 0) {
      for (let index = 0; index < count; index++) put(four ? (index % 2 ? value & 15 : value >> 4) : value);
    } else if (value === 0) {
      [x, y] = [0, y + 1];
    } else if (value === 1) {
      break;
    } else if (value === 2) {
      x += buffer[at] ?? 0;
      y += buffer[at + 1] ?? 0;
      at += 2;
    } else {
      // Absolute run: `value` pixels as they are, padded to a whole 16-bit word.
      const bytes = four ? Math.ceil(value / 2) : value;
      for (let index = 0; index < value; index++) {
        const byte = buffer[at + (four ? index >> 1 : index)] ?? 0;
        put(four ? (index % 2 ? byte & 15 : byte >> 4) : byte);
      }
      at += bytes + (bytes % 2);
    }
  }
  return indices;
}

/** A mask's value scaled to 0-255 (a 5-bit field's 31 is 255). */
function channel(pixel: number, mask: number): number {
  if (!mask) return 0;
  const shift = 31 - Math.clz32(mask & -mask);
  const max = mask >>> shift;
  return Math.round((((pixel & mask) >>> shift) * 255) / max);
}

/** The BMP's pixels top row first, RGB, or RGBA when its alpha is used (a 32-bit file whose alpha bytes are not all 0). */
export function decodeBmp(buffer: Buffer, maxPixels: number): BmpPixels {
  const header = readHeader(buffer, maxPixels);
  const { width, height, bits } = header;
  const start = buffer.readUInt32LE(10);
  const rle = header.compression === BI_RLE8 || header.compression === BI_RLE4;
  if (
    rle
      ? bits !== (header.compression === BI_RLE8 ? 8 : 4)
      : ![BI_RGB, BI_BITFIELDS, BI_ALPHABITFIELDS].includes(header.compression)
  )
    throw new UnreadableFile('corrupt');
  const stride = Math.floor((bits * width + 31) / 32) * 4;
  if (start >= buffer.length || (!rle && start + stride * (height - 1) + Math.ceil((bits * width) / 8) > buffer.length))
    throw new UnreadableFile('corrupt');
  const palette = bits <= 8 ? readPalette(buffer, header) : null;
  const indices = rle ? runLengths(buffer, start, header) : null;
  const alpha = bits === 32 && header.masks[3] !== 0;
  const channels = alpha ? 4 : 3;
  const out = Buffer.alloc(width * height * channels);
  let alphaUnused = true;
  for (let row = 0; row < height; row++) {
    // Stored bottom-up unless the height was negative: output row `row` is stored row `stored`.
    const stored = header.topDown && !rle ? row : height - 1 - row;
    const line = start + stored * stride;
    for (let x = 0; x < width; x++) {
      const to = (row * width + x) * channels;
      if (palette) {
        let index: number;
        if (indices) index = indices[stored * width + x]!;
        else if (bits === 8) index = buffer[line + x]!;
        else if (bits === 4) index = (buffer[line + (x >> 1)]! >> (x % 2 ? 0 : 4)) & 15;
        else index = (buffer[line + (x >> 3)]! >> (7 - (x % 8))) & 1;
        out[to] = palette[index * 3]!;
        out[to + 1] = palette[index * 3 + 1]!;
        out[to + 2] = palette[index * 3 + 2]!;
      } else if (bits === 24) {
        out[to] = buffer[line + x * 3 + 2]!;
        out[to + 1] = buffer[line + x * 3 + 1]!;
        out[to + 2] = buffer[line + x * 3]!;
      } else {
        const pixel = bits === 16 ? buffer.readUInt16LE(line + x * 2) : buffer.readUInt32LE(line + x * 4);
        for (let c = 0; c < channels; c++) out[to + c] = channel(pixel, header.masks[c]!);
        if (alpha && out[to + 3] !== 0) alphaUnused = false;
      }
    }
  }
  if (alpha && alphaUnused) return { data: withoutAlpha(out), width, height, channels: 3 };
  return { data: out, width, height, channels };
}

/** RGBA to RGB: an alpha mask whose bytes are all 0 is an unused byte (many writers leave it), not a clear image. */
function withoutAlpha(rgba: Buffer): Buffer {
  const rgb = Buffer.alloc((rgba.length / 4) * 3);
  for (let from = 0, to = 0; from < rgba.length; from += 4, to += 3) {
    rgb[to] = rgba[from]!;
    rgb[to + 1] = rgba[from + 1]!;
    rgb[to + 2] = rgba[from + 2]!;
  }
  return rgb;
}
