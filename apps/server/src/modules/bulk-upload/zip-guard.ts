import yauzl, { type Entry, type ZipFile } from 'yauzl';

// xlsx and docx are zip archives. Before a parser opens one, count its entries and inflate every entry with a
// running budget: a zip bomb (a few KB that unpack to gigabytes) is refused here and never reaches the parser.

export interface ZipLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
}

export class ZipRefused extends Error {
  readonly reason: 'too-large' | 'unreadable' | 'encrypted';
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

/** Inflates one entry, counting bytes; stops as soon as the budget is spent. Returns the bytes it unpacked. */
function unpackedSize(zip: ZipFile, entry: Entry, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > budget) {
          stream.destroy();
          reject(new ZipRefused('too-large'));
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
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      names.push(entry.fileName);
      if (names.length > limits.maxEntries) throw new ZipRefused('too-large');
      if (entry.isEncrypted()) throw new ZipRefused('encrypted');
      declared += entry.uncompressedSize;
      if (declared > limits.maxUnpackedBytes) throw new ZipRefused('too-large');
      if (entry.fileName.endsWith('/')) continue;
      unpacked += await unpackedSize(zip, entry, limits.maxUnpackedBytes - unpacked);
    }
  } catch (error) {
    if (error instanceof ZipRefused) throw error;
    throw new ZipRefused('unreadable');
  } finally {
    zip.close();
  }
  return names;
}
