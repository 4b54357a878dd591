import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BulkProgress } from '@verdant/shared/schemas/bulk-upload';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { type LineReader, ReaderBusy, ReaderTimedOut } from './line-reader.ts';
import type { TextLine } from './parsers/layout.ts';
import { median } from './parsers/median.ts';

// Text recognition runs in tesseract.js's own worker thread, created once and reused. Photos wait their turn
// fairly: the next photo read is the one of the vendor who has had the fewest read since the queue was last
// empty, so one vendor's backlog never delays another vendor's first page. Each photo's progress can be asked for
// by its upload id while the upload request is waiting.

const require = createRequire(import.meta.url);
/** The English model shipped by the npm package (LSTM "best_int"): nothing is downloaded. */
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
/** Photos waiting in all, and per vendor: past these the upload is refused as "reader busy". */
const MAX_WAITING = 24;
const MAX_WAITING_PER_OWNER = 4;
const FORGET_AFTER_MS = 60_000;

interface Job {
  owner: number;
  uploadId: string;
  status: BulkProgress['status'];
  progress: number;
  start?: () => Promise<void>;
}

/** What reads an image into lines (tesseract, or a stand-in in tests); `id` names the job for progress reports. */
export type Recognize = (image: Buffer, id: string) => Promise<TextLine[]>;

export class OcrReader implements LineReader {
  readonly #cachePath: string;
  readonly #recognize: Recognize;
  readonly #timeLimitMs: number;
  #worker: Promise<Worker> | null = null;
  #running = false;
  /** Jobs by internal id (the worker's job id); uploads map "owner:upload id" to it. */
  readonly #jobs = new Map<string, Job>();
  readonly #uploads = new Map<string, string>();
  /** Per upload, the progress its earlier readings reached: a page's cells read again after it never move it back. */
  readonly #reached = new Map<string, number>();
  /** Waiting job ids, in arrival order. */
  readonly #waiting: string[] = [];
  /** Photos read per vendor since the queue was last empty. */
  readonly #served = new Map<number, number>();

  constructor(cachePath: string, recognize?: Recognize, timeLimitMs = 60_000) {
    this.#cachePath = cachePath;
    this.#timeLimitMs = timeLimitMs;
    this.#recognize =
      recognize ??
      (async (image, id) => {
        const worker = await this.#getWorker();
        const result = await worker.recognize(image, {}, { text: false, blocks: true }, id);
        return toLines(result.data.blocks ?? []);
      });
  }

  #getWorker(): Promise<Worker> {
    if (!this.#worker) {
      mkdirSync(this.#cachePath, { recursive: true });
      this.#worker = createWorker('eng', OEM.LSTM_ONLY, {
        langPath: LANG_PATH,
        cachePath: this.#cachePath,
        gzip: true,
        logger: (message) => {
          const job = this.#jobs.get(message.userJobId);
          if (job && message.status === 'recognizing text') job.progress = message.progress;
        },
        // Without a handler, a failed job is thrown from an event callback and would stop the process.
        errorHandler: () => {},
      }).then(async (worker) => {
        await worker.setParameters({
          tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
          preserve_interword_spaces: '1',
        });
        return worker;
      });
      this.#worker.catch(() => {
        this.#worker = null;
      });
    }
    return this.#worker;
  }

  /** Starts the worker now rather than at the first photo. */
  warm(): void {
    this.#getWorker().catch(() => {});
  }

  /** The waiting jobs in the order they will be read: fewest served vendor first, then arrival. */
  #schedule(): string[] {
    const served = new Map(this.#served);
    const waiting = [...this.#waiting];
    const order: string[] = [];
    while (waiting.length) {
      let best = 0;
      for (let index = 1; index < waiting.length; index++) {
        const owner = this.#jobs.get(waiting[index]!)!.owner;
        const bestOwner = this.#jobs.get(waiting[best]!)!.owner;
        if ((served.get(owner) ?? 0) < (served.get(bestOwner) ?? 0)) best = index;
      }
      const [id] = waiting.splice(best, 1);
      const owner = this.#jobs.get(id!)!.owner;
      served.set(owner, (served.get(owner) ?? 0) + 1);
      order.push(id!);
    }
    return order;
  }

  #pump(): void {
    if (this.#running) return;
    const next = this.#schedule()[0];
    if (!next) {
      this.#served.clear();
      return;
    }
    this.#waiting.splice(this.#waiting.indexOf(next), 1);
    const job = this.#jobs.get(next)!;
    this.#served.set(job.owner, (this.#served.get(job.owner) ?? 0) + 1);
    this.#running = true;
    job.start!().finally(() => {
      this.#running = false;
      this.#pump();
    });
  }

  /** The positioned lines of text of one image (PNG, JPEG, BMP...), read in turn with the other uploads. */
  read(image: Buffer, owner: number, uploadId: string = randomUUID()): Promise<TextLine[]> {
    const mine = this.#waiting.filter((id) => this.#jobs.get(id)?.owner === owner).length;
    if (this.#waiting.length >= MAX_WAITING || mine >= MAX_WAITING_PER_OWNER) {
      return Promise.reject(new ReaderBusy());
    }
    const id = randomUUID();
    const job: Job = { owner, uploadId, status: 'queued', progress: 0 };
    this.#jobs.set(id, job);
    const key = `${owner}:${uploadId}`;
    const earlier = this.#jobs.get(this.#uploads.get(key) ?? '');
    if (earlier) this.#reached.set(key, Math.max(this.#reached.get(key) ?? 0, earlier.progress));
    this.#uploads.set(key, id);
    return new Promise<TextLine[]>((resolve, reject) => {
      job.start = async () => {
        try {
          job.status = 'reading';
          resolve(await this.#withinTimeLimit(this.#recognize(image, id)));
        } catch (error) {
          reject(error);
        } finally {
          job.status = 'done';
          job.progress = 1;
          setTimeout(() => this.#forget(id), FORGET_AFTER_MS).unref();
        }
      };
      this.#waiting.push(id);
      this.#pump();
    });
  }

  /** The job's answer, or ReaderTimedOut past the time limit: the recogniser is then stopped (it would keep a CPU busy) and started afresh for the next photo. */
  async #withinTimeLimit(job: Promise<TextLine[]>): Promise<TextLine[]> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const worker = this.#worker;
        this.#worker = null;
        worker?.then((stuck) => stuck.terminate()).catch(() => {});
        reject(new ReaderTimedOut(this.#timeLimitMs / 1000));
      }, this.#timeLimitMs);
    });
    job.catch(() => {});
    try {
      return await Promise.race([job, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  #forget(id: string) {
    const job = this.#jobs.get(id);
    if (!job) return;
    this.#jobs.delete(id);
    const key = `${job.owner}:${job.uploadId}`;
    if (this.#uploads.get(key) === id) {
      this.#uploads.delete(key);
      this.#reached.delete(key);
    }
  }

  /** How far one of the caller's own uploads has got ('unknown' for any other id). */
  progress(owner: number, uploadId: string): BulkProgress {
    const key = `${owner}:${uploadId}`;
    const id = this.#uploads.get(key);
    const job = id ? this.#jobs.get(id) : undefined;
    if (!id || !job) return { upload_id: uploadId, status: 'unknown', progress: 0, queue_position: 0 };
    return {
      upload_id: uploadId,
      status: job.status,
      progress: Math.round(Math.max(job.progress, this.#reached.get(key) ?? 0) * 100) / 100,
      // Photos ahead of this one: the one being read, then those scheduled first.
      queue_position: job.status === 'queued' ? this.#schedule().indexOf(id) + (this.#running ? 1 : 0) : 0,
    };
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    if (worker) await (await worker.catch(() => null))?.terminate();
  }
}

type Blocks = NonNullable<Awaited<ReturnType<Worker['recognize']>>['data']['blocks']>;

/** Tesseract's lines of word boxes, each word with its confidence (0..1), keeping words with a letter or digit (specks of noise read as "." or "|" are dropped). */
function toLines(blocks: Blocks): TextLine[] {
  return blocks
    .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))
    .map((line) => {
      const words = line.words.filter((word) => /[A-Za-z0-9]/.test(word.text));
      return {
        y: median(words.map((word) => (word.bbox.y0 + word.bbox.y1) / 2)),
        height: median(words.map((word) => word.bbox.y1 - word.bbox.y0)),
        boxes: words.map((word) => {
          // A stray mark stuck to a word ("|Acer", "Summer*") is a speck or a rule, not text: dropped, and the
          // word is less sure.
          const text = word.text.replace(/^[|*_~]+|[|*_~]+$/g, '');
          const confidence = Math.max(0, Math.min(1, word.confidence / 100)) * (text === word.text ? 1 : 0.7);
          return { text, x0: word.bbox.x0, x1: word.bbox.x1, top: word.bbox.y0, bottom: word.bbox.y1, confidence };
        }),
      };
    })
    .filter((line) => line.boxes.length > 0);
}
