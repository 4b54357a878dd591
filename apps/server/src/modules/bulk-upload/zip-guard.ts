import yauzl, { type Entry, type ZipFile } from 'yauzl';

// xlsx and docx are zip archives. Before a parser opens one, count its entries and inflate every entry with a
// running budget, and count the cells of its sheets and Word tables: a zip bomb (a few KB that unpack to gigabytes)
// or a table bomb (a row of a million empty cells, rows reaching column XFD) is refused here, never parsed.

export interface ZipLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
  /** Columns of a table (a Word row's cells, a sheet's last column) and cells per file, counted in the XML. */
  maxColumns?: number;
  maxCells?: number;
  /** Word tables inside tables, deepest. */
  maxDepth?: number;
}

export class ZipRefused extends Error {
  readonly reason: 'too-large' | 'unreadable' | 'encrypted' | 'too-many-cells' | 'too-deep';
  constructor(reason: ZipRefused['reason']) {
    super(reason);
    this.reason = reason;
  }
}

function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (entry: Entry) => {
      cleanup();
      resolve(entry);
    };
    const onEnd = () => {
      cleanup();
      resolve(null);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

/** A sheet's or a Word document's XML, where table cells are counted as the bytes stream by. */
const TABLE_PART = /^(?:xl\/worksheets\/[^/]+\.xml|word\/document\.xml)$/;
// A row (a sheet's <row>, a Word table's <w:tr>) starts the count of its cells afresh.
const CELL = /<(?:c|w:tc)[\s>/]|<(?:row|w:tr)[\s>]|<\/?w:tbl>|<w:tbl\s/g;
const COLUMN_REF = /<c\s[^>]*?\br="([A-Z]{1,3})\d/g;

/** Counts the cells of one part, chunk by chunk, without building anything (a tag cut between chunks is kept). */
class CellCounter {
  cells = 0;
  #rowCells = 0;
  #depth = 0;
  #tail = '';
  readonly limits: ZipLimits;
  constructor(limits: ZipLimits) {
    this.limits = limits;
  }

  add(chunk: Buffer) {
    const text = this.#tail + chunk.toString('latin1');
    // Up to the last '<' is complete; the rest waits for the next chunk.
    const cut = Math.max(0, text.lastIndexOf('<'));
    const complete = text.slice(0, cut);
    this.#tail = text.slice(cut);
    for (const match of complete.matchAll(CELL)) {
      // Tables inside tables: each level costs the Word reader a level of recursion.
      if (match[0].startsWith('</w:tbl')) {
        this.#depth--;
        continue;
      }
      if (match[0].startsWith('<w:tbl')) {
        if (++this.#depth > (this.limits.maxDepth ?? Number.POSITIVE_INFINITY)) throw new ZipRefused('too-deep');
        continue;
      }
      if (match[0].startsWith('<w:tr') || match[0].startsWith('<row')) {
        this.#rowCells = 0;
        continue;
      }
      this.cells++;
      this.#rowCells++;
      if (this.#rowCells > (this.limits.maxColumns ?? Number.POSITIVE_INFINITY)) throw new ZipRefused('too-many-cells');
    }
    for (const match of complete.matchAll(COLUMN_REF)) {
      const column = [...match[1]!].reduce((sum, char) => sum * 26 + char.charCodeAt(0) - 64, 0);
      if (column > (this.limits.maxColumns ?? Number.POSITIVE_INFINITY)) throw new ZipRefused('too-many-cells');
    }
    if (this.cells > (this.limits.maxCells ?? Number.POSITIVE_INFINITY)) throw new ZipRefused('too-many-cells');
  }
}

/** Inflates one entry, counting bytes (and table cells); stops as soon as a budget is spent. Returns the bytes. */
function unpackedSize(zip: ZipFile, entry: Entry, budget: number, counter: CellCounter | null): Promise<number> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        try {
          if (size > budget) throw new ZipRefused('too-large');
          counter?.add(chunk);
        } catch (refused) {
          stream.destroy();
          reject(refused);
        }
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(size));
    });
  });
}

/** The entry names of a zip that stays within the limits; throws ZipRefused otherwise. */
export async function inspectZip(buffer: Buffer, limits: ZipLimits): Promise<string[]> {
  let zip: ZipFile;
  try {
    // validateEntrySizes: an entry that inflates to more than its header declares is an error, not trusted.
    zip = await yauzl.fromBufferPromise(buffer, {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch {
    throw new ZipRefused('unreadable');
  }
  if (zip.entryCount > limits.maxEntries) throw new ZipRefused('too-large');

  const names: string[] = [];
  let declared = 0;
  let unpacked = 0;
  let cells = 0;
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      names.push(entry.fileName);
      if (names.length > limits.maxEntries) throw new ZipRefused('too-large');
      if (entry.isEncrypted()) throw new ZipRefused('encrypted');
      declared += entry.uncompressedSize;
      if (declared > limits.maxUnpackedBytes) throw new ZipRefused('too-large');
      if (entry.fileName.endsWith('/')) continue;
      const counter = TABLE_PART.test(entry.fileName)
        ? new CellCounter({ ...limits, maxCells: (limits.maxCells ?? Number.POSITIVE_INFINITY) - cells })
        : null;
      unpacked += await unpackedSize(zip, entry, limits.maxUnpackedBytes - unpacked, counter);
      cells += counter?.cells ?? 0;
    }
  } catch (error) {
    if (error instanceof ZipRefused) throw error;
    throw new ZipRefused('unreadable');
  } finally {
    zip.close();
  }
  return names;
}

/** One entry's bytes as text (UTF-8), or null when the zip has no such entry. Only for a zip inspectZip passed. */
export async function readZipEntry(buffer: Buffer, name: string): Promise<string | null> {
  const zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true });
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (entry.fileName !== name) continue;
      const stream = await zip.openReadStreamPromise(entry);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    }
    return null;
  } finally {
    zip.close();
  }
}
