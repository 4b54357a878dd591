import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { MESSAGES } from '@verdant/shared/messages';
import { Piscina } from 'piscina';
import { AppError, invalid, tooManyRequests } from '../../lib/errors.ts';
import type { LineReader } from './line-reader.ts';
import { ReaderBusy, ReaderTimedOut } from './line-reader.ts';
import type { ReadOptions } from './read-file.ts';
import type { OcrAnswer, OcrAsk, ReadAnswer, ReadTask } from './read-worker.ts';

export interface ReadPoolOptions {
  /** The process's OCR reader (its fair queue spans all workers). */
  reader: LineReader;
  /** Time one file may take in its worker, not counting its wait for the OCR reader. */
  seconds: number;
  /** Heap one worker may use; past it the worker is stopped and the file refused. */
  memoryMb: number;
  threads?: number | undefined;
}

/** Files waiting for a free thread; past it an upload is refused as "reader busy". */
const MAX_WAITING = 16;

/** A stopwatch that counts only while running: the file's own time, paused while the OCR reader has its image. */
class Budget {
  #left: number;
  #startedAt = 0;
  #timer: NodeJS.Timeout | undefined;
  #paused = 0;
  readonly #onSpent: () => void;

  /** Created paused: it starts when the worker starts the file (not while it waits for a thread). */
  constructor(ms: number, onSpent: () => void) {
    this.#left = ms;
    this.#onSpent = onSpent;
    this.#paused = 1;
  }
  #run() {
    this.#startedAt = performance.now();
    this.#timer = setTimeout(this.#onSpent, this.#left);
  }
  pause() {
    if (this.#paused++ > 0) return;
    clearTimeout(this.#timer);
    this.#left -= performance.now() - this.#startedAt;
  }
  resume() {
    if (--this.#paused === 0) this.#run();
  }
  stop() {
    clearTimeout(this.#timer);
    this.#paused = Number.POSITIVE_INFINITY;
  }
}

/**
 * Reads uploaded files in worker threads (piscina) with a memory and a time limit each: a hostile or broken file
 * fails alone with a clear 422, and the thread that answers requests never parses (decision 017).
 */
export class ReadPool {
  readonly #pool: Piscina<ReadTask, ReadAnswer>;
  readonly #reader: LineReader;
  readonly #seconds: number;

  constructor(options: ReadPoolOptions) {
    this.#reader = options.reader;
    this.#seconds = options.seconds;
    this.#pool = new Piscina({
      filename: new URL('./read-worker.ts', import.meta.url).href,
      minThreads: 0,
      maxThreads: options.threads ?? Math.min(2, availableParallelism()),
      // A worker that read a file stays a minute for the next one (starting one loads the readers: ~0.3 s).
      idleTimeout: 60_000,
      maxQueue: MAX_WAITING,
      // Tasks wait on the OCR reader (async); atomics' pause between tasks is meant for sync ones.
      atomics: 'disabled',
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: 32 },
    });
  }

  /** The file's tables, read in a worker; the same answers (and AppErrors) as `readUpload` in-process. */
  async read(
    file: Buffer,
    filename: string,
    uploader: ReadTask['uploader'],
    options: Omit<ReadOptions, 'reader'>,
  ): Promise<Extract<ReadAnswer, { ok: true }>> {
    const { port1, port2 } = new MessageChannel();
    const abort = new AbortController();
    const budget = new Budget(this.#seconds * 1000, () => abort.abort());
    port1.on('message', async (ask: OcrAsk | 'started') => {
      if (ask === 'started') return budget.resume();
      budget.pause();
      let answer: OcrAnswer;
      try {
        const image = Buffer.from(ask.image.buffer, ask.image.byteOffset, ask.image.byteLength);
        answer = { id: ask.id, lines: await this.#reader.read(image, ask.owner, ask.uploadId) };
      } catch (error) {
        const kind = error instanceof ReaderBusy ? 'busy' : error instanceof ReaderTimedOut ? 'too-slow' : 'failed';
        answer = { id: ask.id, error: kind, ...(error instanceof ReaderTimedOut && { seconds: error.seconds }) };
      } finally {
        budget.resume();
      }
      port1.postMessage(answer);
    });
    try {
      const answer = await this.#pool.run(
        { file, filename, uploader, ...options, port: port2 },
        { transferList: [port2], signal: abort.signal },
      );
      if (answer.ok) return answer;
      throw new AppError(answer.status, answer.detail, undefined, answer.headers);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (abort.signal.aborted) throw invalid(MESSAGES.bulkFileTooSlow(this.#seconds));
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
        throw invalid(MESSAGES.bulkFileTooMuchMemory);
      if ((error as Error).message === 'Task queue is at limit') throw tooManyRequests(MESSAGES.bulkReaderBusy, 30);
      throw error;
    } finally {
      budget.stop();
      port1.close();
    }
  }

  close(): Promise<void> {
    return this.#pool.destroy();
  }
}
