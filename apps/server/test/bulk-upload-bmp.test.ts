// BMP decoding (parsers/bmp.ts) and what every photo encoding is turned into before it is read (photo-input.ts):
// small BMPs written here byte by byte in each variant Windows Paint, ImageMagick and older tools write, an odd
// width so every row is padded, and a PNG whose background is transparent. Deterministic, no OCR.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeBmp } from '../src/modules/bulk-upload/parsers/bmp.ts';
import { photoInput } from '../src/modules/bulk-upload/parsers/photo-input.ts';

const [W, H] = [5, 3];
/** The test picture, top row first. */
const rgb = (x: number, y: number) => [x * 50, y * 100, 200 - x * 40];
const PALETTE = [
  [250, 250, 250],
  [10, 10, 10],
  [200, 30, 30],
  [20, 120, 220],
];
const index = (x: number, y: number, colours = 4) => (x + 2 * y) % colours;

/** Rows in file order (bottom-up unless `topDown`), each padded to 4 bytes; `pixel` gives a row's bytes. */
function rows(bytesPerRow: (y: number) => number[], topDown = false): Buffer {
  const out: number[] = [];
  for (let step = 0; step < H; step++) {
    const bytes = bytesPerRow(topDown ? step : H - 1 - step);
    out.push(...bytes, ...new Array((4 - (bytes.length % 4)) % 4).fill(0));
  }
  return Buffer.from(out);
}

/** Packs palette indices of `bits` bits into bytes, first pixel in the high bits. */
function packed(y: number, bits: number, colours: number): number[] {
  const bytes = new Array(Math.ceil((W * bits) / 8)).fill(0);
  for (let x = 0; x < W; x++) bytes[(x * bits) >> 3] |= index(x, y, colours) << (8 - bits - ((x * bits) % 8));
  return bytes;
}

interface Made {
  bits: number;
  pixels: Buffer;
  header?: 12 | 40 | 124;
  height?: number;
  compression?: number;
  palette?: number[][];
  /** Bit fields after a 40-byte header, or inside a V5 header. */
  masks?: number[];
}

function bmp({ bits, pixels, header = 40, height = H, compression = 0, palette = [], masks = [] }: Made): Buffer {
  const info = Buffer.alloc(header);
  info.writeUInt32LE(header, 0);
  if (header === 12) {
    info.writeUInt16LE(W, 4);
    info.writeUInt16LE(height, 6);
    info.writeUInt16LE(1, 8);
    info.writeUInt16LE(bits, 10);
  } else {
    info.writeInt32LE(W, 4);
    info.writeInt32LE(height, 8);
    info.writeUInt16LE(1, 12);
    info.writeUInt16LE(bits, 14);
    info.writeUInt32LE(compression, 16);
    info.writeUInt32LE(palette.length, 32);
    if (header > 40) for (const [at, mask] of masks.entries()) info.writeUInt32LE(mask, 40 + at * 4);
  }
  const after = header === 40 ? Buffer.from(new Uint32Array(masks).buffer) : Buffer.alloc(0);
  const table = Buffer.from(palette.flatMap(([r, g, b]) => (header === 12 ? [b!, g!, r!] : [b!, g!, r!, 0])));
  const offset = 14 + header + after.length + table.length;
  const file = Buffer.alloc(14);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(offset + pixels.length, 2);
  file.writeUInt32LE(offset, 10);
  return Buffer.concat([file, info, after, table, pixels]);
}

const picture = () => Array.from({ length: W * H }, (_, at) => rgb(at % W, Math.floor(at / W))).flat();
const paletted = (colours: number) =>
  Array.from({ length: W * H }, (_, at) => PALETTE[index(at % W, Math.floor(at / W), colours)]!).flat();
const bgr24 = (y: number) => Array.from({ length: W }, (_, x) => rgb(x, y).reverse()).flat();

describe('decodeBmp', () => {
  it('reads 24 bits bottom-up (Windows Paint) and top-down (negative height) alike', () => {
    const up = decodeBmp(bmp({ bits: 24, pixels: rows(bgr24) }), 1000);
    expect(up).toMatchObject({ width: W, height: H, channels: 3 });
    expect([...up.data]).toEqual(picture());
    const down = decodeBmp(bmp({ bits: 24, pixels: rows(bgr24, true), height: -H }), 1000);
    expect([...down.data]).toEqual(picture());
  });

  it('reads 8, 4 and 1 bits through the palette, a short palette too', () => {
    const eight = bmp({ bits: 8, palette: PALETTE, pixels: rows((y) => packed(y, 8, 4)) });
    expect([...decodeBmp(eight, 1000).data]).toEqual(paletted(4));
    const four = bmp({ bits: 4, palette: PALETTE, pixels: rows((y) => packed(y, 4, 4)) });
    expect([...decodeBmp(four, 1000).data]).toEqual(paletted(4));
    // A 1-bit file whose index 0 is white and 1 black (not read as "1 is white").
    const one = bmp({ bits: 1, palette: PALETTE.slice(0, 2), pixels: rows((y) => packed(y, 1, 2)) });
    expect([...decodeBmp(one, 1000).data]).toEqual(paletted(2));
  });

  it('reads an OS/2 core header (16-bit sizes, 3-byte palette entries)', () => {
    const core = bmp({ bits: 8, header: 12, palette: PALETTE, pixels: rows((y) => packed(y, 8, 4)) });
    expect([...decodeBmp(core, 1000).data]).toEqual(paletted(4));
  });

  it('reads RLE8 and RLE4: runs, absolute runs, a delta, line ends', () => {
    // Bottom row: 2 x index 1, then 3 absolute (2, 3, 0); middle row: a delta 5 right (to the row's end), nothing
    // drawn (index 0); top row: 5 x index 3. Then the end of the bitmap.
    const rle8 = Buffer.from([2, 1, 0, 3, 2, 3, 0, 0, 0, 0, 0, 2, 5, 0, 0, 0, 5, 3, 0, 1]);
    const eight = decodeBmp(bmp({ bits: 8, compression: 1, palette: PALETTE, pixels: rle8 }), 1000);
    const expected = [
      [3, 3, 3, 3, 3],
      [0, 0, 0, 0, 0],
      [1, 1, 2, 3, 0],
    ]
      .flat()
      .flatMap((at) => PALETTE[at]!);
    expect([...eight.data]).toEqual(expected);
    // The same in 4 bits: a run alternates its byte's two nibbles; an absolute run of 3 takes 2 bytes, padded to 4.
    const rle4 = Buffer.from([2, 0x11, 0, 3, 0x23, 0x00, 0, 0, 0, 2, 5, 0, 0, 0, 5, 0x33, 0, 1]);
    const four = decodeBmp(bmp({ bits: 4, compression: 2, palette: PALETTE, pixels: rle4 }), 1000);
    expect([...four.data]).toEqual(expected);
  });

  it('reads 16 bits (5-5-5, or 5-6-5 bit fields) and 32 bits, its alpha kept only when it is used', () => {
    const five = (y: number) =>
      Array.from({ length: W }, (_, x) => {
        const [r, g, b] = rgb(x, y).map((value) => value >> 3);
        const pixel = (r! << 10) | (g! << 5) | b!;
        return [pixel & 255, pixel >> 8];
      }).flat();
    const near = (data: Buffer) => [...data].every((value, at) => Math.abs(value - picture()[at]!) <= 8);
    expect(near(decodeBmp(bmp({ bits: 16, pixels: rows(five) }), 1000).data)).toBe(true);
    const sixFive = (y: number) =>
      Array.from({ length: W }, (_, x) => {
        const [r, g, b] = rgb(x, y);
        const pixel = ((r! >> 3) << 11) | ((g! >> 2) << 5) | (b! >> 3);
        return [pixel & 255, pixel >> 8];
      }).flat();
    const fields = bmp({ bits: 16, compression: 3, masks: [0xf800, 0x07e0, 0x001f], pixels: rows(sixFive) });
    expect(near(decodeBmp(fields, 1000).data)).toBe(true);

    // 32 bits BGRA with a V5 header and an alpha mask (ImageMagick): alpha 0 in one pixel, 255 elsewhere.
    const bgra = (alpha: (x: number, y: number) => number) => (y: number) =>
      Array.from({ length: W }, (_, x) => [...rgb(x, y).reverse(), alpha(x, y)]).flat();
    const masks = [0xff0000, 0xff00, 0xff, 0xff000000];
    const clear = decodeBmp(
      bmp({ bits: 32, compression: 3, header: 124, masks, pixels: rows(bgra((x, y) => (x + y ? 255 : 0))) }),
      1000,
    );
    expect(clear.channels).toBe(4);
    expect([...clear.data.subarray(0, 8)]).toEqual([...rgb(0, 0), 0, ...rgb(1, 0), 255]);
    // Alpha bytes all 0: an unused byte, not a clear picture. A BI_RGB 32-bit pixel's top byte is never alpha.
    const unused = bmp({ bits: 32, compression: 3, header: 124, masks, pixels: rows(bgra(() => 0)) });
    expect(decodeBmp(unused, 1000)).toMatchObject({ channels: 3 });
    expect([...decodeBmp(unused, 1000).data]).toEqual(picture());
    const plain = decodeBmp(bmp({ bits: 32, pixels: rows(bgra(() => 77)) }), 1000);
    expect(plain.channels).toBe(3);
    expect([...plain.data]).toEqual(picture());
  });

  it('refuses too many pixels before reading any, and a file it cannot read as broken', () => {
    const huge = bmp({ bits: 24, pixels: rows(bgr24) });
    huge.writeInt32LE(100_000, 18);
    huge.writeInt32LE(100_000, 22);
    expect(() => decodeBmp(huge, 40_000_000)).toThrow(expect.objectContaining({ reason: 'too-many-pixels' }));
    const cut = bmp({ bits: 24, pixels: rows(bgr24) }).subarray(0, 80);
    expect(() => decodeBmp(cut, 1000)).toThrow(expect.objectContaining({ reason: 'corrupt' }));
    // A JPEG inside a BMP (BI_JPEG, printers only), and 2 bits a pixel (no such BMP).
    expect(() => decodeBmp(bmp({ bits: 24, compression: 4, pixels: rows(bgr24) }), 1000)).toThrow(
      expect.objectContaining({ reason: 'corrupt' }),
    );
    expect(() => decodeBmp(bmp({ bits: 2, pixels: rows(bgr24) }), 1000)).toThrow(
      expect.objectContaining({ reason: 'corrupt' }),
    );
  });
});

describe('photoInput', () => {
  const grey = async (png: Buffer) => [...(await sharp(png).grayscale().raw().toBuffer())];

  it('gives a BMP as a PNG of the same pixels', async () => {
    const png = await photoInput(bmp({ bits: 24, pixels: rows(bgr24) }), 'bmp');
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: W, height: H, channels: 3 });
    expect([...data]).toEqual(picture());
  });

  it('lays a transparent background on white paper, not black, and leaves an opaque image as it is', async () => {
    // Black ink on a transparent background whose colour is stored black (as background removers leave it).
    const rgba = Buffer.from([0, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255]);
    const png = await sharp(rgba, { raw: { width: 4, height: 1, channels: 4 } })
      .png()
      .toBuffer();
    expect(await grey(png)).toEqual([0, 0, 0, 0]);
    expect(await grey(await photoInput(png, 'png'))).toEqual([0, 255, 255, 0]);
    const opaque = await sharp(Buffer.from([0, 200, 100, 0]), { raw: { width: 4, height: 1, channels: 1 } })
      .png()
      .toBuffer();
    expect(await photoInput(opaque, 'png')).toBe(opaque);
  });
});
