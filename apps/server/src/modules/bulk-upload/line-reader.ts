import type { TextLine } from './parsers/layout.ts';

/** What the parsers need of a text reader: an image's positioned lines (the OCR reader, or its proxy in a worker thread). */
export interface LineReader {
  read(image: Buffer, owner: number, uploadId?: string): Promise<TextLine[]>;
}

/** Too many photos are waiting to be read: the upload is refused as "reader busy". */
export class ReaderBusy extends Error {}

/** One image took longer than the time limit to read. */
export class ReaderTimedOut extends Error {
  /** The time limit that was reached. */
  readonly seconds: number;

  constructor(seconds: number) {
    super(`The text reader took longer than ${seconds} s`);
    this.seconds = seconds;
  }
}
