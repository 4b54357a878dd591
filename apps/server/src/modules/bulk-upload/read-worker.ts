import type { MessagePort } from 'node:worker_threads';
import type { BulkUploadType } from '@verdant/shared/schemas/bulk-upload';
import { AppError } from '../../lib/errors.ts';
import { type LineReader, ReaderBusy, ReaderTimedOut } from './line-reader.ts';
import type { TextLine } from './parsers/layout.ts';
import type { SourceTable } from './parsers/table.ts';
import { readUpload, type Uploader } from './read-file.ts';

// Runs in a worker thread of the read pool (read-pool.ts): one uploaded file read into tables, away from the
// thread that answers requests. Photos are read by the process's one OCR reader, asked over `port`, so the fair
// queue across vendors stays in one place.

export interface ReadTask {
  file: Uint8Array;
  filename: string;
  uploader: Uploader;
  promotionalPeriod: boolean;
  uploadId?: string | undefined;
  port: MessagePort;
}

/** Asked of the main thread: read this image. */
export interface OcrAsk {
  id: number;
  image: Uint8Array;
  owner: number;
  uploadId?: string | undefined;
}
export type OcrAnswer =
  | { id: number; lines: TextLine[] }
  | { id: number; error: 'busy' | 'too-slow' | 'failed'; seconds?: number };

/** What a task returns: the tables, or the refusal to answer with (errors lose their class between threads). */
export type ReadAnswer =
  | { ok: true; type: BulkUploadType; tables: SourceTable[] }
  | { ok: false; status: number; detail: string; headers?: Record<string, string> | undefined };

/** The OCR reader of the main thread, seen from a worker. */
class RemoteReader implements LineReader {
  #next = 0;
  readonly #waiting = new Map<number, { resolve: (lines: TextLine[]) => void; reject: (error: Error) => void }>();
  readonly #port: MessagePort;

  constructor(port: MessagePort) {
    this.#port = port;
    port.on('message', (answer: OcrAnswer) => {
      const waiting = this.#waiting.get(answer.id);
      this.#waiting.delete(answer.id);
      if (!waiting) return;
      if ('lines' in answer) waiting.resolve(answer.lines);
      else if (answer.error === 'busy') waiting.reject(new ReaderBusy());
      else if (answer.error === 'too-slow') waiting.reject(new ReaderTimedOut(answer.seconds ?? 0));
      else waiting.reject(new Error('The text reader failed'));
    });
  }

  read(image: Buffer, owner: number, uploadId?: string): Promise<TextLine[]> {
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#port.postMessage({ id, image, owner, uploadId } satisfies OcrAsk);
    });
  }
}

export default async function readInWorker(task: ReadTask): Promise<ReadAnswer> {
  const file = Buffer.from(task.file.buffer, task.file.byteOffset, task.file.byteLength);
  task.port.postMessage('started');
  try {
    const result = await readUpload(file, task.filename, task.uploader, {
      reader: new RemoteReader(task.port),
      promotionalPeriod: task.promotionalPeriod,
      uploadId: task.uploadId,
    });
    return { ok: true, ...result };
  } catch (error) {
    if (error instanceof AppError) {
      return { ok: false, status: error.statusCode, detail: error.message, headers: error.headers };
    }
    throw error;
  } finally {
    task.port.close();
  }
}
