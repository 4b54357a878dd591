// The photo reader's queue is fair across vendors: one vendor's backlog never delays another vendor's first page,
// and one vendor cannot fill the queue for everyone.
import { describe, expect, it } from 'vitest';
import { ReaderBusy } from '../src/modules/bulk-upload/line-reader.ts';
import { OcrReader } from '../src/modules/bulk-upload/ocr-reader.ts';

/** A stand-in for tesseract that reads one image at a time, each when the test says so, noting the order. */
function slowEngine() {
  const order: string[] = [];
  const pending: (() => void)[] = [];
  const recognize = (image: Buffer) =>
    new Promise<[]>((resolve) => {
      order.push(image.toString());
      pending.push(() => resolve([]));
    });
  const finishOne = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { order, recognize, finishOne };
}

describe('OCR queue fairness', () => {
  it("reads another vendor's first photo next, ahead of the first vendor's backlog", async () => {
    const engine = slowEngine();
    const reader = new OcrReader('/tmp/unused', engine.recognize);
    const a = [1, 2, 3, 4].map((n) => reader.read(Buffer.from(`a${n}`), 1, `a${n}`));
    const b = reader.read(Buffer.from('b1'), 2, 'b1');
    expect(reader.progress(2, 'b1')).toMatchObject({ status: 'queued', queue_position: 1 });
    expect(reader.progress(1, 'a2')).toMatchObject({ status: 'queued', queue_position: 2 });
    for (let n = 0; n < 5; n++) await engine.finishOne();
    await Promise.all([...a, b]);
    expect(engine.order).toEqual(['a1', 'b1', 'a2', 'a3', 'a4']);
  });

  it('turns away a fifth waiting photo of one vendor, not the next vendor', async () => {
    const engine = slowEngine();
    const reader = new OcrReader('/tmp/unused', engine.recognize);
    const a = [1, 2, 3, 4, 5].map((n) => reader.read(Buffer.from(`a${n}`), 1));
    await expect(reader.read(Buffer.from('a6'), 1)).rejects.toBeInstanceOf(ReaderBusy);
    const b = reader.read(Buffer.from('b1'), 2);
    for (let n = 0; n < 6; n++) await engine.finishOne();
    await Promise.all([...a, b]);
    expect(engine.order.indexOf('b1')).toBe(1);
  });
});
